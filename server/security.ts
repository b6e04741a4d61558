/**
 * Security headers on every response of the service, from one onSend hook:
 * X-Content-Type-Options, Referrer-Policy, Permissions-Policy, X-Frame-Options (and
 * frame-ancestors inside the CSP once there is one), Cross-Origin-Opener-Policy, HSTS when the
 * request came over TLS (directly, or through a trusted proxy saying x-forwarded-proto: https),
 * and the Content-Security-Policy of csp.ts. No cookies are ever set.
 */
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy, type CspOptions } from './csp';

export const PERMISSIONS_POLICY = [
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

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, options: { csp?: CspOptions | null }): void {
  const csp = buildContentSecurityPolicy(options.csp);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // A route may set its own, stricter policy (the lead service's pages do).
    if (csp && !reply.hasHeader('Content-Security-Policy') && !reply.hasHeader('Content-Security-Policy-Report-Only')) {
      reply.header(csp.name, csp.value);
    }
    reply.removeHeader('Set-Cookie');
    return payload;
  });
}
