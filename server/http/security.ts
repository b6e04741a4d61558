/**
 * Security headers on every response of the service, from one onSend hook:
 * X-Content-Type-Options, Referrer-Policy, Permissions-Policy, X-Frame-Options (and
 * frame-ancestors inside the CSP once there is one), Cross-Origin-Opener-Policy, HSTS when the
 * request came over TLS (directly, or through a trusted proxy saying x-forwarded-proto: https),
 * and the Content-Security-Policy of csp.ts (the editor under /admin/: its own, admin-csp.ts). No response sets a cookie except the staff inbox's session
 * cookie from its own API (`/api/staff/`, server/staff/http.ts): the hook removes Set-Cookie everywhere else.
 *
 * A script, a style sheet, a font or an image gets only the headers that act on it (nosniff, HSTS): the
 * others are read from a document's own response and do nothing on a subresource's, and every page loads
 * about twenty of those. Leaving them off saves about 330 bytes on each: 1.7 KB of the six scripts' bytes on
 * `/` as `npm run bench` counts them, headers included (Lighthouse, 2026-11-26).
 */
import type { FastifyInstance } from 'fastify';
import { adminCspSource, isAdminPath } from './admin-csp';
import { buildContentSecurityPolicy, currentCsp, type CspOptions, type CspSource } from './csp';

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Content types no document is made of: the document-only headers are left off them. */
const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/)/;

export function registerSecurityHeaders(app: FastifyInstance, options: { csp?: CspSource; publicDir?: string }): void {
  const adminPolicy = options.publicDir ? adminCspSource(options.publicDir) : null;
  // Built again only when the options change (csp.json rewritten).
  let built: { from: CspOptions | null; header: ReturnType<typeof buildContentSecurityPolicy> } | null = null;
  const policy = (): ReturnType<typeof buildContentSecurityPolicy> => {
    const from = currentCsp(options.csp);
    if (!built || built.from !== from) built = { from, header: buildContentSecurityPolicy(from) };
    return built.header;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    // No cookie anywhere, except the staff inbox's session cookie from its own API (server/staff/http.ts).
    if (!request.url.startsWith('/api/staff/')) reply.removeHeader('Set-Cookie');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (SUBRESOURCE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const csp = policy();
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The writers' editor has a policy of its own (server/http/admin-csp.ts).
    if (adminPolicy && isAdminPath(request.url)) reply.header('Content-Security-Policy', adminPolicy());
    // A route may set its own, stricter policy (the lead service's pages do).
    if (csp && !reply.hasHeader('Content-Security-Policy') && !reply.hasHeader('Content-Security-Policy-Report-Only')) {
      reply.header(csp.name, csp.value);
    }
    return payload;
  });
}
