/**
 * One spelling of every request path, before anything looks at it. Fastify's `rewriteUrl` (app.ts) gives
 * every hook, route and the file server this canonical path, so which origin serves a request, which
 * policy and cache rules it gets, the redirects and the rate-limit buckets are all decided on the path the
 * file or route is actually served from (`/%61dmin/index.html` is `/admin/index.html` for every one of
 * them, policy included).
 *
 * The path is decoded once; repeated slashes and `.` / `..` segments are resolved (`..` stops at the root,
 * as a browser's URL parser does); the result is percent-encoded again in one way. Refused (400), because
 * no address of the site is written so and each has been used to make one part of a server read a path
 * differently from another: a backslash, raw or encoded (browsers read `/\host` as `//host`); an encoded
 * slash (`%2F`), which would move a segment boundary; a `%` left after decoding (double encoding); a
 * control character or NUL; bytes that are not UTF-8 (overlong forms included); a target that is not a
 * path (`*`, `http://…`). The query string is kept as sent.
 */

import type { FastifyInstance } from 'fastify';

/** A request's target split into its path (as sent) and its query (with the `?`, or ''). */
function split(url: string): { rawPath: string; query: string } {
  const q = url.indexOf('?');
  return q >= 0 ? { rawPath: url.slice(0, q), query: url.slice(q) } : { rawPath: url, query: '' };
}

/** Characters a path segment keeps as they are (RFC 3986 pchar less percent-encoding). */
const SEGMENT_KEEPS = /[!$&'()*+,;=:@]/;

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(2[146-9ABC]|3[ABD]|40)/g, (m) => {
    const c = decodeURIComponent(m);
    return SEGMENT_KEEPS.test(c) ? c : m;
  });
}

/** Decoded segments with `.`, `..` and empty ones resolved; null for a character no site path holds. */
function resolveSegments(decoded: string): string[] | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\%\u0000-\u001f\u007f]/.test(decoded)) return null;
  const out: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/**
 * The canonical form of a request target (path and query), or null when it must be refused with 400.
 * A path ending in `/` keeps one trailing slash, so the file server's redirect to the bare path still
 * applies (`/faq/` → 301 `/faq`).
 */
export function canonicalTarget(url: string): string | null {
  if (!url.startsWith('/')) return null;
  const { rawPath, query } = split(url);
  if (/%(2f|5c)/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = resolveSegments(decoded);
  if (segments === null) return null;
  const trailing = segments.length > 0 && /\/\.{0,2}$/.test(decoded) ? '/' : '';
  return `/${segments.map(encodeSegment).join('/')}${trailing}${query}`;
}

/** What the refused request is told (400). */
export const BAD_PATH_MESSAGE = 'Bad request: this address is not written the way the site writes its addresses.';

/** Requests whose target canonicalTarget refused: answered 400 by the first hook, before any decision. */
const refused = new WeakSet();

/** Fastify's `rewriteUrl`: the canonical target, or `/` for a refused one (which the hook answers 400). */
export function rewriteToCanonical(req: { url?: string }): string {
  const canonical = canonicalTarget(req.url ?? '');
  if (canonical !== null) return canonical;
  refused.add(req);
  return '/';
}

/** The first onRequest hook: a refused target gets 400 and nothing else looks at it. */
export function registerPathRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!refused.has(request.raw)) return undefined;
    return reply.code(400).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(BAD_PATH_MESSAGE);
  });
}
