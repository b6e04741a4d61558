/**
 * The Punjabi and Hindi faces the build cut down (src/build/script-font-subset.ts), as the data: URLs the
 * pages carry them in (src/styles/script-font-faces.ts). Read by the pages' render, which runs after the
 * faces are written (gatsby-node.ts, onPreBootstrap).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build writes the cut-down faces. */
export const SCRIPT_FONT_SUBSET_DIR = path.join(process.cwd(), '.cache', 'script-fonts');

/** Each face's data: URL, read once per render process. */
const dataUrls = new Map<string, string>();

/** A cut-down face's file in `dir` as a data: URL; a missing file stops the page's render with what to do. */
export function scriptFontDataUrl(file: string, dir: string = SCRIPT_FONT_SUBSET_DIR): string {
  const where = path.join(dir, file);
  let url = dataUrls.get(where);
  if (url) return url;
  let bytes: Buffer;
  try {
    bytes = readFileSync(where);
  } catch (e) {
    throw new Error(`${where} cannot be read (${(e as Error).message}): the build writes it before the pages are rendered (gatsby-node.ts, onPreBootstrap)`);
  }
  url = `data:font/woff2;base64,${bytes.toString('base64')}`;
  dataUrls.set(where, url);
  return url;
}
