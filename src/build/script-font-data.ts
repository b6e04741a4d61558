/**
 * The Punjabi and Hindi faces the build cut down (src/build/script-font-subset.ts), as one stylesheet per
 * language in public/fonts/ that every page of that language links (src/styles/script-font-faces.ts says
 * why a stylesheet). Its name carries a hash of its text, so the service lets browsers keep it for a year
 * (server/static.ts): the second page a visitor opens in Punjabi or Hindi fetches no face.
 *
 * The local plugin (plugins/gatsby-plugin-site-build/script-fonts.ts) writes the sheets once the faces are
 * cut (onPreBootstrap) and hands their addresses to the HTML renderer (webpack's DefinePlugin,
 * onCreateWebpackConfig), where `scriptFontSheet` finds them. The renderer reads no file itself: Gatsby
 * marks a renderer that calls `fs` as unsafe to cache, rebuilds every page on every build and prints an
 * error for it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '../content/languages';
import { SCRIPT_FONTS, isLanguageNameFile } from '../styles/script-fonts';
import { scriptFontFaces } from '../styles/script-font-faces';

/** Where the build writes the cut-down faces. */
export const SCRIPT_FONT_SUBSET_DIR = path.join(process.cwd(), '.cache', 'script-fonts');

/** A language's stylesheet of its script's faces. */
export interface ScriptFontSheet {
  language: LanguageCode;
  /** Its file name in public/fonts/: the package's name and 16 hex digits of the text's SHA-256. */
  file: string;
  css: string;
}

/** 16 hex digits of the SHA-256 of a file's contents: what a face's or a sheet's name carries, so a browser may keep it a year. */
export const contentHash = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The prefix of a script's sheet's name (its package's name), the same for every build. */
const sheetPrefix = (packageName: string): string => `${packageName.split('/')[1]}-`;
const SHEET_NAME = /^[a-z-]+-[0-9a-f]{16}\.css(?:\.br|\.gz)?$/;

/** Each cut-down face in `dir`, by file name, as a data: URL. */
function readFaces(dir: string): Record<string, string> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.woff2'));
  if (files.length === 0) throw new Error(`${dir} holds no face: the build writes them before the pages are rendered (plugins/gatsby-plugin-site-build, onPreBootstrap)`);
  return Object.fromEntries(files.map((f) => [f, `data:font/woff2;base64,${readFileSync(path.join(dir, f)).toString('base64')}`]));
}

/** The sheet of each language written in a script of its own, from the faces cut down in `dir`. */
export function scriptFontSheets(dir: string = SCRIPT_FONT_SUBSET_DIR): ScriptFontSheet[] {
  const faces = readFaces(dir);
  const dataUrlOf = (file: string): string => {
    const url = faces[file];
    if (!url) throw new Error(`${file} is not among the faces the build cut down (${Object.keys(faces).join(', ')}): src/build/script-font-subset.ts writes them`);
    return url;
  };
  return Object.entries(SCRIPT_FONTS).map(([code, font]) => {
    const language = code as LanguageCode;
    const css = scriptFontFaces(language, dataUrlOf);
    return { language, file: `${sheetPrefix(font.packageName)}${contentHash(css)}.css`, css };
  });
}

/**
 * Writes the sheets to `fontsDir` (public/fonts/) and removes the sheets of earlier builds there, with their
 * compressed copies: only a file named as a sheet (a script package's name, a hash, `.css`) is removed.
 */
export function writeScriptFontSheets(sheets: ScriptFontSheet[], fontsDir: string): void {
  mkdirSync(fontsDir, { recursive: true });
  const current = new Set(sheets.map((s) => s.file));
  const prefixes = Object.values(SCRIPT_FONTS).map((f) => sheetPrefix(f.packageName));
  for (const name of readdirSync(fontsDir)) {
    const isSheet = SHEET_NAME.test(name) && prefixes.some((p) => name.startsWith(p));
    if (isSheet && !current.has(name.replace(/\.(?:br|gz)$/, ''))) unlinkSync(path.join(fontsDir, name));
  }
  for (const sheet of sheets) writeFileSync(path.join(fontsDir, sheet.file), sheet.css);
}

/** Each sheet's address on the site, by language: what the renderer is given. */
export const sheetAddresses = (sheets: ScriptFontSheet[]): Partial<Record<LanguageCode, string>> =>
  Object.fromEntries(sheets.map((s) => [s.language, `/fonts/${s.file}`]));

/**
 * Each script's language-name face's address on the site, by the script's subset (`gurmukhi`), from the one
 * file of it in `fontsDir` (public/fonts/, written by src/build/script-font-subset.ts): what the renderer is
 * given. Throws when a script has none there, or more than one.
 */
export function languageNameAddresses(fontsDir: string): Record<string, string> {
  const names = readdirSync(fontsDir);
  return Object.fromEntries(
    Object.values(SCRIPT_FONTS).map((font) => {
      const files = names.filter((name) => isLanguageNameFile(font, name));
      if (files.length !== 1) throw new Error(`${fontsDir} holds ${files.length} language-name faces of ${font.subset} (${files.join(', ') || 'none'}), not one: src/build/script-font-subset.ts writes it`);
      return [font.subset, `/fonts/${files[0]}`];
    }),
  );
}
