/**
 * The browser editor's configuration (src/content/cms): generated from the content schemas, it offers every
 * field of the blog, FAQ, trainers, plans and banner, with widgets that write what the schemas accept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CONTENT_FILES, FAQ_CATEGORIES, blogFrontmatterSchema, faqSchema, plansSchema, settingsSchema, trainersSchema } from '../../src/content/content-schema';
import { cmsConfig, type CmsCollection, type CmsConfig } from '../../src/content/cms/config';
import { fieldOf, listBounds, type CmsField } from '../../src/content/cms/fields';
import { applyEmptyEdits, emptyEdits } from '../../src/content/cms/normalize';
import { productionBackend } from '../../src/content/cms/admin-data';
import { FACT_COMPONENTS, factPattern, factSource } from '../../src/content/cms/facts';
import { FACT_DOCS } from '../../src/content/facts';
import { splitFrontmatter } from '../../src/build/load-content';

const CONTENT = path.resolve(__dirname, '../../content');
const { config, emptyRules } = cmsConfig({ backend: { name: 'local', url: 'http://127.0.0.1:8081/api/v1' }, nextPostId: 18, siteUrl: 'https://x.example' });

/** Every field path of a generated field tree: "tabs.*.plans.*.price". */
function configPaths(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const here = prefix ? `${prefix}.${f.name}` : f.name;
    if (f.fields && f.widget === 'list') return [here, `${here}.*`, ...configPaths(f.fields, `${here}.*`)];
    if (f.fields) return [here, ...configPaths(f.fields, here)];
    if (f.field) return [here, `${here}.*`];
    return [here];
  });
}

/** Every field path the schema declares, walked with zod's public accessors. */
function schemaPaths(schema: z.ZodTypeAny, prefix: string): string[] {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodTypeAny;
  if (s instanceof z.ZodObject) {
    return Object.entries(s.shape as z.ZodRawShape).flatMap(([k, v]) => {
      const here = prefix ? `${prefix}.${k}` : k;
      return [here, ...schemaPaths(v, here)];
    });
  }
  if (s instanceof z.ZodArray) return [`${prefix}.*`, ...schemaPaths(s.element as z.ZodTypeAny, `${prefix}.*`)];
  return [];
}

