import { FIELD_DEFS, LIMITS } from '../../lib/forms/formIds';
import { FORM_TEXT } from '../../lib/forms/messages';
import { CONTACT_SERVICES } from '../../lib/forms/options';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { RequiredNote } from './RequiredNote';
import { Select } from './Select';
import { SubmitButton } from './SubmitButton';
import { Textarea } from './Textarea';
import { fieldGrid, formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';

const FORM_ID = 'contact';
const lim = LIMITS.contact;
const label = (field: string): string => FIELD_DEFS.contact.find((d) => d.name === field)?.label ?? field;

/**
 * The contact inquiry (home #contact): name and email required by the browser, no other
 * validation (spec 5); 'Sending...' while the request is in flight.
 */
export function ContactForm({ idPrefix = FORM_ID }: { idPrefix?: string }) {
  const form = useFormSubmit({ formId: FORM_ID, validate: false });
  const { values, setField, submitting } = form;
  const common = (field: 'name' | 'email' | 'phone' | 'service' | 'message') => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: label(field),
    value: values[field],
    onChange: (v: string) => setField(field, v),
  });

  return (
    <form method="post" action={form.action} onSubmit={form.onSubmit} css={formCss} aria-label="Contact us" aria-busy={submitting} data-form={FORM_ID}>
      <RequiredNote />
      <div css={fieldGrid}>
        <Field {...common('name')} required="native" autoComplete="name" autoCapitalize="words" spellCheck={false} maxLength={lim.name} />
        <Field {...common('email')} required="native" type="email" inputMode="email" autoComplete="email" spellCheck={false} maxLength={lim.email} />
        <Field {...common('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={lim.phone} />
        <Select {...common('service')} options={CONTACT_SERVICES} emptyLabel="Select a service" />
        <Textarea {...common('message')} maxLength={lim.message} rows={5} />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton label="Send Message" busyLabel={FORM_TEXT.contact.sendingLabel} busy={submitting} />
    </form>
  );
}
