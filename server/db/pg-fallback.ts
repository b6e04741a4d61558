/**
 * The PostgreSQL store's local journal: while PostgreSQL cannot be reached, a valid
 * submission is appended here (DATA_DIR/pg-fallback/journal.jsonl, fdatasync'd, as the embedded
 * store journals every submission) and the visitor is answered as usual. Every few seconds, and at
 * start and close, what is journaled is written into PostgreSQL (INSERT … ON CONFLICT DO NOTHING,
 * purged ids skipped: a row that reached the database before its answer was lost is not stored
 * twice), and each journal file is removed once all its lines are in. A line the database refuses
 * goes to the quarantine (quarantine.ts), as with the embedded store; any other failure keeps the
 * file for the next try. The directory is locked (lock.ts): one service per DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { errorText } from '../redact';
import { Journal, type JournalFile } from './journal';
import { acquireLock, type HeldLock } from './lock';
import { DIR_MODE } from './modes';
import { addToQuarantine, isRowError, type QuarantineItem } from './quarantine';
import type { DbLogger } from './types';
import type { JournaledRow } from './journaled-row';

const GROUP = 200;

export class FallbackJournal {
  /** Appends and rotations, one at a time. */
  private chain: Promise<unknown> = Promise.resolve();
  private replaying: Promise<number> | null = null;
  /** Rotated files not yet written into the database. */
  private waiting: string[] = [];

  private constructor(
    readonly dir: string,
    private readonly journal: Journal,
    private readonly lock: HeldLock,
    private readonly log: DbLogger,
  ) {}

  static async open(dataDir: string, log: DbLogger): Promise<FallbackJournal> {
    const dir = path.join(path.resolve(dataDir), 'pg-fallback');
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    const lock = await acquireLock(dir, 'service');
    try {
      const journal = new Journal(dir);
      const files = await journal.readAll();
      await journal.open();
      const fallback = new FallbackJournal(dir, journal, lock, log);
      // What a previous run journaled and did not get into the database: first in line.
      fallback.waiting = files.map((f) => f.path).filter((p) => path.basename(p) !== 'journal.jsonl');
      if (journal.bytes > 0) fallback.waiting.push(await journal.rotate());
      return fallback;
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  /** Journaled and not yet in the database. */
  get pending(): boolean {
    return this.waiting.length > 0 || this.journal.bytes > 0;
  }

  /** Resolves once the submission is on disk (fdatasync); throws when it could not be written. */
  append(sub: JournaledRow): Promise<void> {
    const done = this.chain.then(() => this.journal.append([sub]));
    this.chain = done.catch(() => undefined);
    return done;
  }

  /**
   * Writes everything journaled into the database with `insertRows`; resolves with how many lines
   * went in. Throws (keeping the files) when the database fails for any reason but the row.
   */
  replay(insertRows: (rows: readonly JournaledRow[]) => Promise<void>): Promise<number> {
    this.replaying ??= this.replayNow(insertRows).finally(() => (this.replaying = null));
    return this.replaying;
  }

  private async replayNow(insertRows: (rows: readonly JournaledRow[]) => Promise<void>): Promise<number> {
    if (this.journal.bytes > 0) {
      const rotated = this.chain.then(() => this.journal.rotate());
      this.chain = rotated.catch(() => undefined);
      this.waiting.push(await rotated);
    }
    let stored = 0;
    while (this.waiting.length > 0) {
      const file = this.waiting[0];
      const all = await this.journal.readAll();
      const content = all.find((f) => f.path === file);
      if (content) stored += await this.insertFile(content, insertRows);
      await this.journal.discard([file]);
      this.waiting.shift();
    }
    return stored;
  }

  private async insertFile(file: JournalFile, insertRows: (rows: readonly JournaledRow[]) => Promise<void>): Promise<number> {
    const source = `pg-fallback/${path.basename(file.path)}`;
    const quarantine: QuarantineItem[] = file.lines.filter((l) => !l.sub).map((l) => ({ line: l.text, reason: 'the line cannot be read as a submission (damaged?)', source }));
    const readable = file.lines.filter((l) => l.sub);
    let stored = 0;
    for (let i = 0; i < readable.length; i += GROUP) {
      const group = readable.slice(i, i + GROUP);
      try {
        await insertRows(group.map((l) => l.sub as JournaledRow));
        stored += group.length;
        continue;
      } catch (err) {
        if (!isRowError(err)) throw err;
      }
      for (const line of group) {
        try {
          await insertRows([line.sub as JournaledRow]);
          stored++;
        } catch (err) {
          if (!isRowError(err)) throw err;
          quarantine.push({ line: line.text, reason: `the database refused it: ${errorText(err)}`, source });
        }
      }
    }
    if ((await addToQuarantine(path.dirname(this.dir), quarantine)) > 0) {
      this.log.error(`store: ${quarantine.length} journaled submission(s) could not be stored in PostgreSQL and were moved to the quarantine`);
    }
    return stored;
  }

  async close(): Promise<void> {
    await this.chain;
    await this.journal.close();
    this.lock.release();
  }
}
