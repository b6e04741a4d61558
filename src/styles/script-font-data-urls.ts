/**
 * In the HTML renderer (and develop's browser bundle): a cut-down Punjabi or Hindi face as a data: URL
 * (src/build/script-font-data.ts).
 */
import type { LanguageCode } from '../content/languages';
import { scriptFontFaces } from './script-font-faces';

/** Put in the HTML renderer's bundle by webpack (DefinePlugin, plugins/gatsby-plugin-site-build onCreateWebpackConfig). */
declare const __SCRIPT_FONT_DATA__: Record<string, string> | undefined;

/** A face's data: URL; throws, naming the face, where the build did not provide it, rather than render a page without it. */
export function scriptFontDataUrl(file: string, faces: Record<string, string> | undefined = typeof __SCRIPT_FONT_DATA__ === 'undefined' ? undefined : __SCRIPT_FONT_DATA__): string {
  if (!faces) throw new Error('The script faces were not built into the renderer: plugins/gatsby-plugin-site-build defines __SCRIPT_FONT_DATA__ for it (onCreateWebpackConfig)');
  const url = faces[file];
  if (!url) throw new Error(`${file} is not among the faces the build cut down (${Object.keys(faces).join(', ')}): src/build/script-font-subset.ts writes them`);
  return url;
}

/** A Punjabi or Hindi page's @font-face rules, with the faces the build cut down ('' for English). */
export const builtScriptFaces = (language: LanguageCode): string => scriptFontFaces(language, (file) => scriptFontDataUrl(file));
