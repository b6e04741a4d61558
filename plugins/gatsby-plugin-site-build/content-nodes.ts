/**
 * The content in Gatsby's data layer: its types, its data nodes, the posts' fields, and under `gatsby develop`
 * the content check again on every change to content/.
 *
 * The check (./site-content.ts) runs before any node exists (onPreBootstrap); a problem stops the build with
 * one line per problem naming the file, line and column. Under `gatsby develop` it runs again on every change
 * to content/ and prints what it finds, and the data nodes are made again from the changed files.
 * Placeholders ({phone}, {price:regular-hours}) are filled once the Supabase records are in
 * (src/content/fill-content.ts). Drafts and posts dated after today are left out of the production build and
 * shown by the dev server (src/content/publishing.ts).
 * Each data file is a node per language (`lang`): the English with that language's translations in place
 * (src/content/translations.ts), filled from that language's facts.
 */
import path from 'node:path';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { CONTENT_FILES, blogFrontmatterSchema } from '../../src/content/content-schema';
import { FILLED, NUMBER_OR_NULL, nodeTypeForFile, sdlForNode } from '../../src/build/content-sdl';
import { postLanguageOf } from '../../src/lib/blog-languages';
import { blogPreview } from '../../src/lib/blog-preview';
import { LANGUAGE_CODES, SOURCE_LANGUAGE, isLanguageCode } from '../../src/content/languages';
import { factsOfContent } from '../../src/content/facts';
import { fillMdx, fillText } from '../../src/content/placeholders';
import { readTimeOf } from '../../src/build/read-time';
import { isPublished, unpublishedReason } from '../../src/content/publishing';
import { dataIn, readContent, setContent, today } from './site-content';
import { rootOf } from './root';

const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';

/** The MDX posts' own fields, described for GraphQL. */
const MDX_FIELDS = [
  'type MdxFields {',
  '  "Whether visitors see the post: the production build makes pages only for these; the dev server shows every post."',
  '  published: Boolean!',
  '  "Draft, Scheduled for YYYY-MM-DD, or empty for a published post."',
  '  status: String!',
  '  "The language the post is written in: en, or the code in its file name (07-kickboxing.pa.mdx is pa)."',
  '  lang: String!',
  '}',
].join('\n');

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }, options) => {
  const root = rootOf(options);
  type Source = Record<string, unknown>;
  actions.createFieldExtension({
    name: FILLED,
    args: { from: 'String!' },
    extend: (extension: { from: string }) => ({
      resolve: (source: Source) => {
        const text = source[extension.from];
        const language = isLanguageCode(source.lang) ? source.lang : SOURCE_LANGUAGE;
        return typeof text === 'string' ? fillText(text, factsOfContent(dataIn(root, language))) : '';
      },
    }),
  });
  actions.createFieldExtension({
    name: NUMBER_OR_NULL,
    extend: () => ({ resolve: (source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) => (typeof source[info.fieldName] === 'number' ? source[info.fieldName] : null) }),
  });
  const defs = Object.entries(CONTENT_FILES).map(([file, schema]) => sdlForNode(nodeTypeForFile(file), schema));
  const fm = sdlForNode('MdxFrontmatterNode', blogFrontmatterSchema).replace('type MdxFrontmatterNode implements Node @dontInfer', 'type MdxFrontmatter');
  // Mdx itself is gatsby-plugin-mdx's type: its frontmatter and fields take these types by their names when
  // Gatsby infers them, and createResolvers makes them non-null (a plugin that redefined Mdx would be warned at
  // every build that it customizes another plugin's type).
  actions.createTypes([...defs, fm, MDX_FIELDS].join('\n\n'));
};

/** Blog cards get their 200-character plain-text preview at build time (facts such as <Phone /> as text), not the whole post. */
export const createResolvers: GatsbyNode['createResolvers'] = (args, options) => {
  const facts = factsOfContent(dataIn(rootOf(options), SOURCE_LANGUAGE));
  // Gatsby types this action as a bare `Function`; it takes the resolver map.
  const createResolvers = args.createResolvers as (resolvers: Record<string, unknown>) => void;
  createResolvers({
    Mdx: {
      frontmatter: { type: 'MdxFrontmatter!' },
      fields: { type: 'MdxFields!' },
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
function createDataNodes(root: string, { actions, createNodeId, createContentDigest }: SourcingArgs): void {
  for (const language of LANGUAGE_CODES) {
    for (const [file, value] of Object.entries(dataIn(root, language))) {
      const type = nodeTypeForFile(file);
      const node = { ...(value as object), lang: language };
      void actions.createNode({ ...node, id: createNodeId(`${type}-${language}`), internal: { type, contentDigest: createContentDigest(node) } });
    }
  }
}

/** Kept for the dev server, which makes the data nodes again after a change (as source plugins do). */
let sourcing: { root: string; args: SourcingArgs } | undefined;

export const sourceNodes: GatsbyNode['sourceNodes'] = (args, options) => {
  const root = rootOf(options);
  sourcing = { root, args };
  createDataNodes(root, args);
};

let bootstrapped = false;
let recheckTimer: NodeJS.Timeout | undefined;

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  bootstrapped = true;
};

/** Dev server: after a change under content/, the check again: its problems in the terminal, or fresh data nodes. */
async function recheck(): Promise<void> {
  if (!sourcing) return;
  const { root, args } = sourcing;
  const { reporter } = args;
  try {
    const read = await readContent(root, reporter);
    if ('problems' in read) {
      reporter.error(`${read.problems}\nThe pages keep the last content that passed the check; save the file again once it is fixed.`);
      return;
    }
    setContent(read.content);
    createDataNodes(root, args);
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
