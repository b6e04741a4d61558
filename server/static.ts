/**
 * Serves the Gatsby build (public/) the way the site expects:
 * - paths without a trailing slash and without redirects: `/faq` → public/faq/index.html,
 *   `/blog/3` → public/blog/3/index.html; `/faq/` answers 301 to `/faq`;
 * - hashed assets (`app-<hash>.js`, `styles.<hash>.css`, `/islands/chunk-<hash>.js`, fonts named by their content,
 *   everything under /static/) are `public, max-age=31536000, immutable`; HTML, /page-data/ and everything else revalidate
 *   (`public, max-age=0, must-revalidate`), with ETag and Last-Modified for cheap 304s;
 * - text files as the build compressed them (`.br`, `.gz` beside each: src/build/compressed-siblings.ts),
 *   negotiated from Accept-Encoding;
 * - unknown paths answer 404 with public/404.html, and so do the build's internals (isBuildInternal);
 *   a blog address with no page under a language's prefix answers 302 where it leads (/pa/blog/3, not
 *   translated: the English post; /pa/blog/99: the Punjabi blog list);
 *   under /staff/ (the staff inbox, a client-only route) the inbox's page answers instead.
 *
 * The route decides which file answers and with which caching and policy; `@fastify/static`'s
 * `reply.sendFile` sends it (its `preCompressed` picks the `.br`/`.gz` sibling, `@fastify/send` the ETag,
 * Last-Modified, 304 and ranges). It registers no route of its own (`serve: false`).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteNotBuiltPage } from './http/html';
import { LEAD_PAGES_CSP, currentCsp, pagePolicy, type CspSource } from './http/csp';
import { inboxNotFound } from './staff/origin';
import { anything } from './http/validation';
import { blogIdSegment, blogPostPath, localPath, parseBlogId, splitLanguage } from '../src/lib/routes';
import { localBlogRedirect, type ListedPost } from '../src/lib/blog-languages';
import { SOURCE_LANGUAGE } from '../src/content/languages';

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

/** Files Gatsby (and plugins/gatsby-plugin-site-build) leave in public/ that only the build or the service reads. */
const INTERNAL_FILES = new Set(['chunk-map.json', 'webpack.stats.json', 'csp.json']);

/**
 * True for a build internal that is never served (404), by its path relative to public/: source
 * maps (they carry the original sources), webpack's chunk map and stats, our CSP hash list, the
 * HTML of Gatsby slices (stitched into the pages at build time), and the compressed copies the build
 * writes beside the text files (sent only as the encoding of their original).
 */
export function isBuildInternal(relPath: string): boolean {
  const rel = relPath.split(path.sep).join('/').replace(/^\/+/, '').toLowerCase();
  if (rel.endsWith('.map') || rel.endsWith('.br') || rel.endsWith('.gz')) return true;
  if (rel === '_gatsby/slices' || rel.startsWith('_gatsby/slices/')) return true;
  return INTERNAL_FILES.has(rel.slice(rel.lastIndexOf('/') + 1));
}

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Cache-Control for a URL path (of the file served). */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/static/')) return IMMUTABLE;
  // Named by their content: webpack's and the build's hex hashes (scripts, styles, fonts), esbuild's base32 ones (the islands).
  if (/[.-][0-9a-f]{8,}\.(?:m?js|css|woff2)$/i.test(urlPath) || /^\/islands\/[\w-]+-[A-Z2-7]{8}\.js$/.test(urlPath)) return IMMUTABLE;
  return REVALIDATE;
}

export interface StaticOptions {
  publicDir: string;
  /** Content-Security-Policy options (or their current value); pages listed in `csp.pages` get their own policy. */
  csp?: CspSource;
}

async function statFile(p: string): Promise<fs.Stats | null> {
  const s = await fsp.stat(p).catch(() => null);
  return s && s.isFile() ? s : null;
}

/** True when `file` has a `.br` or `.gz` copy older than itself (the build writes the copies after the files). */
async function staleCopy(file: string): Promise<boolean> {
  const [original, ...copies] = await Promise.all([file, `${file}.br`, `${file}.gz`].map(statFile));
  return original !== null && copies.some((copy) => copy !== null && copy.mtimeMs < original.mtimeMs);
}

/** The request's path as sent (not decoded) and its query with the `?`. */
function splitUrl(rawUrl: string): { rawPath: string; query: string } {
  const q = rawUrl.indexOf('?');
  return q >= 0 ? { rawPath: rawUrl.slice(0, q), query: rawUrl.slice(q) } : { rawPath: rawUrl, query: '' };
}

/**
 * The files a decoded path may be served from, each with the URL path its caching is decided by:
 * the path itself, its folder's index.html, or the path with .html. None for a path that leaves
 * public/, names a dotfile (other than .well-known) or holds a NUL.
 */
function candidates(root: string, decoded: string): [string, string][] {
  if (decoded.includes('\0') || decoded.split('/').some((seg) => seg.startsWith('.') && seg !== '.well-known')) return [];
  const abs = path.join(root, path.posix.normalize(decoded));
  if (abs !== root && !abs.startsWith(root + path.sep)) return [];
  if (decoded === '/') return [[path.join(root, 'index.html'), '/index.html']];
  return [
    [abs, decoded],
    [path.join(abs, 'index.html'), `${decoded}/index.html`],
    [`${abs}.html`, `${decoded}.html`],
  ];
}

/** The site's files as answers: a file with its headers, the 404 page, and the route that picks one. */
class SiteFiles {
  constructor(
    private readonly root: string,
    private readonly csp: CspSource | undefined,
  ) {}

