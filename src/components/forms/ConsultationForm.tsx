import { useEffect, useMemo } from 'react';
import { trainerOptions } from '../../forms/choices';
import { FORM_TEXT } from '../../forms/messages';
import { ErrorList } from './ErrorList';
import { FormFields } from './FormFields';
import { Honeypot } from './Honeypot';
import { LanguageField } from './PageLanguage';
import { RequiredNote } from './RequiredNote';
import { SubmitButton } from './SubmitButton';
import { formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';
import { useTrainerNames } from './useTrainerNames';

const FORM_ID = 'consultation';

interface Props {
  /** Full name of a trainer to pre-select (the consultation page's `?trainer=`); ignored unless it matches exactly. */
  initialTrainer?: string | null;
  /** Prefix of the ids (default 'consultation'). */
  idPrefix?: string;
}

/**
 * The consultation request (home #consultation and the consultation page): every field of spec 3,
 * validated on submit by the shared validator (noValidate: the error list and toast of spec 5
 * replace the browser's bubbles), posted as JSON, or as a plain HTML post without JavaScript.
 * The preferred trainer is one of every trainer of the content.
 */
export function ConsultationForm({ initialTrainer, idPrefix = FORM_ID }: Props) {
  const trainers = useTrainerNames();
  const choices = useMemo(() => ({ trainers: trainerOptions(trainers) }), [trainers]);
  const form = useFormSubmit({ formId: FORM_ID, validate: true, choices });
  const { setField, submitting } = form;

  // Only an exact full name pre-selects; anything else leaves "No preference".
  const preselect = initialTrainer && trainers.some((t) => t.name === initialTrainer) ? initialTrainer : null;
  useEffect(() => {
    if (preselect) setField('selectedTrainer', preselect);
  }, [preselect, setField]);

  return (
    <form
      ref={form.formRef}
      method="post"
      action={form.action}
      noValidate
      onSubmit={form.onSubmit}
      css={formCss}
      aria-label="Free consultation request"
      aria-busy={submitting}
      data-form={FORM_ID}
    >
      <RequiredNote />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={(field) => `${idPrefix}-${field}`} />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="aria" form={form} choices={choices} />
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <SubmitButton label="Book My Free Consultation" busyLabel={FORM_TEXT.consultation.sendingLabel} busy={submitting} />
    </form>
  );
}
