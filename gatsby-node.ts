/**
 * Content typing and sourcing, and page creation from the routes table.
 * Content is validated against src/lib/content-schema.ts before any node exists; a bad file
 * stops the build with one line per problem naming the file and the field. Placeholders ({phone},
 * {price:regular-hours}) are filled once the Supabase records are in (src/lib/fill-content.ts).
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CONTENT_FILES, blogFrontmatterSchema, type SeoRecord } from './src/lib/content-schema';
import { nodeTypeForFile, sdlForNode } from './src/lib/content-sdl';
import { loadContent, type LoadedContent } from './src/lib/load-content';
import { ROUTES, blogPostPath, BLOG_ALIAS_PREFIX, routeForPath, pathsOf } from './src/lib/routes';
import { applyRemoteContent } from './src/lib/remote-content';
import { blogPreview } from './src/lib/blog-preview';
import { fillContent } from './src/lib/fill-content';
import { factsOfContent } from './src/lib/facts';
import { fillMdx } from './src/lib/placeholders';
import type { PageContext } from './src/lib/page-context';
import { copyFile, mkdir } from 'node:fs/promises';
import { JQUERY_PACKAGE_FILE, JQUERY_PUBLIC_PATH } from './src/lib/booking';

const CONTENT_ROOT = path.resolve(__dirname, 'content');
let loaded: LoadedContent | undefined;

function content(): LoadedContent {
  loaded ??= fillContent(loadContent(CONTENT_ROOT));
  return loaded;
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    const base = loadContent(CONTENT_ROOT);
    const withRemote = await applyRemoteContent(base, { warn: (m) => { reporter.warn(m); }, info: (m) => { reporter.info(m); } }, { slugs: ROUTES.map((r) => r.seoSlug) });
    loaded = fillContent(withRemote);
  } catch (e) {
    reporter.panic((e as Error).message);
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  const defs = Object.entries(CONTENT_FILES).map(([file, schema]) => sdlForNode(nodeTypeForFile(file), schema));
  const fm = sdlForNode('MdxFrontmatterNode', blogFrontmatterSchema).replace('type MdxFrontmatterNode implements Node @dontInfer', 'type MdxFrontmatter');
  actions.createTypes([...defs, fm, 'type Mdx implements Node { frontmatter: MdxFrontmatter! }'].join('\n\n'));
};

/** Blog cards get their 200-character plain-text preview at build time (facts such as <Phone /> as text), not the whole post. */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  const facts = factsOfContent(content().data);
  // Gatsby types this action as a bare `Function`; it takes the resolver map.
  const createResolvers = args.createResolvers as (resolvers: Record<string, unknown>) => void;
  createResolvers({ Mdx: { preview: { type: 'String!', resolve: (node: { body: string }) => blogPreview(fillMdx(node.body, facts)) } } });
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest }) => {
  const { data } = content();
  for (const [file, value] of Object.entries(data)) {
    const type = nodeTypeForFile(file);
    await actions.createNode({
      ...(value as object),
      id: createNodeId(type),
      internal: { type, contentDigest: createContentDigest(value) },
    });
  }
};

function seoFor(slug: string): SeoRecord | null {
  return content().data['seo.yaml'].records.find((r) => r.page_slug === slug) ?? null;
}

const template = (name: string): string => path.resolve(__dirname, `src/templates/${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { actions, reporter } = args;
  for (const r of ROUTES) {
    if (r.template === 'home') continue; // src/pages/index.tsx
    for (const p of pathsOf(r)) {
      const context: PageContext = { routeKey: r.key, canonicalPath: r.path, seo: seoFor(r.seoSlug) };
      actions.createPage({ path: p, component: template(r.template), context });
    }
  }

  const result = await args.graphql<{ allMdx: { nodes: { id: string; frontmatter: { id: number }; internal: { contentFilePath: string } }[] } }>(`
    { allMdx { nodes { id frontmatter { id } internal { contentFilePath } } } }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the blog posts', result.errors as Error[] | undefined); // typed `any` by Gatsby: the query's GraphQL errors
    return;
  }
  const postTemplate = template('blog-post');
  for (const node of result.data.allMdx.nodes) {
    const canonicalPath = blogPostPath(node.frontmatter.id);
    const context: PageContext = { routeKey: 'blog-post', canonicalPath, seo: null, mdxId: node.id };
    for (const p of [canonicalPath, `${BLOG_ALIAS_PREFIX}/${node.frontmatter.id}`]) {
      actions.createPage({ path: p, component: `${postTemplate}?__contentFilePath=${node.internal.contentFilePath}`, context });
    }
  }
};

/** Gives the file-system pages (home, 404) the same context as created pages. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as Partial<PageContext>).routeKey) return;
  const r = routeForPath(page.path);
  const context: PageContext = r
    ? { routeKey: r.key, canonicalPath: r.path, seo: seoFor(r.seoSlug) }
    : { routeKey: 'not-found', canonicalPath: page.path, seo: null };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};

/**
 * The booking page loads jQuery from our own origin, never a public CDN (spec 2.12): the build
 * copies it from the npm package `jquery` to public/vendor/jquery-<version>.min.js.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const from = path.join(__dirname, 'node_modules', 'jquery', JQUERY_PACKAGE_FILE);
  const to = path.join(__dirname, 'public', JQUERY_PUBLIC_PATH);
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
  reporter.info(`Copied jQuery to public${JQUERY_PUBLIC_PATH}`);
};
