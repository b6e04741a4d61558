/**
 * The browser editor's own code (/admin/admin.js, bundled by src/build/cms/build-admin.ts with esbuild; no
 * public page loads it). Decap CMS itself is its prebuilt bundle (decap-cms.js, with its own React),
 * loaded first by admin/index.html with CMS_MANUAL_INIT set. This reads config.json (the configuration
 * generated from the content model, the facts and the preview styles), registers the fact buttons, the
 * previews, the empty-field rules and the translation files' widgets (./translations.ts), and starts the editor.
 */
import { FACT_COMPONENTS, factKey, factPattern, factSource, planOf } from '../content/cms/facts';
import { emptyEdits } from '../content/cms/normalize';
import type { AdminData } from '../content/cms/admin-data';
import { YAML_KEEP, yamlKeepFormat, type YamlKeepFormat } from '../content/cms/yaml-keep';
import { CMS, h, str, type ImmutableValue } from './decap';
import { registerTranslations } from './translations';

function registerFacts(data: AdminData): void {
  for (const c of FACT_COMPONENTS) {
    const plan = (d: Record<string, unknown>) => (typeof d.plan === 'string' ? d.plan : undefined);
    CMS.registerEditorComponent({
      id: c.id,
      label: c.label,
      fields: c.perPlan ? [{ name: 'plan', label: 'Plan', widget: 'select', options: data.planOptions, default: data.planOptions[0]?.value }] : [],
      pattern: factPattern(c),
      fromBlock: (match) => ({ plan: planOf(c, match) }),
      toBlock: (d) => factSource(c, plan(d)),
      toPreview: (d) => data.facts[factKey(c, plan(d))] ?? factSource(c, plan(d)),
    });
  }
}

function registerPreviews(data: AdminData): void {
  CMS.registerPreviewStyle(data.previewCss, { raw: true });
  CMS.registerPreviewTemplate('blog', ({ entry, widgetFor }) => {
    const get = (k: string) => entry.getIn(['data', k]);
    return h(
      'article',
      { className: 'preview' },
      get('draft') === true ? h('p', null, h('span', { className: 'draft' }, 'Draft: not published')) : null,
      h('p', { className: 'meta' }, `${str(get('date'))} · ${str(get('author'))}`),
      h('h1', null, str(get('title'))),
      h('p', { className: 'excerpt' }, str(get('excerpt'))),
      widgetFor('body'),
    );
  });
  CMS.registerPreviewTemplate('banner', ({ entry }) => {
    const get = (k: string) => str(entry.getIn(['data', 'banner', k]));
    return h('div', { className: 'preview' }, h('section', { className: 'banner' }, h('h2', null, get('heading')), h('p', null, get('text')), h('span', { className: 'cta' }, get('ctaLabel'))));
  });
  CMS.registerPreviewTemplate('faq', ({ entry }) => {
    const items = (entry.getIn(['data', 'items']) as ImmutableValue | undefined)?.toJS() as { category?: string; question?: string; answer?: string }[] | undefined;
    return h(
      'div',
      { className: 'preview' },
      h('h1', null, 'FAQ'),
      ...(items ?? []).map((item, i) =>
        h('div', { className: 'faq', key: String(i) }, h('span', { className: 'category' }, str(item.category)), h('h3', null, str(item.question)), h('p', null, str(item.answer))),
      ),
    );
  });
}

/** Empty inputs written as the schema wants them (null or no key), see src/content/cms/normalize.ts. */
function registerEmptyRules(data: AdminData): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = str(entry.get('collection'));
      const rules = data.emptyRules[collection] ?? data.emptyRules[`${collection}/${str(entry.get('slug'))}`] ?? [];
      let values = entry.get('data') as ImmutableValue;
      for (const edit of emptyEdits(values.toJS(), rules)) values = edit.action === 'null' ? values.setIn(edit.path, null) : values.deleteIn(edit.path);
      return values;
    },
  });
}

/** Tells the format which file a save writes (the files of one shape, the translations, are told apart so). Registered last: it runs just before the write. */
function registerSaveTarget(format: YamlKeepFormat): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      format.willSave(str(entry.get('path')), str(entry.get('raw')));
      return undefined;
    },
  });
}

async function start(): Promise<void> {
  const res = await fetch('/admin/config.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`admin: config.json answered ${res.status}`);
  const data = (await res.json()) as AdminData;
  const style = document.createElement('style');
  style.textContent = data.adminCss;
  document.head.append(style);
  registerFacts(data);
  registerPreviews(data);
  registerEmptyRules(data);
  registerTranslations(data);
  // The data files keep their comments and layout: a save rewrites only the values that changed.
  const format = yamlKeepFormat(new Map());
  registerSaveTarget(format);
  CMS.registerCustomFormat(YAML_KEEP, 'yaml', format);
  CMS.init({ config: data.config });
}

start().catch((e: unknown) => {
  document.body.textContent = `The editor could not start: ${e instanceof Error ? e.message : String(e)}`;
});
