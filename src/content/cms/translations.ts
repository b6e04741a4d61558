/**
 * The editor's translation files (content/data/faq.pa.yaml beside faq.yaml, see src/content/translations.ts):
 * one collection per translated language, one file each per data file, each text with its place and the
 * English it translates (both read-only), its translation and the "reviewed" switch. And what the editor
 * shows of a file: which texts are stale (their English has changed since), not reviewed, not translated.
 * Pure: the configuration (./config.ts) and the admin (src/cms/translations.ts) use it.
 */
import { CONTENT_FILES, type ContentFileName } from '../content-schema';
import { LANGUAGES, SOURCE_LANGUAGE, type LanguageCode } from '../languages';
import type { SourceText, TranslationEntry } from '../translations';
import type { CmsField } from './fields';

/** The admin's read-only widgets (src/cms/translations.ts): the text's place, and the English it translates. */
export const PLACE_WIDGET = 'translation-place';
export const ENGLISH_WIDGET = 'translation-english';

/** What the English widget's button says; the preview's note for a stale text names it. */
export const CURRENT_ENGLISH_BUTTON = 'Translates the current English';

/**
 * Before the English the button marks (a private-use character, never in a text): the save replaces the
 * marked English with the current English of its place, or, where there is none any more, with the English as it was.
 */
export const CURRENT_MARK = '\uE000';

const isMarked = (en: string): boolean => en.startsWith(CURRENT_MARK);

/** The current English of each data file: its texts by place, in the file's order. */
export type EnglishTexts = Partial<Record<ContentFileName, Record<string, string>>>;

/** A translation file of the editor (its name in the configuration, "pa-faq"): its language and data file. */
export interface TranslatedFile {
  language: LanguageCode;
  languageName: string;
  source: ContentFileName;
}

export interface TranslationCollection {
  name: string;
  label: string;
  description: string;
  files: { name: string; label: string; file: string; fields: CmsField[] }[];
}

/** The English at a place, if the file has a text there. */
const currentAt = (english: Readonly<Record<string, string>>, at: string): string | undefined => (Object.prototype.hasOwnProperty.call(english, at) ? english[at] : undefined);

/** The translated languages, as the gym's staff read their names. */
const TRANSLATED = LANGUAGES.filter((l) => l.code !== SOURCE_LANGUAGE);

/** The fields of one translation file (`source`: the data file it translates, "faq.yaml"). */
function translationFields(source: string): CmsField[] {
  const entry: CmsField[] = [
    { name: 'at', label: `Where in ${source}`, widget: PLACE_WIDGET },
    {
      name: 'en',
      label: 'English it translates (read-only)',
      widget: ENGLISH_WIDGET,
      hint: `When the preview lists this text as stale, correct the translation, then click "${CURRENT_ENGLISH_BUTTON}".`,
    },
    { name: 'text', label: 'Translation', widget: 'text', required: false, hint: 'Empty: the page shows the English. Keep {phone}, {price:…} and link targets as the English has them.' },
    { name: 'reviewed', label: 'Reviewed by the gym', widget: 'boolean', default: false, hint: 'On once someone at the gym has read the translation against the English and approves it.' },
  ];
  return [
    // The texts are the English file's, in its order: the editor changes them, it neither adds, removes nor moves one.
    { name: 'strings', label: 'Texts', widget: 'list', collapsed: true, summary: '{{fields.at}}', allow_add: false, allow_remove: false, allow_reorder: false, fields: entry },
  ];
}

/** The file's name in the configuration, and its preview template's: "pa-faq". */
export const translationFileName = (language: LanguageCode, source: ContentFileName): string => `${language}-${source.replace(/\.yaml$/, '')}`;

/**
 * The collections, one per translated language, and what each file translates. `content` is where
 * content/ is (see ./config.ts); `notes` follow a file's label ("2 stale, 102 not reviewed").
 */
export function translationCollections(content: string, notes: Readonly<Record<string, string>> = {}): { collections: TranslationCollection[]; files: Record<string, TranslatedFile> } {
  const files: Record<string, TranslatedFile> = {};
  const collections = TRANSLATED.map((lang) => ({
    name: `translations-${lang.code}`,
    label: `${lang.englishName} translations`,
    description: `The ${lang.englishName} translation of each data file. The preview lists the stale texts (their English has changed), then those not reviewed, then those not translated yet.`,
    files: (Object.keys(CONTENT_FILES) as ContentFileName[]).map((source) => {
      const name = translationFileName(lang.code, source);
      files[name] = { language: lang.code, languageName: lang.englishName, source };
      const file = source.replace(/\.yaml$/, `.${lang.code}.yaml`);
      const note = notes[name];
      return { name, label: `${source} in ${lang.englishName}${note ? `: ${note}` : ''}`, file: `${content}data/${file}`, fields: translationFields(source) };
    }),
  }));
  return { collections, files };
}

export interface TranslationStatus {
  /** Translated, but the English at its place has changed since: `current` is the English now. */
  stale: (TranslationEntry & { current: string })[];
  /** Translated, up to date, not reviewed yet. */
  unreviewed: TranslationEntry[];
  /** English texts with no translation (an empty one, or none in the file): the page shows the English. */
  untranslated: SourceText[];
  /** Names a place with no English text any more. */
  orphaned: TranslationEntry[];
  /** Translated, up to date and reviewed. */
  done: number;
}

/**
 * Where a translation file stands against the current English (`english`: its texts by place). A marked
 * `en` (CURRENT_MARK) is one the writer has just marked as translating the current English (the save writes it in).
 */
export function translationStatus(english: Readonly<Record<string, string>>, entries: readonly TranslationEntry[]): TranslationStatus {
  const status: TranslationStatus = { stale: [], unreviewed: [], untranslated: [], orphaned: [], done: 0 };
  const seen = new Set<string>();
  for (const entry of entries) {
    const current = currentAt(english, entry.at);
    if (current === undefined) {
      status.orphaned.push(entry);
      continue;
    }
    seen.add(entry.at);
    if (entry.text.trim() === '') status.untranslated.push({ at: entry.at, en: current });
    else if (!isMarked(entry.en) && entry.en !== current) status.stale.push({ ...entry, current });
    else if (!entry.reviewed) status.unreviewed.push(entry);
    else status.done += 1;
  }
  for (const [at, en] of Object.entries(english)) if (!seen.has(at)) status.untranslated.push({ at, en });
  return status;
}

/** The status in a few words, for a file's label: "2 stale, 102 not reviewed, 3 not translated" (empty when all is done). */
export function statusNote(status: TranslationStatus): string {
  const parts: [number, string][] = [[status.stale.length, 'stale'], [status.unreviewed.length, 'not reviewed'], [status.untranslated.length, 'not translated']];
  return parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`).join(', ');
}

/**
 * The edits a save makes to a translation file: each text whose `en` the writer marked (the English
 * widget's button) gets the current English of its place, or its own English back where the place has none.
 * Paths into the entry's data.
 */
export function currentEnglishEdits(english: Readonly<Record<string, string>>, entries: readonly TranslationEntry[]): { path: ['strings', number, 'en']; value: string }[] {
  return entries.flatMap((entry, i) => {
    if (!isMarked(entry.en)) return [];
    return [{ path: ['strings', i, 'en'] as ['strings', number, 'en'], value: currentAt(english, entry.at) ?? entry.en.slice(CURRENT_MARK.length) }];
  });
}
