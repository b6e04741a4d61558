/** The service's environment variables, read and checked in one place (server/README.md lists them). */
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_NOTIFY_DAILY_LIMIT, DEFAULT_NOTIFY_DIGEST_MINUTES, DIGEST_MAX, type MailCeiling } from './submissions/delivery/digest';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './http/limits';
import { registerUrlSecrets } from './redact';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './db/postgres';

export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL's time limits (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS, DATABASE_IDLE_TIMEOUT_MS). */
  databaseTimeouts: PostgresTimeouts;
  /** The oldest undelivered submission's age past which the service logs an error and `leads list` warns (DELIVERY_ALERT_MINUTES). */
  deliveryAlertMs: number;
  smtpUrl: string | null;
  notifyTo: string | null;
  notifyFrom: string | null;
  forwardUrl: string | null;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  siteUrl: string | null;
  /** The lead inbox's own origin (STAFF_ORIGIN; staff/origin.ts); null: `localhost` on PORT, for local use. */
  staffOrigin: string | null;
  trustProxy: TrustProxy;
  /** Other origins whose pages may post the forms (ALLOWED_ORIGINS), e.g. `https://www.example.com`. */
  allowedOrigins: string[];
  /** Accept the plain Formspree body {email, subject, message} (ACCEPT_PLAIN_BODY=1). */
  acceptPlainBody: boolean;
  publicDir: string;
  logLevel: string;
  /** Time limits on clients and the cap on open connections (limits.ts). */
  httpLimits: HttpLimits;
  /** LOW_DISK_MB in bytes: below it free on DATA_DIR's disk, spam is refused (spam.ts); 0: never. */
  lowDiskBytes: number;
  /** The daily ceiling on notification mails (NOTIFY_DAILY_LIMIT, NOTIFY_DIGEST_MINUTES; delivery/digest.ts); null: none. */
  mailCeiling: MailCeiling | null;
}

export class ConfigError extends Error {}

const DEFAULT_DELIVERY_ALERT_MINUTES = 30;

function nonEmpty(v: string | undefined): string | null {
  return v !== undefined && v.trim() !== '' ? v.trim() : null;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const v = nonEmpty(raw);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${v}")`);
  }
  return Number(v);
}

function url(name: string, raw: string | undefined, protocols: string[], hint = ''): string | null {
  const v = nonEmpty(raw);
  if (v === null) return null;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}${hint}`);
  return v;
}

/** FORWARD_URL carries every submission (and its credentials): https only, unless ALLOW_INSECURE_FORWARD=1. */
function forwardUrl(env: NodeJS.ProcessEnv): string | null {
  if (flag('ALLOW_INSECURE_FORWARD', env.ALLOW_INSECURE_FORWARD)) return url('FORWARD_URL', env.FORWARD_URL, ['https:', 'http:']);
  return url(
    'FORWARD_URL',
    env.FORWARD_URL,
    ['https:'],
    ': the submissions it carries are personal, and plain http would show them (and any credentials in the URL) to the network. ' +
      'To forward over plain http (a receiver on the same machine), set ALLOW_INSECURE_FORWARD=1',
  );
}

/** Who may say who the visitor is: nobody (false), the first N proxies, or proxies at these addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(v: string): boolean {
  if (RANGE_NAMES.has(v)) return true;
  const parts = v.split('/');
  const family = net.isIP(parts[0]);
  if (family === 0 || parts.length > 2) return false;
  if (parts.length === 1) return true;
  return /^\d{1,3}$/.test(parts[1]) && Number(parts[1]) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE_MESSAGE =
  'TRUST_PROXY=true would believe any X-Forwarded-For header, so every visitor could choose their own address ' +
  'and the rate limit would count nothing. Set the number of proxies in front of the service ' +
  '(TRUST_PROXY=1 for one nginx; the service must then be reachable only through it), or their addresses/CIDRs ' +
  '(TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,192.168.1.5).';

/** TRUST_PROXY: unset/false/0: none; a hop count; or comma-separated proxy addresses/CIDRs. Never `true`. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = nonEmpty(raw);
  if (v === null || /^(false|0|no|off)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) throw new ConfigError(TRUST_PROXY_TRUE_MESSAGE);
  if (/^\d+$/.test(v)) {
    if (Number(v) > 100) throw new ConfigError(`TRUST_PROXY: ${v} proxies is not a plausible hop count`);
    return Number(v);
  }
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !isAddressOrCidr(s));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or comma-separated proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8); not valid: ${bad.join(', ')}`,
    );
  }
  return list;
}

/** ALLOWED_ORIGINS: comma-separated origins (scheme://host[:port]) whose pages may post the forms. */
function parseAllowedOrigins(raw: string | undefined): string[] {
  const v = nonEmpty(raw);
  if (v === null) return [];
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let u: URL | null = null;
      try {
        u = new URL(s);
      } catch {
        u = null;
      }
      if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.pathname !== '/' || u.search || u.hash || u.username || u.password) {
        throw new ConfigError(`ALLOWED_ORIGINS must list origins such as https://www.example.com (scheme and host, no path; "*" is not allowed); not valid: ${s}`);
      }
      return u.origin;
    });
}

