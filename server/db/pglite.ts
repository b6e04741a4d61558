/**
 * The embedded database: PGlite (Postgres compiled to WebAssembly) in DATA_DIR/pgdata, with the
 * write-ahead journal of journal.ts for durability. Inserts are grouped: submissions that arrive
 * while a group is being written go together into the next journal write (one fdatasync) and the
 * next multi-row INSERT, which keeps intake fast on one thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { within } from '../deadline';
import { errorText } from '../redact';
import { createCluster, inspectDataDir, leftoverInitDirs } from './data-dir';
import { Journal, encodeJournalLine, fsyncTree } from './journal';
import { acquireLock, type HeldLock, type LockInfo } from './lock';
import { migrate } from './migrate';
import { DIR_MODE, makeStorePrivate } from './modes';
import { openPglite, pgliteDriver, type PGlite } from './pglite-runtime';
import { addToQuarantine, isRowError, quarantinePath, readQuarantine } from './quarantine';
import { replayJournal } from './replay';
import { insertStatement, type JournaledRow } from './journaled-row';
import { silentLogger, type Database, type DbLogger, type SqlDriver } from './types';

export interface PgliteOptions {
  dataDir: string;
  role?: LockInfo['role'];
  /** Compact (checkpoint + fsync + empty the journal) once the journal holds this many bytes. */
  compactBytes?: number;
  /** How long close() waits for the last writes and the final compaction (default 8 s). */
  closeTimeoutMs?: number;
  logger?: DbLogger;
}

interface Pending {
  sub: JournaledRow;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const MAX_GROUP = 200;
/** Work written through syncedSql since the last fsync is forced to disk within this long. */
const SYNC_WITHIN_MS = 30_000;

export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  readonly location: string;
  readonly sql: SqlDriver;
  private queue: Pending[] = [];
  /** True while flushLoop runs; set and cleared synchronously so no insert is ever left behind. */
  private flushing = false;
  private flushDone: Promise<void> = Promise.resolve();
  private compaction: Promise<void> | null = null;
  private rotated: string[] = [];
  private closed = false;
  /** Set when a journaled submission is neither in the database nor in the quarantine: no journal file is removed any more. */
  private keepJournals = false;
  /** Rotate (and compact) the journal at the next chance, whatever its size; the waiters get that compaction. */
  private rotateRequested = false;
  private rotationWaiters: (() => void)[] = [];
  /** Set by any query through syncedSql since the last fsync of the store's files; the timer below makes it durable. */
  private syncDirty = false;
  private syncTimer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  private constructor(
    private readonly pg: PGlite,
    private readonly journal: Journal,
    readonly lock: HeldLock,
    readonly dataDir: string,
    private readonly compactBytes: number,
    private readonly closeTimeoutMs: number,
    private readonly log: DbLogger,
  ) {
    this.location = path.join(dataDir, 'pgdata');
    this.sql = pgliteDriver(pg);
  }

  static async open(options: PgliteOptions): Promise<PgliteDatabase> {
    const dataDir = path.resolve(options.dataDir);
    const log = options.logger ?? silentLogger;
    const created = !fs.existsSync(dataDir); // only then are its modes the service's to set (modes.ts)
    fs.mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
    const lock = await acquireLock(dataDir, options.role ?? 'service');
    let pg: PGlite | null = null;
    let journal: Journal | null = null;
    try {
      const pgdata = path.join(dataDir, 'pgdata');
      for (const dir of leftoverInitDirs(dataDir)) {
        log.warn(`store: ${dir} is left from an interrupted first start; it holds no leads and may be removed`);
      }
      if (inspectDataDir(dataDir) === 'new') {
        log.info(`store: creating the database in ${pgdata}`);
        const created = await createCluster(pgdata);
        if (created.length > 0) log.info(`store: applied migrations ${created.join(', ')}`);
      }
      await makeStorePrivate(dataDir, created, (m) => log.warn(m)).catch((err: unknown) => log.warn(`store: could not make ${dataDir} private to its owner: ${errorText(err)}`));
      pg = await openPglite(pgdata);
      journal = new Journal(dataDir);
      const store = new PgliteDatabase(pg, journal, lock, dataDir, options.compactBytes ?? 4 * 1024 * 1024, options.closeTimeoutMs ?? 8000, log);
      const applied = await migrate(store.sql);
      if (applied.length > 0) log.info(`store: applied migrations ${applied.join(', ')}`);
      const replayed = await replayJournal({
        dataDir,
        journal,
        insertRows: (rows) => store.insertRows(rows),
        makeDurable: () => store.makeDurable(),
        log,
        groupSize: MAX_GROUP,
      });
      // Nothing replayed: the files are as the last compaction left them, on disk; from now on only
      // the files this run changes need an fsync (a close then takes milliseconds, not ~1000 fsyncs).
      if (!replayed) await fsyncTree(store.location, store.synced, { markOnly: true, private: true });
      const quarantined = readQuarantine(dataDir).length;
      if (quarantined > 0) {
        log.warn(
          `store: ${quarantined} submission(s) could not be stored in the database and are kept in ${quarantinePath(dataDir)}: ` +
            '`npm run leads -- list` shows them; see "Quarantine" in server/README.md',
        );
      }
      return store;
    } catch (err) {
      await journal?.close().catch(() => undefined);
      await pg?.close().catch(() => undefined);
      lock.release();
      throw err;
    }
  }

