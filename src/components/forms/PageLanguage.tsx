import { usePageLanguage } from '../../hooks/usePageData';
import { LANGUAGE_FIELD } from '../../forms/submission';

/**
 * The page's language as a hidden input (src/content/languages.ts): a browser without JavaScript posts it
 * with the form's fields, and the JavaScript forms send the same (useFormSubmit), so the gym knows which
 * language the visitor wrote in.
 */
export function LanguageField() {
  return <input type="hidden" name={LANGUAGE_FIELD} value={usePageLanguage()} />;
}
