import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { Layout } from './Layout';
import { AppErrorBoundary } from './AppErrorBoundary';
import { normalisePath, splitLanguage } from '../../lib/routes';
import type { PageContext } from '../../lib/page-context';
import { PageDataContext } from '../../hooks/usePageData';
import { SITE_LANGUAGES, SOURCE_LANGUAGE } from '../../content/languages';
import { IslandContextScript } from '../../islands/page-context';

/** The page `gatsby develop` shows at an address no page has. */
const DEVELOP_NOT_FOUND = '/dev-404-page';

type Wrap = NonNullable<GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement']>;

/**
 * Wraps every page in the site layout, telling it where the visitor is; an error in the layout itself shows
 * the generic error page. The staff inbox (/staff/, src/pages/staff/) is a work screen with its own bar: it
 * gets none of the public layout (navigation, footer, floating buttons).
 */
export const wrapPageElement: Wrap = ({ element, props }) => {
  const path = normalisePath(props.location.pathname);
  const ctx = props.pageContext as Partial<PageContext>;
  if (path === '/staff' || path.startsWith('/staff/')) return <AppErrorBoundary key="staff">{element}</AppErrorBoundary>;
  // `gatsby develop` answers an address no page has with a page of its own (the site's pages, and a button
  // showing the site's 404, which comes through here wrapped): it has none of the site's words to lay out.
  // Gatsby's type gives every page's props `pageResources`; its server renderer passes none.
  const resources = props.pageResources as typeof props.pageResources | undefined;
  if (resources && normalisePath(resources.page.path) === DEVELOP_NOT_FOUND) return element;
  // The layout compares the page with the routes' English paths ('/pa/faq' is the FAQ, '/hi' the home page).
  const page = splitLanguage(path).path;
  const info = { path: page, isHome: page === '/', routeKey: ctx.routeKey ?? 'not-found' };
  return (
    <PageDataContext.Provider value={{ data: props.data, language: ctx.lang ?? SOURCE_LANGUAGE, languages: ctx.languages ?? SITE_LANGUAGES }}>
      <AppErrorBoundary key={path}>
        <Layout info={info}>{element}</Layout>
      </AppErrorBoundary>
      <IslandContextScript pagePath={props.location.pathname} info={info} />
    </PageDataContext.Provider>
  );
};
