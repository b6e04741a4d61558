/**
 * The @font-face rules of a Punjabi or Hindi page (server render only: the script ranges come from each
 * @fontsource package's unicode.json, which no browser bundle needs; the faces' bytes from the build,
 * src/build/script-font-data.ts).
 *
 * Each face is in the page as a data: URL, not a file to fetch. A fetched face that is late for the first
 * paint either leaves the text as boxes on a device with no face for the script (font-display: optional,
 * for the whole visit) or swaps in and moves every line it re-wraps (swap or block). Measured on /pa/ and
 * /hi/ with the files held back 1.5 s at 390 and 1280 px: swap moved the page by a layout-shift score of
 * 0.026 to 0.065, block by 0.026 to 0.044, optional showed boxes; a face in the page: 0, and the script's
 * own letters at the first paint. Chromium decodes a data: face before it paints; font-display: block
 * keeps a browser that decodes it a moment later from drawing the text in a fallback meanwhile. The cost is
 * the faces' bytes in every Punjabi or Hindi page that is loaded as a whole (moving between pages loads
 * only their data): cut down to the site's characters (src/build/script-font-subset.ts) both weights are
 * 16 KB (Gurmukhi) and 59 KB (Devanagari), less than the 23 and 104 KB of the package's files.
 */
import gurmukhiRanges from '@fontsource/noto-sans-gurmukhi/unicode.json';
import devanagariRanges from '@fontsource/noto-sans-devanagari/unicode.json';
import type { LanguageCode } from '../content/languages';
import { SCRIPT_FONTS, SCRIPT_FONT_WEIGHTS, scriptFontFile, type ScriptFont } from './script-fonts';

const RANGES: Record<string, string> = { gurmukhi: gurmukhiRanges.gurmukhi, devanagari: devanagariRanges.devanagari };

/** The characters a script's face is for, as a CSS unicode-range (the @fontsource subset's). */
export function scriptRange(font: ScriptFont): string {
  const range = RANGES[font.subset];
  if (!range) throw new Error(`${font.packageName}/unicode.json has no "${font.subset}" range`);
  return range;
}

/**
 * The @font-face rules of a language's page ('' for a language written in Latin letters); `dataUrlOf`
 * gives a face's file (scriptFontFile) as a data: URL.
 */
export function scriptFontFaces(language: LanguageCode, dataUrlOf: (file: string) => string): string {
  const font = SCRIPT_FONTS[language];
  if (!font) return '';
  const range = scriptRange(font);
  return SCRIPT_FONT_WEIGHTS.map(
    (w) => `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${w};font-display:block;src:url(${dataUrlOf(scriptFontFile(font, w))}) format('woff2');unicode-range:${range}}`,
  ).join('');
}