/** Every key path the content files actually use (lists' items as *): evidence apart from the schemas. */
function dataPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}.*`, ...value.flatMap((v) => dataPaths(v, `${prefix}.*`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const here = prefix ? `${prefix}.${k}` : k;
      return [here, ...dataPaths(v, here)];
    });
  }
  return [];
}

const collection = (name: string): CmsCollection => {
  const c = config.collections.find((x) => x.name === name);
  if (!c) throw new Error(`no collection ${name}`);
  return c;
};
const file = (name: string) => {
  const f = collection('pages').files?.find((x) => x.name === name);
  if (!f) throw new Error(`no file ${name}`);
  return f;
};
const readYaml = (name: string): unknown => parseYaml(fs.readFileSync(path.join(CONTENT, 'data', name), 'utf8'));
const sorted = (xs: string[]) => [...new Set(xs)].sort();

describe('the editor offers every field of the schemas, generated from them', () => {
  const cases: [string, CmsField[], z.ZodTypeAny, unknown][] = [
    ['faq.yaml', file('faq').fields, faqSchema, readYaml('faq.yaml')],
    ['trainers.yaml', file('trainers').fields, trainersSchema, readYaml('trainers.yaml')],
    ['plans.yaml', file('plans').fields, plansSchema, readYaml('plans.yaml')],
    ['settings.yaml (banner)', file('banner').fields, z.object({ banner: settingsSchema.shape.banner }), { banner: (readYaml('settings.yaml') as { banner: unknown }).banner }],
  ];

  test.each(cases)('%s: the fields are exactly the schema\'s, and cover every key the file uses', (_name, fields, schema, data) => {
    const offered = sorted(configPaths(fields));
    expect(offered).toEqual(sorted(schemaPaths(schema, '')));
    const missing = sorted(dataPaths(data)).filter((p) => !offered.includes(p));
    expect(missing).toEqual([]);
  });

  test('blog posts: every frontmatter field of the schema, then the body; every key the posts use is offered', () => {
    const fields = collection('blog').fields ?? [];
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(blogFrontmatterSchema.shape), 'body']);
    const used = fs.readdirSync(path.join(CONTENT, 'blog')).flatMap((f) => {
      const source = fs.readFileSync(path.join(CONTENT, 'blog', f), 'utf8');
      return Object.keys(splitFrontmatter(source).frontmatter as object);
    });
    expect(sorted(used).filter((k) => !fields.some((f) => f.name === k))).toEqual([]);
  });

  test('the settings file shows the banner only (the rest of settings.yaml is kept as it is)', () => {
    expect(file('banner').file).toBe('data/settings.yaml'); // below content/, which decap-server serves (see the paths test)
    expect(file('banner').fields.map((f) => f.name)).toEqual(['banner']);
  });
});

describe('widgets write what the schema accepts', () => {
  const blog = collection('blog').fields ?? [];
  const byName = (fields: readonly CmsField[], name: string): CmsField => {
    const f = fields.find((x) => x.name === name);
    if (!f) throw new Error(`no field ${name}`);
    return f;
  };
  const faqItem = byName(file('faq').fields, 'items');
  const trainer = byName(file('trainers').fields, 'trainers');
  const plan = byName(byName(file('plans').fields, 'tabs').fields ?? [], 'plans');

  test('a post: the next id, a draft by default, a date as YYYY-MM-DD, an optional read time, the fact buttons in the body', () => {
    expect(byName(blog, 'id')).toMatchObject({ widget: 'number', value_type: 'int', default: 18 });
    expect(byName(blog, 'draft')).toMatchObject({ widget: 'boolean', default: true, required: false });
    expect(byName(blog, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(byName(blog, 'readTime')).toMatchObject({ widget: 'string', required: false });
    expect(byName(blog, 'body').editor_components).toEqual(FACT_COMPONENTS.map((c) => c.id));
    expect(collection('blog')).toMatchObject({ folder: 'blog', extension: 'mdx', format: 'frontmatter', slug: '{{fields.id}}-{{slug}}' });
    // The image path's pattern is the schema's own, so the editor refuses what the check refuses.
    const pattern = new RegExp(byName(blog, 'image').pattern?.[0] ?? '(?!)');
    expect(pattern.test('blog/18-stretching.jpg')).toBe(true);
    expect(pattern.test('/images/Stretching photo.jpg')).toBe(false);
  });

  test('choices: FAQ categories, a trainer\'s years (3 to 15 or N/A) as numbers, list lengths from the schema', () => {
    expect(byName(faqItem.fields ?? [], 'category').options).toEqual([...FAQ_CATEGORIES]);
    expect(faqItem).toMatchObject({ widget: 'list', min: 40, max: 52 });
    expect(trainer).toMatchObject({ min: 15, max: 15 });
    const years = byName(trainer.fields ?? [], 'yearsExperience').options ?? [];
    expect(years).toContainEqual({ label: '3', value: 3 });
    expect(years).toContainEqual({ label: '15', value: 15 });
    expect(years).toContainEqual({ label: 'N/A', value: 'N/A' });
    expect(years).toHaveLength(14);
  });

  test('an emptied nullable number is saved as null and an emptied optional field is left out, which the schemas accept', () => {
    expect(byName(plan.fields ?? [], 'originalPrice')).toMatchObject({ widget: 'number', required: false });
    const plans = readYaml('plans.yaml') as { tabs: { plans: Record<string, unknown>[] }[] };
    plans.tabs[0].plans[0].originalPrice = ''; // what Decap writes for an emptied number input
    expect(plansSchema.safeParse(plans).success).toBe(false);
    const fixed = applyEmptyEdits(plans, emptyEdits(plans, emptyRules['pages/plans'] ?? []));
    expect(fixed.tabs[0].plans[0].originalPrice).toBeNull();
    expect(plansSchema.safeParse(fixed).success).toBe(true);

    const post = { id: 18, title: 'T', excerpt: 'E', image: 'blog/18-t.jpg', imageAlt: 'A', readTime: '', author: 'Head Coach', date: '2026-11-25', draft: true };
    expect(blogFrontmatterSchema.safeParse(post).success).toBe(false);
    const edits = emptyEdits(post, emptyRules.blog ?? []);
    expect(edits).toEqual([{ path: ['readTime'], action: 'omit' }]);
    expect(blogFrontmatterSchema.safeParse(applyEmptyEdits(post, edits)).success).toBe(true);
  });

  test('list bounds come from the schema itself', () => {
    expect(listBounds(z.array(z.string()).min(2).max(5))).toEqual({ min: 2, max: 5 });
    expect(listBounds(z.array(z.string()))).toEqual({});
  });

  test('a schema type the editor has no widget for stops the generation, naming the field', () => {
    expect(() => fieldOf('when', z.date(), {}, [])).toThrow(/no widget for "when"/);
    expect(() => fieldOf('mixed', z.union([z.string(), z.boolean()]), {}, [])).toThrow(/"mixed" is a union/);
  });
});

describe('where the editor reads and writes', () => {
  const pathsOf = (c: CmsConfig): string[] =>
    [c.media_folder, ...c.collections.flatMap((x) => [x.folder, x.media_folder, ...(x.files ?? []).map((f) => f.file)])].filter((p): p is string => Boolean(p));

  test('a git host: from the repository root, all in content/; decap-server on this machine: the same paths below content/, the folder it serves', () => {
    const prod = cmsConfig({ backend: { name: 'git-gateway', branch: 'main' }, nextPostId: 18, siteUrl: 'https://x.example' }).config;
    const translations = ['pa', 'hi'].flatMap((code) => Object.keys(CONTENT_FILES).map((f) => `content/data/${f.replace(/\.yaml$/, `.${code}.yaml`)}`));
    expect(pathsOf(prod)).toEqual(['content/images', 'content/blog', '/content/images/blog', 'content/data/faq.yaml', 'content/data/trainers.yaml', 'content/data/plans.yaml', 'content/data/settings.yaml', ...translations]);
    expect(pathsOf(config)).toEqual(pathsOf(prod).map((p) => p.replace(/^(\/?)content\//, '$1')));
    // Each names a folder or file that is there (below content/).
    for (const p of pathsOf(config)) expect([p, fs.existsSync(path.join(CONTENT, p))]).toEqual([p, true]);
  });
});

describe('fact buttons', () => {
  test('one per fact of src/content/facts.ts, writing the MDX the posts use and reading it back', () => {
    expect(FACT_COMPONENTS.map((c) => `<${c.id}${c.perPlan ? ' plan="PLAN"' : ''} />`)).toEqual(FACT_DOCS.map((d) => d.component));
    for (const c of FACT_COMPONENTS) {
      const source = factSource(c, c.perPlan ? 'regular-hours' : undefined);
      expect(factPattern(c).exec(source)?.[0]).toBe(source);
    }
    const price = FACT_COMPONENTS.find((c) => c.id === 'Price');
    expect(price && factPattern(price).exec('<Price plan="24-hours" />')?.[1]).toBe('24-hours');
  });
});

describe('the production backend from the environment', () => {
  test('git-gateway on main by default, github with a repository, editorial workflow', () => {
    expect(productionBackend({})).toEqual({ name: 'git-gateway', branch: 'main' });
    expect(productionBackend({ CMS_BACKEND: 'github', CMS_REPO: 'forge24/site', CMS_BRANCH: 'live' })).toEqual({ name: 'github', repo: 'forge24/site', branch: 'live' });
    expect(productionBackend({ CMS_BACKEND: 'gitlab', CMS_REPO: 'forge24/site', CMS_APP_ID: 'id1' })).toEqual({ name: 'gitlab', repo: 'forge24/site', branch: 'main', app_id: 'id1', auth_type: 'pkce' });
    const env = { CMS_BACKEND: 'forgejo', CMS_REPO: 'forge24/site', CMS_API_ROOT: 'https://git.example/api/v1', CMS_APP_ID: 'abc' };
    const prod = cmsConfig({ backend: productionBackend(env), nextPostId: 18, siteUrl: 'https://x.example' }).config;
    expect(prod).toMatchObject({ backend: { name: 'forgejo', repo: 'forge24/site', api_root: 'https://git.example/api/v1', app_id: 'abc' }, publish_mode: 'editorial_workflow' });
    expect(prod.local_backend).toBeUndefined();
    // Decap's gitea backend has no editorial workflow: it commits to the branch, and the config must not ask for one.
    expect(cmsConfig({ backend: productionBackend({ ...env, CMS_BACKEND: 'gitea' }), nextPostId: 18, siteUrl: 'https://x.example' }).config.publish_mode).toBeUndefined();
  });

  test('an unknown backend or a missing repository stops the build with what to set', () => {
    expect(() => productionBackend({ CMS_BACKEND: 'dropbox' })).toThrow(/CMS_BACKEND must be/);
    expect(() => productionBackend({ CMS_BACKEND: 'github' })).toThrow(/needs CMS_REPO="owner\/name"/);
  });
});
