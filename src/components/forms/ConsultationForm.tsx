import { graphql } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import { island } from '../../islands/island';
import { trainerOptions } from '../../forms/choices';
import { usePageFormWords } from '../../hooks/usePageData';
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
  const words = usePageFormWords(FORM_ID);
  const trainers = useTrainerNames();
  const choices = useMemo(() => ({ trainers: trainerOptions(trainers) }), [trainers]);
  const form = useFormSubmit({ formId: FORM_ID, validate: true, choices, words });
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
      aria-label={words.form.name}
      aria-busy={submitting}
      data-form={FORM_ID}
    >
      <RequiredNote text={words.common.requiredNote} />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={(field) => `${idPrefix}-${field}`} words={words.common} />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="aria" form={form} choices={choices} words={words.form} />
      <Honeypot idPrefix={idPrefix} label={words.common.honeypotLabel} />
      <LanguageField />
      <SubmitButton label={words.form.submit} busyLabel={words.form.sending} busy={submitting} />
    </form>
  );
}

/**
 * The words of the consultation form, in the page's language: every page that shows the form spreads this.
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const consultationFormWords = graphql`
  fragment ConsultationFormWords on Query {
    contentForms(lang: { eq: $lang }) {
      common { requiredNote fixOne fixMany honeypotLabel validationTitle }
      messages { required tooLong outOfRange nameInvalid emailInvalid phoneInvalid }
      consultation {
        name submit sending successTitle successText failureTitle failureText
        fields {
          name { label noun hint required }
          email { label noun hint required }
          phone { label noun hint required }
          age { label noun hint required }
          selectedTrainer { label noun hint required emptyLabel notAnOption }
          fitnessGoals { label noun hint required emptyLabel notAnOption options { id label } }
          currentFitnessLevel { label noun hint required emptyLabel notAnOption options { id label } }
          workoutExperience { label noun hint required emptyLabel notAnOption options { id label } }
          healthConditions { label noun hint required }
          availableDays { label noun hint required notAnOption options { id label } }
          preferredTime { label noun hint required emptyLabel notAnOption options { id label } }
          additionalInfo { label noun hint required }
        }
      }
    }
    formTrainers: contentTrainers(lang: { eq: $lang }) {
      trainers { name practitionerType }
    }
  }
`;

/**
 * The consultation page's form, with the trainer the address names (`?trainer=Full%20Name`) chosen: read
 * after hydration, as the pre-rendered page has no query string and its first render must not depend on it.
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function ConsultationFormFromAddress() {
  const [trainer, setTrainer] = useState<string | null>(null);
  useEffect(() => {
    setTrainer(new URLSearchParams(window.location.search).get('trainer'));
  }, []);
  return <ConsultationForm initialTrainer={trainer} />;
}

/** The consultation page's form as an island. */
export const ConsultationFormIsland = island('consultation-form', ConsultationFormFromAddress);
