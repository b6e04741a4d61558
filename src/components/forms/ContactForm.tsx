import { graphql } from 'gatsby';
import { usePageFormWords } from '../../hooks/usePageData';
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
  const words = usePageFormWords(FORM_ID);
  const form = useFormSubmit({ formId: FORM_ID, validate: false, words });
  const { submitting } = form;

  return (
    <form ref={form.formRef} method="post" action={form.action} onSubmit={form.onSubmit} css={formCss} aria-label={words.form.name} aria-busy={submitting} data-form={FORM_ID}>
      <RequiredNote text={words.common.requiredNote} />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={(field) => `${idPrefix}-${field}`} words={words.common} />
      <FormFields formId={FORM_ID} idPrefix={idPrefix} required="native" form={form} words={words.form} />
      <Honeypot idPrefix={idPrefix} label={words.common.honeypotLabel} />
      <LanguageField />
      <SubmitButton label={words.form.submit} busyLabel={words.form.sending} busy={submitting} />
    </form>
  );
}

/**
 * The words of the contact form, in the page's language: every page that shows the form spreads this.
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const contactFormWords = graphql`
  fragment ContactFormWords on Query {
    contentForms(lang: { eq: $lang }) {
      common { requiredNote fixOne fixMany honeypotLabel validationTitle }
      messages { required tooLong outOfRange nameInvalid emailInvalid phoneInvalid }
      contact {
        name submit sending successTitle successText failureTitle failureText
        fields {
          name { label noun hint required }
          email { label noun hint required }
          phone { label noun hint required }
          service { label noun hint required emptyLabel notAnOption options { id label } }
          message { label noun hint required }
        }
      }
    }
  }
`;
