/**
 * The environment variables, read and checked in one schema (ENVIRONMENT below): each variable once, with
 * its default, its check and the message that names it when its value is refused. docs/operations.md's
 * "Environment" table describes them for people. Unset and blank are the same: the default applies.
 *
 * readConfig gives the service's settings, readStaffOptions the staff inbox's and readRetentionSettings
 * retention's (retention.ts); each checks the whole environment, so a bad value of any variable stops the
 * service and `npm run leads` alike, with the first refused variable's message.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { registerUrlSecrets } from './redact';
// Each setting's shape and defaults: a leaf the features import too (never a feature: import-cycles.test.ts).
import { DEFAULT_HTTP_LIMITS, DEFAULT_NOTIFY_DAILY_LIMIT, DEFAULT_NOTIFY_DIGEST_MINUTES, DEFAULT_POSTGRES_TIMEOUTS, DEFAULT_STAFF_OPTIONS, DIGEST_MAX } from './settings';
import type { HttpLimits, MailCeiling, PostgresTimeouts, StaffOptions } from './settings';

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

/** Retention's variables as set (retention.ts applies them): `deliveredDays` null when RETENTION_DAYS is off. */
export interface RetentionSettings {
  deliveredDays: number | null;
  spamDays: number;
  auditDays: number;
  auditAddressDays: number;
}

export class ConfigError extends Error {}

const DEFAULT_DELIVERY_ALERT_MINUTES = 30;
const DEFAULT_RETENTION_DAYS = 180;
export const DEFAULT_SPAM_RETENTION_DAYS = 30;
/** The staff audit log: two years, long enough to answer "who looked at my data" for any lead still kept. */
const DEFAULT_AUDIT_RETENTION_DAYS = 730;
/** Failed sign-ins' client addresses: a month, long enough to see an attack, not a record of where staff were. */
const DEFAULT_AUDIT_ADDRESS_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// The kinds of variable: each reads its text and either gives its value or refuses it with a message
// that names the variable (the schema's key).

function nonEmpty(v: string | undefined): string | null {
  return v !== undefined && v.trim() !== '' ? v.trim() : null;
}

/** The variable a check runs for: its key in the schema. */
const nameOf = (ctx: z.RefinementCtx): string => String(ctx.path[ctx.path.length - 1]);

/** Refuses the value; fatal, so that no later check sees it. */
function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: z.ZodIssueCode.custom, message, fatal: true });
  return z.NEVER;
}

const variable = z.string().optional();

/** A check written as a function that throws ConfigError, as a kind of variable. */
function parsed<T>(parse: (raw: string | undefined, name: string) => T) {
  return variable.transform((raw, ctx): T => {
    try {
      return parse(raw, nameOf(ctx));
    } catch (err) {
      if (err instanceof ConfigError) return refuse(ctx, err.message);
      throw err;
    }
  });
}

/** Text, or `fallback` when unset (null: none). */
function text<T extends string | null>(fallback: T) {
  return variable.transform((raw) => nonEmpty(raw) ?? fallback);
}

/** A whole number from `min` to `max`. */
function wholeNumber(fallback: number, min: number, max: number) {
  return parsed((raw, name) => {
    const v = nonEmpty(raw);
    if (v === null) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${v}")`);
    return Number(v);
  });
}

/** A number above 0 (fractions allowed) and at most `max`. */
function positiveNumber(fallback: number, max: number) {
  return parsed((raw, name) => {
    const v = raw?.trim();
    if (!v) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || n > max) throw new ConfigError(`${name} must be a number above 0 and at most ${max} (got "${raw}")`);
    return n;
  });
}

/** 1 or 0 (also true/false, yes/no, on/off). */
const flag = () =>
  parsed((raw, name) => {
    const v = nonEmpty(raw);
    if (v === null || /^(0|false|no|off)$/i.test(v)) return false;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    throw new ConfigError(`${name} must be 1 or 0 (got "${v}")`);
  });

