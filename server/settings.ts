/**
 * The settings the environment gives the parts of the service, each with its shape and its defaults:
 * the HTTP server's limits on clients (http/limits.ts), PostgreSQL's time limits (db/postgres.ts), the
 * staff inbox's sessions and rates (staff/http.ts), the daily ceiling on notification mails
 * (submissions/delivery/digest.ts). Each of those modules re-exports its own from here.
 *
 * A leaf: config.ts reads the variables into these shapes, with these defaults, and main.ts hands each
 * part its own; so no import runs from config.ts into a part of the service (import-cycles.test.ts).
 */

/** Time limits on clients and the cap on open connections (http/limits.ts says what each does). */
export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionTimeoutMs: number;
  maxConnections: number;
}

/** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, MAX_CONNECTIONS unset. */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 60_000,
  maxConnections: 1_000,
};

/**
 * Time limits on the pool (DATABASE_*_TIMEOUT_MS). `pg` has none by default: after a fail-over a
 * connection that stops answering would block whatever awaits it for ever.
 */
export interface PostgresTimeouts {
  /** Opening a connection (TCP, TLS, authentication). */
  connectMs: number;
  /**
   * One query: the client gives up after it (pg's query_timeout), drops that connection and the
   * pool opens a new one next time; the server cancels the statement too (statement_timeout).
   */
  queryMs: number;
  /** An idle connection is closed after it. */
  idleMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 10_000, idleMs: 30_000 };

export interface StaffOptions {
  /** Idle limit of a session (STAFF_SESSION_IDLE_HOURS, default 12). */
  idleHours: number;
  /** Absolute limit of a session (STAFF_SESSION_MAX_DAYS, default 7). */
  maxDays: number;
  /** Sign-in and enrolment attempts per client address per minute and step (STAFF_SIGNIN_PER_MINUTE, default 10). */
  signInPerMinute: number;
  /** Different leads one session may read in the list within an hour (STAFF_LIST_READS_PER_HOUR, default 2000). */
  listReadsPerHour: number;
  /** Event streams one session may hold open at once (default 4: one per inbox tab a person keeps open); absent: the default. */
  streamsPerSession?: number;
}

export const DEFAULT_STAFF_OPTIONS: StaffOptions = { idleHours: 12, maxDays: 7, signInPerMinute: 10, listReadsPerHour: 2000, streamsPerSession: 4 };

/** The daily ceiling on notification mails (submissions/delivery/digest.ts). */
export interface MailCeiling {
  /** Single mails per day (the gym's day, src/content/gym-time.ts); past it, submissions wait for the next digest. */
  perDay: number;
  /** The least time between two digests. */
  digestEveryMs: number;
  /** The most submissions one digest carries (the rest go in the next). */
  digestMax: number;
}

/** NOTIFY_DAILY_LIMIT unset. */
export const DEFAULT_NOTIFY_DAILY_LIMIT = 100;
/** NOTIFY_DIGEST_MINUTES unset. */
export const DEFAULT_NOTIFY_DIGEST_MINUTES = 15;
/** A digest's size (no variable). */
export const DIGEST_MAX = 200;
