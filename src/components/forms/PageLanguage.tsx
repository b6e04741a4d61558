import { createContext, useContext } from 'react';
import { SOURCE_LANGUAGE, type LanguageCode } from '../../content/languages';
import { LANGUAGE_FIELD } from '../../forms/submission';

/**
 * The language of the page a form is on (src/content/languages.ts). A page in Punjabi or Hindi provides
 * it (`<PageLanguage.Provider value="pa">`); every other page is English, the default. The forms send it
 * with each submission, so the gym knows which language the visitor wrote in.
 */
export const PageLanguage = createContext<LanguageCode>(SOURCE_LANGUAGE);

export function usePageLanguage(): LanguageCode {
  return useContext(PageLanguage);
}

/** The page's language as a hidden input: a browser without JavaScript posts it with the form's fields. */
export function LanguageField() {
  return <input type="hidden" name={LANGUAGE_FIELD} value={usePageLanguage()} />;
}
