/**
 * The quarantine: journal lines the embedded store could not put into the database (a line that
 * cannot be read, or a submission the database refuses), kept in DATA_DIR/quarantine.jsonl for a
 * person instead of being dropped. Each line of the file is one JSON object holding the journal
 * line exactly as it was, why it is here and when; `npm run leads -- list` shows them and the
 * service warns about them at every start. Nothing here ever removes a line (server/README.md,
 * "Quarantine").
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { decodeJournalLine, fsyncPath, writeFully } from './journal';
import type { JournaledRow } from './journaled-row';

const QUARANTINE_FILE = 'quarantine.jsonl';

export interface QuarantineItem {
  /** The journal line, exactly as it was written (without its line break). */
  line: string;
  reason: string;
  /** The journal file it came from. */
  source: string;
  /** The line's exact bytes, when they are not valid UTF-8 (`line` then shows them decoded). */
  base64?: string;
}

export interface QuarantineEntry extends QuarantineItem {
  at: string;
  /** The submission the line holds, when it can be read. */
  submission: JournaledRow | null;
}

export function quarantinePath(dataDir: string): string {
  return path.join(dataDir, QUARANTINE_FILE);
}

/** Every entry of the quarantine file (none when there is none); lines that cannot be read are shown as such. */
export function readQuarantine(dataDir: string): QuarantineEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(quarantinePath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: QuarantineEntry[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    try {
      // A line of a file anyone could have edited: every field is checked or turned into text.
      const e = JSON.parse(raw) as { at?: unknown; reason?: unknown; source?: unknown; line?: unknown; base64?: unknown };
      entries.push({
        at: String(e.at),
        reason: String(e.reason),
        source: String(e.source),
        line: String(e.line),
        ...(typeof e.base64 === 'string' ? { base64: e.base64 } : {}),
        submission: decodeJournalLine(String(e.line)),
      });
    } catch {
      entries.push({ at: '', reason: 'this line of the quarantine file cannot be read', source: QUARANTINE_FILE, line: raw, submission: null });
    }
  }
  return entries;
}

/**
 * Appends items (those whose line is already there are not repeated) and waits until they are on
 * disk. Throws when that fails: the caller then keeps the journal file the lines came from.
 */
export async function addToQuarantine(dataDir: string, items: readonly QuarantineItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const file = quarantinePath(dataDir);
  const present = new Set(readQuarantine(dataDir).map((e) => e.line));
  const fresh: QuarantineItem[] = [];
  for (const item of items) {
    if (present.has(item.line)) continue;
    present.add(item.line);
    fresh.push(item);
  }
  if (fresh.length === 0) return 0;
  const existed = fs.existsSync(file);
  const at = new Date().toISOString();
  const data = Buffer.from(fresh.map((i) => `${JSON.stringify({ at, ...i })}\n`).join(''), 'utf8');
  const fh = await fsp.open(file, 'a', 0o600);
  try {
    await fh.chmod(0o600);
    await writeFully(fh, data);
    await fh.datasync();
  } finally {
    await fh.close();
  }
  if (!existed) await fsyncPath(dataDir);
  return fresh.length;
}

/** SQLSTATE classes that say the row itself is refused (bad value, constraint): the line is quarantined. */
export function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23)/.test(code);
}
