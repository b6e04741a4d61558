/**
 * The editor's translation files (src/content/cms/translations.ts): a collection per translated language
 * with every data file's translation, each text's place and English shown read-only beside its translation
 * and "reviewed" switch; the preview's listing of stale, unreviewed and untranslated texts against the
 * current English; the save that records the current English for a text the writer marked; and the YAML
 * format writing each translation file into itself although all of them have one shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTENT_FILES } from '../../src/content/content-schema';
import { applyTranslation, translatableTexts, translationFileSchema, type TranslationEntry } from '../../src/content/translations';
import { cmsConfig, type CmsCollection } from '../../src/content/cms/config';
import { CURRENT_MARK, currentEnglishEdits, statusNote, translationStatus } from '../../src/content/cms/translations';
import { YAML_KEEP, updateYaml, yamlKeepFormat } from '../../src/content/cms/yaml-keep';
import { ADMIN_SCRIPT_FONTS, adminScriptCss, previewCss } from '../../src/content/cms/preview-css';

const DATA = path.resolve(__dirname, '../../content/data');
const read = (file: string): string => fs.readFileSync(path.join(DATA, file), 'utf8');
const local = cmsConfig({ backend: { name: 'local', url: 'http://127.0.0.1:8081/api/v1' }, nextPostId: 18, siteUrl: 'https://x.example', translationNotes: { 'pa-faq': '1 stale' } });
const git = cmsConfig({ backend: { name: 'github', repo: 'gym/site', branch: 'main' }, nextPostId: 18, siteUrl: 'https://x.example' });
const collection = (name: string, config = local.config): CmsCollection => {
  const c = config.collections.find((x) => x.name === name);
  if (!c) throw new Error(`no collection ${name}`);
  return c;
};
const entriesOf = (file: string): TranslationEntry[] => translationFileSchema.parse(parse(read(file))).strings;
const englishOf = (file: keyof typeof CONTENT_FILES): Record<string, string> => Object.fromEntries(translatableTexts(parse(read(file))).map((t) => [t.at, t.en]));

describe('the translation collections', () => {
  test.each([['translations-pa', 'pa', 'Punjabi'], ['translations-hi', 'hi', 'Hindi']])('%s offers every data file\'s %s translation, saved with yaml-keep', (name, code, language) => {
    const c = collection(name);
    expect(c.label).toBe(`${language} translations`);
    expect(c.format).toBe(YAML_KEEP);
    const files = (c.files ?? []).map((f) => f.file);
    expect(files).toEqual(Object.keys(CONTENT_FILES).map((f) => `data/${f.replace(/\.yaml$/, `.${code}.yaml`)}`));
    // Every file it offers is there to open (decap-server serves content/, so the paths start below it).
    for (const f of files) expect(fs.existsSync(path.join(DATA, '..', f))).toBe(true);
    expect(collection(name, git.config).files?.[0].file).toBe(`content/${files[0]}`);
  });

  test('a file\'s label carries where it stands, and the admin knows what it translates', () => {
    expect(collection('translations-pa').files?.find((f) => f.name === 'pa-faq')?.label).toBe('faq.yaml in Punjabi: 1 stale');
    expect(collection('translations-hi').files?.find((f) => f.name === 'hi-faq')?.label).toBe('faq.yaml in Hindi');
    expect(local.translationFiles['hi-faq']).toEqual({ language: 'hi', languageName: 'Hindi', source: 'faq.yaml' });
  });

  test('each text: its place and English read-only, its translation (may be empty) and the reviewed switch; no text added, removed or moved', () => {
    const [strings] = collection('translations-pa').files?.find((f) => f.name === 'pa-faq')?.fields ?? [];
    expect(strings).toMatchObject({ name: 'strings', widget: 'list', allow_add: false, allow_remove: false, allow_reorder: false, summary: '{{fields.at}}' });
    const fields = strings.fields ?? [];
    expect(fields.map((f) => [f.name, f.widget])).toEqual([['at', 'translation-place'], ['en', 'translation-english'], ['text', 'text'], ['reviewed', 'boolean']]);
    expect(fields.find((f) => f.name === 'text')?.required).toBe(false); // an untranslated text is saved as ""
    expect(fields.find((f) => f.name === 'en')?.label).toBe('English it translates (read-only)');
    // The fields are exactly the keys a translation file may have.
    expect(fields.map((f) => f.name).sort()).toEqual(Object.keys(translationFileSchema.shape.strings.element.shape).sort());
  });
});

describe('where a translation file stands against the current English', () => {
  const english = englishOf('faq.yaml');
  const entries = entriesOf('faq.pa.yaml');

  test('the file as it is: every text translated, none stale, none reviewed yet', () => {
    const status = translationStatus(english, entries);
    expect(status.stale).toEqual([]);
    expect(status.untranslated).toEqual([]);
    expect(status.unreviewed).toHaveLength(entries.length);
    expect(statusNote(status)).toBe(`${entries.length} not reviewed`);
  });

  test('a changed English, an emptied translation, a reviewed text, a text with no entry and an entry with no text', () => {
    const changed = { ...english, 'items[0].question': 'What does personal training cost?' };
    const edited = entries.map((e, i) => (i === 1 ? { ...e, text: '' } : i === 2 ? { ...e, reviewed: true } : e)).filter((e) => e.at !== 'items[5].answer');
    const status = translationStatus(changed, [...edited, { at: 'items[999].answer', en: 'Gone', text: 'ਗਿਆ', reviewed: false }]);
    expect(status.stale).toEqual([{ ...entries[0], current: 'What does personal training cost?' }]);
    expect(status.untranslated).toEqual([{ at: entries[1].at, en: english[entries[1].at] }, { at: 'items[5].answer', en: english['items[5].answer'] }]);
    expect(status.done).toBe(1);
    expect(status.orphaned.map((e) => e.at)).toEqual(['items[999].answer']);
    expect(status.unreviewed).toHaveLength(entries.length - 4);
    expect(statusNote(status)).toBe(`1 stale, ${entries.length - 4} not reviewed, 2 not translated`);
  });

  test('a stale text the writer marked counts as up to date', () => {
    const changed = { ...english, 'items[0].question': 'What does personal training cost?' };
    const marked = entries.map((e, i) => (i === 0 ? { ...e, en: CURRENT_MARK + e.en } : e));
    expect(translationStatus(changed, marked).stale).toEqual([]);
  });
});

describe('the save of a translation file', () => {
  const english = { ...englishOf('faq.yaml'), 'items[0].question': 'What does personal training cost?' };

  test('a marked text gets the current English; an unmarked stale one stays; a marked one whose place is gone gets its own English back', () => {
    const entries: TranslationEntry[] = [
      { at: 'items[0].question', en: `${CURRENT_MARK}How much does personal training cost?`, text: 'ਕਿੰਨਾ?', reviewed: true },
      { at: 'items[0].answer', en: 'Old words', text: 'ਪੁਰਾਣੇ', reviewed: false },
      { at: 'items[999].answer', en: `${CURRENT_MARK}Gone`, text: 'ਗਿਆ', reviewed: false },
    ];
    expect(currentEnglishEdits(english, entries)).toEqual([
      { path: ['strings', 0, 'en'], value: 'What does personal training cost?' },
      { path: ['strings', 2, 'en'], value: 'Gone' },
    ]);
  });

  test('the saved file changes on the text\'s two lines, keeps its comments, and is no longer stale there', () => {
    const source = read('faq.pa.yaml');
    const data = translationFileSchema.parse(parse(source));
    data.strings[0] = { ...data.strings[0], en: CURRENT_MARK + data.strings[0].en, reviewed: true };
    for (const edit of currentEnglishEdits(english, data.strings)) data.strings[edit.path[1]].en = edit.value;
    const saved = updateYaml(source, data);
    const before = source.split('\n');
    expect(saved.split('\n').filter((line, i) => line !== before[i])).toEqual(['    en: "What does personal training cost?"', '    reviewed: true']);
    const reread = translationFileSchema.parse(parse(saved)).strings;
    const faq = parse(read('faq.yaml')) as { items: { question: string }[] };
    faq.items[0].question = 'What does personal training cost?';
    expect(applyTranslation(faq, reread).stale).toEqual([]);
  });
});

describe('yaml-keep with files of one shape', () => {
  test('a save writes into the file named by willSave: the Punjabi file keeps its own comments after the Hindi one was read', () => {
    const format = yamlKeepFormat(new Map());
    const pa = read('faq.pa.yaml');
    const data = format.fromFile(pa) as { strings: TranslationEntry[] };
    format.fromFile(read('faq.hi.yaml'));
    data.strings[0].reviewed = true;
    format.willSave('data/faq.pa.yaml', pa);
    const saved = format.toFile(data);
    const before = pa.split('\n');
    expect(saved.split('\n').filter((line, i) => line !== before[i])).toEqual(['    reviewed: true']);
    // A second save of the same file in one session starts from the first (Decap keeps the entry as read).
    data.strings[1].reviewed = true;
    format.willSave('data/faq.pa.yaml', pa);
    expect(format.toFile(data).split('\n').filter((line, i) => line !== before[i])).toEqual(['    reviewed: true', '    reviewed: true']);
  });
});

describe('the scripts of the translations', () => {
  test('the editor carries a Gurmukhi and a Devanagari face, named after Decap\'s own stack in its text areas and in the preview', () => {
    expect(ADMIN_SCRIPT_FONTS.map((f) => f.family)).toEqual(['Noto Sans Gurmukhi', 'Noto Sans Devanagari']);
    for (const f of ADMIN_SCRIPT_FONTS) {
      // build-admin copies each from its package: it is there to copy.
      expect(fs.existsSync(path.resolve(__dirname, '../../node_modules', f.packageName, 'files', f.file))).toBe(true);
      expect(adminScriptCss('/admin/')).toContain(`src: url('/admin/${f.file}') format('woff2')`);
      expect(previewCss('/fonts/', '/admin/')).toContain(`src: url('/admin/${f.file}') format('woff2')`);
    }
    expect(adminScriptCss('/admin/')).toMatch(/textarea, output \{ font-family: system-ui, .*Arial, 'Noto Sans Gurmukhi', 'Noto Sans Devanagari', sans-serif !important; \}/);
  });
});
