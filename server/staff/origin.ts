/**
 * The lead inbox lives on an origin of its own. No page of the site, no draft in the writers' editor
 * (/admin/) and no third party's script (the booking portal's) runs on it, so none of them can act with a
 * signed-in person's session cookie, which that origin alone receives. One service answers both names:
 * - a request to the inbox's origin gets the inbox only: its page (/staff/…), its API (/api/staff/…) and
 *   the files that page loads (the site's script bundles, its own page data, fonts and icons); `/` goes
 *   to /staff/, anything else is not found there;
 * - a request to any other name is the site: /api/staff/ is not found, and /staff/ is a page that links
 *   to the inbox's address.
 *
 * The inbox's origin is STAFF_ORIGIN (`https://inbox.<the gym's domain>`, say). Without it, for local use
 * with no setting at all, it is `localhost` on the service's port, and the site is every other name of the
 * service (`127.0.0.1`, as npm start prints). config.ts refuses SITE_URL without STAFF_ORIGIN.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_PAGES_CSP } from '../http/csp';
import { inboxElsewherePage } from '../http/html';
import { normaliseOrigin } from '../http/origin';
import { STAFF_API } from '../../src/staff/api';

/** The origin the request reached, as the browser sees it (Host, or a trusted proxy's X-Forwarded-Host/-Proto). */
function requestOrigin(request: FastifyRequest): string | null {
  return normaliseOrigin(`${request.protocol}://${request.host}`);
}

/** The host name and port a request was sent to, the scheme's default port left out (`inbox.example.com`). */
function hostOf(value: string): string | null {
  try {
    const u = new URL(`http://${value}`);
    return u.port === '' || u.port === '443' ? u.hostname : u.host;
  } catch {
    return null;
  }
}

/**
 * True when the request reached the inbox's origin. By host name and port only: behind a proxy that ends
 * TLS without being trusted to say so, the request itself looks like plain http.
 */
function onInboxOrigin(request: FastifyRequest, staffOrigin: string | null | undefined): boolean {
  const reached = hostOf(request.host);
  if (reached === null) return false;
  if (staffOrigin) return reached === hostOf(new URL(staffOrigin).host);
  return reached === 'localhost' || reached.startsWith('localhost:');
}

/** The inbox's origin, for links to it: STAFF_ORIGIN, or `localhost` on the port this request came to. */
function inboxOrigin(request: FastifyRequest, staffOrigin: string | null | undefined): string {
  if (staffOrigin) return normaliseOrigin(staffOrigin) ?? staffOrigin;
  const reached = new URL(requestOrigin(request) ?? 'http://localhost');
  reached.hostname = 'localhost';
  return reached.origin;
}

/**
 * What the inbox's origin serves besides its page and API: Gatsby's script bundles (root-level .js files:
 * a bundle runs only when a page served here loads it), the inbox page's own data and the data every
 * page shares (app data, static queries), fonts and icons. Not another page's data: Gatsby's router would
 * render that page here.
 */
const INBOX_FILES = [
  /^\/staff(\/|$)/,
  /^\/page-data\/staff\//,
  /^\/page-data\/app-data\.json$/,
  /^\/page-data\/sq\/d\/\d+\.json$/,
  /^\/[A-Za-z0-9~_.-]+\.js$/,
  /^\/fonts\/[A-Za-z0-9_.-]+$/,
  /^\/icons\/[A-Za-z0-9_.-]+$/,
  /^\/(favicon\.ico|favicon\.svg|apple-touch-icon\.png|manifest\.webmanifest)$/,
];

const pathOf = (url: string): string => url.split('?')[0] ?? url;
const isInboxApi = (path: string): boolean => path === STAFF_API.slice(0, -1) || path.startsWith(STAFF_API);

/** The site's answer to /staff/…: where the inbox is, as a page a person can follow. */
function movedPage(reply: FastifyReply, target: string): FastifyReply {
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Content-Security-Policy', LEAD_PAGES_CSP)
    .type('text/html; charset=utf-8')
    .send(inboxElsewherePage(target));
}

/**
 * The inbox's origin's own answer to an address it has nothing for: a line of text under the lead
 * service's page policy, never the site's 404 page (the site's runtime and policy on the inbox's origin).
 */
export function inboxNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Content-Security-Policy', LEAD_PAGES_CSP)
    .type('text/plain; charset=utf-8')
    .send('Not found: this address serves the lead inbox only.');
}

/** The one hook that keeps the two origins apart (see the file's header). */
export function registerOriginSplit(app: FastifyInstance, staffOrigin: string | null | undefined): void {
  app.decorateRequest('onInboxOrigin', false);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (onInboxOrigin(request, staffOrigin)) {
      request.onInboxOrigin = true;
      if (path === '/') return reply.code(302).header('Location', '/staff/').send();
      if (path === '/robots.txt') return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /\n');
      if (isInboxApi(path) || INBOX_FILES.some((re) => re.test(path))) return undefined;
      return inboxNotFound(reply);
    }
    if (isInboxApi(path)) return reply.code(404).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send({ error: 'Not found.' });
    if (/^\/page-data\/staff\//.test(path)) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    if (/^\/staff(\/|$)/.test(path)) return movedPage(reply, `${inboxOrigin(request, staffOrigin)}${request.url}`);
    return undefined;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the request reached the inbox's origin (set by registerOriginSplit's hook). */
    onInboxOrigin: boolean;
  }
}
