/** PostgreSQL store (DATABASE_URL) through `pg`. PostgreSQL makes each committed INSERT durable itself. */
import type pg from 'pg';
import { migrate } from './migrate';
import { redactUrl, registerUrlSecrets } from '../redact';
import { SqlLeadStore, insertStatement } from './sqlStore';
import type { NewSubmission, SqlDriver } from './types';
import { silentLogger, type StoreLogger } from './pglite';

/** `pg` is loaded only when DATABASE_URL is used (about 15 MB the embedded setup does not need). */
function loadPg(): typeof pg {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('pg') as typeof pg;
}

const MIGRATION_LOCK_KEY = 4_202_024; // pg_advisory_lock key: one migrator at a time

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

/** pg's errors for a connection that did not answer in time (a query's, or opening one's). */
function isSilentConnection(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /^Query read timeout$|^timeout exceeded when trying to connect/.test(message);
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 10_000, idleMs: 30_000 };

/** pg.Pool's options for these limits, with TCP keep-alive (a peer that is gone is found by the kernel too). */
export function poolOptions(url: string, max: number, t: PostgresTimeouts): pg.PoolConfig {
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

export class PostgresStore extends SqlLeadStore {
  readonly kind = 'postgres' as const;
  readonly location: string;
  protected readonly db: SqlDriver;

  /** The pool in use; replaced as a whole when one of its connections stops answering. */
  private pool: pg.Pool;
  private readonly retired = new Set<pg.Pool>();

  private constructor(
    pool: pg.Pool,
    url: string,
    private readonly makePool: () => pg.Pool,
    private readonly log: StoreLogger,
  ) {
    super();
    this.pool = pool;
    registerUrlSecrets(url);
    this.location = redactUrl(url);
    this.db = {
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

  static async open(url: string, options: { logger?: StoreLogger; poolSize?: number; timeouts?: Partial<PostgresTimeouts> } = {}): Promise<PostgresStore> {
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
    return new PostgresStore(pool, url, makePool, log);
  }

  async insert(sub: NewSubmission): Promise<void> {
    const { sql, params } = insertStatement([sub]);
    await this.run(sql, params);
  }

  /** Ends the pool (and any replaced one still closing); bounded by the caller (shutdown.ts). */
  async close(): Promise<void> {
    await Promise.all([this.pool.end(), ...[...this.retired].map((p) => p.end().catch(() => undefined))]);
  }
}
