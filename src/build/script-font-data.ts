/**
 * The Punjabi and Hindi faces the build cut down (src/build/script-font-subset.ts), as the data: URLs the
 * pages carry them in (src/styles/script-font-faces.ts).
 *
 * The local plugin (plugins/gatsby-plugin-site-build/script-fonts.ts) reads the faces once they are written (onPreBootstrap) and puts them into the HTML
 * renderer's bundle (webpack's DefinePlugin, onCreateWebpackConfig), where `scriptFontDataUrl` finds them.
 * The renderer reads no file itself: Gatsby marks a renderer that calls `fs` as unsafe to cache, rebuilds
 * every page on every build and prints an error for it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the build writes the cut-down faces. */
export const SCRIPT_FONT_SUBSET_DIR = path.join(process.cwd(), '.cache', 'script-fonts');

/** Each cut-down face in `dir`, by file name, as a data: URL (in the local plugin, for the renderer's bundle). */
export function readScriptFontData(dir: string = SCRIPT_FONT_SUBSET_DIR): Record<string, string> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.woff2'));
  if (files.length === 0) throw new Error(`${dir} holds no face: the build writes them before the pages are rendered (plugins/gatsby-plugin-site-build, onPreBootstrap)`);
  return Object.fromEntries(files.map((f) => [f, `data:font/woff2;base64,${readFileSync(path.join(dir, f)).toString('base64')}`]));
}
