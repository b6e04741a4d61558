/**
 * The faces of the Punjabi and Hindi pages: Noto Sans Gurmukhi and Noto Sans Devanagari from @fontsource,
 * each in its script's subset only (Latin text keeps the site's own fonts) and in the body's two weights.
 * The build copies their files to /fonts/ (gatsby-node.ts); a language's page declares and preloads its
 * own script's faces and no other (gatsby-ssr.tsx, src/styles/script-font-faces.ts). font-display: optional, as for Oswald: a face that has
 * not arrived when the text is first painted is not swapped in on that visit, so nothing moves (the
 * system's own Gurmukhi or Devanagari face shows instead; on Android that is the same Noto face).
 */
import type { LanguageCode } from '../content/languages';
import { fontStacks } from './theme';

export interface ScriptFont {
  family: string;
  /** The npm package the files come from. */
  packageName: string;
  /** @fontsource's name for the script's subset. */
  subset: string;
}

export const SCRIPT_FONTS: Partial<Record<LanguageCode, ScriptFont>> = {
  pa: { family: 'Noto Sans Gurmukhi', packageName: '@fontsource/noto-sans-gurmukhi', subset: 'gurmukhi' },
  hi: { family: 'Noto Sans Devanagari', packageName: '@fontsource/noto-sans-devanagari', subset: 'devanagari' },
};

export const SCRIPT_FONT_WEIGHTS = [400, 700] as const;

/**
 * The two font stacks as the custom properties every rule uses (`var(--font-heading)`), for a language's
 * page: a Punjabi or Hindi page puts its script's face before the generic family; a Latin face has none of
 * its letters, so each letter finds its own face. A link to another language is a full page load, so each
 * page has its own head.
 */
export function fontVariables(language: LanguageCode): string {
  const script = SCRIPT_FONTS[language];
  const stack = (fonts: readonly string[]): string => (script ? [...fonts.slice(0, -1), `'${script.family}'`, ...fonts.slice(-1)] : fonts).join(',');
  return `:root{--font-heading:${stack(fontStacks.heading)};--font-body:${stack(fontStacks.body)}}`;
}

/** A face's file name, as @fontsource names it and as it is served under /fonts/. */
export function scriptFontFile(font: ScriptFont, weight: number): string {
  return `${font.packageName.split('/')[1]}-${font.subset}-${weight}-normal.woff2`;
}

/** The files a language's page preloads, by path. */
export function scriptFontPaths(language: LanguageCode): string[] {
  const font = SCRIPT_FONTS[language];
  return font ? SCRIPT_FONT_WEIGHTS.map((w) => `/fonts/${scriptFontFile(font, w)}`) : [];
}
