/**
 * The faces of the Punjabi and Hindi pages: Noto Sans Gurmukhi and Noto Sans Devanagari from @fontsource,
 * each in its script's subset only (Latin text keeps the site's own fonts) and in the body's two weights.
 * Every build cuts each face down to the characters of the site's text (src/build/script-font-subset.ts)
 * and a language's pages link one stylesheet of their own script's faces, as data: URLs, and no other
 * language's (src/styles/script-font-faces.ts, gatsby-ssr.tsx). A linked stylesheet is there for the first
 * paint: the text is never drawn in a fallback first (boxes where no Gurmukhi or Devanagari face is
 * installed, other widths where one is), so nothing is swapped and nothing moves.
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
 * page: a Punjabi or Hindi page puts its script's face first. The face's unicode-range holds only its
 * script's letters, so Latin text keeps the site's fonts; the script's text is shaped with its face at
 * once, where behind the Latin faces it was shaped with each of them first and found without its letters
 * (Chromium's trace of /pa at 390 px, 6x slowed: text shaping 508 to 552 ms, then 311 to 355). A link to
 * another language is a full page load, so each page has its own head.
 */
export function fontVariables(language: LanguageCode): string {
  const script = SCRIPT_FONTS[language];
  const stack = (fonts: readonly string[]): string => (script ? [`'${script.family}'`, ...fonts] : fonts).join(',');
  return `:root{--font-heading:${stack(fontStacks.heading)};--font-body:${stack(fontStacks.body)}}`;
}

/** A face's file name, as @fontsource names it (and as the build names its cut-down copy). */
export function scriptFontFile(font: ScriptFont, weight: number): string {
  return `${font.packageName.split('/')[1]}-${font.subset}-${weight}-normal.woff2`;
}

/**
 * The language switcher's names of the other scripts (ਪੰਜਾਬੀ on an English or Hindi page, हिन्दी on an
 * English or Punjabi one) and an untranslated English post's marks ("ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ · अंग्रेज़ी में",
 * src/components/blog/EnglishPostMark.tsx) in every page: the device's own face for the script when it has
 * one (local()), else a face of just those letters (2.5 KB Gurmukhi, 7.2 KB Devanagari, whose conjuncts come
 * along), fetched only when a name or a mark is drawn.
 */
export const LANGUAGE_NAMES_FAMILY = 'Language Names';

/** The devices' own faces for each script, tried before the names' face is fetched. */
export const DEVICE_SCRIPT_FACES: Record<string, readonly string[]> = {
  gurmukhi: ['Noto Sans Gurmukhi', 'Raavi', 'Nirmala UI', 'Gurmukhi MN', 'Mukta Mahee'],
  devanagari: ['Noto Sans Devanagari', 'Nirmala UI', 'Mangal', 'Kohinoor Devanagari', 'Devanagari Sangam MN'],
};

/**
 * The file of a script's language-name face in /fonts/: named by its bytes (16 hex digits of their SHA-256),
 * so the service lets a browser keep it for a year and a second page asks for none. The build cuts it from the
 * site's words (src/build/script-font-subset.ts), so its name is known only once it is written.
 */
export function languageNameFile(font: ScriptFont, hash: string): string {
  return `language-name-${font.subset}-${hash}.woff2`;
}

/**
 * Whether `name` is a file of `font`'s language-name face as languageNameFile names it; with `orUnnamed`, also one
 * without a hash (public/ may hold one an older build of the site left).
 */
export const isLanguageNameFile = (font: ScriptFont, name: string, orUnnamed = false): boolean =>
  new RegExp(`^language-name-${font.subset}${orUnnamed ? '(?:-[0-9a-f]{16})?' : '-[0-9a-f]{16}'}\\.woff2$`).test(name);
