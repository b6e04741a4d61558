/**
 * Content typing and sourcing, and page creation from the routes table.
 * The content check (src/build/content-check.ts: schema, dates, placeholders, MDX, links) runs before any
 * node exists; a problem stops the build with one line per problem naming the file, line and column.
 * Under `gatsby develop` it runs again on every change to content/ and prints what it finds, and the
 * data nodes are made again from the changed files. Placeholders ({phone}, {price:regular-hours}) are
 * filled once the Supabase records are in (src/content/fill-content.ts). Drafts and posts dated after today
 * are left out of the production build and shown by the dev server (src/content/publishing.ts).
 * Each data file is a node per language (`lang`): the English with that language's translations in place
 * (src/content/translations.ts), filled from that language's facts; pages are made in each language of
 * SITE_LANGUAGES (src/content/languages.ts).
 */
import path from 'node:path';
import type { GatsbyNode, Reporter, SourceNodesArgs } from 'gatsby';
import { CONTENT_FILES, blogFrontmatterSchema, type SeoRecord } from './src/content/content-schema';
import { FILLED, NUMBER_OR_NULL, nodeTypeForFile, sdlForNode } from './src/build/content-sdl';
import { loadContent, problemsMessage, type LoadedContent } from './src/build/load-content';
import { checkContent } from './src/build/content-check';
import { ROUTES, localPath, routeForPath, pathsOf } from './src/lib/routes';
import { blogPostPages, postLanguageOf, type PostSource } from './src/lib/blog-languages';
import { applyRemoteContent } from './src/build/remote-content';
import { blogPreview } from './src/lib/blog-preview';
import { filledDataIn } from './src/content/fill-content';
import { LANGUAGE_CODES, SITE_LANGUAGES, SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from './src/content/languages';
import type { ContentData } from './src/content/content-types';
import { factsOfContent } from './src/content/facts';
import { fillMdx, fillText } from './src/content/placeholders';
import { readTimeOf } from './src/build/read-time';
import { isPublished, publishingDay, unpublishedReason } from './src/content/publishing';
import type { PageContext } from './src/lib/page-context';
import { copyFile, mkdir } from 'node:fs/promises';
import { JQUERY_PACKAGE_FILE, JQUERY_PUBLIC_PATH } from './src/lib/booking';
import { SCRIPT_FONTS } from './src/styles/script-fonts';
import { SCRIPT_FONT_SUBSET_DIR, readScriptFontData } from './src/build/script-font-data';
import { siteText, writeLanguageNameFaces, writeScriptFontSubsets } from './src/build/script-font-subset';

const CONTENT_ROOT = path.resolve(__dirname, 'content');
const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';
/** The day that decides which posts are published (the gym's calendar; PUBLISH_DATE overrides). */
const today = publishingDay(process.env);
/** The content as read: English with Supabase's records in, placeholders as written, translations beside it. */
let loaded: LoadedContent | undefined;
/** Each language's data files as its pages show them (filled), made once per content read. */
let byLanguage = new Map<LanguageCode, ContentData>();

/** The content read in onPreBootstrap; Gatsby's query workers, where that step did not run, read it here. */
function content(): LoadedContent {
  loaded ??= loadContent(CONTENT_ROOT);
  return loaded;
}

/** A language's data files, filled. */
function dataIn(language: LanguageCode): ContentData {
  let data = byLanguage.get(language);
  if (!data) byLanguage.set(language, (data = filledDataIn(content(), language)));
  return data;
}

function setContent(next: LoadedContent): void {
  loaded = next;
  byLanguage = new Map();
}

/** Runs the content check; the content (remote records applied), or the problems as one message. */
async function readContent(reporter: Reporter): Promise<{ content: LoadedContent } | { problems: string }> {
  const started = Date.now();
  const result = await checkContent(CONTENT_ROOT, { today });
  for (const note of result.notes) reporter.info(note);
  if (!result.content) return { problems: problemsMessage(result.problems) };
  const took = ((Date.now() - started) / 1000).toFixed(1);
  reporter.info(`content check: ${Object.keys(result.content.data).length} data files and ${result.content.blog.length} posts are right (${took} s)`);
  const log = { warn: (m: string) => { reporter.warn(m); }, info: (m: string) => { reporter.info(m); } };
  return { content: await applyRemoteContent(result.content, log, { slugs: ROUTES.map((r) => r.seoSlug) }) };
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    await copyScriptFontLicences();
    const read = await readContent(reporter);
    if ('problems' in read) reporter.panic(read.problems);
    else {
      setContent(read.content);
      await subsetScriptFonts(read.content, reporter);
    }
  } catch (e) {
    reporter.panic((e as Error).message);
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  type Source = Record<string, unknown>;
  actions.createFieldExtension({
    name: FILLED,
    args: { from: 'String!' },
    extend: (options: { from: string }) => ({
      resolve: (source: Source) => {
        const text = source[options.from];
        const language = isLanguageCode(source.lang) ? source.lang : SOURCE_LANGUAGE;
        return typeof text === 'string' ? fillText(text, factsOfContent(dataIn(language))) : '';
      },
    }),
  });
  actions.createFieldExtension({
    name: NUMBER_OR_NULL,
    extend: () => ({ resolve: (source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) => (typeof source[info.fieldName] === 'number' ? source[info.fieldName] : null) }),
  });
  const defs = Object.entries(CONTENT_FILES).map(([file, schema]) => sdlForNode(nodeTypeForFile(file), schema));
  const fm = sdlForNode('MdxFrontmatterNode', blogFrontmatterSchema).replace('type MdxFrontmatterNode implements Node @dontInfer', 'type MdxFrontmatter');
  const fields = [
    'type MdxFields {',
    '  "Whether visitors see the post: the production build makes pages only for these; the dev server shows every post."',
    '  published: Boolean!',
    '  "Draft, Scheduled for YYYY-MM-DD, or empty for a published post."',
    '  status: String!',
    '  "The language the post is written in: en, or the code in its file name (07-kickboxing.pa.mdx is pa)."',
    '  lang: String!',
    '}',
  ].join('\n');
  actions.createTypes([...defs, fm, fields, 'type Mdx implements Node { frontmatter: MdxFrontmatter! fields: MdxFields! }'].join('\n\n'));
};

/** Blog cards get their 200-character plain-text preview at build time (facts such as <Phone /> as text), not the whole post. */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  const facts = factsOfContent(dataIn(SOURCE_LANGUAGE));
  // Gatsby types this action as a bare `Function`; it takes the resolver map.
  const createResolvers = args.createResolvers as (resolvers: Record<string, unknown>) => void;
  createResolvers({
    Mdx: {
      preview: { type: 'String!', resolve: (node: { body: string }) => blogPreview(fillMdx(node.body, facts)) },
      readTime: {
        type: 'String!',
        description: "Minutes to read, from the body's words (the frontmatter's readTime overrides it)",
        resolve: (node: { body: string; frontmatter: { readTime?: string | null } }) => readTimeOf(node.body, node.frontmatter.readTime),
      },
    },
  });
};

