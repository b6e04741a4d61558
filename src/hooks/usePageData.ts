import { createContext, useContext } from 'react';
import type { LanguageCode } from '../content/languages';

/**
 * The page's own query result and its language (the page context's `lang`), for components deep in the
 * page, provided around every page by src/components/layout/wrap.tsx. A component's words in the page's
 * language come the same way: its GraphQL fragment beside its code, spread by the page query (`$lang`), so
 * they arrive in the page's own page-data.json, in that language only.
 */
export interface PageData {
  data: unknown;
  language: LanguageCode;
}

export const PageDataContext = createContext<PageData | null>(null);

/** The page's language ('en' outside a page, e.g. in a unit test of one component). */
export function usePageLanguage(): LanguageCode {
  return useContext(PageDataContext)?.language ?? 'en';
}