function flag(name: string, raw: string | undefined): boolean {
  const v = nonEmpty(raw);
  if (v === null || /^(0|false|no|off)$/i.test(v)) return false;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${v}")`);
}

/** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, MAX_CONNECTIONS. */
function readHttpLimits(env: NodeJS.ProcessEnv): HttpLimits {
  const d = DEFAULT_HTTP_LIMITS;
  const limits: HttpLimits = {
    headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, d.headersTimeoutMs, 100, 3_600_000),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, d.requestTimeoutMs, 100, 3_600_000),
    keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, d.keepAliveTimeoutMs, 100, 3_600_000),
    connectionTimeoutMs: integer('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, d.connectionTimeoutMs, 100, 3_600_000),
    maxConnections: integer('MAX_CONNECTIONS', env.MAX_CONNECTIONS, d.maxConnections, 1, 1_000_000),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the headers are part of the request`,
    );
  }
  return limits;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  // Their passwords and tokens are masked wherever they might be printed (redact.ts).
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'FORWARD_URL']) registerUrlSecrets(nonEmpty(env[name]));
  return {
    port: integer('PORT', env.PORT, 8000, 0, 65535),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    databaseTimeouts: {
      connectMs: integer('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_POSTGRES_TIMEOUTS.connectMs, 100, 600_000),
      queryMs: integer('DATABASE_QUERY_TIMEOUT_MS', env.DATABASE_QUERY_TIMEOUT_MS, DEFAULT_POSTGRES_TIMEOUTS.queryMs, 100, 600_000),
      idleMs: integer('DATABASE_IDLE_TIMEOUT_MS', env.DATABASE_IDLE_TIMEOUT_MS, DEFAULT_POSTGRES_TIMEOUTS.idleMs, 100, 3_600_000),
    },
    deliveryAlertMs: integer('DELIVERY_ALERT_MINUTES', env.DELIVERY_ALERT_MINUTES, DEFAULT_DELIVERY_ALERT_MINUTES, 1, 100_000) * 60_000,
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    notifyTo: nonEmpty(env.NOTIFY_TO),
    notifyFrom: nonEmpty(env.NOTIFY_FROM),
    forwardUrl: forwardUrl(env),
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 20, 0, 1_000_000),
    rateLimitWindowMs: integer('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, 1000, 86_400_000),
    siteUrl: url('SITE_URL', env.SITE_URL, ['https:', 'http:']),
    staffOrigin: readStaffOrigin(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    acceptPlainBody: flag('ACCEPT_PLAIN_BODY', env.ACCEPT_PLAIN_BODY),
    publicDir: path.resolve(nonEmpty(env.PUBLIC_DIR) ?? 'public'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    httpLimits: readHttpLimits(env),
    lowDiskBytes: integer('LOW_DISK_MB', env.LOW_DISK_MB, 100, 0, 1_000_000) * 1024 * 1024,
    mailCeiling: readMailCeiling(env),
  };
}

/**
 * STAFF_ORIGIN: the lead inbox's own origin (scheme, host and port only), on another host than SITE_URL's.
 * Required with SITE_URL: a deployed inbox must not share the site's origin (staff/origin.ts).
 */
function readStaffOrigin(env: NodeJS.ProcessEnv): string | null {
  const raw = url('STAFF_ORIGIN', env.STAFF_ORIGIN, ['https:', 'http:']);
  const site = url('SITE_URL', env.SITE_URL, ['https:', 'http:']);
  if (raw === null) {
    if (site === null) return null;
    throw new ConfigError(
      'STAFF_ORIGIN must be set with SITE_URL: the lead inbox runs on an origin of its own, e.g. STAFF_ORIGIN=https://inbox.' +
        `${new URL(site).hostname.replace(/^www\./, '')} pointing at this service (server/README.md, "The inbox's own origin")`,
    );
  }
  const u = new URL(raw);
  if (u.pathname !== '/' || u.search !== '' || u.hash !== '') throw new ConfigError(`STAFF_ORIGIN must be an origin only, such as https://inbox.example.com (got "${raw}")`);
  if (site !== null && new URL(site).host === u.host) throw new ConfigError(`STAFF_ORIGIN must be another host than SITE_URL's (both are ${u.host}): the inbox must not share the site's origin`);
  return u.origin;
}

function readMailCeiling(env: NodeJS.ProcessEnv): MailCeiling | null {
  const perDay = integer('NOTIFY_DAILY_LIMIT', env.NOTIFY_DAILY_LIMIT, DEFAULT_NOTIFY_DAILY_LIMIT, 0, 1_000_000);
  const minutes = integer('NOTIFY_DIGEST_MINUTES', env.NOTIFY_DIGEST_MINUTES, DEFAULT_NOTIFY_DIGEST_MINUTES, 1, 1440);
  return perDay === 0 ? null : { perDay, digestEveryMs: minutes * 60_000, digestMax: DIGEST_MAX };
}
