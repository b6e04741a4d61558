/**
 * Cross-site form posts: a page on another site must not be able to make its visitors
 * submit our forms. A browser says where a post comes from in `Origin` (sent with every POST) and
 * `Sec-Fetch-Site`; a post is accepted when
 * - it carries neither (curl, a server, a very old browser: nothing to check), or
 * - the browser says `Sec-Fetch-Site: same-origin` (a page cannot make its browser say that for
 *   another site's target, and this holds whatever a proxy did to `Host`), or
 * - its Origin is the service's own origin, or one listed in ALLOWED_ORIGINS, and Sec-Fetch-Site
 *   (when sent) is `none`; a listed origin may be `same-site`/`cross-site`.
 * The service's own origin is SITE_URL's when it is set (never `Host`, which a page reached through
 * DNS rebinding chooses); without it, the scheme and host of the request itself (`Host`, or
 * `X-Forwarded-Proto`/`X-Forwarded-Host` from a trusted proxy only).
 */
import type { FastifyRequest } from 'fastify';

export interface OriginPolicy {
  /** Origins (scheme://host[:port], normalised) allowed besides the service's own. */
  allowedOrigins: readonly string[];
  /** SITE_URL, whose origin is also the service's own. */
  siteUrl?: string | null;
}

/** `scheme://host[:port]` in the URL standard's form (lower case, default port dropped), or null. */
export function normaliseOrigin(value: string): string | null {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

export function ownOrigins(request: FastifyRequest, siteUrl?: string | null): string[] {
  const site = siteUrl ? normaliseOrigin(siteUrl) : null;
  if (site) return [site];
  const fromRequest = normaliseOrigin(`${request.protocol}://${request.host}`);
  return fromRequest ? [fromRequest] : [];
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Why this post is refused as cross-site, or null when it may go on. `origin` in the answer is the
 * Origin the browser sent (for the message and the log).
 */
export function crossSiteRefusal(request: FastifyRequest, policy: OriginPolicy): { origin: string } | null {
  const origin = header(request, 'origin');
  const site = header(request, 'sec-fetch-site')?.toLowerCase();
  if (origin === undefined || origin === '') {
    return site === undefined || site === 'same-origin' || site === 'none' ? null : { origin: `(a ${site} page)` };
  }
  const normalised = normaliseOrigin(origin);
  if (normalised && policy.allowedOrigins.includes(normalised)) return null;
  if (site === 'cross-site' || site === 'same-site') return { origin };
  if (site === 'same-origin') return null;
  if (normalised && ownOrigins(request, policy.siteUrl).includes(normalised)) return null;
  return { origin };
}

export function crossSiteMessage(origin: string): string {
  return `Forms can only be sent from this site's own pages; this one came from ${origin.slice(0, 100)}.`;
}
