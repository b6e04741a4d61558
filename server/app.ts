/**
 * The lead service's composition root: the Fastify instance with its limits, the cross-cutting
 * HTTP rules (security headers, the inbox's own origin, error answers, body parsers, rate limit),
 * then the two features as plugins (submissions: intake and outbox; staff: the inbox's API), the
 * service's own pages and the site. main.ts opens the database and calls buildApp; tests and the
 * bench call it directly.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TRUST_PROXY_TRUE_MESSAGE, type TrustProxy } from './config';
import type { CspSource } from './http/csp';
import { registerBodies, registerFormRateLimit } from './http/bodies';
import { registerErrorAnswers } from './http/errors';
import { registerStylesheet } from './http/stylesheet';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/validation';
import { DEFAULT_HTTP_LIMITS, fastifyLimitOptions, watchConnections, type HttpLimits } from './http/limits';
import { registerPathRefusal, rewriteToCanonical } from './http/request-path';
import { registerSecurityHeaders } from './http/security';
import type { StaffOptions } from './staff/http';
import { registerOriginSplit } from './staff/origin';
import staffPlugin from './staff/plugin';
import { registerStatic } from './static';
import type { Notifier, OutboxOptions } from './submissions/delivery';
import { STORE_FAILURE_MESSAGE, sendProblem } from './submissions/answers';
import { DEFAULT_BODY_LIMIT } from './submissions/intake';
import { registerThankYouPage } from './submissions/pages/thank-you';
import submissionsPlugin from './submissions/plugin';
import type { LowDiskOptions } from './submissions/spam';
import type { LeadStore } from './submissions/types';

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
  /** Time limits on clients and the cap on open connections (limits.ts); DEFAULT_HTTP_LIMITS when absent. */
  httpLimits?: HttpLimits;
  /** Below this much free space on the data directory's disk spam is refused (spam.ts); none: never. */
  lowDisk?: LowDiskOptions | null;
  /** The staff inbox's session limits, sign-in rate limit and list-read ceiling (server/staff/http.ts). */
  staff?: Partial<StaffOptions>;
}

const DEFAULT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

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

/** The Fastify instance, with its time limits, logger and proxy trust; nothing registered yet. */
export function createFastify(options: AppOptions): FastifyInstance {
  const logger = options.logger ?? false;
  const app = Fastify({
    ...fastifyLimitOptions(options.httpLimits ?? DEFAULT_HTTP_LIMITS),
    ...(isLogger(logger) ? { loggerInstance: logger } : { logger }),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // Per-request lines are off (a busy static site would flood the log); intake events are logged by the routes.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Answered by the onRequest hook of http/errors.ts instead, so the 503 passes the security headers' hook.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Every decision below is taken on one spelling of the path (http/request-path.ts).
    rewriteUrl: rewriteToCanonical,
  });
  registerPathRefusal(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  return app;
}

/** Everything the service answers, registered on `app` (createFastify's). */
export async function registerApp(app: FastifyInstance, options: AppOptions): Promise<void> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const limits = options.rateLimit === false ? false : { ...DEFAULT_RATE_LIMIT, ...(options.rateLimit ?? {}) };
  watchConnections(app, options.httpLimits ?? DEFAULT_HTTP_LIMITS);
  registerSecurityHeaders(app, { csp: options.csp, publicDir: options.publicDir });
  // The inbox's origin serves the inbox only, the site's never the inbox (staff/origin.ts).
  registerOriginSplit(app, options.staffOrigin);
  registerErrorAnswers(app, { bodyLimit, formProblem: sendProblem, storeFailure: STORE_FAILURE_MESSAGE });
  await registerBodies(app, { bodyLimit, allowedOrigins: options.allowedOrigins });
  await registerFormRateLimit(app);
  registerStylesheet(app, { publicDir: options.publicDir, assetsDir: options.assetsDir });
  registerThankYouPage(app, { publicDir: options.publicDir });
  const { store, outbox, siteUrl, allowedOrigins, acceptPlainBody, lowDisk } = options;
  await app.register(submissionsPlugin, {
    ...{ store, outbox, siteUrl, allowedOrigins, acceptPlainBody, lowDisk },
    delivery: options.delivery ?? null,
    bodyLimit,
    rateLimit: limits === false ? false : { max: limits.max, timeWindowMs: limits.timeWindowMs },
  });
  await app.register(staffPlugin, { db: store.db, markNotSpam: (id) => store.markNotSpam(id), staffOrigin: options.staffOrigin, options: options.staff });
  await registerStatic(app, { publicDir: options.publicDir, csp: options.csp });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  await registerApp(app, options);
  return app;
}