function checkUrl(name: string, v: string, protocols: string[], hint = ''): string {
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}${hint}`);
  return v;
}

/** A URL with one of these schemes, or null. */
const url = (protocols: string[]) => parsed((raw, name) => (nonEmpty(raw) === null ? null : checkUrl(name, nonEmpty(raw) as string, protocols)));

/** A whole number of days from 1 to 36500 (`--older-than` and the retention variables). */
export function parseDays(name: string, raw: string): number {
  const v = raw.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 36_500) {
    throw new ConfigError(`${name} must be a whole number of days from 1 to 36500${name === 'RETENTION_DAYS' ? ', or off' : ''} (got "${raw}")`);
  }
  return Number(v);
}

/** A number of days (parseDays). */
const days = (fallback: number) => parsed((raw, name) => (nonEmpty(raw) === null ? fallback : parseDays(name, nonEmpty(raw) as string)));

/** A number of days, or `off` (also never, false, no): null. */
const daysOrOff = (fallback: number) =>
  parsed((raw, name): number | null => {
    const v = nonEmpty(raw);
    if (v === null) return fallback;
    return /^(off|never|false|no)$/i.test(v) ? null : parseDays(name, v);
  });

// ---------------------------------------------------------------------------------------------
// TRUST_PROXY and ALLOWED_ORIGINS

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

/** One origin of ALLOWED_ORIGINS (scheme://host[:port]), normalised. */
function allowedOrigin(s: string): string {
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
}

// ---------------------------------------------------------------------------------------------
// The schema

const ENVIRONMENT = z.object({
  PORT: wholeNumber(8000, 0, 65535),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(DEFAULT_POSTGRES_TIMEOUTS.connectMs, 100, 600_000),
  DATABASE_QUERY_TIMEOUT_MS: wholeNumber(DEFAULT_POSTGRES_TIMEOUTS.queryMs, 100, 600_000),
  DATABASE_IDLE_TIMEOUT_MS: wholeNumber(DEFAULT_POSTGRES_TIMEOUTS.idleMs, 100, 3_600_000),
  DELIVERY_ALERT_MINUTES: wholeNumber(DEFAULT_DELIVERY_ALERT_MINUTES, 1, 100_000),
  SMTP_URL: url(['smtp:', 'smtps:']),
  NOTIFY_TO: text(null),
  NOTIFY_FROM: text(null),
  ALLOW_INSECURE_FORWARD: flag(),
  // https only unless ALLOW_INSECURE_FORWARD=1: checked with it (forwardUrl).
  FORWARD_URL: text(null),
  RATE_LIMIT_MAX: wholeNumber(20, 0, 1_000_000),
  RATE_LIMIT_WINDOW_MS: wholeNumber(60_000, 1000, 86_400_000),
  SITE_URL: url(['https:', 'http:']),
  // An origin only, required with SITE_URL and on another host: checked with it (staffOrigin).
  STAFF_ORIGIN: url(['https:', 'http:']),
  TRUST_PROXY: parsed(parseTrustProxy),
  ALLOWED_ORIGINS: parsed((raw) => (nonEmpty(raw) ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(allowedOrigin)),
  ACCEPT_PLAIN_BODY: flag(),
  PUBLIC_DIR: text('public'),
  LOG_LEVEL: text('info'),
  // Never HEADERS_TIMEOUT_MS longer than REQUEST_TIMEOUT_MS (httpLimits).
  HEADERS_TIMEOUT_MS: wholeNumber(DEFAULT_HTTP_LIMITS.headersTimeoutMs, 100, 3_600_000),
  REQUEST_TIMEOUT_MS: wholeNumber(DEFAULT_HTTP_LIMITS.requestTimeoutMs, 100, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs, 100, 3_600_000),
  CONNECTION_TIMEOUT_MS: wholeNumber(DEFAULT_HTTP_LIMITS.connectionTimeoutMs, 100, 3_600_000),
  MAX_CONNECTIONS: wholeNumber(DEFAULT_HTTP_LIMITS.maxConnections, 1, 1_000_000),
  LOW_DISK_MB: wholeNumber(100, 0, 1_000_000),
  NOTIFY_DAILY_LIMIT: wholeNumber(DEFAULT_NOTIFY_DAILY_LIMIT, 0, 1_000_000),
  NOTIFY_DIGEST_MINUTES: wholeNumber(DEFAULT_NOTIFY_DIGEST_MINUTES, 1, 1440),
  STAFF_SESSION_IDLE_HOURS: positiveNumber(DEFAULT_STAFF_OPTIONS.idleHours, 24 * 366),
  STAFF_SESSION_MAX_DAYS: positiveNumber(DEFAULT_STAFF_OPTIONS.maxDays, 366),
  STAFF_SIGNIN_PER_MINUTE: positiveNumber(DEFAULT_STAFF_OPTIONS.signInPerMinute, 100_000),
  STAFF_LIST_READS_PER_HOUR: positiveNumber(DEFAULT_STAFF_OPTIONS.listReadsPerHour, 1_000_000),
  RETENTION_DAYS: daysOrOff(DEFAULT_RETENTION_DAYS),
  SPAM_RETENTION_DAYS: days(DEFAULT_SPAM_RETENTION_DAYS),
  AUDIT_RETENTION_DAYS: days(DEFAULT_AUDIT_RETENTION_DAYS),
  AUDIT_ADDRESS_DAYS: days(DEFAULT_AUDIT_ADDRESS_DAYS),
});

type Environment = z.output<typeof ENVIRONMENT>;

/** FORWARD_URL carries every submission (and its credentials): https only, unless ALLOW_INSECURE_FORWARD=1. */
function forwardUrl(e: Environment): string | null {
  if (e.FORWARD_URL === null) return null;
  if (e.ALLOW_INSECURE_FORWARD) return checkUrl('FORWARD_URL', e.FORWARD_URL, ['https:', 'http:']);
  return checkUrl(
    'FORWARD_URL',
    e.FORWARD_URL,
    ['https:'],
    ': the submissions it carries are personal, and plain http would show them (and any credentials in the URL) to the network. ' +
      'To forward over plain http (a receiver on the same machine), set ALLOW_INSECURE_FORWARD=1',
  );
}

/**
 * STAFF_ORIGIN: the lead inbox's own origin (scheme, host and port only), on another host name than
 * SITE_URL's. Required with SITE_URL: a deployed inbox must not share the site's origin (staff/origin.ts).
 * - Another port is not another host: cookies ignore ports, so a script on the site would receive the
 *   inbox's session cookie. The host names must differ, whatever the ports.
 * - https, except on `localhost` and names under `.localhost` (a browser sends those to this machine and
 *   treats them as a secure context, which the inbox's cookie and passkeys need); an http inbox elsewhere
 *   would send the cookie in the clear.
 * - A parent or child name is allowed (`gym.example` / `inbox.gym.example`, or `www.` and `inbox.` under
 *   one domain, the usual shape): such names are one *site* to a browser, but the inbox's cookie is
 *   `__Host-` (host-only, so the site can neither read nor replace it) and the inbox's API refuses every
 *   request a browser marks as not same-origin (Sec-Fetch-Site), reads included (staff/http.ts).
 */
function staffOrigin(e: Environment): string | null {
  const site = e.SITE_URL;
  if (e.STAFF_ORIGIN === null) {
    if (site === null) return null;
    throw new ConfigError(
      'STAFF_ORIGIN must be set with SITE_URL: the lead inbox runs on an origin of its own, e.g. STAFF_ORIGIN=https://inbox.' +
        `${new URL(site).hostname.replace(/^www\./, '')} pointing at this service (server/README.md, "The inbox's own origin")`,
    );
  }
  const u = new URL(e.STAFF_ORIGIN);
  if (u.pathname !== '/' || u.search !== '' || u.hash !== '') throw new ConfigError(`STAFF_ORIGIN must be an origin only, such as https://inbox.example.com (got "${e.STAFF_ORIGIN}")`);
  if (site !== null && new URL(site).hostname === u.hostname) {
    throw new ConfigError(
      `STAFF_ORIGIN must be on another host name than SITE_URL's (both are ${u.hostname}; a different port is not enough, since cookies ignore ports): the inbox must not share the site's origin`,
    );
  }
  if (u.protocol === 'http:' && u.hostname !== 'localhost' && !u.hostname.endsWith('.localhost')) {
    throw new ConfigError(`STAFF_ORIGIN must be https (got "${e.STAFF_ORIGIN}"): the inbox's session cookie and passkeys travel over it. Plain http is accepted only on localhost (or a name under .localhost)`);
  }
  return u.origin;
}

/** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, MAX_CONNECTIONS. */
function httpLimits(e: Environment): HttpLimits {
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${e.HEADERS_TIMEOUT_MS}) must not be longer than REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    );
  }
  return {
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
  };
}

/** Every variable read and checked; the first refused one's message as a ConfigError. */
function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  // Their passwords and tokens are masked wherever they might be printed (redact.ts).
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'FORWARD_URL']) registerUrlSecrets(nonEmpty(env[name]));
  const result = ENVIRONMENT.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues[0].message);
  return result.data;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const e = readEnvironment(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.DATABASE_QUERY_TIMEOUT_MS, idleMs: e.DATABASE_IDLE_TIMEOUT_MS },
    deliveryAlertMs: e.DELIVERY_ALERT_MINUTES * 60_000,
    smtpUrl: e.SMTP_URL,
    notifyTo: e.NOTIFY_TO,
    notifyFrom: e.NOTIFY_FROM,
    forwardUrl: forwardUrl(e),
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    siteUrl: e.SITE_URL,
    staffOrigin: staffOrigin(e),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    acceptPlainBody: e.ACCEPT_PLAIN_BODY,
    publicDir: path.resolve(e.PUBLIC_DIR),
    logLevel: e.LOG_LEVEL,
    httpLimits: httpLimits(e),
    lowDiskBytes: e.LOW_DISK_MB * 1024 * 1024,
    mailCeiling: e.NOTIFY_DAILY_LIMIT === 0 ? null : { perDay: e.NOTIFY_DAILY_LIMIT, digestEveryMs: e.NOTIFY_DIGEST_MINUTES * 60_000, digestMax: DIGEST_MAX },
  };
}

