import { graphql } from 'gatsby';
import { island } from '../../islands/island';
import { useMemo } from 'react';
import { fillWords } from '../../forms/words';
import { usePageFormWords } from '../../hooks/usePageData';
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
  /** The service the page is about, in the page's language: the form's name. */
  serviceName: string;
  /** The same service in English, e.g. 'Personal Training': what the form sends (the subject 'Consultation Request - {service}'). */
  sentService: string;
  /** Prefix of the ids (default 'service'). */
  idPrefix?: string;
}

/**
 * The consultation form of a service page: name, email, phone and goals required by the browser,
 * then sanitised and checked by the shared validator (errors in a red box and the same toast).
 */
export function ServiceForm({ serviceName, sentService, idPrefix = FORM_ID }: Props) {
  // The service is fixed by the page (a hidden input without JavaScript), never typed.
  const fixed = useMemo(() => ({ service: sentService }), [sentService]);
  const words = usePageFormWords(FORM_ID);
  const form = useFormSubmit({ formId: FORM_ID, validate: true, fixedValues: fixed, words });
  const { submitting } = form;

  return (
    <form
      ref={form.formRef}
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      css={formCss}
      aria-label={fillWords(words.form.name, { service: serviceName })}
      aria-busy={submitting}
      data-form={FORM_ID}
    >
      <RequiredNote text={words.common.requiredNote} />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={(field) => `${idPrefix}-${field}`} words={words.common} />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="native" form={form} fixed={fixed} words={words.form} />
      <Honeypot idPrefix={idPrefix} label={words.common.honeypotLabel} />
      <LanguageField />
      <SubmitButton label={words.form.submit} busyLabel={words.form.sending} busy={submitting} />
    </form>
  );
}

/**
 * The words of a service page's consultation form, in the page's language: every page that shows the form spreads this.
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const serviceFormWords = graphql`
  fragment ServiceFormWords on Query {
    contentForms(lang: { eq: $lang }) {
      common { requiredNote fixOne fixMany honeypotLabel validationTitle }
      messages { required tooLong outOfRange nameInvalid emailInvalid phoneInvalid }
      service {
        name submit sending successTitle successText failureTitle failureText
        fields {
          name { label noun hint required }
          email { label noun hint required }
          phone { label noun hint required }
          trainerPreference { label noun hint required emptyLabel notAnOption options { id label } }
          fitnessGoals { label noun hint required emptyLabel notAnOption options { id label } }
          currentFitnessLevel { label noun hint required emptyLabel notAnOption options { id label } }
          medicalConditions { label noun hint required }
          availability { label noun hint required }
          additionalNotes { label noun hint required }
          service { label noun hint required }
        }
      }
    }
  }
`;

/** The form as an island: it alone runs in the browser on a service page. */
export const ServiceFormIsland = island('service-form', ServiceForm);
