/**
 * The forms' words in every language (src/forms/words.ts), for the lead service: content/data/forms.yaml,
 * checked by the schema the build uses, with each language's translation (forms.pa.yaml, forms.hi.yaml) in
 * place and the gym's facts ({email}) filled, as the site's pages show them. Read once, at start-up
 * (registerIntake), so a form's no-JavaScript pages and its errors speak the language of the page it was
 * sent from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { formatContentErrors } from '../src/content/content-errors';
import { formsSchema } from '../src/content/content-schema-forms';
import { LINK_FACTS, factsOfContent } from '../src/content/facts';
import { LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from '../src/content/languages';
import { fillText } from '../src/content/placeholders';
import { applyTranslation, translationFileSchema } from '../src/content/translations';
import type { FormsWords } from '../src/forms';
import { CONTENT_DATA_DIR } from './paths';

export type WordsByLanguage = Readonly<Record<LanguageCode, FormsWords>>;

const read = (dir: string, file: string): unknown => parseYaml(fs.readFileSync(path.join(dir, file), 'utf8'));

/** Every string of `value` filled from the facts; `keepLinks` strings keep {phone} and {email} for the page to link. */
function filled(value: unknown, fill: (s: string, where: string) => string, where = ''): unknown {
  if (typeof value === 'string') return fill(value, where);
  if (Array.isArray(value)) return value.map((v, i) => filled(v, fill, `${where}[${i}]`));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, fill, where ? `${where}.${k}` : k)]));
  return value;
}

/** The text whose {phone} and {email} the pages render as links (linkedText in the schema). */
const LINKED = new Set(['noScript.footer']);

/** Reads the words; throws, naming the file and the field, when the English or a translation is malformed. */
export function loadFormWords(dir: string = CONTENT_DATA_DIR): WordsByLanguage {
  const file = path.join(dir, 'forms.yaml');
  const parsed = formsSchema.safeParse(read(dir, 'forms.yaml'));
  if (!parsed.success) throw new Error(`The lead service cannot read the forms' words:\n${formatContentErrors(file, parsed.error).join('\n')}`);
  const facts = factsOfContent({
    'business-info.yaml': read(dir, 'business-info.yaml'),
    'settings.yaml': read(dir, 'settings.yaml'),
    'plans.yaml': read(dir, 'plans.yaml'),
  } as Parameters<typeof factsOfContent>[0]);
  const fill = (s: string, where: string): string => fillText(s, facts, LINKED.has(where) ? LINK_FACTS : []);
  const out: Partial<Record<LanguageCode, FormsWords>> = {};
  for (const language of LANGUAGE_CODES) {
    const translation = path.join(dir, `forms.${language}.yaml`);
    let entries: ReturnType<typeof translationFileSchema.parse>['strings'] = [];
    if (language !== SOURCE_LANGUAGE && fs.existsSync(translation)) {
      const t = translationFileSchema.safeParse(parseYaml(fs.readFileSync(translation, 'utf8')));
      if (!t.success) throw new Error(`The lead service cannot read the forms' words:\n${formatContentErrors(translation, t.error).join('\n')}`);
      entries = t.data.strings;
    }
    out[language] = filled(applyTranslation(parsed.data, entries).data, fill) as FormsWords;
  }
  return out as WordsByLanguage;
}

let loaded: WordsByLanguage | null = null;

/** The words, read from content/data on first use (the intake reads them at start-up). */
export function formWords(): WordsByLanguage {
  loaded ??= loadFormWords();
  return loaded;
}
