/**
 * Brings each data file's translation files up to date with the English (src/content/translations.ts):
 * adds every English text a file lacks, with an empty translation for a translator to fill, and keeps
 * every entry it has as it is (a stale one too: its `en` shows what the English said). Never removes an entry.
 *   tsx scripts/translations.ts [--language pa|hi] [--content <folder>]
 * With `review`, changes nothing and lists, per file and language, the translated texts nobody at the gym
 * has reviewed yet (`reviewed: false`), with their line: a person reads each and sets `reviewed: true`.
 *   tsx scripts/translations.ts review [--language pa|hi] [--content <folder>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml, stringify } from 'yaml';
import { CONTENT_FILES, type ContentFileName } from '../src/content/content-schema';
import { DATA_FILE_YAML } from '../src/build/load-content';
import { TRANSLATED_LANGUAGES, translationFileName } from '../src/build/load-translations';
import { englishNameOf, isLanguageCode } from '../src/content/languages';
import { translationFileSchema, unreviewed, withNewTexts, type TranslationEntry } from '../src/content/translations';
import { locateInYaml } from '../src/build/content-positions';

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

/** Lists the texts of each translation file not reviewed yet, with their lines, and the count per language. */
function review(root: string, language: string, list: (line: string) => void): void {
  if (!isLanguageCode(language)) throw new Error(`unknown language "${language}"`);
  let waiting = 0;
  let all = 0;
  for (const file of Object.keys(CONTENT_FILES) as ContentFileName[]) {
    const target = path.join(root, 'data', translationFileName(file, language));
    if (!fs.existsSync(target)) continue;
    const source = fs.readFileSync(target, 'utf8');
    const parsed = translationFileSchema.safeParse(parseYaml(source));
    if (!parsed.success) throw new Error(`${path.relative(process.cwd(), target)} is not a translation file: npm run check-content says where`);
    const where = path.relative(process.cwd(), target);
    const open = unreviewed(parsed.data.strings);
    all += parsed.data.strings.filter((e) => e.text.trim() !== '').length;
    waiting += open.length;
    if (!open.length) continue;
    list(`${where}: ${open.length} not reviewed`);
    for (const { entry, index } of open) list(`  ${where}:${locateInYaml(source, `strings[${index}]`, '').line}: ${entry.at}`);
  }
  list(`${englishNameOf(language)} (${language}): ${waiting} of ${all} translated texts not reviewed yet`);
}

const { values, positionals } = parseArgs({ options: { language: { type: 'string' }, content: { type: 'string' } }, strict: true, allowPositionals: true });
const root = path.resolve(values.content ?? path.join(__dirname, '..', 'content'));
const languages = values.language ? [values.language] : TRANSLATED_LANGUAGES;
const [command] = positionals;
if (command === 'review') for (const language of languages) review(root, language, (line) => console.log(line));
else if (positionals.length === 0) for (const language of languages) update(root, language);
else throw new Error(`unknown command "${command}": the one command is review (without it, the files are brought up to date)`);
