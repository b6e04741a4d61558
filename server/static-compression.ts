/**
 * The compressed bytes of the site's text files (static.ts): brotli or gzip as the client accepts.
 * A `.br`/`.gz` file next to the original is used when the build made one; otherwise the bytes are
 * compressed on the first request with brotli's quick quality and replaced by its best quality in the
 * background, and kept in memory within a byte budget.
 */
import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing, by extension. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg', '.ico', '.ttf', '.otf']);
/** Smaller files are sent as they are, and so are larger ones (they stream from disk). */
export const MIN_COMPRESS = 1024;
export const MAX_CACHED_FILE = 8 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip), honouring q=0. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (e: string): boolean => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

interface Entry {
  br?: Buffer;
  gzip?: Buffer;
  bestBr: boolean;
  size: number;
}

/**
 * Compressed bytes of text files, keyed by path, size and mtime, within a byte budget (LRU).
 * Only compressed variants are kept (a fraction of the originals); uncompressed answers stream
 * from disk.
 */
export class CompressionCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private upgrading = new Set<string>();
  closed = false;

  constructor(private readonly budget: number) {}

  private key(file: string, stat: fs.Stats): string {
    return `${file}|${stat.size}|${stat.mtimeMs}`;
  }

  private account(entry: Entry, delta: number): void {
    entry.size += delta;
    this.bytes += delta;
    while (this.bytes > this.budget && this.entries.size > 1) {
      const [oldest, e] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldest);
      this.bytes -= e.size;
    }
  }

  private async entry(file: string, stat: fs.Stats): Promise<{ key: string; entry: Entry }> {
    const key = this.key(file, stat);
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key); // LRU: move to the end
      this.entries.set(key, entry);
      return { key, entry };
    }
    entry = { bestBr: false, size: 0 };
    this.entries.set(key, entry);
    for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const sibling = await fsp.stat(file + ext).catch(() => null);
      if (sibling && sibling.mtimeMs >= stat.mtimeMs) {
        const bytes = await fsp.readFile(file + ext);
        entry[enc] = bytes;
        if (enc === 'br') entry.bestBr = true;
        this.account(entry, bytes.length);
      }
    }
    return { key, entry };
  }

  async get(file: string, stat: fs.Stats, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const { key, entry } = await this.entry(file, stat);
    const existing = entry[encoding];
    if (existing) return existing;
    const raw = await fsp.readFile(file);
    let out: Buffer;
    if (encoding === 'br') {
      out = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      this.upgradeLater(key, file, entry);
    } else {
      out = await gzip(raw, { level: 9 });
    }
    if (!entry[encoding]) {
      entry[encoding] = out;
      this.account(entry, out.length);
    }
    return entry[encoding];
  }

  /** Recompresses with brotli's best quality in the background (zlib's thread pool). */
  private upgradeLater(key: string, file: string, entry: Entry): void {
    if (entry.bestBr || this.upgrading.has(key) || this.closed) return;
    this.upgrading.add(key);
    void this.best(file, entry)
      .catch(() => undefined) // the quick version stays; a file removed meanwhile is fine
      .finally(() => this.upgrading.delete(key));
  }

  private async best(file: string, entry: Entry, raw?: Buffer): Promise<void> {
    if (entry.bestBr) return;
    const input = raw ?? (await fsp.readFile(file));
    const out = await brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } });
    const before = entry.br?.length ?? 0;
    entry.br = out;
    entry.bestBr = true;
    this.account(entry, out.length - before);
  }

  /** Prepares best-quality brotli and gzip for every text file under `root` that `skip` (by its path relative to root) does not leave out. */
  async warm(root: string, skip: (relPath: string) => boolean): Promise<number> {
    let count = 0;
    const walk = async (dir: string): Promise<void> => {
      for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
        if (this.closed || this.bytes > this.budget * 0.9) return;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) await walk(p);
        else if (e.isFile() && COMPRESSIBLE.has(path.extname(p).toLowerCase()) && !skip(path.relative(root, p))) {
          const stat = await fsp.stat(p);
          if (stat.size < MIN_COMPRESS || stat.size > MAX_CACHED_FILE) continue;
          const { entry } = await this.entry(p, stat);
          if (entry.bestBr && entry.gzip) continue;
          const raw = await fsp.readFile(p);
          await this.best(p, entry, raw);
          if (!entry.gzip) {
            const gz = await gzip(raw, { level: 9 });
            entry.gzip = gz;
            this.account(entry, gz.length);
          }
          count++;
        }
      }
    };
    await walk(root);
    return count;
  }
}

/**
 * Writes `<file>.br` (brotli's best quality) and `<file>.gz` (gzip level 9) beside every text file under
 * `root` that the service would compress and `skip` does not leave out, as the build's last step: the
 * service then sends those bytes from its first request (CompressionCache reads a sibling at least as new
 * as its original) instead of compressing the whole site again at every start. Several files at once, on
 * zlib's thread pool. Resolves with the number of files and their bytes before and after brotli.
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
      if (raw.length < MIN_COMPRESS || raw.length > MAX_CACHED_FILE) continue;
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
