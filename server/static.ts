/**
 * Serves the Gatsby build (public/) the way the site expects:
 * - paths without a trailing slash and without redirects: `/faq` → public/faq/index.html,
 *   `/blog/3` → public/blog/3/index.html; `/faq/` answers 301 to `/faq`;
 * - hashed assets (`app-<hash>.js`, `styles.<hash>.css`, everything under /static/) are
 *   `public, max-age=31536000, immutable`; HTML, /page-data/ and everything else revalidate
 *   (`public, max-age=0, must-revalidate`), with ETag and Last-Modified for cheap 304s;
 * - text assets compressed with brotli or gzip, negotiated from Accept-Encoding. A `.br`/`.gz`
 *   file next to the original is used when the build made one; otherwise the compressed bytes are
 *   made once and kept in memory, 32 MB at most (fast quality on the first request, best quality
 *   in the background right after, or for the whole site at start when `precompress` is on);
 * - unknown paths answer 404 with public/404.html, and so do the build's internals (isBuildInternal);
 *   under /staff/ (the staff inbox, a client-only route) the inbox's page answers instead.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteNotBuiltPage } from './http/html';
import { LEAD_PAGES_CSP, currentCsp, pagePolicy, type CspSource } from './http/csp';
import { errorText } from './redact';
import { anything } from './http/validation';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The staff inbox's shell: never kept by a browser or a proxy (it is the door to the gym's leads). */
const NO_STORE = 'no-store';

/**
 * Client-only routes (Gatsby's file-system splat pages): one built HTML shell answers every address
 * under the prefix, with or without a trailing slash, never redirected (the app reads the address
 * itself; an enrolment link's fragment stays on the address it was sent with).
 * src/pages/staff/[...].tsx is built to public/staff/[...]/index.html (matchPath /staff/*).
 */
export const CLIENT_ONLY_ROUTES: readonly { prefix: string; file: string }[] = [{ prefix: '/staff', file: 'staff/[...]/index.html' }];

