/**
 * A language's glossary (`content/glossary.pa.yaml`, `content/glossary.hi.yaml`): the one word the site
 * uses for each recurring idea (membership, plan, consultation, the service names, how a time reads) and
 * the variants a translation must not use instead. The content check refuses a translation that has a
 * listed variant, naming the word to write (src/build/glossary-check.ts).
 *
 * Pure: the build reads the files, this finds the variants in a text.
 */
import { z } from 'zod';

const termSchema = z
  .object({
    /** The idea in English, as the check names it: "plan", "key fob". */
    idea: z.string().min(1),
    /** The word (or phrase, or way of writing) to use. */
    use: z.string().min(1),
    /** What a translation must not write instead. */
    not: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const glossarySchema = z.object({ terms: z.array(termSchema) }).strict();

export type Glossary = z.infer<typeof glossarySchema>;
type GlossaryTerm = z.infer<typeof termSchema>;

/** A variant found in a text: where it starts, what it is, and the term that names the word to use. */
export interface GlossaryFind {
  index: number;
  variant: string;
  term: GlossaryTerm;
}

/** A letter of the Latin, Gurmukhi or Devanagari script (with their vowel signs and marks). */
// eslint-disable-next-line no-misleading-character-class -- the two scripts' whole Unicode blocks, their marks included on purpose
const LETTER = /[A-Za-z\u0900-\u097F\u0A00-\u0A7F]/;
const LATIN = /[A-Za-z]/;
/** The nukta of either script: after a variant's last letter it makes another letter (टर्फ is not टर्फ़). */
const NUKTA = /\u093C|\u0A3C/;

/**
 * Whether a variant found at `index` stands as a word of its own at its start: not inside another word.
 * An Indic variant may go on into an ending (ਪਲੈਨਾਂ is ਪਲੈਨ with the plural's) but not into a nukta; a Latin
 * one ("am", "sq ft") must end where its word ends, so "am" is not found in "Amrit" or "name".
 */
function standsAlone(text: string, index: number, variant: string): boolean {
  const before = index > 0 ? text[index - 1] : '';
  const startsWithLetter = LETTER.test(variant[0]);
  if (startsWithLetter && before && LETTER.test(before)) return false;
  const last = variant[variant.length - 1];
  const after = text[index + variant.length] ?? '';
  if (NUKTA.test(after)) return false;
  return !(LATIN.test(last) && LATIN.test(after));
}

/** Every listed variant in a text, in the order they appear (compared as NFC, so ਫ਼ written either way is one letter). */
export function glossaryFinds(text: string, glossary: Glossary): GlossaryFind[] {
  const normal = text.normalize('NFC');
  const finds: GlossaryFind[] = [];
  for (const term of glossary.terms) {
    for (const raw of term.not) {
      const variant = raw.normalize('NFC');
      for (let at = normal.indexOf(variant); at >= 0; at = normal.indexOf(variant, at + 1)) {
        if (standsAlone(normal, at, variant)) finds.push({ index: at, variant: raw, term });
      }
    }
  }
  return finds.sort((a, b) => a.index - b.index);
}

/** What the check says about a find: `"ਪਲੈਨ": write "ਪਲਾਨ" (the glossary's word for plan)`. */
export const glossaryMessage = (find: GlossaryFind, file: string): string =>
  `"${find.variant}": write "${find.term.use}" (${file}: the word for ${find.term.idea})`;
