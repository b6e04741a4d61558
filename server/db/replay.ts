/**
 * Journal replay at start (embedded store): every line of every journal file ends up in the
 * database or, when it cannot (a line that cannot be read, a row the database refuses), in the
 * quarantine file; only then is a journal file removed. A failure that is not about one row (the
 * database or the disk failing) stops the start and keeps every journal file for the next one.
 */
import path from 'node:path';
import type { Journal, JournalFile } from './journal';
import { addToQuarantine, isRowError, quarantinePath, type QuarantineItem } from './quarantine';
import type { JournaledRow } from './journaled-row';

export interface ReplayTarget {
  dataDir: string;
  journal: Journal;
  insertRows(rows: readonly JournaledRow[]): Promise<void>;
  /** Makes what was inserted durable (checkpoint and fsync). */
  makeDurable(): Promise<void>;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
  groupSize: number;
}

type Line = JournalFile['lines'][number];

function quarantineItem(line: Line, reason: string, source: string): QuarantineItem {
  const exact = Buffer.from(line.text, 'utf8').equals(line.bytes);
  return { line: line.text, reason, source, ...(exact ? {} : { base64: line.bytes.toString('base64') }) };
}

/** Inserts one file's readable lines in groups; a group that fails is retried row by row. Returns the lines the database refused. */
async function insertFile(t: ReplayTarget, file: JournalFile, readable: Line[]): Promise<{ stored: number; refused: Map<Line, QuarantineItem> }> {
  const source = path.basename(file.path);
  const refused = new Map<Line, QuarantineItem>();
  let stored = 0;
  for (let i = 0; i < readable.length; i += t.groupSize) {
    const group = readable.slice(i, i + t.groupSize);
    try {
      await t.insertRows(group.map((l) => l.sub as JournaledRow));
      stored += group.length;
      continue;
    } catch {
      // find the rows that spoil the group
    }
    for (const line of group) {
      try {
        await t.insertRows([line.sub as JournaledRow]);
        stored++;
      } catch (err) {
        const message = (err as Error).message;
        if (!isRowError(err)) {
          throw new Error(`replaying ${file.path} failed (${message}); every journal file is kept and replayed at the next start`);
        }
        refused.set(line, quarantineItem(line, `the database refused it: ${message}`, source));
      }
    }
  }
  return { stored, refused };
}

/**
 * Replays every journal file; resolves with true when there was anything to replay (the database
 * files were then made durable), false when the journal was empty (the last run's compaction made
 * everything durable already).
 */
export async function replayJournal(t: ReplayTarget): Promise<boolean> {
  const files = await t.journal.readAll();
  await t.journal.open();
  if (files.every((f) => f.lines.length === 0 && f.tornBytes === 0)) {
    await t.journal.discard(files.map((f) => f.path)); // empty rotated files
    return false;
  }
  let stored = 0;
  const quarantine: QuarantineItem[] = [];
  for (const file of files) {
    const source = path.basename(file.path);
    const readable = file.lines.filter((l) => l.sub);
    const result = await insertFile(t, file, readable);
    stored += result.stored;
    // In the file's order: the lines that cannot be read and those the database refused.
    for (const line of file.lines) {
      if (!line.sub) quarantine.push(quarantineItem(line, 'the line cannot be read as a submission (damaged?)', source));
      else if (result.refused.has(line)) quarantine.push(result.refused.get(line) as QuarantineItem);
    }
    if (file.tornBytes > 0) {
      t.log.warn(`store: the last ${file.tornBytes} bytes of ${source} are a write cut short by a crash (never acknowledged)`);
    }
  }
  await t.makeDurable();
  // Throws when the quarantine cannot be written: then no journal file is removed.
  const added = await addToQuarantine(t.dataDir, quarantine);
  if (added > 0) t.log.error(`store: ${added} journal line(s) could not be stored in the database and were moved to ${quarantinePath(t.dataDir)}`);
  await t.journal.discard(files.map((f) => f.path));
  t.log.info(`store: journal replayed (${stored} entries stored${quarantine.length > 0 ? `, ${quarantine.length} quarantined` : ''})`);
  return true;
}
