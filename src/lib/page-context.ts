import type { SeoRecord } from './content-schema';

/** What gatsby-node hands every page. */
export interface PageContext {
  /** Route key from src/lib/routes.ts, or 'blog-post' / 'not-found'. */
  routeKey: string;
  /** The long path: canonical link for the page and its alias. */
  canonicalPath: string;
  /** The page's local_seo_content record, when one exists. */
  seo: SeoRecord | null;
  /** Blog posts: the Mdx node id. */
  mdxId?: string;
}
