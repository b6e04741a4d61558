/** Opens the store the configuration asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
import { PgliteStore, type StoreLogger } from './pglite';
import { PostgresStore, type PostgresTimeouts } from './postgres';
import type { LeadStore } from './types';
import type { LockInfo } from './lock';

export * from './types';
export { PgliteStore, PostgresStore };

export interface OpenStoreOptions {
  databaseUrl?: string | null;
  dataDir: string;
  role?: LockInfo['role'];
  logger?: StoreLogger;
  /** PostgreSQL's time limits (defaults: DEFAULT_POSTGRES_TIMEOUTS). */
  databaseTimeouts?: Partial<PostgresTimeouts>;
}

export async function openStore(options: OpenStoreOptions): Promise<LeadStore> {
  if (options.databaseUrl) return PostgresStore.open(options.databaseUrl, {
      logger: options.logger,
      timeouts: options.databaseTimeouts,
      // The service journals locally while PostgreSQL cannot be reached; `leads` commands never do.
      fallbackDataDir: options.role === 'service' ? options.dataDir : undefined,
    });
  return PgliteStore.open({ dataDir: options.dataDir, role: options.role, logger: options.logger });
}