  private async insertRows(rows: readonly JournaledRow[]): Promise<void> {
    const { sql, params } = insertStatement(rows);
    await this.pg.query(sql, params);
  }

  private syncedDriver: SqlDriver | null = null;

  /**
   * Work that is not journaled (the staff inbox's stages, notes, sessions, audit log) reaches PGlite's
   * files at once (it survives the process being killed) and is forced to disk within SYNC_WITHIN_MS.
   */
  get syncedSql(): SqlDriver {
    this.syncedDriver ??= this.makeSyncedSql();
    return this.syncedDriver;
  }

  private makeSyncedSql(): SqlDriver {
    if (!this.syncTimer) {
      this.syncTimer = setInterval(() => {
        if (!this.syncDirty || this.closed || this.syncing) return;
        this.syncDirty = false;
        this.syncing = this.makeDurable()
          .catch((err: unknown) => {
            this.syncDirty = true;
            this.log.error(`store: could not force the staff inbox's changes to disk: ${errorText(err)}`);
          })
          .finally(() => (this.syncing = null));
      }, SYNC_WITHIN_MS);
      this.syncTimer.unref();
    }
    return {
      query: async <R>(sql: string, params?: readonly unknown[]) => {
        this.syncDirty = true;
        return this.sql.query<R>(sql, params);
      },
      exec: async (sql: string) => {
        this.syncDirty = true;
        await this.sql.exec(sql);
      },
    };
  }

  /** size:mtime of each PGlite file at its last fsync. */
  readonly synced = new Map<string, string>();

  /** Writes PGlite's dirty pages to its files, then forces every changed file to disk. */
  private async makeDurable(): Promise<void> {
    await this.pg.exec('CHECKPOINT');
    await fsyncTree(this.location, this.synced, { private: true });
  }

