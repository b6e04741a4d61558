/**
 * The Punjabi and Hindi faces cut down to the characters the site's text uses, at every build (before the
 * pages render, so a new text's letters are always in its face), never in the browser. The site's text is
 * the content as the build read it (Supabase's records in, every translation) and the code's own words
 * (the language names in the language links, for one). Subsetting keeps what shaping needs for the kept
 * characters (HarfBuzz's layout closure: conjuncts, vowel signs' forms), so every word the site shows is set
 * as the whole face would set it. A character the site never shows (a visitor may type one into a form) is
 * drawn by the device's own face for the script, as on a page without web fonts.
 *
 * Measured with the content of November 2026: Noto Sans Gurmukhi 11.4 -> 8.0 KB (400) and 11.6 -> 8.2 KB
 * (700); Noto Sans Devanagari 50.4 -> 28.3 KB and 54.0 -> 30.7 KB; about 3 s of build for the four.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SCRIPT_FONTS, SCRIPT_FONT_WEIGHTS, isLanguageNameFile, languageNameFile, scriptFontFile } from '../styles/script-fonts';
import { LANGUAGES, type LanguageCode } from '../content/languages';
import { scriptRange } from '../styles/script-font-faces';
import { contentHash } from './script-font-data';

/**
 * Kept in every cut-down face when its range has them: the danda and double danda (sentence ends), the
 * zero-width joiner and non-joiner (they choose a conjunct's form) and the dotted circle (HarfBuzz draws a
 * vowel sign that has no letter to sit on over it).
 */
const ALWAYS_KEPT = '\u0964\u0965\u200C\u200D\u25CC';

/** A CSS unicode-range ("U+0A01-0A76,U+20B9") as inclusive code point intervals. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range part: "${part}"`);
    const from = parseInt(m[1], 16);
    return [from, m[2] ? parseInt(m[2], 16) : from];
  });
}

/** The characters of `text` in `range`, with those always kept, each once, in code point order. */
export function scriptCharacters(text: string, range: string): string {
  const intervals = parseUnicodeRange(range);
  const inRange = (c: string): boolean => intervals.some(([a, b]) => (c.codePointAt(0) ?? -1) >= a && (c.codePointAt(0) ?? -1) <= b);
  const chars = new Set(Array.from(text + ALWAYS_KEPT).filter(inRange));
  return [...chars].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

/** The text of every TypeScript file under `dir` (the code's own words). */
async function codeText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  return (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
}

/** All the text the site can show: the content as read (any serialisable value) and the code under `srcDir`. */
export async function siteText(content: unknown, srcDir: string): Promise<string> {
  return `${JSON.stringify(content)}\n${await codeText(srcDir)}`;
}

/** One cut-down face, for the build's log. */
export interface SubsetFace {
  file: string;
  characters: number;
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Writes each script face, cut down to the characters of `text` in its script's range, to `outDir` under
 * its @fontsource name; the originals are read from `packagesDir` (node_modules).
 */
export async function writeScriptFontSubsets(text: string, packagesDir: string, outDir: string): Promise<SubsetFace[]> {
  await mkdir(outDir, { recursive: true });
  const faces: SubsetFace[] = [];
  for (const font of Object.values(SCRIPT_FONTS)) {
    const characters = scriptCharacters(text, scriptRange(font));
    for (const w of SCRIPT_FONT_WEIGHTS) {
      const file = scriptFontFile(font, w);
      const original = await readFile(path.join(packagesDir, font.packageName, 'files', file));
      const cut = await subsetFont(original, characters, { targetFormat: 'woff2' });
      await writeFile(path.join(outDir, file), cut);
      faces.push({ file, characters: Array.from(characters).length, bytesBefore: original.length, bytesAfter: cut.length });
    }
  }
  return faces;
}

/**
 * Writes each script's language-name face (its regular weight cut down to the letters of that language's
 * own name, as the switcher writes it, and of `otherWords` of that language: the mark "ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ" an
 * English post shows when it is not translated) to `outDir`, for the pages of the other languages, named by
 * its bytes (languageNameFile); an earlier build's face of the script there is removed.
 */
export async function writeLanguageNameFaces(packagesDir: string, outDir: string, otherWords: (language: LanguageCode) => string): Promise<SubsetFace[]> {
  await mkdir(outDir, { recursive: true });
  const present = await readdir(outDir);
  const faces: SubsetFace[] = [];
  for (const { code } of LANGUAGES) {
    const font = SCRIPT_FONTS[code];
    if (!font) continue;
    const name = LANGUAGES.find((l) => l.code === code)?.ownName ?? '';
    const characters = scriptCharacters(name + otherWords(code), scriptRange(font));
    const original = await readFile(path.join(packagesDir, font.packageName, 'files', scriptFontFile(font, 400)));
    const cut = await subsetFont(original, characters, { targetFormat: 'woff2' });
    const file = languageNameFile(font, contentHash(cut));
    for (const name of present) if (name !== file && isLanguageNameFile(font, name, true)) await rm(path.join(outDir, name));
    await writeFile(path.join(outDir, file), cut);
    faces.push({ file, characters: Array.from(characters).length, bytesBefore: original.length, bytesAfter: cut.length });
  }
  return faces;
}
