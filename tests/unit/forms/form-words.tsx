/**
 * The forms' words as the lead service reads them (content/data/forms.yaml and its translations), for tests:
 * a validator's words in a language, and a form rendered the way a page renders it, its query result
 * (the form's fragment and the site's words) and language in the page's context.
 */
import type { ReactElement } from 'react';
import type { LanguageCode } from '../../../src/content/languages';
import { validationWords, type FormId, type FormsWords, type ValidationWords } from '../../../src/forms';
import { PageDataContext } from '../../../src/hooks/usePageData';
import { loadFormWords } from '../../../server/form-words';
import { dataFileIn, siteWordsData } from '../helpers/site-words';

export const FORM_WORDS = loadFormWords();

/** What the validator needs to check a form, in English unless another language is named. */
export const wordsFor = (formId: FormId, language: LanguageCode = 'en'): ValidationWords => validationWords(FORM_WORDS[language], formId);

/** `ui` inside a page in `language`, whose query result holds the forms' words (`words` replaces them) and the trainers. */
export function onPage(ui: ReactElement, language: LanguageCode = 'en', words: FormsWords = FORM_WORDS[language]): ReactElement {
  const data = { ...siteWordsData(language), contentForms: words, formTrainers: dataFileIn('trainers.yaml', language) };
  return <PageDataContext.Provider value={{ data, language }}>{ui}</PageDataContext.Provider>;
}