/** The shell (relative to public/) that answers a request path, or null when the path is not a client-only route's. */
function clientOnlyShell(rawPath: string): string | null {
  const route = CLIENT_ONLY_ROUTES.find((r) => rawPath === r.prefix || rawPath.startsWith(`${r.prefix}/`));
  return route ? route.file : null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg', '.ico', '.ttf', '.otf']);
const MIN_COMPRESS = 1024;
const MAX_CACHED_FILE = 8 * 1024 * 1024;

/** Files Gatsby (and plugins/gatsby-plugin-site-build) leave in public/ that only the build or the service reads. */
const INTERNAL_FILES = new Set(['chunk-map.json', 'webpack.stats.json', 'csp.json']);

/**
 * True for a build internal that is never served (404), by its path relative to public/: source
 * maps (they carry the original sources), webpack's chunk map and stats, our CSP hash list, and
 * the HTML of Gatsby slices (stitched into the pages at build time).
 */
function isBuildInternal(relPath: string): boolean {
  const rel = relPath.split(path.sep).join('/').replace(/^\/+/, '').toLowerCase();
  if (rel.endsWith('.map')) return true;
  if (rel === '_gatsby/slices' || rel.startsWith('_gatsby/slices/')) return true;
  return INTERNAL_FILES.has(rel.slice(rel.lastIndexOf('/') + 1));
}

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Cache-Control for a URL path (of the file served). */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  if (/[.-][0-9a-f]{8,}\.(?:m?js|css)$/i.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}

type Encoding = 'br' | 'gzip' | 'identity';

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
class CompressionCache {
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

  /** Prepares best-quality brotli and gzip for every text file (in the background at start). */
  async warm(root: string): Promise<number> {
    let count = 0;
    const walk = async (dir: string): Promise<void> => {
      for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
        if (this.closed || this.bytes > this.budget * 0.9) return;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) await walk(p);
        else if (e.isFile() && COMPRESSIBLE.has(path.extname(p).toLowerCase()) && !isBuildInternal(path.relative(root, p))) {
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
 * What the service logs when it has compressed every text file of the site at start (`precompress`): the
 * benchmarks wait for it (scripts/bench.mjs, scripts/bench-inbox.ts) so as not to measure a busy host.
 */
export const PRECOMPRESSED_MESSAGE = 'text files compressed in';

export interface StaticOptions {
  publicDir: string;
  /** Compress every text file of the site at start, in the background. */
  precompress?: boolean;
  /** Memory budget for cached file bytes. */
  cacheBytes?: number;
  /** Content-Security-Policy options (or their current value); pages listed in `csp.pages` get their own policy. */
  csp?: CspSource;
}

function weakEtag(stat: fs.Stats): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

function notModified(request: FastifyRequest, etag: string, stat: fs.Stats): boolean {
  const inm = request.headers['if-none-match'];
  if (inm) return inm.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  const ims = request.headers['if-modified-since'];
  if (ims) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Math.floor(stat.mtimeMs / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

async function statFile(p: string): Promise<fs.Stats | null> {
  const s = await fsp.stat(p).catch(() => null);
  return s && s.isFile() ? s : null;
}

export function registerStatic(app: FastifyInstance, options: StaticOptions): void {
  const root = path.resolve(options.publicDir);
  const cache = new CompressionCache(options.cacheBytes ?? 32 * 1024 * 1024);
  const built = (): boolean => fs.existsSync(path.join(root, 'index.html')) || fs.existsSync(path.join(root, '404.html'));

  if (!fs.existsSync(root)) {
    app.log.warn(`public/ not found at ${root}: run \`npm run build\` first. Until then pages answer 503; the form intake works.`);
  } else if (options.precompress) {
    app.addHook('onReady', (done) => {
      const started = Date.now();
      void cache
        .warm(root)
        .then((n) => app.log.info(`static: ${n} ${PRECOMPRESSED_MESSAGE} ${Date.now() - started} ms`))
        .catch((err: unknown) => app.log.warn(`static: precompression stopped: ${errorText(err)}`));
      done();
    });
  }
  app.addHook('onClose', (_instance, done) => {
    cache.closed = true;
    done();
  });

  /** Sends a file with its headers; `status` 404 for the not-found page. */
  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, stat: fs.Stats, urlPath: string, status = 200, cacheControl = cacheControlFor(urlPath)): Promise<FastifyReply> {
    const etag = weakEtag(stat);
    reply.header('Cache-Control', cacheControl);
    reply.header('Content-Type', contentType(file));
    reply.header('Last-Modified', new Date(stat.mtimeMs).toUTCString());
    reply.header('ETag', etag);
    if (file.endsWith('.html')) {
      const policy = pagePolicy(currentCsp(options.csp), path.relative(root, file).split(path.sep).join('/'));
      if (policy) reply.header(policy.name, policy.value);
    }
    if (status === 200 && cacheControl !== NO_STORE && notModified(request, etag, stat)) return reply.code(304).send();
    const ext = path.extname(file).toLowerCase();
    if (COMPRESSIBLE.has(ext)) {
      reply.header('Vary', 'Accept-Encoding');
      const encoding = stat.size >= MIN_COMPRESS && stat.size <= MAX_CACHED_FILE ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
      if (encoding !== 'identity') {
        const body = await cache.get(file, stat, encoding);
        return reply.code(status).header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
      }
    }
    reply.header('Content-Length', stat.size);
    return reply.code(status).send(fs.createReadStream(file));
  }

  async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = path.join(root, '404.html');
    const stat = await statFile(page);
    if (stat && request.method !== 'POST') return sendFile(request, reply, page, stat, '/404.html', 404);
    return reply
      .code(404)
      .header('Cache-Control', REVALIDATE)
      .type('text/plain; charset=utf-8')
      .send('Not found');
  }

  app.decorate('sendNotFound', notFound);

  app.get('/*', { schema: { querystring: anything } }, async (request, reply) => {
    if (!built()) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', LEAD_PAGES_CSP)
        .type('text/html; charset=utf-8')
        .send(siteNotBuiltPage(root));
    }
    const rawUrl = request.raw.url ?? '/';
    const q = rawUrl.indexOf('?');
    const rawPath = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
    const query = q >= 0 ? rawUrl.slice(q) : '';

    const shell = clientOnlyShell(rawPath);
    if (shell) {
      const file = path.join(root, shell);
      const stat = await statFile(file);
      // The staff inbox is never for search engines, whatever its page says.
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      return stat ? sendFile(request, reply, file, stat, `/${shell}`, 200, NO_STORE) : notFound(request, reply);
    }
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      // One slash in front: `//evil.example/` must not become a protocol-relative redirect.
      const bare = `/${rawPath.replace(/^\/+/, '').replace(/\/+$/, '')}`;
      return reply.code(301).header('Cache-Control', REVALIDATE).redirect(bare + query, 301);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return notFound(request, reply);
    }
    if (decoded.includes('\0') || decoded.split('/').some((seg) => seg.startsWith('.') && seg !== '.well-known')) {
      return notFound(request, reply);
    }
    const abs = path.join(root, path.posix.normalize(decoded));
    if (abs !== root && !abs.startsWith(root + path.sep)) return notFound(request, reply);

    const candidates: [string, string][] =
      decoded === '/'
        ? [[path.join(root, 'index.html'), '/index.html']]
        : [
            [abs, decoded],
            [path.join(abs, 'index.html'), `${decoded}/index.html`],
            [`${abs}.html`, `${decoded}.html`],
          ];
    for (const [file, urlPath] of candidates) {
      if (isBuildInternal(path.relative(root, file))) continue;
      const stat = await statFile(file);
      if (stat) return sendFile(request, reply, file, stat, urlPath);
    }
    return notFound(request, reply);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers 404 with public/404.html (or plain text when the site has none). */
    sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