  built(): boolean {
    return fs.existsSync(path.join(this.root, 'index.html')) || fs.existsSync(path.join(this.root, '404.html'));
  }

  /**
   * Sends a file of public/ with its caching and policy headers; `status` 404 for the not-found page (sent
   * whole: a conditional or range request is not answered 304 or 206 with a 404's status).
   */
  async sendFile(request: FastifyRequest, reply: FastifyReply, file: string, urlPath: string, status = 200, cacheControl = cacheControlFor(urlPath)): Promise<FastifyReply> {
    reply.header('Cache-Control', cacheControl);
    if (file.endsWith('.html')) {
      const policy = pagePolicy(currentCsp(this.csp), path.relative(this.root, file).split(path.sep).join('/'));
      if (policy) reply.header(policy.name, policy.value);
    }
    if (status !== 200 || cacheControl === NO_STORE) {
      const { headers } = request.raw;
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      delete headers['if-match'];
      delete headers['if-unmodified-since'];
      delete headers.range;
    }
    if (await staleCopy(file)) {
      // A copy older than its file (the file rewritten after the build) is the old file: send the file itself.
      delete request.raw.headers['accept-encoding'];
      request.log.warn(`static: ${path.relative(this.root, file)} is newer than its .br/.gz copy: sent uncompressed (run \`npm run build\`)`);
    }
    servedType.set(reply, contentType(file));
    return reply.code(status).sendFile(path.relative(this.root, file));
  }

  async notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // The inbox's origin has a 404 of its own, not the site's page.
    if (request.onInboxOrigin) return inboxNotFound(reply);
    // A path under a language's prefix (/pa/…) gets that language's 404 page, when the site has one.
    const { language } = splitLanguage(request.url);
    const own = language === SOURCE_LANGUAGE ? null : `/${language}/404.html`;
    const ownStat = own ? await statFile(path.join(this.root, own)) : null;
    const name = own && ownStat ? own : '/404.html';
    const page = path.join(this.root, name);
    const stat = ownStat ?? (await statFile(page));
    if (stat && request.method !== 'POST') return this.sendFile(request, reply, page, name, 404);
    return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
  }

  /** GET (and HEAD) of any path: see the file's header. */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!this.built()) {
      return reply.code(503).header('Cache-Control', 'no-store').header('Content-Security-Policy', LEAD_PAGES_CSP).type('text/html; charset=utf-8').send(siteNotBuiltPage(this.root));
    }
    const { rawPath, query } = splitUrl(request.raw.url ?? '/');
    const shell = clientOnlyShell(rawPath);
    if (shell) {
      const file = path.join(this.root, shell);
      const stat = await statFile(file);
      // The staff inbox is never for search engines, whatever its page says.
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      return stat ? this.sendFile(request, reply, file, `/${shell}`, 200, NO_STORE) : this.notFound(request, reply);
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
      return this.notFound(request, reply);
    }
    for (const [file, urlPath] of candidates(this.root, decoded)) {
      if (isBuildInternal(path.relative(this.root, file))) continue;
      const stat = await statFile(file);
      if (stat) return this.sendFile(request, reply, file, urlPath);
    }
    const blog = await this.blogRedirect(decoded);
    if (blog) return reply.code(302).header('Cache-Control', REVALIDATE).redirect(blog + query, 302);
    return this.notFound(request, reply);
  }

  /**
   * A blog address under a language's prefix with no page (src/lib/blog-languages.ts localBlogRedirect):
   * a post not translated (/pa/blog/3) goes to the English post, an id written another way (/hi/blog/01)
   * to the post in the language or else in English, any other id to the language's blog list. A temporary
   * redirect: the post may be translated later. English addresses keep the 404 page's own redirect.
   */
  private async blogRedirect(decoded: string): Promise<string | null> {
    const { language, path: bare } = splitLanguage(decoded);
    const segment = language === SOURCE_LANGUAGE ? undefined : blogIdSegment(bare);
    if (segment === undefined) return null;
    const id = parseBlogId(segment.split('/')[0]);
    const posts: ListedPost[] = [];
    if (id !== null) {
      for (const lang of [language, SOURCE_LANGUAGE]) if (await this.hasPage(localPath(blogPostPath(id), lang))) posts.push({ id, lang });
    }
    return localBlogRedirect(decoded, posts);
  }

  private async hasPage(urlPath: string): Promise<boolean> {
    for (const [file] of candidates(this.root, urlPath)) if (await statFile(file)) return true;
    return false;
  }
}

/**
 * The Content-Type of each file sent, from TYPES (one table for the site's types: `@fastify/send`'s own
 * would call JavaScript `application/javascript` and leave the charset off the manifest).
 */
const servedType = new WeakMap<FastifyReply, string>();

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const root = path.resolve(options.publicDir);
  if (!fs.existsSync(root)) app.log.warn(`public/ not found at ${root}: run \`npm run build\` first. Until then pages answer 503; the form intake works.`);
  // Every header but the type and the encoding's is decided here: no Cache-Control of its own, no index or
  // redirect of its own, dotfiles left to candidates().
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false, redirect: false, dotfiles: 'allow' });
  const files = new SiteFiles(root, options.csp);
  app.decorate('sendNotFound', (request: FastifyRequest, reply: FastifyReply) => files.notFound(request, reply));
  app.get(
    '/*',
    {
      schema: { querystring: anything },
      onSend: (_request, reply, payload, done) => {
        const type = servedType.get(reply);
        if (type && reply.statusCode !== 304) reply.header('Content-Type', type);
        done(null, payload);
      },
    },
    (request, reply) => files.answer(request, reply),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers 404 with public/404.html (or plain text when the site has none). */
    sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