/** The staff inbox's session limits and rates (STAFF_SESSION_IDLE_HOURS, STAFF_SESSION_MAX_DAYS, STAFF_SIGNIN_PER_MINUTE, STAFF_LIST_READS_PER_HOUR). */
export function readStaffOptions(env: NodeJS.ProcessEnv = process.env): StaffOptions {
  const e = readEnvironment(env);
  return {
    idleHours: e.STAFF_SESSION_IDLE_HOURS,
    maxDays: e.STAFF_SESSION_MAX_DAYS,
    signInPerMinute: Math.floor(e.STAFF_SIGNIN_PER_MINUTE),
    listReadsPerHour: Math.floor(e.STAFF_LIST_READS_PER_HOUR),
  };
}

/** RETENTION_DAYS (or off), SPAM_RETENTION_DAYS, AUDIT_RETENTION_DAYS, AUDIT_ADDRESS_DAYS as set (retention.ts applies them). */
export function readRetentionSettings(env: NodeJS.ProcessEnv = process.env): RetentionSettings {
  const e = readEnvironment(env);
  return { deliveredDays: e.RETENTION_DAYS, spamDays: e.SPAM_RETENTION_DAYS, auditDays: e.AUDIT_RETENTION_DAYS, auditAddressDays: e.AUDIT_ADDRESS_DAYS };
}
