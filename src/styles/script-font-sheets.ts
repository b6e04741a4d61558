/**
 * In the HTML renderer (and develop's browser bundle): the address of a Punjabi or Hindi page's stylesheet
 * of its script's faces, and of each script's language-name face (src/build/script-font-data.ts finds them).
 */
import type { LanguageCode } from '../content/languages';
import { SCRIPT_FONTS, type ScriptFont } from './script-fonts';

type Sheets = Partial<Record<LanguageCode, string>>;

/** Put in the HTML renderer's bundle by webpack (DefinePlugin, plugins/gatsby-plugin-site-build onCreateWebpackConfig). */
declare const __SCRIPT_FONT_SHEETS__: Sheets | undefined;
/** The language-name faces' addresses by subset, defined the same way. */
declare const __LANGUAGE_NAME_FACES__: Record<string, string> | undefined;

/**
 * A language's sheet's address, null for a language written in Latin letters; throws, naming the language,
 * where the build did not provide it, rather than render a page without its script's faces.
 */
export function scriptFontSheet(language: LanguageCode, sheets: Sheets | undefined = typeof __SCRIPT_FONT_SHEETS__ === 'undefined' ? undefined : __SCRIPT_FONT_SHEETS__): string | null {
  if (!SCRIPT_FONTS[language]) return null;
  if (!sheets) throw new Error('The script faces\' stylesheets were not built into the renderer: plugins/gatsby-plugin-site-build defines __SCRIPT_FONT_SHEETS__ for it (onCreateWebpackConfig)');
  const address = sheets[language];
  if (!address) throw new Error(`No stylesheet of script faces for "${language}" among the build's (${Object.keys(sheets).join(', ')}): src/build/script-font-data.ts writes them`);
  return address;
}

/** A script's language-name face's address; throws where the build did not provide it. */
export function languageNameFace(font: ScriptFont, faces: Record<string, string> | undefined = typeof __LANGUAGE_NAME_FACES__ === 'undefined' ? undefined : __LANGUAGE_NAME_FACES__): string {
  const address = faces?.[font.subset];
  if (!address) throw new Error(`No language-name face of ${font.subset} was built into the renderer: plugins/gatsby-plugin-site-build defines __LANGUAGE_NAME_FACES__ for it (onCreateWebpackConfig)`);
  return address;
}
