/**
 * The site's words as a page's query gives them (the SiteWords fragment: settings.yaml's and
 * business-info.yaml's words, in the page's language), for tests that render a component the way a page
 * does: inside the page's context.
 */
import path from 'node:path';
import type { ReactElement } from 'react';
import { loadContent } from '../../../src/build/load-content';
import { filledDataIn } from '../../../src/content/fill-content';
import type { LanguageCode } from '../../../src/content/languages';
import { PageDataContext } from '../../../src/hooks/usePageData';

const content = loadContent(path.resolve(__dirname, '../../../content'));

/** The fragment's part of a page's query result, in a language (its records whole: a superset of the fragment). */
export function siteWordsData(language: LanguageCode = 'en'): Record<string, unknown> {
  const data = filledDataIn(content, language);
  return { siteWords: data['settings.yaml'], siteBusinessWords: data['business-info.yaml'] };
}

/** A data file's content filled in a language, as a page's query reads it (a superset of any selection). */
export function dataFileIn(file: keyof ReturnType<typeof filledDataIn>, language: LanguageCode = 'en'): unknown {
  return filledDataIn(content, language)[file];
}

/** `ui` inside a page in `language` whose query result has the site's words (and `more` beside them). */
export function withSiteWords(ui: ReactElement, language: LanguageCode = 'en', more: Record<string, unknown> = {}): ReactElement {
  return <PageDataContext.Provider value={{ data: { ...siteWordsData(language), ...more }, language }}>{ui}</PageDataContext.Provider>;
}
