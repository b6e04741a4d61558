/**
 * How long a client may take, and how many may be connected at once. Node's own
 * HTTP server enforces all of it; Fastify's defaults switch the request limit (and with it Node's
 * own 300 s one) off, so a client sending one byte now and then would hold its connection for ever.
 *
 * - headersTimeoutMs: the request line and headers must be complete within it (Node answers 408).
 * - requestTimeoutMs: the whole request, body included (408).
 * - keepAliveTimeoutMs: an idle connection between two requests is closed after it.
 * - connectionTimeoutMs: a connection on which nothing moves in either direction for this long is
 *   closed (also one waiting for an answer: the store's own limits are well below it).
 * - maxConnections: past it a new connection is closed as soon as it is accepted.
 *
 * Node checks the header and request limits on a timer (`connectionsCheckingInterval`, 30 s by
 * default): here a quarter of the header limit, from 250 ms to 5 s, so a cut comes at most that
 * late. server/README.md ("Slow clients") says why the defaults suit a phone on a poor network.
 */
import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { HttpLimits } from '../settings';

// Their shape and defaults are with the other settings the environment gives (settings.ts).
export { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../settings';

function checkingIntervalMs(limits: HttpLimits): number {
  return Math.min(5_000, Math.max(250, Math.floor(limits.headersTimeoutMs / 4)));
}

/** Fastify's server options for these limits (maxConnections is set on the server: applyMaxConnections). */
export function fastifyLimitOptions(limits: HttpLimits): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: http.ServerOptions;
} {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Passed to http.createServer: Fastify has no option of its own for these two.
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: checkingIntervalMs(limits) },
  };
}

/** Node closes a connection accepted past this number at once (and emits 'drop'). */
function applyMaxConnections(server: http.Server, limits: HttpLimits, onDrop: () => void): void {
  server.maxConnections = limits.maxConnections;
  server.on('drop', onDrop);
}

/** The cap on open connections on the app's server, with at most one warning a minute however many are refused. */
export function watchConnections(app: FastifyInstance, limits: HttpLimits): void {
  let dropped = 0;
  let droppedLoggedAt = 0;
  applyMaxConnections(app.server, limits, () => {
    dropped++;
    if (Date.now() - droppedLoggedAt < 60_000) return;
    app.log.warn(`MAX_CONNECTIONS (${limits.maxConnections}) reached: ${dropped} new connection(s) closed at once since the last warning`);
    droppedLoggedAt = Date.now();
    dropped = 0;
  });
}
