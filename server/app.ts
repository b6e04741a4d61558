/**
 * The lead service as a Fastify factory: serves the built site (public/) and receives the forms.
 * main.ts reads the environment and calls buildApp; tests and the bench call it directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { isFormId } from '../src/forms';
import { TRUST_PROXY_TRUE_MESSAGE, type TrustProxy } from './config';
import { LEAD_PAGES_CSP, type CspSource } from './csp';
import { within } from './deadline';
import { Outbox, type Notifier, type OutboxOptions } from './delivery';
import { thankYouPage } from './html';
import { DEFAULT_BODY_LIMIT, STORE_FAILURE_MESSAGE, registerIntake, sendProblem } from './intake';
import { registerSecurityHeaders } from './security';
import { DEFAULT_HTTP_LIMITS, applyMaxConnections, fastifyLimitOptions, type HttpLimits } from './limits';
import { LowDisk, type LowDiskOptions } from './spam';
import { REVALIDATE, registerStatic } from './static';
import type { StaffOptions } from './staff/http';
import { registerOriginSplit } from './staff/origin';
import { registerStaff } from './staff/routes';
import type { LeadStore } from './store/types';

export interface AppOptions {
  store: LeadStore;
  /** How submissions reach the gym; null or absent: stored only ('stored (no delivery configured)'). */
  delivery?: Notifier | null;
  /** Outbox timings (tests shorten them). */
  outbox?: Partial<OutboxOptions>;
  /** The Gatsby build to serve. */
  publicDir: string;
  /** Where lead-service.css lives (the repository's static/ folder). */
  assetsDir?: string;
  /** Per client address on POST /f/*; false turns it off. Default 20 per minute. */
  rateLimit?: { max: number; timeWindowMs?: number } | false;
  /** Largest accepted form body in bytes (default 32 KB). */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Which proxies may name the client (X-Forwarded-*): a hop count or their addresses/CIDRs; never `true`. */
  trustProxy?: TrustProxy;
  /** Origins besides the service's own whose pages may post the forms (they also get CORS on /f/*). */
  allowedOrigins?: readonly string[];
  /** Accept the plain Formspree body {email, subject, message} (off by default). */
  acceptPlainBody?: boolean;
  /** Absolute site URL for the `next` link of answers (optional). */
  siteUrl?: string | null;
  /** The lead inbox's own origin (STAFF_ORIGIN; staff/origin.ts); absent: `localhost` on the request's port. */
  staffOrigin?: string | null;
  /** Content-Security-Policy of the site's pages (csp.ts), or a function giving the current one (cspFileSource); none when absent. */
  csp?: CspSource;
  /** Compress the whole site in the background at start. */
  precompress?: boolean;
  /** Time limits on clients and the cap on open connections (limits.ts); DEFAULT_HTTP_LIMITS when absent. */
  httpLimits?: HttpLimits;
  /** Below this much free space on the data directory's disk spam is refused (spam.ts); none: never. */
  lowDisk?: LowDiskOptions | null;
  /** The staff inbox's session limits, sign-in rate limit and list-read ceiling (server/staff/http.ts). */
  staff?: Partial<StaffOptions>;
}

const DEFAULT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/**
 * How long closing the app waits for a delivery in progress before aborting it (its outcome is
 * then recorded, before the store closes: shutdown.ts waits for this).
 */
const OUTBOX_STOP_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    store: LeadStore;
    outbox: Outbox | null;
  }
}

function isLogger(v: unknown): v is FastifyBaseLogger {
  return typeof v === 'object' && v !== null && typeof (v as FastifyBaseLogger).child === 'function' && typeof (v as FastifyBaseLogger).info === 'function';
}

/**
 * Fastify's trustProxy for our setting. A hop count becomes a function: Fastify's own number form
 * trusts nobody (it cannot tell a proxy from a direct client; README: reach the service only
 * through the proxies, or list their addresses).
 */
