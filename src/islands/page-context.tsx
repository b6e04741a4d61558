import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { PageDataContext } from '../hooks/usePageData';
import { HomeContentContext, type HomeContent } from '../hooks/useHomeContent';
import { PageInfoProvider, type PageInfo } from '../components/layout/PageInfo';
import { useSiteFacts } from '../hooks/useSiteContent';
import { usePageLanguage, usePageLanguages } from '../hooks/usePageData';
import type { LanguageCode } from '../content/languages';
import { ISLAND_CONTEXT_ID } from './attributes';

/**
 * What every island of a page reads besides its own props, as the server rendered the page: where the
 * page is, its language, the site's facts (the one static query) and the address of the page's query
 * result (Gatsby's page-data.json, fetched by the browser as Gatsby's own runtime would).
 */
export interface IslandPageContext {
  pageDataUrl: string;
  info: PageInfo;
  language: LanguageCode;
  languages: readonly LanguageCode[];
  facts: Queries.SiteFactsQuery;
}

/** Gatsby's address of a page's query result (gatsby-core-utils' generatePageDataPath, for the browser). */
export function pageDataUrlOf(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/** JSON inside a script element: `<` escaped, so no text in it can end the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Writes the page's island context into the page (rendered by the server, inside every public page). */
export function IslandContextScript({ pagePath, info }: { pagePath: string; info: PageInfo }) {
  const context: IslandPageContext = {
    pageDataUrl: pageDataUrlOf(pagePath),
    info,
    language: usePageLanguage(),
    languages: usePageLanguages(),
    facts: useSiteFacts(),
  };
  return <script type="application/json" id={ISLAND_CONTEXT_ID} dangerouslySetInnerHTML={{ __html: scriptJson(context) }} />;
}

/** The contexts an island's component reads, as the page around it provided them on the server. */
export function IslandProviders({ context, data, cache, children }: { context: IslandPageContext; data: unknown; cache: EmotionCache; children: ReactNode }) {
  const page = { data, language: context.language, languages: context.languages };
  return (
    <CacheProvider value={cache}>
      <PageDataContext.Provider value={page}>
        <HomeContentContext.Provider value={context.info.isHome ? (data as HomeContent) : null}>
          <PageInfoProvider value={context.info}>{children}</PageInfoProvider>
        </HomeContentContext.Provider>
      </PageDataContext.Provider>
    </CacheProvider>
  );
}
