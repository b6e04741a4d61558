/**
 * The database layer: two drivers, PGlite in DATA_DIR (pglite.ts: its journal, lock and quarantine)
 * and PostgreSQL via DATABASE_URL (postgres.ts: its local fallback journal), each opened by its
 * `open` and closed by Database.close (types.ts). What the configuration chooses between them.
 */
import type { PostgresTimeouts } from './postgres';
import type { LockInfo } from './lock';
import type { DbLogger } from './types';

export type { SqlDriver } from './types';

export interface OpenDatabaseOptions {
  databaseUrl?: string | null;
  dataDir: string;
  role?: LockInfo['role'];
  logger?: DbLogger;
  /** PostgreSQL's time limits (defaults: DEFAULT_POSTGRES_TIMEOUTS, settings.ts). */
  databaseTimeouts?: Partial<PostgresTimeouts>;
}
