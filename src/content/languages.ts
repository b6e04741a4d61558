/**
 * The site's languages: English (the source of every text), Punjabi in Gurmukhi and Hindi in Devanagari,
 * the two languages most spoken at home around the gym after English. Each language's name is written in
 * its own script where a visitor chooses it, and in English where the gym's staff read it.
 * Pure data: the build, the browser and the lead service all import it.
 */
export const LANGUAGES = [
  { code: 'en', englishName: 'English', ownName: 'English', tag: 'en-CA', ogLocale: 'en_CA' },
  { code: 'pa', englishName: 'Punjabi', ownName: 'ਪੰਜਾਬੀ', tag: 'pa-CA', ogLocale: 'pa_IN' },
  { code: 'hi', englishName: 'Hindi', ownName: 'हिन्दी', tag: 'hi-CA', ogLocale: 'hi_IN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language of every page without a prefix, and of a request that names none. */
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The languages the build makes pages in: English at /, Punjabi under /pa/, Hindi under /hi/. A language's
 * pages show only its own words (tests/e2e/languages.spec.ts fails on English left on them); a language
 * taken out of this list keeps its translations checked, and its pages are not built.
 */
export const SITE_LANGUAGES: readonly LanguageCode[] = ['en', 'pa', 'hi'];

/** The BCP 47 tag of `<html lang>` and hreflang: the language as read in Canada ("pa-CA"). */
export function tagOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.tag ?? code;
}

/** Open Graph's locale (language_TERRITORY from Facebook's list, which has no Punjabi or Hindi for Canada). */
export function ogLocaleOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.ogLocale ?? 'en_CA';
}

/** The language's name in English ("Punjabi"), for the gym's staff. */
export function englishNameOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.englishName ?? code;
}

/**
 * What the gym's notifications and inbox say of a visitor who wrote from another language's pages:
 * "Wrote in Punjabi". Null for English, the usual case, which is not pointed out.
 */
export function wroteIn(code: LanguageCode): string | null {
  return code === SOURCE_LANGUAGE ? null : `Wrote in ${englishNameOf(code)}`;
}
