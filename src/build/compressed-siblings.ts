/**
 * The build's last step (plugins/gatsby-plugin-site-build): a brotli and a gzip copy beside every text file
 * of public/ worth compressing, which the lead service sends as that file's encoding (server/static.ts,
 * `@fastify/static`'s `preCompressed`), so it compresses nothing itself.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing, by extension. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg', '.ico', '.ttf', '.otf']);
/** Smaller files are sent as they are (compression would save next to nothing), and so are larger ones. */
export const MIN_COMPRESS = 1024;
export const MAX_COMPRESS = 8 * 1024 * 1024;

/**
 * Writes `<file>.br` (brotli's best quality) and `<file>.gz` (gzip level 9) beside every text file under
 * `root` worth compressing that `skip` does not leave out. Several files at once, on zlib's thread pool.
 * Resolves with the number of files and their bytes before and after brotli.
 */
export async function writeCompressedSiblings(root: string, skip: (relPath: string) => boolean, parallel = 4): Promise<{ files: number; bytes: number; brBytes: number }> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && COMPRESSIBLE.has(path.extname(p).toLowerCase()) && !skip(path.relative(root, p))) files.push(p);
    }
  };
  await walk(root);
  const totals = { files: 0, bytes: 0, brBytes: 0 };
  const next = async (): Promise<void> => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) {
      const raw = await fsp.readFile(file);
      if (raw.length < MIN_COMPRESS || raw.length > MAX_COMPRESS) continue;
      const br = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      await fsp.writeFile(`${file}.br`, br);
      await fsp.writeFile(`${file}.gz`, await gzip(raw, { level: 9 }));
      totals.files++;
      totals.bytes += raw.length;
      totals.brBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: parallel }, next));
  return totals;
}