  /**
   * Runs `work` inside one transaction of PGlite's: every other query and transaction of this
   * process waits until it ends, so what `work` reads through `sql` and the files it copies show one
   * and the same state of the database (a backup, backup.ts).
   */
  exclusive<T>(work: (sql: SqlDriver) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) =>
      work({
        query: async <R>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params ? [...params] : undefined)).rows,
        exec: async (text: string) => {
          await tx.exec(text);
        },
      }),
    );
  }

  insert(sub: JournaledRow): Promise<void> {
    if (this.closed) return Promise.reject(new Error('store is closed'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ sub, resolve, reject });
      this.startFlush();
    });
  }

  private startFlush(): void {
    if (this.flushing) return;
    this.flushing = true;
    this.flushDone = this.flushGroups().finally(() => {
      this.flushing = false;
      // An insert that arrived after the last empty-queue check but before this line.
      if (this.queue.length > 0) this.startFlush();
    });
  }

  private async flushGroups(): Promise<void> {
    while (this.queue.length > 0 || this.rotateRequested) {
      const group = this.queue.splice(0, MAX_GROUP);
      if (group.length > 0 && !(await this.storeGroup(group))) continue;
      // Rotate here, between groups, so every entry of the rotated file is already in PGlite.
      if (this.rotateRequested || (this.journal.bytes >= this.compactBytes && !this.compaction)) {
        if (this.compaction) await this.compaction;
        const waiting = this.rotationWaiters.splice(0);
        this.rotateRequested = false;
        try {
          if (this.journal.bytes > 0) {
            this.rotated.push(await this.journal.rotate());
            this.compaction = this.compactRotated().finally(() => (this.compaction = null));
          }
        } catch (err) {
          this.log.error(`store: journal rotation failed: ${(err as Error).message}`);
        }
        const done = this.compaction ?? Promise.resolve();
        for (const w of waiting) void done.then(w);
      }
    }
  }

  /** Journals then inserts one group, settling each insert; false when the journal write failed. */
  private async storeGroup(group: Pending[]): Promise<boolean> {
    const subs = group.map((p) => p.sub);
    try {
      await this.journal.append(subs);
    } catch (err) {
      this.log.error(`store: journal write failed: ${(err as Error).message}`);
      for (const p of group) p.reject(err);
      return false;
    }
    try {
      await this.insertRows(subs);
      for (const p of group) p.resolve();
    } catch {
      // Find the row that spoils the group; the others are stored normally.
      for (const p of group) {
        try {
          await this.insertRows([p.sub]);
          p.resolve();
        } catch (err) {
          this.log.error(`store: insert of ${p.sub.id} failed: ${(err as Error).message}`);
          await this.keepRefused(p.sub, err);
          p.reject(err);
        }
      }
    }
    return true;
  }

  /**
   * Before a delete for good (retention): refused while journal files that could not be compacted
   * remain, since they would keep the removed rows on disk after the delete.
   */
  async beforeErase(): Promise<void> {
    if (this.compaction) await this.compaction;
    if (this.keepJournals || this.rotated.length > 0) {
      throw new Error(
        'purge refused: journal files that could not be compacted are kept in ' +
          `${this.dataDir} (an earlier write failed; see the service's log). Restart the service (the journal is then replayed and compacted) and purge again.`,
      );
    }
  }

  /** After a delete for good: the tables vacuumed and, with `journal`, the journal compacted now, so no copy of the rows stays. */
  async erased(tables: readonly string[], options: { journal: boolean }): Promise<void> {
    await this.pg.exec(`VACUUM ${tables.join(', ')}`);
    if (!options.journal) return;
    const compacted = new Promise<void>((resolve) => this.rotationWaiters.push(resolve));
    this.rotateRequested = true;
    this.startFlush();
    await compacted;
  }

  /**
   * A journaled submission the database did not take (the visitor is answered 5xx): a row the
   * database refuses goes to the quarantine; for any other failure, or when the quarantine cannot
   * be written, the journal files are kept from now on and replayed at the next start.
   */
  private async keepRefused(sub: JournaledRow, err: unknown): Promise<void> {
    if (isRowError(err)) {
      try {
        const reason = `the database refused it at intake (the visitor was answered with an error): ${(err as Error).message}`;
        await addToQuarantine(this.dataDir, [{ line: encodeJournalLine(sub).trimEnd(), reason, source: 'journal.jsonl' }]);
        return;
      } catch (qerr) {
        this.log.error(`store: could not write the quarantine: ${(qerr as Error).message}`);
      }
    }
    if (!this.keepJournals) this.log.warn('store: the journal files are kept from now on and replayed at the next start');
    this.keepJournals = true;
  }

  /** Removes journal files whose entries are all durable in the database or the quarantine. */
  private async discardJournals(files: readonly string[]): Promise<void> {
    if (this.keepJournals) return;
    await this.journal.discard(files);
  }

  private async compactRotated(): Promise<void> {
    try {
      const files = [...this.rotated];
      await this.makeDurable();
      await this.discardJournals(files);
      this.rotated = this.rotated.filter((f) => !files.includes(f));
    } catch (err) {
      // The rotated files stay and are replayed at the next start: nothing is lost.
      this.log.error(`store: compaction failed: ${(err as Error).message}`);
    }
  }

  /** Bytes in the current journal file (for tests and diagnostics). */
  get journalBytes(): number {
    return this.journal.bytes;
  }

  /** True while a compaction runs (for tests). */
  get compacting(): boolean {
    return this.compaction !== null;
  }

  /**
   * Flushes what is queued, compacts (the journal is emptied once everything is on disk) and closes,
   * within closeTimeoutMs: a step that takes longer (a disk that stalls) is no longer waited for,
   * the journal then stays and is replayed at the next start, and the store closes anyway.
   */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private closing: Promise<void> | null = null;
  /** Set when close() stopped waiting: a late compaction must then not remove journal files. */
  private abandoned = false;

  private async shutdown(): Promise<void> {
    this.closed = true;
    if (this.syncTimer) clearInterval(this.syncTimer);
    if (this.syncing) await within(Date.now() + this.closeTimeoutMs, this.syncing);
    const deadline = Date.now() + this.closeTimeoutMs;
    const drained = (async () => {
      while (this.flushing) await this.flushDone;
      if (this.compaction) await this.compaction;
    })();
    const compacted = drained.then(async () => {
      const files = (await this.journal.readAll()).map((f) => f.path);
      await this.makeDurable();
      if (!this.abandoned) await this.discardJournals(files);
    });
    compacted.catch((err: unknown) => {
      this.log.error(`store: final compaction failed (the journal is replayed at the next start): ${errorText(err)}`);
    });
    if (!(await within(deadline, compacted))) {
      this.abandoned = true;
      this.log.warn(`store: closing took longer than ${this.closeTimeoutMs} ms; the journal is kept and replayed at the next start`);
    }
    for (const [what, step] of [
      ['journal', () => this.journal.close()],
      ['database', () => this.pg.close()],
    ] as const) {
      const done = step();
      done.catch((err: unknown) => this.log.error(`store: closing the ${what} failed: ${errorText(err)}`));
      if (!(await within(Math.max(deadline, Date.now() + 1000), done))) this.log.warn(`store: closing the ${what} did not finish; going on`);
    }
    this.lock.release();
  }
}
