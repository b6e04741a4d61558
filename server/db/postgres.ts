/** PostgreSQL (DATABASE_URL) through `pg`. PostgreSQL makes each committed INSERT durable itself. */
import type pg from 'pg';
import { migrate } from './migrate';
import { errorText, redactUrl, registerUrlSecrets } from '../redact';
import { insertStatement, type JournaledRow } from './journaled-row';
import { FallbackJournal } from './pg-fallback';
import { isRowError } from './quarantine';
import { silentLogger, type Database, type DbLogger, type SqlDriver } from './types';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from '../settings';

// The pool's time limits (DATABASE_*_TIMEOUT_MS): their shape and defaults are with the other settings (settings.ts).
export type { PostgresTimeouts } from '../settings';

/** `pg` is loaded only when DATABASE_URL is used (about 15 MB the embedded setup does not need). */
function loadPg(): typeof pg {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('pg') as typeof pg;
}

const MIGRATION_LOCK_KEY = 4_202_024; // pg_advisory_lock key: one migrator at a time

/** pg's errors for a connection that did not answer in time (a query's, or opening one's). */
function isSilentConnection(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /^Query read timeout$|^timeout exceeded when trying to connect/.test(message);
}

/** pg.Pool's options for these limits, with TCP keep-alive (a peer that is gone is found by the kernel too). */
function poolOptions(url: string, max: number, t: PostgresTimeouts): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    query_timeout: t.queryMs,
    statement_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

export interface PostgresOptions {
  logger?: DbLogger;
  poolSize?: number;
  timeouts?: Partial<PostgresTimeouts>;
  /** The local journal's directory for while PostgreSQL cannot be reached (the service only). */
  fallbackDataDir?: string;
  replayEveryMs?: number;
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly location: string;
  readonly sql: SqlDriver;

  /** The pool in use; replaced as a whole when one of its connections stops answering. */
  private pool: pg.Pool;
  private readonly retired = new Set<pg.Pool>();
  /** The local journal for while PostgreSQL cannot be reached (the service only; null for `leads`). */
  private fallback: FallbackJournal | null = null;
  private replayTimer: NodeJS.Timeout | null = null;
  /** True from the first submission journaled because PostgreSQL failed until they are all in it. */
  private outage = false;
  private closed = false;

  private constructor(
    pool: pg.Pool,
    url: string,
    private readonly makePool: () => pg.Pool,
    private readonly log: DbLogger,
  ) {
    this.pool = pool;
    registerUrlSecrets(url);
    this.location = redactUrl(url);
    this.sql = {
      query: async <R>(sql: string, params?: readonly unknown[]) => (await this.run(sql, params)).rows as R[],
      exec: async (sql: string) => {
        await this.run(sql);
      },
    };
  }

  /**
   * One query on the current pool. A query that gets no answer in time (pg's query_timeout) has
   * its connection dropped by the pool; its siblings, opened before it went silent, most likely went
   * silent with it (a fail-over, a dropped route): the whole pool is replaced, so the next queries
   * open new connections at once instead of each finding a dead one first.
   */
  private async run(sql: string, params?: readonly unknown[]): Promise<pg.QueryResult> {
    const pool = this.pool;
    try {
      return await pool.query(sql, params ? [...params] : undefined);
    } catch (err) {
      if (pool === this.pool && isSilentConnection(err)) this.replacePool(err as Error);
      throw err;
    }
  }

  private replacePool(err: Error): void {
    const old = this.pool;
    this.pool = this.makePool();
    this.retired.add(old);
    this.log.warn(`store: a PostgreSQL connection stopped answering (${err.message}); new connections are opened for what follows`);
    // Connections still busy end with their own time limit; idle ones are closed now.
    void old.end().catch(() => undefined).finally(() => this.retired.delete(old));
  }

  /** PostgreSQL makes every committed write durable itself. */
  get syncedSql(): SqlDriver {
    return this.sql;
  }

  /** Nothing to wait for: no journal keeps rows beside PostgreSQL's own files. */
  beforeErase(): Promise<void> {
    return Promise.resolve();
  }

  /** PostgreSQL's own VACUUM and WAL are the server's business; nothing of the rows stays in a local journal. */
  erased(): Promise<void> {
    return Promise.resolve();
  }

  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
    const log = options.logger ?? silentLogger;
    const makePool = (): pg.Pool => {
      const p = new (loadPg().Pool)(poolOptions(url, options.poolSize ?? 10, { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts }));
      p.on('error', (err) => log.error(`store: idle PostgreSQL connection failed: ${err.message}`));
      return p;
    };
    const pool = makePool();
    try {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const driver: SqlDriver = {
          query: async <R>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params ? [...params] : undefined)).rows as R[],
          exec: async (sql: string) => {
            await client.query(sql);
          },
        };
        const applied = await migrate(driver);
        if (applied.length > 0) log.info(`store: applied migrations ${applied.join(', ')}`);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    const store = new PostgresDatabase(pool, url, makePool, log);
    if (options.fallbackDataDir) {
      try {
        store.fallback = await FallbackJournal.open(options.fallbackDataDir, log);
      } catch (err) {
        await pool.end().catch(() => undefined);
        throw err;
      }
      await store.replayFallback();
      store.replayTimer = setInterval(() => void store.replayFallback(), options.replayEveryMs ?? 2_000);
      store.replayTimer.unref();
    }
    return store;
  }

  /** Writes what was journaled during an outage into PostgreSQL; failures wait for the next tick. */
  private async replayFallback(): Promise<void> {
    const fallback = this.fallback;
    if (!fallback?.pending) return;
    try {
      const n = await fallback.replay((rows) => this.insertRows(rows));
      this.outage = false;
      if (n > 0) this.log.info(`store: ${n} submission(s) received while PostgreSQL could not be reached are now stored in it`);
    } catch {
      // PostgreSQL is still away: the files stay, the next tick tries again.
    }
  }

  private async insertRows(rows: readonly JournaledRow[]): Promise<void> {
    const { sql, params } = insertStatement(rows);
    await this.run(sql, params);
  }

  /**
   * Durable once committed. When PostgreSQL cannot be reached (any failure but one about the row),
   * the service journals the submission locally instead (fdatasync'd), so the visitor is answered;
   * it is written into PostgreSQL once it is back. A journal that cannot be written throws (5xx).
   */
  async insert(sub: JournaledRow): Promise<void> {
    try {
      await this.insertRows([sub]);
    } catch (err) {
      if (!this.fallback || this.closed || isRowError(err)) throw err;
      await this.fallback.append(sub);
      if (!this.outage) {
        this.outage = true;
        this.log.error(`store: PostgreSQL cannot be reached (${errorText(err)}); submissions are journaled in ${this.fallback.dir} and stored in it once it is back`);
      }
    }
  }

  /** Ends the pool (and any replaced one still closing); bounded by the caller (shutdown.ts). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.replayTimer) clearInterval(this.replayTimer);
    if (this.fallback) {
      await this.replayFallback();
      if (this.fallback.pending) this.log.warn(`store: submissions journaled in ${this.fallback.dir} are not in PostgreSQL yet; they are stored at the next start`);
      await this.fallback.close().catch((err: unknown) => this.log.error(`store: closing the local journal failed: ${errorText(err)}`));
    }
    await Promise.all([this.pool.end(), ...[...this.retired].map((p) => p.end().catch(() => undefined))]);
  }
}
