/**
 * What the database layer offers the features: SQL on one driver, the journaled insert of the one
 * table whose rows must survive a crash before the visitor is answered, and the steps that make a
 * deletion leave no copy behind. Nothing here is about a feature's rows beyond that table's columns.
 */
import type { JournaledRow } from './journaled-row';

/** The minimal SQL surface both drivers offer. */
export interface SqlDriver {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs several statements (a migration file); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface DbLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export const silentLogger: DbLogger = { info() {}, warn() {}, error() {} };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (no credentials). */
  readonly location: string;
  /** Queries whose writes the driver makes durable as it does by itself (PostgreSQL: at commit). */
  readonly sql: SqlDriver;
  /**
   * Queries whose writes are forced to disk within a bounded time (the embedded database writes
   * through to its files at once but syncs them only at compaction): the staff inbox's work.
   */
  readonly syncedSql: SqlDriver;
  /** Stores a row of the journaled table; resolves only once it will survive a crash. */
  insert(row: JournaledRow): Promise<void>;
  /**
   * Before rows are deleted for good: waits for a compaction in progress, and throws when journal
   * files are kept that would still hold the rows after the delete.
   */
  beforeErase(): Promise<void>;
  /** After a delete for good: no copy of the removed rows stays in the tables' files (VACUUM) or, with `journal`, in a journal file. */
  erased(tables: readonly string[], options: { journal: boolean }): Promise<void>;
  close(): Promise<void>;
}
