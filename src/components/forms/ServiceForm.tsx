import { useMemo } from 'react';
import { FORM_TEXT } from '../../forms/messages';
import { ErrorList } from './ErrorList';
import { FormFields } from './FormFields';
import { Honeypot } from './Honeypot';
import { LanguageField } from './PageLanguage';
import { RequiredNote } from './RequiredNote';
import { SubmitButton } from './SubmitButton';
import { formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';

const FORM_ID = 'service';

interface Props {
  /** The service the page is about, e.g. 'Personal Training': the subject 'Consultation Request - {service}'. */
  serviceName: string;
  /** Prefix of the ids (default 'service'). */
  idPrefix?: string;
}

/**
 * The consultation form of a service page: name, email, phone and goals required by the browser,
 * then sanitised and checked by the shared validator (errors in a red box and the same toast).
 */
export function ServiceForm({ serviceName, idPrefix = FORM_ID }: Props) {
  // The service is fixed by the page (a hidden input without JavaScript), never typed.
  const fixed = useMemo(() => ({ service: serviceName }), [serviceName]);
  const form = useFormSubmit({ formId: FORM_ID, validate: true, fixedValues: fixed });
  const { submitting } = form;

  return (
    <form
      ref={form.formRef}
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      css={formCss}
      aria-label={`${serviceName} consultation request`}
      aria-busy={submitting}
      data-form={FORM_ID}
    >
      <RequiredNote />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={(field) => `${idPrefix}-${field}`} />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="native" form={form} fixed={fixed} />
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <SubmitButton label="Request My Consultation" busyLabel={FORM_TEXT.service.sendingLabel} busy={submitting} />
    </form>
  );
}
