/**
 * The Punjabi and Hindi pages' faces (src/styles/script-fonts.ts): their licence beside the site's other
 * fonts' in public/fonts/, the faces cut down to the characters of this build's text
 * (src/build/script-font-subset.ts), one stylesheet of them per language in public/fonts/, and those
 * sheets' addresses in the HTML renderer's bundle (src/build/script-font-data.ts).
 */
import path from 'node:path';
import { copyFile, mkdir } from 'node:fs/promises';
import type { Reporter } from 'gatsby';
import type { LoadedContent } from '../../src/build/load-content';
import type { LanguageCode } from '../../src/content/languages';
import { SCRIPT_FONTS } from '../../src/styles/script-fonts';
import { SCRIPT_FONT_SUBSET_DIR, languageNameAddresses, scriptFontSheets, sheetAddresses, writeScriptFontSheets } from '../../src/build/script-font-data';
import { siteText, writeLanguageNameFaces, writeScriptFontSubsets } from '../../src/build/script-font-subset';
import { dataIn } from './site-content';

/** The licence of the Punjabi and Hindi pages' faces (src/styles/script-fonts.ts), beside the site's other fonts' in /fonts/. */
export async function copyScriptFontLicences(root: string): Promise<void> {
  const dir = path.join(root, 'public', 'fonts');
  await mkdir(dir, { recursive: true });
  for (const font of Object.values(SCRIPT_FONTS)) {
    await copyFile(path.join(root, 'node_modules', font.packageName, 'LICENSE'), path.join(dir, `${font.packageName.split('/')[1]}-OFL-LICENSE.txt`));
  }
}

/**
 * The Punjabi and Hindi faces cut down to the characters of this build's text (src/build/script-font-subset.ts),
 * and each language's stylesheet of them in public/fonts/ (src/build/script-font-data.ts).
 */
export async function subsetScriptFonts(root: string, content: LoadedContent, reporter: Reporter): Promise<void> {
  const started = Date.now();
  const faces = await writeScriptFontSubsets(await siteText(content, path.join(root, 'src')), path.join(root, 'node_modules'), SCRIPT_FONT_SUBSET_DIR);
  // The switcher's names of the other scripts and an English post's marks, for every page (src/styles/script-fonts.ts).
  const marks = (language: LanguageCode): string => dataIn(root, language)['pages.yaml'].blog.meta.inEnglish;
  faces.push(...(await writeLanguageNameFaces(path.join(root, 'node_modules'), path.join(root, 'public', 'fonts'), marks)));
  const sizes = faces.map((f) => `${f.file} ${(f.bytesBefore / 1000).toFixed(1)} -> ${(f.bytesAfter / 1000).toFixed(1)} KB (${f.characters} characters)`);
  reporter.info(`script faces cut down to the site's characters in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes.join('; ')}`);
  const sheets = scriptFontSheets(SCRIPT_FONT_SUBSET_DIR);
  writeScriptFontSheets(sheets, path.join(root, 'public', 'fonts'));
  reporter.info(`script faces' stylesheets: ${sheets.map((s) => `fonts/${s.file} ${(s.css.length / 1000).toFixed(1)} KB`).join('; ')}`);
}

/**
 * The stylesheets' and the language-name faces' addresses (written in onPreBootstrap) for webpack's
 * DefinePlugin: in the HTML renderer's bundle, and in development the browser's, since the dev server's one
 * HTML shell has no sheet (src/browser/develop-script-faces.ts). Null for the other stages.
 */
export function scriptFontDefinitions(stage: string, root: string): Record<string, string> | null {
  if (stage !== 'build-html' && stage !== 'develop-html' && stage !== 'develop') return null;
  return {
    __SCRIPT_FONT_SHEETS__: JSON.stringify(sheetAddresses(scriptFontSheets(SCRIPT_FONT_SUBSET_DIR))),
    __LANGUAGE_NAME_FACES__: JSON.stringify(languageNameAddresses(path.join(root, 'public', 'fonts'))),
  };
}
