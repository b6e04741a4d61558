/**
 * The submissions' store on the database the configuration asks for: PostgreSQL when DATABASE_URL is
 * set, else PGlite in DATA_DIR. PgliteStore and PostgresStore name the two, with what each database
 * offers beyond the store (the data directory and its lock; the journal's state, for tests).
 */
import type { OpenDatabaseOptions } from '../db';
import { PgliteDatabase, type PgliteOptions } from '../db/pglite';
import { PostgresDatabase, type PostgresOptions } from '../db/postgres';
import { SubmissionStore } from './store';
import type { LeadStore } from './types';

export * from './types';

export class PgliteStore extends SubmissionStore<PgliteDatabase> {
  static async open(options: PgliteOptions): Promise<PgliteStore> {
    return new PgliteStore(await PgliteDatabase.open(options));
  }

  get dataDir(): string {
    return this.db.dataDir;
  }

  get lock(): PgliteDatabase['lock'] {
    return this.db.lock;
  }

  /** Bytes in the current journal file (for tests and diagnostics). */
  get journalBytes(): number {
    return this.db.journalBytes;
  }

  /** True while a compaction runs (for tests). */
  get compacting(): boolean {
    return this.db.compacting;
  }
}

export class PostgresStore extends SubmissionStore<PostgresDatabase> {
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    return new PostgresStore(await PostgresDatabase.open(url, options));
  }
}

export async function openStore(options: OpenDatabaseOptions): Promise<LeadStore> {
  if (options.databaseUrl) {
    return PostgresStore.open(options.databaseUrl, {
      logger: options.logger,
      timeouts: options.databaseTimeouts,
      // The service journals locally while PostgreSQL cannot be reached; `leads` commands never do.
      fallbackDataDir: options.role === 'service' ? options.dataDir : undefined,
    });
  }
  return PgliteStore.open({ dataDir: options.dataDir, role: options.role, logger: options.logger });
}
