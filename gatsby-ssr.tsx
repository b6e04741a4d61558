import type { GatsbySSR } from 'gatsby';
import { globalCss } from './src/styles/global-css';
import { headScripts } from './src/startup/head-scripts';
import { renderOnApproachCss } from './src/startup/render-on-approach-css';
import { isOff } from './src/startup/switches';
import { tagOf } from './src/content/languages';
import { SCRIPT_FONTS, fontVariables } from './src/styles/script-fonts';
import { LANGUAGE_NAME_LOADER, SCRIPT_FONT_LOADER, languageNameFaces } from './src/styles/script-font-faces';
import { languageNameFace, scriptFontSheet } from './src/styles/script-font-sheets';
import { splitLanguage } from './src/lib/routes';
import { HEADING_FONT_FILES } from './src/styles/theme';
export { wrapPageElement } from './src/components/layout/wrap';

/**
 * The Oswald faces live in a plain <style> in the head, not in Emotion's <Global>: Emotion re-inserts
 * its global rules when the page hydrates, which re-registers the fonts and re-flows every heading
 * (a layout shift). Both weights are preloaded; with font-display: optional a font that arrives late is
 * not swapped in on that load, so headings never jump.
 *
 * 'Oswald Fallback' stands in when Oswald is not used: a common sans-serif scaled to 78 %, which takes
 * about the width Oswald's condensed letters do, so the desktop navigation still fits in 1280 px. Measured
 * with Liberation Sans at 1280 px: at 80 % the bar's last button ran into the bar's right padding, and past
 * the screen's edge where glyph widths are rounded to whole pixels (Chromium's headless shell); at 78 % it
 * ends where it does in Oswald, in both.
 */
const FONT_FACES = (['500', '700'] as const)
  .map((w) => {
    const bold = w === '700' ? ' Bold' : '';
    const local = ['Arial', 'Liberation Sans', 'Helvetica', 'Roboto', 'DejaVu Sans'].map((f) => `local('${f}${bold}')`).join(',');
    return (
      `@font-face{font-family:'Oswald';font-style:normal;font-weight:${w};font-display:optional;src:url('/fonts/${HEADING_FONT_FILES[w]}') format('woff2')}` +
      `@font-face{font-family:'Oswald Fallback';font-style:normal;font-weight:${w};src:${local};size-adjust:78%}`
    );
  })
  .join('');

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { earlyTaps, renderOnApproach } = headScripts();
  // The page's language from its path (/pa/…, /hi/…); gatsby-browser sets it again on a move between pages.
  const language = splitLanguage(pathname).language;
  setHtmlAttributes({ lang: tagOf(language) });
  const scriptSheet = scriptFontSheet(language);
  setHeadComponents([
    <link key="font-700" rel="preload" href={`/fonts/${HEADING_FONT_FILES[700]}`} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="font-500" rel="preload" href={`/fonts/${HEADING_FONT_FILES[500]}`} as="font" type="font/woff2" crossOrigin="anonymous" />,
    // On a Punjabi or Hindi page, all of whose text is in a web font, a name face that arrived late would re-lay
    // out all of it: preloaded, so the browser asks for them before anything it finds further down (the
    // page's scripts); the script below starts the faces themselves (src/styles/script-font-faces.ts).
    ...(scriptSheet
      ? Object.values(SCRIPT_FONTS).map((font) => (
          <link key={`names-${font.subset}`} rel="preload" href={languageNameFace(font)} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))
      : []),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontVariables(language) + FONT_FACES + languageNameFaces() }} />,
    // A Punjabi or Hindi page's own script faces are in a stylesheet all its language's pages share, as
    // data: URLs, handed to document.fonts by the script after it; the switcher's name faces are started
    // before it, so nothing waits for the sheet to ask for them (src/styles/script-font-faces.ts).
    scriptSheet ? <script key="language-names" id="language-names" dangerouslySetInnerHTML={{ __html: LANGUAGE_NAME_LOADER }} /> : null,
    scriptSheet ? <link key="script-faces" rel="stylesheet" href={scriptSheet} /> : null,
    scriptSheet ? <script key="script-fonts" id="script-fonts" dangerouslySetInnerHTML={{ __html: SCRIPT_FONT_LOADER }} /> : null,
    <style key="global-css" dangerouslySetInnerHTML={{ __html: `${globalCss} ${renderOnApproachCss}` }} />,
    // Keeps a tap on a button made before React has taken over the page (src/startup/early-taps).
    isOff('early-taps') ? null : <script key="early-taps" id="early-taps" dangerouslySetInnerHTML={{ __html: earlyTaps }} />,
    // Renders the long pages in parts, and whole before a jump to a section (src/startup/render-on-approach).
    isOff('render-on-approach') ? null : <script key="render-on-approach" id="render-on-approach" dangerouslySetInnerHTML={{ __html: renderOnApproach }} />,
  ]);
};

// Each page is rendered with a fresh Emotion cache by plugins/gatsby-plugin-site-build (gatsby-ssr), which
// puts the page's styles in the head.
