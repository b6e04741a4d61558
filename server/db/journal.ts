/**
 * Write-ahead journal for the embedded store.
 *
 * PGlite writes its files through Emscripten's NODEFS, synchronously, so a committed row is in the
 * operating system's page cache before the query resolves and survives `kill -9` of the service.
 * But PGlite starts Postgres with fsync off (`-F`), so nothing forces those pages to disk: a power
 * cut or kernel crash could lose recent rows. This journal closes that gap: every submission is
 * appended as one JSON line and fdatasync'ed BEFORE it is inserted, in groups (one fsync for all
 * submissions that arrive while the previous group is being written). At start the journal is
 * replayed (INSERT ... ON CONFLICT DO NOTHING), then PGlite is checkpointed, its files fsync'ed and
 * the journal emptied. The same compaction runs when the journal grows past a threshold and at a
 * clean shutdown.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { FILE_MODE, makePrivate } from './modes';
import type { JournaledRow } from './journaled-row';
import { SOURCE_LANGUAGE } from '../../src/content/languages';

const CURRENT = 'journal.jsonl';
const ROTATED = /^journal\.(\d+)\.jsonl$/;

interface JournalLine {
  v: 1;
  s: Omit<JournaledRow, 'createdAt' | 'nextAttemptAt'> & { createdAt: string; nextAttemptAt: string | null };
}

/** One journal line, line break included. */
export function encodeJournalLine(sub: JournaledRow): string {
  const line: JournalLine = {
    v: 1,
    s: { ...sub, createdAt: sub.createdAt.toISOString(), nextAttemptAt: sub.nextAttemptAt?.toISOString() ?? null },
  };
  return `${JSON.stringify(line)}\n`;
}

/** The submission a journal line holds, or null when the line cannot be read as one. */
export function decodeJournalLine(text: string): JournaledRow | null {
  try {
    // Whatever the line holds: a torn or foreign line is checked before it is used.
    const line = JSON.parse(text) as { v?: unknown; s?: JournalLine['s'] } | null;
    if (line?.v !== 1 || typeof line.s?.id !== 'string') return null;
    return {
      ...line.s,
      // A line that names no language is English, as the column's default is.
      language: typeof line.s.language === 'string' ? line.s.language : SOURCE_LANGUAGE,
      createdAt: new Date(line.s.createdAt),
      nextAttemptAt: line.s.nextAttemptAt ? new Date(line.s.nextAttemptAt) : null,
    };
  } catch {
    return null;
  }
}

/** Writes every byte, however many calls that takes (a disk filling up gives short writes); throws otherwise. */
export async function writeFully(fh: fsp.FileHandle, data: Buffer): Promise<void> {
  let done = 0;
  while (done < data.length) {
    const { bytesWritten } = await fh.write(data, done, data.length - done);
    if (bytesWritten <= 0) throw new Error(`write stopped after ${done} of ${data.length} bytes`);
    done += bytesWritten;
  }
}

