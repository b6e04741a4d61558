/**
 * Reads each language's glossary (`content/glossary.pa.yaml`, see src/content/glossary.ts) and lists every
 * translation that uses a variant the glossary refuses, at the variant's own line and column:
 * `content/data/faq.pa.yaml:14:22: items[0].answer: "ਪਲੈਨ": write "ਪਲਾਨ" (content/glossary.pa.yaml: the word for plan)`.
 * A language without a glossary file has no terms. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentIssues } from '../content/content-errors';
import { glossaryFinds, glossaryMessage, glossarySchema, type Glossary } from '../content/glossary';
import type { LanguageCode } from '../content/languages';
import type { TranslationEntry } from '../content/translations';
import { locateInYaml, parseYamlText, type ContentProblem } from './content-positions';

/** `pa` -> `glossary.pa.yaml`, in content/. */
const glossaryFileName = (language: LanguageCode): string => `glossary.${language}.yaml`;

export interface GlossaryRead {
  glossary: Glossary;
  problems: ContentProblem[];
}

/** A language's glossary from the content folder `root`, or its problems (the build stops on them, as for any content file). */
export function readGlossary(root: string, language: LanguageCode): GlossaryRead {
  const file = path.join(root, glossaryFileName(language));
  const rel = `content/${glossaryFileName(language)}`;
  const empty: Glossary = { terms: [] };
  if (!fs.existsSync(file)) return { glossary: empty, problems: [] };
  const source = fs.readFileSync(file, 'utf8');
  const yaml = parseYamlText(source, rel);
  if ('problem' in yaml) return { glossary: empty, problems: [yaml.problem] };
  const result = glossarySchema.safeParse(yaml.parsed);
  if (result.success) return { glossary: result.data, problems: [] };
  const problems = contentIssues(result.error).map((i) => ({ file: rel, ...locateInYaml(source, i.where, i.message), message: i.where ? `${i.where}: ${i.message}` : i.message }));
  return { glossary: empty, problems };
}

/** Every variant the glossary refuses in one translation file's entries (`rel` is the file, `source` its text). */
export function glossaryProblems(glossary: Glossary, language: LanguageCode, rel: string, source: string, entries: readonly TranslationEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  entries.forEach((entry, i) => {
    for (const find of glossaryFinds(entry.text, glossary)) {
      const message = `${entry.at}: ${glossaryMessage(find, `content/${glossaryFileName(language)}`)}`;
      problems.push({ file: rel, ...locateInYaml(source, `strings[${i}].text`, `"${find.variant}"`), message });
    }
  });
  return problems;
}