type SourcingArgs = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>;

/** The data files as nodes, one per language (`lang`), made again from the changed files when the dev server sees a change. */
function createDataNodes({ actions, createNodeId, createContentDigest }: SourcingArgs): void {
  for (const language of LANGUAGE_CODES) {
    for (const [file, value] of Object.entries(dataIn(language))) {
      const type = nodeTypeForFile(file);
      const node = { ...(value as object), lang: language };
      void actions.createNode({ ...node, id: createNodeId(`${type}-${language}`), internal: { type, contentDigest: createContentDigest(node) } });
    }
  }
}

/** Kept for the dev server, which makes the data nodes again after a change (as source plugins do). */
let sourcing: SourcingArgs | undefined;

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  sourcing = args;
  createDataNodes(args);
};

let bootstrapped = false;
let recheckTimer: NodeJS.Timeout | undefined;

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  bootstrapped = true;
};

/** Dev server: after a change under content/, the check again: its problems in the terminal, or fresh data nodes. */
async function recheck(): Promise<void> {
  if (!sourcing) return;
  const { reporter } = sourcing;
  try {
    const read = await readContent(reporter);
    if ('problems' in read) {
      reporter.error(`${read.problems}\nThe pages keep the last content that passed the check; save the file again once it is fixed.`);
      return;
    }
    setContent(read.content);
    createDataNodes(sourcing);
  } catch (e) {
    reporter.error(`The content check could not run: ${(e as Error).message}`);
  }
}

/**
 * Each post's publishing state (fields.published, fields.status); and, under the dev server, the check
 * again (debounced) whenever gatsby-source-filesystem sees a file under content/data or content/blog change.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions }) => {
  if (node.internal.type === 'Mdx') {
    const fm = node.frontmatter as { draft?: boolean | null; date?: unknown };
    const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : typeof fm.date === 'string' ? fm.date : '';
    const post = { draft: fm.draft === true, date };
    actions.createNodeField({ node, name: 'published', value: isDevelop() || isPublished(post, today) });
    actions.createNodeField({ node, name: 'status', value: unpublishedReason(post, today) ?? '' });
    const file = (node.internal as { contentFilePath?: string }).contentFilePath ?? '';
    actions.createNodeField({ node, name: 'lang', value: postLanguageOf(path.basename(file)) ?? SOURCE_LANGUAGE });
  }
  const source = (node as { sourceInstanceName?: string }).sourceInstanceName;
  if (isDevelop() && bootstrapped && node.internal.type === 'File' && (source === 'data' || source === 'blog')) {
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => { void recheck(); }, 300);
  }
};

function seoFor(slug: string, language: LanguageCode = SOURCE_LANGUAGE): SeoRecord | null {
  return dataIn(language)['seo.yaml'].records.find((r) => r.page_slug === slug) ?? null;
}

const template = (name: string): string => path.resolve(__dirname, `src/templates/${name}.tsx`);

const pageFile = (name: string): string => path.resolve(__dirname, `src/pages/${name}.tsx`);

/**
 * Every route's pages in every language the site is built in (SITE_LANGUAGES): the same slugs under the
 * language's prefix, each with its language's SEO record. The English home page and 404 are Gatsby's own
 * pages from src/pages (onCreatePage gives them their context); the other languages' are made here.
 */
