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

export class PostgresStore extends SqlLeadStore {
  readonly kind = 'postgres' as const;
  readonly location: string;
  protected readonly db: SqlDriver;

  private constructor(private readonly pool: pg.Pool, url: string) {
    super();
    registerUrlSecrets(url);
    this.location = redactUrl(url);
    this.db = {
      query: async <R>(sql: string, params?: readonly unknown[]) =>
        (await pool.query(sql, params ? [...params] : undefined)).rows as R[],
      exec: async (sql: string) => {
        await pool.query(sql);
      },
    };
  }

  static async open(url: string, options: { logger?: StoreLogger; poolSize?: number } = {}): Promise<PostgresStore> {
    const log = options.logger ?? silentLogger;
    const pool = new (loadPg().Pool)({ connectionString: url, max: options.poolSize ?? 10 });
    pool.on('error', (err) => log.error(`store: idle PostgreSQL connection failed: ${err.message}`));
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
    return new PostgresStore(pool, url);
  }

  async insert(sub: NewSubmission): Promise<void> {
    const { sql, params } = insertStatement([sub]);
    await this.pool.query(sql, params);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
