/**
 * The browser editor's (Decap CMS, /admin/) configuration: which files writers edit and, for each, the
 * fields generated from the content model (./fields.ts). Pure: the admin build (./build-admin.ts) gives
 * it the backend and the next post id and writes it as admin/config.json.
 */
import { z } from 'zod';
import { FIELD_PATTERNS, blogFrontmatterSchema, faqSchema, plansSchema, settingsSchema, trainersSchema } from '../content-schema';
import { fieldsOf, type CmsField, type EmptyRule } from './fields';
import { FACT_COMPONENTS } from './facts';
import { translationCollections, type TranslatedFile } from './translations';
import { YAML_KEEP } from './yaml-keep';

/** Where the editor saves: decap-server on this machine, or the git host in production. */
export type CmsBackend =
  | { name: 'local'; url: string }
  | { name: 'github' | 'gitlab' | 'gitea' | 'forgejo'; repo: string; branch: string; base_url?: string; api_root?: string; app_id?: string; auth_type?: 'pkce' }
  | { name: 'git-gateway'; branch: string };

export interface CmsOptions {
  backend: CmsBackend;
  /** The id a new post starts with (the one after the highest in content/blog). */
  nextPostId: number;
  /** The site's address, for the editor's "view live" links. */
  siteUrl: string;
  /** Words after a translation file's label, by its name ("pa-faq": "2 stale, 102 not reviewed"). */
  translationNotes?: Readonly<Record<string, string>>;
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  files?: { name: string; label: string; file: string; description?: string; fields: CmsField[] }[];
  fields?: CmsField[];
}

export interface CmsConfig {
  backend: Record<string, string | boolean>;
  local_backend?: { url: string };
  publish_mode?: 'editorial_workflow';
  media_folder: string;
  public_folder: string;
  site_url: string;
  display_url: string;
  load_config_file?: boolean;
  collections: CmsCollection[];
}

/** What the editor must do to a saved entry's empty fields, per collection (or collection/file). */
export type EmptyRules = Partial<Record<string, EmptyRule[]>>;

/** Words under the fields whose meaning the schema alone does not say. */
const HINTS: Record<string, string> = {
  id: 'A new post gets the next free number; the file name starts with it. Do not change it once the post is published.',
  image: 'A path under content/images, e.g. "blog/18-my-post.jpg". Until a photo is there, the build paints brand art for it.',
  imageAlt: 'What the picture shows, for readers who cannot see it.',
  readTime: 'Leave empty: the build counts the words. Write e.g. "6 min read" only to override it.',
  date: 'The day the post is published. A later day waits for the first build on or after it.',
  draft: 'On: saved but not published (the preview, npm run develop, shows it marked Draft). Switch off when it is ready.',
};

/** The blog posts' fields: the frontmatter generated from its schema, then the body. */
function blogFields(nextPostId: number): { fields: CmsField[]; rules: EmptyRule[] } {
  const { fields, rules } = fieldsOf(blogFrontmatterSchema, { patterns: FIELD_PATTERNS, hints: HINTS });
  const withDefaults = fields.map((f): CmsField => {
    if (f.name === 'id') return { ...f, default: nextPostId };
    if (f.name === 'draft') return { ...f, default: true };
    if (f.name === 'author') return { ...f, default: 'Head Coach' };
    return f;
  });
  const body: CmsField = {
    name: 'body',
    label: 'Body',
    widget: 'markdown',
    hint: 'The "+" button inserts the gym\'s facts (phone, prices, hours) so they follow their record. A raw { or < is refused by the check.',
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
    editor_components: FACT_COMPONENTS.map((c) => c.id),
    modes: ['rich_text', 'raw'],
    // A draft is previewed by whoever reviews it (an owner of the lead inbox, say): its HTML never runs a script.
    sanitize_preview: true,
  };
  return { fields: [...withDefaults, body], rules };
}

/** A data file edited as a whole: every field of its schema. `content` is where content/ is (see cmsConfig). */
function dataFile(content: string, name: string, label: string, file: string, schema: z.ZodObject<z.ZodRawShape>, description: string) {
  const { fields, rules } = fieldsOf(schema, { patterns: FIELD_PATTERNS, hints: HINTS });
  return { entry: { name, label, file: `${content}data/${file}`, description, fields }, rules };
}

/** The whole configuration, and the empty-value rules the admin applies before each save. */
export function cmsConfig(options: CmsOptions): { config: CmsConfig; emptyRules: EmptyRules; translationFiles: Record<string, TranslatedFile> } {
  const { backend } = options;
  // Paths from the repository's root for a git host. decap-server on this machine serves content/ itself
  // and nothing else of the working copy (src/build/cms/local.ts), so there they start below content/.
  const content = backend.name === 'local' ? '' : 'content/';
  const blog = blogFields(options.nextPostId);
  const faq = dataFile(content, 'faq', 'FAQ', 'faq.yaml', faqSchema, 'The questions of the FAQ page (40 to 52), grouped by category, and the words around them.');
  const trainers = dataFile(content, 'trainers', 'Trainers', 'trainers.yaml', trainersSchema, 'The 15 trainers and the trainers page.');
  const plans = dataFile(content, 'plans', 'Membership plans', 'plans.yaml', plansSchema, 'Prices and plans of the membership section, by tab.');
  // settings.yaml holds much more than the banner; the editor shows and writes only the banner of it.
  const translations = translationCollections(content, options.translationNotes);
  const banner = dataFile(content, 'banner', 'Banner', 'settings.yaml', z.object({ banner: settingsSchema.shape.banner }), 'The expansion banner at the top of the home page.');

  const backendConfig: Record<string, string | boolean> =
    backend.name === 'local' ? { name: 'git-gateway', branch: 'main' } : { ...backend };
  const config: CmsConfig = {
    backend: backendConfig,
    // Pull requests for every save; Decap's gitea backend has no editorial workflow (it commits to the branch).
    ...(backend.name === 'local' ? { local_backend: { url: backend.url } } : backend.name === 'gitea' ? {} : { publish_mode: 'editorial_workflow' as const }),
    media_folder: `${content}images`,
    public_folder: '',
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    load_config_file: false,
    collections: [
      {
        name: 'blog',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'A new post starts as a draft: it is published when "Draft" is switched off and the site is built.',
        folder: `${content}blog`,
        extension: 'mdx',
        format: 'frontmatter',
        create: true,
        slug: '{{fields.id}}-{{slug}}',
        identifier_field: 'title',
        summary: '{{fields.id}}. {{title}} ({{date}})',
        sortable_fields: ['id', 'date', 'title'],
        media_folder: `/${content}images/blog`,
        public_folder: 'blog',
        fields: blog.fields,
      },
      // yaml-keep (./yaml-keep.ts, registered by the admin): a save changes only the edited values of the file.
      { name: 'pages', label: 'FAQ, trainers, plans, banner', format: YAML_KEEP, files: [faq.entry, trainers.entry, plans.entry, banner.entry] },
      ...translations.collections.map((c): CmsCollection => ({ ...c, format: YAML_KEEP })),
    ],
  };
  const emptyRules: EmptyRules = { blog: blog.rules, 'pages/faq': faq.rules, 'pages/trainers': trainers.rules, 'pages/plans': plans.rules, 'pages/banner': banner.rules };
  return { config, emptyRules, translationFiles: translations.files };
}
