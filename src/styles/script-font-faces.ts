/**
 * The @font-face rules of a Punjabi or Hindi page (the script ranges come from each @fontsource package's
 * unicode.json, the faces' bytes from the build). They are a stylesheet of their own, one per language, that
 * every page of the language links from its head (src/build/script-font-data.ts writes it, with a hash of
 * its text in its name, so a browser keeps it for a year): the second page a visitor opens in the language
 * fetches no face. No production browser bundle holds them; under `gatsby develop` the browser links the
 * sheet (src/browser/develop-script-faces.ts), since the dev server's HTML shell is English.
 *
 * The faces are data: URLs inside that sheet, not font files the sheet points to. A linked stylesheet holds
 * back the first paint until it has arrived; a font file does not, and a face that is late for the first
 * paint either leaves the text as boxes on a device with no face for the script (font-display: optional,
 * for the whole visit) or swaps in and moves every line it re-wraps (swap or block). Measured on /pa/ and
 * /hi/ with the files held back 1.5 s at 390 and 1280 px: swap moved the page by a layout-shift score of
 * 0.026 to 0.065, block by 0.026 to 0.044, optional showed boxes; faces that came with the first paint: 0,
 * and the script's own letters at the first paint. Chromium decodes a data: face before it paints;
 * font-display: block keeps a browser that decodes it a moment later from drawing the text in a fallback
 * meanwhile. Cut down to the site's characters (src/build/script-font-subset.ts) both weights are 16 KB
 * (Gurmukhi) and 59 KB (Devanagari), less than the 23 and 104 KB of the package's files.
 *
 * Chromium decodes a data: face off the main thread once a layout asks for it, and again when the page's
 * scripts add style sheets (hydration): the frame between is laid out in the fallback. Measured at 1280 px
 * with fast files, that moved the hero by 0.038 (/pa/) and 0.108 (/hi/) in about a third of the loads. So
 * a script right after the sheet's link (SCRIPT_FONT_LOADER; the parser runs it once the sheet is there)
 * hands the same bytes to the page as FontFace objects, which are decoded at once and match before the
 * rules' faces: 0 in every load measured. Without scripts the rules' faces draw the text, and there is no
 * hydration to re-decode them.
 */
import gurmukhiRanges from '@fontsource/noto-sans-gurmukhi/unicode.json';
import devanagariRanges from '@fontsource/noto-sans-devanagari/unicode.json';
import type { LanguageCode } from '../content/languages';
import { DEVICE_SCRIPT_FACES, LANGUAGE_NAMES_FAMILY, SCRIPT_FONTS, SCRIPT_FONT_WEIGHTS, scriptFontFile, type ScriptFont } from './script-fonts';
import { languageNameFace } from './script-font-sheets';

const RANGES: Record<string, string> = { gurmukhi: gurmukhiRanges.gurmukhi, devanagari: devanagariRanges.devanagari };

/** The characters a script's face is for, as a CSS unicode-range (the @fontsource subset's). */
export function scriptRange(font: ScriptFont): string {
  const range = RANGES[font.subset];
  if (!range) throw new Error(`${font.packageName}/unicode.json has no "${font.subset}" range`);
  return range;
}

/**
 * The @font-face rules of a language's page ('' for a language written in Latin letters); `dataUrlOf`
 * gives a face's file (scriptFontFile) as a data: URL.
 */
export function scriptFontFaces(language: LanguageCode, dataUrlOf: (file: string) => string): string {
  const font = SCRIPT_FONTS[language];
  if (!font) return '';
  const range = scriptRange(font);
  return SCRIPT_FONT_WEIGHTS.map(
    (w) => `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${w};font-display:block;src:url(${dataUrlOf(scriptFontFile(font, w))}) format('woff2');unicode-range:${range}}`,
  ).join('');
}

/**
 * The inline script after a Punjabi or Hindi page's link to its faces: each Noto rule's data: URL decoded into a
 * FontFace of the same family, weight and range, added to document.fonts (decoded at once, and kept
 * through later style changes). Any failure leaves the rules' faces to draw the text.
 */
export const SCRIPT_FONT_LOADER = `(function(){try{
for(var i=0;i<document.styleSheets.length;i++){var rules;try{rules=document.styleSheets[i].cssRules}catch(e){continue}
for(var j=0;j<rules.length;j++){var r=rules[j];if(!(r instanceof CSSFontFaceRule))continue;
var family=r.style.getPropertyValue('font-family').replace(/["']/g,'');if(family.indexOf('Noto Sans')!==0)continue;
var m=/base64,([A-Za-z0-9+\\/=]+)/.exec(r.style.getPropertyValue('src'));if(!m)continue;
var bin=atob(m[1]),bytes=new Uint8Array(bin.length);for(var k=0;k<bin.length;k++)bytes[k]=bin.charCodeAt(k);
document.fonts.add(new FontFace(family,bytes.buffer,{weight:r.style.getPropertyValue('font-weight'),unicodeRange:r.style.getPropertyValue('unicode-range'),display:'block'}))}}
}catch(e){}})();`;

/**
 * The inline script right after the rules of the switcher's language-name faces (languageNameFaces), before
 * a Punjabi or Hindi page's link to its faces: starts both at once. Left to the layout that first needs them
 * (the footer, rendered as it comes near the screen), they would arrive once much of the page is laid out,
 * and a face that arrives re-lays out every line set in a web font, which on these pages is all of their
 * text: a task of 390-430 ms at 6x (Chromium's trace of /pa/ at 390 px). The head also preloads their files
 * (gatsby-ssr.tsx): a face tries the device's own faces first, which takes a moment, and by then the browser
 * has found the page's scripts further down and asked for them; the preload is asked for before those.
 */
export const LANGUAGE_NAME_LOADER = `try{document.fonts.forEach(function(f){if(f.family.replace(/["']/g,'')==='${LANGUAGE_NAMES_FAMILY}')f.load().catch(function(){})})}catch(e){}`;

/** The @font-face rules of the switcher's language names, on every page (src/styles/script-fonts.ts). */
export function languageNameFaces(): string {
  return Object.values(SCRIPT_FONTS)
    .map((font) => {
      const local = (DEVICE_SCRIPT_FACES[font.subset] ?? []).map((f) => `local('${f}')`);
      const src = [...local, `url('${languageNameFace(font)}') format('woff2')`].join(',');
      return `@font-face{font-family:'${LANGUAGE_NAMES_FAMILY}';font-style:normal;font-weight:400;font-display:swap;src:${src};unicode-range:${scriptRange(font)}}`;
    })
    .join('');
}
