/**
 * `gatsby develop` only. The dev server answers every address with one HTML shell, rendered once with the
 * English head, so a Punjabi or Hindi page opened there lacks what gatsby-ssr.tsx puts into its head in a
 * build: the link to its script's faces and the font stacks that start with them. On a machine with no
 * Gurmukhi or Devanagari face of its own, a writer checking a translation would see boxes. This puts the
 * same link and rules into the page from the browser (the sheets' addresses are put into the development
 * bundle only: plugins/gatsby-plugin-site-build, onCreateWebpackConfig; the dev server serves public/, where
 * the sheets are). gatsby-browser.ts imports it behind a development-only condition, so a production bundle
 * holds none of it.
 */
import type { LanguageCode } from '../content/languages';
import { fontVariables } from '../styles/script-fonts';
import { scriptFontSheet } from '../styles/script-font-sheets';

const STYLE_ID = 'develop-script-faces';
const LINK_ID = 'develop-script-face-sheet';

/** The page's language's font stacks and the link to its script faces, following the page's language. */
export function showScriptFaces(doc: Document, language: LanguageCode): void {
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = fontVariables(language);
  doc.getElementById(LINK_ID)?.remove();
  const sheet = scriptFontSheet(language);
  if (!sheet) return;
  const link = doc.createElement('link');
  link.id = LINK_ID;
  link.rel = 'stylesheet';
  link.href = sheet;
  doc.head.append(link);
}
