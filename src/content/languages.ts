/**
 * The site's languages: English (the source of every text), Punjabi in Gurmukhi and Hindi in Devanagari,
 * the two languages most spoken at home around the gym after English. Each language's name is written in
 * its own script where a visitor chooses it, and in English where the gym's staff read it.
 * Pure data: the build, the browser and the lead service all import it.
 */
export const LANGUAGES = [
  { code: 'en', englishName: 'English', ownName: 'English' },
  { code: 'pa', englishName: 'Punjabi', ownName: 'ਪੰਜਾਬੀ' },
  { code: 'hi', englishName: 'Hindi', ownName: 'हिन्दी' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language of every page without a prefix, and of a request that names none. */
export const SOURCE_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
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
