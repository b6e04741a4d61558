/**
 * Page creation from the routes table, and the blog posts' pages. The content itself (its check, the data
 * nodes, the posts' publishing fields, the dev server's re-check, the script faces) is the local plugin's
 * (plugins/gatsby-plugin-site-build/content-nodes.ts); pages are made in each language of SITE_LANGUAGES
 * (src/content/languages.ts), each with its language's SEO record, read from the data layer.
 */
import path from 'node:path';
import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import type { SeoRecord } from './src/content/content-schema';
import { nodeTypeForFile } from './src/build/content-sdl';
import { ROUTES, localPath, routeForPath, pathsOf } from './src/lib/routes';
import { blogPostPages, type PostSource } from './src/lib/blog-languages';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from './src/content/languages';
import type { PageContext } from './src/lib/page-context';

type GetNodesByType = NodePluginArgs['getNodesByType'];

/** The SEO record of a page (content/data/seo.yaml, or Supabase's) in a language, from that language's data node. */
function seoFor(getNodesByType: GetNodesByType, slug: string, language: LanguageCode = SOURCE_LANGUAGE): SeoRecord | null {
  const node = getNodesByType(nodeTypeForFile('seo.yaml')).find((n) => n.lang === language) as { records: SeoRecord[] } | undefined;
  return node?.records.find((r) => r.page_slug === slug) ?? null;
}

const template = (name: string): string => path.resolve(__dirname, `src/templates/${name}.tsx`);

const pageFile = (name: string): string => path.resolve(__dirname, `src/pages/${name}.tsx`);

/**
 * Every route's pages in every language the site is built in (SITE_LANGUAGES): the same slugs under the
 * language's prefix, each with its language's SEO record. The English home page and 404 are Gatsby's own
 * pages from src/pages (onCreatePage gives them their context); the other languages' are made here.
 */
function createRoutePages(createPage: (page: { path: string; component: string; context: PageContext }) => void, getNodesByType: GetNodesByType): void {
  for (const lang of SITE_LANGUAGES) {
    for (const r of ROUTES) {
      if (r.template === 'home' && lang === SOURCE_LANGUAGE) continue; // src/pages/index.tsx
      const component = r.template === 'home' ? pageFile('index') : template(r.template);
      for (const p of pathsOf(r)) {
        const context: PageContext = { routeKey: r.key, lang, canonicalPath: localPath(r.path, lang), seo: seoFor(getNodesByType, r.seoSlug, lang) };
        createPage({ path: localPath(p, lang), component, context });
      }
    }
    if (lang !== SOURCE_LANGUAGE) {
      // The lead service answers an unknown path under /pa/ with /pa/404.html (server/static.ts).
      createPage({ path: `${localPath('/', lang)}/404.html`, component: pageFile('404'), context: { routeKey: 'not-found', lang, canonicalPath: `${localPath('/', lang)}/404`, seo: null } });
    }
  }
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { actions, reporter } = args;
  createRoutePages((page) => { actions.createPage(page); }, args.getNodesByType);

  type PostNode = { id: string; frontmatter: { id: number }; fields: { published: boolean; status: string; lang?: string }; internal: { contentFilePath: string } };
  const result = await args.graphql<{ allMdx: { nodes: PostNode[] } }>(`
    { allMdx { nodes { id frontmatter { id } fields { published status lang } internal { contentFilePath } } } }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the blog posts', result.errors as Error[] | undefined); // typed `any` by Gatsby: the query's GraphQL errors
    return;
  }
  const postTemplate = template('blog-post');
  const nodes = result.data.allMdx.nodes;
  const held = nodes.filter((n) => !n.fields.published);
  if (held.length) reporter.info(`blog: not published by this build: ${held.map((n) => `post ${n.frontmatter.id} (${n.fields.status})`).join(', ')}`);
  const sources: PostSource[] = nodes.map((n) => ({ nodeId: n.id, id: n.frontmatter.id, lang: isLanguageCode(n.fields.lang) ? n.fields.lang : SOURCE_LANGUAGE, published: n.fields.published }));
  const fileOf = new Map(nodes.map((n) => [n.id, n.internal.contentFilePath]));
  for (const page of blogPostPages(sources, SITE_LANGUAGES)) {
    const context: PageContext = { routeKey: 'blog-post', lang: page.lang, canonicalPath: page.canonicalPath, seo: null, mdxId: page.nodeId, languages: page.languages };
    actions.createPage({ path: page.path, component: `${postTemplate}?__contentFilePath=${fileOf.get(page.nodeId) ?? ''}`, context });
  }
};

/** Gives the file-system pages (home, 404) the same context as created pages. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  if ((page.context as Partial<PageContext>).routeKey) return;
  const r = routeForPath(page.path);
  const context: PageContext = r
    ? { routeKey: r.key, lang: SOURCE_LANGUAGE, canonicalPath: r.path, seo: seoFor(getNodesByType, r.seoSlug) }
    : { routeKey: 'not-found', lang: SOURCE_LANGUAGE, canonicalPath: page.path, seo: null };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
