/**
 * Reads each data file's translations (`content/data/faq.pa.yaml` beside `faq.yaml`, see
 * src/content/translations.ts) and applies them to the English. A translation file that is not valid YAML or
 * not a list of entries is a problem (the build stops, as for any content file); a stale or orphaned
 * translation, or a text not translated yet, is a note naming its file and line (the build goes on). A
 * translation that writes a variant its language's glossary refuses is a problem (src/build/glossary-check.ts),
 * and so is a plan period that brings the "/" its card writes itself (src/content/period-check.ts).
 * Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES, type ContentFileName } from '../content/content-schema';
import { contentIssues } from '../content/content-errors';
import type { ContentData, LoadedContent } from '../content/content-types';
import { LANGUAGES, SOURCE_LANGUAGE, type LanguageCode } from '../content/languages';
import { applyTranslation, keptProblem, textAt, translationFileSchema, unreviewed, type TranslationEntry } from '../content/translations';
import { formatProblem, locateInYaml, parseYamlText, type ContentProblem } from './content-positions';
import { glossaryProblems, readGlossary } from './glossary-check';
import { periodProblems } from '../content/period-check';

/** The languages translated from English. */
export const TRANSLATED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code).filter((c) => c !== SOURCE_LANGUAGE);

/** `faq.yaml`, `pa` -> `faq.pa.yaml`. */
export const translationFileName = (file: ContentFileName, language: LanguageCode): string => file.replace(/\.yaml$/, `.${language}.yaml`);

export interface TranslationReport {
  /** Each translated language's entries by data file. */
  translations: NonNullable<LoadedContent['translations']>;
  problems: ContentProblem[];
  /** Stale and orphaned translations (one line each) and, per file, how many texts are not translated yet. */
  notes: string[];
}

/** The entries of one translation file, or its problems; no file is no entries (everything shows in English). */
function readEntries(file: string, rel: string): { entries: TranslationEntry[]; source: string; problems: ContentProblem[] } {
  if (!fs.existsSync(file)) return { entries: [], source: '', problems: [] };
  const source = fs.readFileSync(file, 'utf8');
  const yaml = parseYamlText(source, rel);
  if ('problem' in yaml) return { entries: [], source, problems: [yaml.problem] };
  const result = translationFileSchema.safeParse(yaml.parsed);
  if (result.success) return { entries: result.data.strings, source, problems: [] };
  const problems = contentIssues(result.error).map((i) => {
    const message = i.where ? `${i.where}: ${i.message}` : i.message;
    return { file: rel, ...locateInYaml(source, i.where, i.message), message };
  });
  return { entries: [], source, problems };
}

/** Where the i-th entry of a translation file starts. */
function entryPlace(rel: string, source: string, entries: readonly TranslationEntry[], entry: TranslationEntry): { file: string; line: number; column: number } {
  return { file: rel, ...locateInYaml(source, `strings[${entries.indexOf(entry)}]`, '') };
}

/** Applies every language's translations to the English data; `root` is the content/ folder. */
export function collectTranslations(root: string, english: ContentData): TranslationReport {
  const report: TranslationReport = { translations: {}, problems: [], notes: [] };
  for (const language of TRANSLATED_LANGUAGES) {
    const { glossary, problems: glossaryFileProblems } = readGlossary(root, language);
    report.problems.push(...glossaryFileProblems);
    const byFile: Partial<Record<ContentFileName, TranslationEntry[]>> = {};
    for (const name of Object.keys(CONTENT_FILES) as ContentFileName[]) {
      const rel = `content/data/${translationFileName(name, language)}`;
      const { entries, source, problems } = readEntries(path.join(root, 'data', translationFileName(name, language)), rel);
      report.problems.push(...problems);
      for (const e of entries) {
        const problem = keptProblem(e);
        if (problem) report.problems.push({ ...entryPlace(rel, source, entries, e), message: problem });
      }
      report.problems.push(...glossaryProblems(glossary, language, rel, source, entries));
      if (name === 'plans.yaml') for (const p of periodProblems(entries)) report.problems.push({ file: rel, ...locateInYaml(source, `strings[${entries.indexOf(p.entry)}].text`, ''), message: p.message });
      const applied = applyTranslation(english[name], entries);
      // A translation may change words only: the file in that language must still have the English's shape
      // (a translated choice of a fixed list, such as a trainer's 'N/A', would not).
      const shape = CONTENT_FILES[name].safeParse(applied.data);
      if (!shape.success) {
        for (const issue of contentIssues(shape.error)) {
          const entry = entries.find((e) => e.at === issue.where);
          report.problems.push({ ...(entry ? entryPlace(rel, source, entries, entry) : { file: rel, line: 1, column: 1 }), message: `${issue.where}: the translation does not fit: ${issue.message} (translate the words only)` });
        }
      }
      byFile[name] = entries;
      const place = (e: TranslationEntry) => entryPlace(rel, source, entries, e);
      for (const e of applied.stale) report.notes.push(formatProblem({ ...place(e), message: `${e.at}: stale: the English is now "${(textAt(english[name], e.at) ?? '').slice(0, 80)}"` }));
      for (const e of applied.orphaned) report.notes.push(formatProblem({ ...place(e), message: `${e.at}: the English file has no text here any more` }));
      if (applied.missing.length) report.notes.push(`${rel}: ${applied.missing.length} text(s) not translated yet, shown in English (first: ${applied.missing[0].at})`);
    }
    report.translations[language] = byFile;
    const translated = Object.values(byFile).flat().filter((e) => e.text.trim() !== '');
    const waiting = unreviewed(translated).length;
    if (waiting) report.notes.push(`${language}: ${waiting} of ${translated.length} translated texts not reviewed yet by the gym (npm run translations -- review lists them)`);
  }
  return report;
}
