import type { SeoRecord } from '../content/content-schema';
import type { RouteKey } from './routes';
import type { LanguageCode } from '../content/languages';

/** A page's key: a route of the routes table, a blog post, or the 404 page. */
type PageKey = RouteKey | 'blog-post' | 'not-found';

/** What gatsby-node hands every page. */
export interface PageContext<K extends PageKey = PageKey> {
  /** Route key from src/lib/routes.ts, or 'blog-post' / 'not-found'. */
  routeKey: K;
  /** The page's language: its page query reads that language's version of every content file (`$lang`). */
  lang: LanguageCode;
  /** The long path: canonical link for the page and its alias. */
  canonicalPath: string;
  /** The page's local_seo_content record, when one exists. */
  seo: SeoRecord | null;
  /** The languages this page is built in, its hreflang alternates (absent: every one of SITE_LANGUAGES). */
  languages?: readonly LanguageCode[];
  /** Blog posts: the Mdx node id. */
  mdxId?: string;
}

/** What gatsby-node hands a page made from the routes table. */
export type RoutePageContext = PageContext<RouteKey>;
