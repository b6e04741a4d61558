import { FORM_TEXT } from '../../forms/messages';
import { ErrorList } from './ErrorList';
import { FormFields } from './FormFields';
import { Honeypot } from './Honeypot';
import { LanguageField } from './PageLanguage';
import { RequiredNote } from './RequiredNote';
import { SubmitButton } from './SubmitButton';
import { formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';

const FORM_ID = 'contact';

/**
 * The contact inquiry (home #contact): name and email required by the browser, no other
 * validation in the browser (spec 5); 'Sending...' while the request is in flight. What the lead
 * service refuses (its field errors) is shown in the error list and by the fields, as the other forms do.
 */
export function ContactForm({ idPrefix = FORM_ID }: { idPrefix?: string }) {
  const form = useFormSubmit({ formId: FORM_ID, validate: false });
  const { submitting } = form;

  return (
    <form ref={form.formRef} method="post" action={form.action} onSubmit={form.onSubmit} css={formCss} aria-label="Contact us" aria-busy={submitting} data-form={FORM_ID}>
      <RequiredNote />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={(field) => `${idPrefix}-${field}`} />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="native" form={form} />
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <SubmitButton label="Send Message" busyLabel={FORM_TEXT.contact.sendingLabel} busy={submitting} />
    </form>
  );
}
