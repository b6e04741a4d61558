import { createContext, useContext } from 'react';
import { SITE_LANGUAGES, type LanguageCode } from '../content/languages';
import type { FormId } from '../forms/form-ids';
import type { CommonWords, FormText, FormsWords, ValidationMessages } from '../forms/words';

/**
 * The page's own query result and its language (the page context's `lang`), for components deep in the
 * page, provided around every page by src/components/layout/wrap.tsx. A component's words in the page's
 * language come the same way: its GraphQL fragment beside its code, spread by the page query (`$lang`), so
 * they arrive in the page's own page-data.json, in that language only.
 */
export interface PageData {
  data: unknown;
  language: LanguageCode;
  /** The languages this page is built in (an English post: English only); absent: every language of the site. */
  languages?: readonly LanguageCode[];
}

export const PageDataContext = createContext<PageData | null>(null);

/** The languages the page is built in (every language of the site outside a page). */
export function usePageLanguages(): readonly LanguageCode[] {
  return useContext(PageDataContext)?.languages ?? SITE_LANGUAGES;
}

/** The page's language ('en' outside a page, e.g. in a unit test of one component). */
export function usePageLanguage(): LanguageCode {
  return useContext(PageDataContext)?.language ?? 'en';
}


/** A form's words in the page's language, as its fragment (beside the form's component) selects them. */
export interface PageFormWords {
  common: CommonWords;
  messages: ValidationMessages;
  form: Omit<FormText, 'title'>;
}

const FRAGMENT_NAMES: Record<FormId, string> = { consultation: 'ConsultationFormWords', contact: 'ContactFormWords', service: 'ServiceFormWords' };

/**
 * The words of one form, from the page's query result: the page query spreads the form's fragment
 * (`...ConsultationFormWords`). A page that renders a form without it is a mistake, named here.
 */
export function usePageFormWords(formId: FormId): PageFormWords {
  const data = useContext(PageDataContext)?.data as { contentForms?: Partial<FormsWords> | null } | null | undefined;
  const words = data?.contentForms;
  const form = words?.[formId];
  if (!words?.common || !words.messages || !form) {
    throw new Error(`The ${formId} form's words are not in the page's data: spread ...${FRAGMENT_NAMES[formId]} in the page query`);
  }
  return { common: words.common, messages: words.messages, form };
}
