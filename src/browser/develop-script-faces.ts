/**
 * `gatsby develop` only. The dev server answers every address with one HTML shell, rendered once with the
 * English head, so a Punjabi or Hindi page opened there lacks what gatsby-ssr.tsx puts into its head in a
 * build: the script's faces and the font stacks that start with them. On a machine with no Gurmukhi or
 * Devanagari face of its own, a writer checking a translation would see boxes. This writes the same rules
 * into the page from the browser, with the faces the build cut down (put into the development bundle only:
 * plugins/gatsby-plugin-site-build, onCreateWebpackConfig). gatsby-browser.ts imports it behind a development-only condition,
 * so a production bundle holds neither this code nor the faces.
 */
import type { LanguageCode } from '../content/languages';
import { fontVariables } from '../styles/script-fonts';
import { builtScriptFaces } from '../styles/script-font-data-urls';

const STYLE_ID = 'develop-script-faces';

/** The page's language's font stacks and script faces, in one style element that follows the page's language. */
export function showScriptFaces(doc: Document, language: LanguageCode): void {
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = fontVariables(language) + builtScriptFaces(language);
}