function createRoutePages(createPage: (page: { path: string; component: string; context: PageContext }) => void): void {
  for (const lang of SITE_LANGUAGES) {
    for (const r of ROUTES) {
      if (r.template === 'home' && lang === SOURCE_LANGUAGE) continue; // src/pages/index.tsx
      const component = r.template === 'home' ? pageFile('index') : template(r.template);
      for (const p of pathsOf(r)) {
        const context: PageContext = { routeKey: r.key, lang, canonicalPath: localPath(r.path, lang), seo: seoFor(r.seoSlug, lang) };
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
  createRoutePages((page) => { actions.createPage(page); });

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
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as Partial<PageContext>).routeKey) return;
  const r = routeForPath(page.path);
  const context: PageContext = r
    ? { routeKey: r.key, lang: SOURCE_LANGUAGE, canonicalPath: r.path, seo: seoFor(r.seoSlug) }
    : { routeKey: 'not-found', lang: SOURCE_LANGUAGE, canonicalPath: page.path, seo: null };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};

/** The cut-down script faces (written in onPreBootstrap) into the HTML renderer's bundle, and in development the browser's (src/build/script-font-data.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  // The HTML renderer's pages carry the faces; in development the browser bundle does too, since the dev
  // server's one HTML shell has none (src/browser/develop-script-faces.ts).
  if (stage !== 'build-html' && stage !== 'develop-html' && stage !== 'develop') return;
  // Gatsby types its webpack plugin factories as Function; `define` is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  actions.setWebpackConfig({ plugins: [define({ __SCRIPT_FONT_DATA__: JSON.stringify(readScriptFontData()) })] });
};

/**
 * The booking page loads jQuery from our own origin, never a public CDN (spec 2.12): the build
 * copies it from the npm package `jquery` to public/vendor/jquery-<version>.min.js. Before the pages
 * are built, so that the local plugin's last step (its compressed copies) finds it in place.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ reporter }) => {
  const from = path.join(__dirname, 'node_modules', 'jquery', JQUERY_PACKAGE_FILE);
  const to = path.join(__dirname, 'public', JQUERY_PUBLIC_PATH);
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
  reporter.info(`Copied jQuery to public${JQUERY_PUBLIC_PATH}`);
};

/** The licence of the Punjabi and Hindi pages' faces (src/styles/script-fonts.ts), beside the site's other fonts' in /fonts/. */
async function copyScriptFontLicences(): Promise<void> {
  const dir = path.join(__dirname, 'public', 'fonts');
  await mkdir(dir, { recursive: true });
  for (const font of Object.values(SCRIPT_FONTS)) {
    await copyFile(path.join(__dirname, 'node_modules', font.packageName, 'LICENSE'), path.join(dir, `${font.packageName.split('/')[1]}-OFL-LICENSE.txt`));
  }
}

/**
 * The Punjabi and Hindi faces cut down to the characters of this build's text (src/build/script-font-subset.ts),
 * where the pages' render reads them (src/build/script-font-data.ts).
 */
async function subsetScriptFonts(content: LoadedContent, reporter: Reporter): Promise<void> {
  const started = Date.now();
  const faces = await writeScriptFontSubsets(await siteText(content, path.join(__dirname, 'src')), path.join(__dirname, 'node_modules'), SCRIPT_FONT_SUBSET_DIR);
  // The switcher's names of the other scripts and an English post's marks, for every page (src/styles/script-fonts.ts).
  const marks = (language: LanguageCode): string => dataIn(language)['pages.yaml'].blog.meta.inEnglish;
  faces.push(...(await writeLanguageNameFaces(path.join(__dirname, 'node_modules'), path.join(__dirname, 'public', 'fonts'), marks)));
  const sizes = faces.map((f) => `${f.file} ${(f.bytesBefore / 1000).toFixed(1)} -> ${(f.bytesAfter / 1000).toFixed(1)} KB (${f.characters} characters)`);
  reporter.info(`script faces cut down to the site's characters in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes.join('; ')}`);
}
