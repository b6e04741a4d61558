import { FORM_TEXT } from '../../lib/forms/messages';
import { FormFields } from './FormFields';
import { Honeypot } from './Honeypot';
import { RequiredNote } from './RequiredNote';
import { SubmitButton } from './SubmitButton';
import { formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';

const FORM_ID = 'contact';

/**
 * The contact inquiry (home #contact): name and email required by the browser, no other
 * validation (spec 5); 'Sending...' while the request is in flight.
 */
export function ContactForm({ idPrefix = FORM_ID }: { idPrefix?: string }) {
  const form = useFormSubmit({ formId: FORM_ID, validate: false });
  const { submitting } = form;

  return (
    <form ref={form.formRef} method="post" action={form.action} onSubmit={form.onSubmit} css={formCss} aria-label="Contact us" aria-busy={submitting} data-form={FORM_ID}>
      <RequiredNote />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="native" form={form} />
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton label="Send Message" busyLabel={FORM_TEXT.contact.sendingLabel} busy={submitting} />
    </form>
  );
}