function fastifyTrustProxy(trust: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if ((trust as unknown) === true) throw new Error(TRUST_PROXY_TRUE_MESSAGE);
  if (typeof trust === 'number') return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
  return trust && trust.length > 0 ? [...trust] : false;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const httpLimits = options.httpLimits ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    ...fastifyLimitOptions(httpLimits),
    ...(isLogger(logger) ? { loggerInstance: logger } : { logger }),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // Per-request lines are off (a busy static site would flood the log); intake events are logged by the routes.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Answered by the onRequest hook below instead, so the 503 passes the security headers' hook.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const outbox = options.delivery ? new Outbox(options.store, options.delivery, options.outbox, app.log) : null;
  app.decorate('store', options.store);
  app.decorate('outbox', outbox);
  let dropped = 0;
  let droppedLoggedAt = 0;
  applyMaxConnections(app.server, httpLimits, () => {
    // At most one line a minute, however many are refused.
    dropped++;
    if (Date.now() - droppedLoggedAt < 60_000) return;
    app.log.warn(`MAX_CONNECTIONS (${httpLimits.maxConnections}) reached: ${dropped} new connection(s) closed at once since the last warning`);
    droppedLoggedAt = Date.now();
    dropped = 0;
  });

  registerSecurityHeaders(app, { csp: options.csp, publicDir: options.publicDir });
  // The inbox's origin serves the inbox only, the site's never the inbox (staff/origin.ts).
  registerOriginSplit(app, options.staffOrigin);
  // While closing (Fastify already sends `Connection: close`), a request that still arrives on an
  // open connection is refused here, before any other hook.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store');
    if (request.url.startsWith('/f/')) return sendProblem(request, reply, 503, STORE_FAILURE_MESSAGE);
    return reply.type('text/plain; charset=utf-8').send('The service is restarting. Please try again in a moment.');
  });
  // Only JSON and url-encoded bodies are forms; everything else is answered 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit });
  if (options.allowedOrigins && options.allowedOrigins.length > 0) {
    // The listed sites' pages post with fetch and JSON: the browser asks first (preflight).
    await app.register(cors, { origin: [...options.allowedOrigins], methods: ['POST'], allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'], maxAge: 600 });
  }
  const limits = options.rateLimit === false ? false : { ...DEFAULT_RATE_LIMIT, ...(options.rateLimit ?? {}) };
  await app.register(rateLimit, {
    global: false,
    // The plugin's own key: IPv4 (also written as ::ffff:a.b.c.d) by address, IPv6 by /64, the block
    // a home or a phone gets (each of its addresses would otherwise be a bucket of its own).
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const err = new Error(`Too many submissions from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`) as FastifyError;
      err.statusCode = context.statusCode;
      return err;
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    if (!request.url.startsWith('/f/')) {
      return reply.code(status).type('text/plain; charset=utf-8').send(status >= 500 ? 'Internal Server Error' : error.message);
    }
    let message = error.message;
    if (status === 413) message = `The form is too large (the limit is ${Math.round(bodyLimit / 1024)} KB). Please shorten your answers.`;
    else if (status === 415) message = 'Unsupported content type. Send the form as application/json or application/x-www-form-urlencoded.';
    else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The request body is empty.';
    // Also what `__proto__` / `constructor.prototype` keys get: Fastify's parser refuses them as invalid JSON.
    else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) message = 'The request body is not valid JSON.';
    else if (status >= 500) message = STORE_FAILURE_MESSAGE;
    return sendProblem(request, reply, status, message);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/f/')) return sendProblem(request, reply, 404, 'Unknown form address. Forms are sent to /f/consultation, /f/contact or /f/service.');
    return app.sendNotFound(request, reply);
  });

  // The lead service's own stylesheet: from the repository's static/ folder, or the copy Gatsby puts in public/.
  const cssCandidates = [path.join(options.assetsDir ?? path.resolve('static'), 'lead-service.css'), path.join(options.publicDir, 'lead-service.css')];
  app.get('/lead-service.css', async (_request, reply) => {
    const file = cssCandidates.find((f) => fs.existsSync(f));
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', REVALIDATE).type('text/css; charset=utf-8').send(await fs.promises.readFile(file));
  });

  // Confirmation page for posts without JavaScript; a page the site builds at /thank-you wins.
  app.get<{ Querystring: { form?: string } }>('/thank-you', async (request, reply) => {
    const built = path.join(options.publicDir, 'thank-you', 'index.html');
    if (fs.existsSync(built)) {
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(await fs.promises.readFile(built));
    }
    const form = typeof request.query.form === 'string' && isFormId(request.query.form) ? request.query.form : undefined;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', LEAD_PAGES_CSP)
      .type('text/html; charset=utf-8')
      .send(thankYouPage(form));
  });

  registerIntake(app, {
    store: options.store,
    outbox,
    bodyLimit,
    siteUrl: options.siteUrl,
    allowedOrigins: options.allowedOrigins,
    acceptPlainBody: options.acceptPlainBody,
    lowDisk: options.lowDisk ? new LowDisk(options.lowDisk, app.log) : null,
    rateLimit: limits === false ? false : { max: limits.max, timeWindowMs: limits.timeWindowMs },
  });
  await registerStaff(app, { staffOrigin: options.staffOrigin, options: options.staff });
  registerStatic(app, { publicDir: options.publicDir, precompress: options.precompress, csp: options.csp });

  app.addHook('onReady', (done) => {
    outbox?.start();
    done();
  });
  app.addHook('onClose', async () => {
    // A delivery to a server that does not answer is aborted after OUTBOX_STOP_MS and recorded as a
    // failed attempt, before the store closes: it is retried, never lost, and never sent again by a
    // late answer. Should the store itself not answer, the attempt is left to its lease.
    if (outbox && !(await within(Date.now() + OUTBOX_STOP_MS + 6_000, outbox.stop(OUTBOX_STOP_MS)))) {
      app.log.warn('outbox: the outcome of a delivery aborted at shutdown could not be recorded; it is tried again after its lease');
    }
  });
  return app;
}
