/**
 * Brings each data file's translation files up to date with the English (src/content/translations.ts):
 * adds every English text a file lacks, with an empty translation for a translator to fill, and keeps
 * every entry it has as it is (a stale one too: its `en` shows what the English said). Never removes an entry.
 *   tsx scripts/translations.ts [--language pa|hi] [--content <folder>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml, stringify } from 'yaml';
import { CONTENT_FILES, type ContentFileName } from '../src/content/content-schema';
import { DATA_FILE_YAML } from '../src/build/load-content';
import { TRANSLATED_LANGUAGES, translationFileName } from '../src/build/load-translations';
import { englishNameOf, isLanguageCode } from '../src/content/languages';
import { translationFileSchema, withNewTexts, type TranslationEntry } from '../src/content/translations';

function header(file: ContentFileName, language: string): string {
  const name = isLanguageCode(language) ? englishNameOf(language) : language;
  return [
    `# ${name} translation of ${file}. Each entry: at (where the English text is), en (the English it`,
    '# translates), text (the translation; empty shows the English), reviewed (the gym has approved it).',
    '# Keep placeholders such as {phone} and {price:monthly} as they are: they stand for the facts.',
    '',
  ].join('\n');
}

function update(root: string, language: string): void {
  for (const file of Object.keys(CONTENT_FILES) as ContentFileName[]) {
    if (!isLanguageCode(language)) throw new Error(`unknown language "${language}"`);
    const target = path.join(root, 'data', translationFileName(file, language));
    const english: unknown = parseYaml(fs.readFileSync(path.join(root, 'data', file), 'utf8'), DATA_FILE_YAML);
    let entries: TranslationEntry[] = [];
    if (fs.existsSync(target)) {
      const parsed = translationFileSchema.safeParse(parseYaml(fs.readFileSync(target, 'utf8')));
      if (!parsed.success) throw new Error(`${path.relative(process.cwd(), target)} is not a translation file: npm run check-content says where`);
      entries = parsed.data.strings;
    }
    const next = withNewTexts(english, entries);
    const where = path.relative(process.cwd(), target);
    if (next.length === entries.length) {
      if (next.length) console.log(`${where}: up to date, ${next.length} text(s)`);
      continue;
    }
    fs.writeFileSync(target, header(file, language) + stringify({ strings: next }, { lineWidth: 110 }));
    console.log(`${where}: ${next.length - entries.length} text(s) added, ${next.length} in all`);
  }
}

const { values } = parseArgs({ options: { language: { type: 'string' }, content: { type: 'string' } }, strict: true });
const root = path.resolve(values.content ?? path.join(__dirname, '..', 'content'));
for (const language of values.language ? [values.language] : TRANSLATED_LANGUAGES) update(root, language);
