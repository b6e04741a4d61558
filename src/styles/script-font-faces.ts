/**
 * The @font-face rules of a Punjabi or Hindi page (server render only: the script ranges come from each
 * @fontsource package's unicode.json, which no browser bundle needs).
 */
import gurmukhiRanges from '@fontsource/noto-sans-gurmukhi/unicode.json';
import devanagariRanges from '@fontsource/noto-sans-devanagari/unicode.json';
import type { LanguageCode } from '../content/languages';
import { SCRIPT_FONTS, SCRIPT_FONT_WEIGHTS, scriptFontFile } from './script-fonts';

const RANGES: Record<string, string> = { gurmukhi: gurmukhiRanges.gurmukhi, devanagari: devanagariRanges.devanagari };

/** The @font-face rules of a language's page ('' for a language written in Latin letters). */
export function scriptFontFaces(language: LanguageCode): string {
  const font = SCRIPT_FONTS[language];
  if (!font) return '';
  const range = RANGES[font.subset];
  if (!range) throw new Error(`${font.packageName}/unicode.json has no "${font.subset}" range`);
  return SCRIPT_FONT_WEIGHTS.map(
    (w) => `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${w};font-display:optional;src:url('/fonts/${scriptFontFile(font, w)}') format('woff2');unicode-range:${range}}`,
  ).join('');
}