export async function fsyncPath(p: string): Promise<void> {
  const fh = await fsp.open(p, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * fsyncs every file and directory under `dir` (PGlite's data directory after a CHECKPOINT);
 * with `markOnly`, only records the files as they are now in `seen` (known to be on disk already);
 * with `private`, also sets every directory to 0700 and every file to 0600 (modes.ts).
 * With a `seen` map, files whose size and mtime did not change since their last fsync through
 * that map are skipped (a checkpoint touches a handful of PGlite's ~1000 files); the stat is taken
 * before the fsync, so a write that lands meanwhile changes the mtime and is synced next time.
 */
export async function fsyncTree(dir: string, seen?: Map<string, string>, options: { markOnly?: boolean; private?: boolean } = {}): Promise<void> {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = async (d: string): Promise<void> => {
    dirs.push(d);
    if (options.private) await makePrivate(d, await fsp.lstat(d));
    for (const e of await fsp.readdir(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) files.push(p);
    }
  };
  await walk(dir);
  const syncFile = async (p: string): Promise<void> => {
    try {
      const st = await fsp.stat(p);
      if (options.private) await makePrivate(p, st);
      const mark = `${st.size}:${st.mtimeMs}`;
      if (seen?.get(p) === mark) return;
      if (!options.markOnly) await fsyncPath(p);
      seen?.set(p, mark);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // a file removed meanwhile is fine
    }
  };
  // A few at a time: libuv's thread pool has four threads.
  for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(syncFile));
  if (!options.markOnly) for (const d of dirs.reverse()) await fsyncPath(d);
}

export interface JournalFile {
  path: string;
  /** Its complete lines, in order: the submission each holds, or null when a line cannot be read. */
  lines: { text: string; bytes: Buffer; sub: JournaledRow | null }[];
  /** Bytes after the last line break: a write a crash cut short, never acknowledged (acknowledged lines end with a break). */
  tornBytes: number;
}

export class Journal {
  private fh: fsp.FileHandle | null = null;
  private seq = 0;
  /** Bytes in the current file. */
  bytes = 0;
  private needsBreak = false;

  constructor(readonly dir: string) {}

  /** Every journal file (rotated ones first, then the current one) with its lines, in write order. */
  async readAll(): Promise<JournalFile[]> {
    const names = (await fsp.readdir(this.dir)).filter((n) => ROTATED.test(n));
    names.sort((a, b) => Number(ROTATED.exec(a)?.[1]) - Number(ROTATED.exec(b)?.[1]));
    if (fs.existsSync(path.join(this.dir, CURRENT))) names.push(CURRENT);
    const files: JournalFile[] = [];
    for (const name of names) {
      const data = await fsp.readFile(path.join(this.dir, name));
      const lines: JournalFile['lines'] = [];
      let start = 0;
      for (let nl = data.indexOf(0x0a); nl >= 0; nl = data.indexOf(0x0a, start)) {
        const bytes = data.subarray(start, nl);
        start = nl + 1;
        const text = bytes.toString('utf8');
        if (text.trim() === '') continue;
        lines.push({ text, bytes, sub: decodeJournalLine(text) });
      }
      files.push({ path: path.join(this.dir, name), lines, tornBytes: data.length - start });
      const m = ROTATED.exec(name);
      if (m) this.seq = Math.max(this.seq, Number(m[1]));
    }
    return files;
  }

  async open(): Promise<void> {
    this.fh = await fsp.open(path.join(this.dir, CURRENT), 'a+', FILE_MODE);
    await this.fh.chmod(FILE_MODE);
    this.bytes = (await this.fh.stat()).size;
    if (this.bytes > 0) {
      // A write a crash cut short: the next entry starts on a line of its own.
      const last = Buffer.alloc(1);
      const { bytesRead } = await this.fh.read(last, 0, 1, this.bytes - 1);
      this.needsBreak = bytesRead === 1 && last[0] !== 0x0a;
    }
    await fsyncPath(this.dir);
  }

  /**
   * Appends the submissions in one write and waits until they are on disk. When any of it cannot be
   * written (a full disk) or synced, the file is cut back to where it was, so no torn line stays in
   * front of the next entry, and the call throws: the caller answers 5xx, nothing is acknowledged.
   */
  async append(subs: readonly JournaledRow[]): Promise<void> {
    const fh = this.fh;
    if (!fh) throw new Error('journal is not open');
    // After a cut-back that failed, a line break first ends whatever is left of the failed write.
    const data = Buffer.from(`${this.needsBreak ? '\n' : ''}${subs.map(encodeJournalLine).join('')}`, 'utf8');
    try {
      await writeFully(fh, data);
      await fh.datasync();
    } catch (err) {
      try {
        await fh.truncate(this.bytes);
      } catch {
        this.needsBreak = true;
        this.bytes = await fh.stat().then((st) => st.size, () => this.bytes);
      }
      throw err;
    }
    this.needsBreak = false;
    this.bytes += data.length;
  }

  /** Closes the current file and renames it aside; returns its new path. A new empty file is opened. */
  async rotate(): Promise<string> {
    if (!this.fh) throw new Error('journal is not open');
    await this.fh.close();
    this.fh = null;
    this.seq += 1;
    const rotated = path.join(this.dir, `journal.${this.seq}.jsonl`);
    // link + unlink rather than rename: a file already at that name is never replaced (link fails).
    await fsp.link(path.join(this.dir, CURRENT), rotated);
    await fsp.unlink(path.join(this.dir, CURRENT));
    await this.open();
    return rotated;
  }

  /** Removes journal files whose entries are durable in the database. */
  async discard(files: readonly string[]): Promise<void> {
    for (const f of files) {
      if (path.basename(f) === CURRENT) {
        await this.fh?.truncate(0);
        await this.fh?.sync();
        this.bytes = 0;
      } else {
        await fsp.rm(f, { force: true });
      }
    }
    await fsyncPath(this.dir);
  }

  async close(): Promise<void> {
    await this.fh?.close();
    this.fh = null;
  }
}
