/**
 * `npm run leads -- list`: what DATA_DIR keeps outside the database. The quarantine file
 * (db/quarantine.ts), written by the embedded store's journal and by the PostgreSQL store's
 * local journal (db/pg-fallback.ts) alike; and that local journal's submissions not yet in PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { quarantinePath, readQuarantine, type QuarantineEntry } from '../db/quarantine';

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function describe(e: QuarantineEntry, formatTime: (d: Date) => string, safe: (s: string) => string): string {
  const s = e.submission;
  if (!s) return `  ${e.at ? `${e.at}  ` : ''}(a line that cannot be read, from ${e.source}): ${safe(e.reason)}`;
  const fields = s.fields as Record<string, unknown>;
  const payload = s.payload as Record<string, unknown>;
  const email = str(fields.email) || str(payload.email);
  const who = [str(fields.name), email && `<${email}>`].filter(Boolean).join(' ');
  const when = Number.isNaN(s.createdAt.getTime()) ? '?' : formatTime(s.createdAt);
  return `  ${when}  ${safe(s.formId)}  ${safe(who) || '(no name)'}  id ${safe(s.id)}: ${safe(e.reason)}`;
}

/** The quarantine section of `list`; empty when nothing is quarantined. */
export function quarantineReport(dataDir: string, formatTime: (d: Date) => string, safe: (s: string) => string): string {
  const entries = readQuarantine(dataDir);
  if (entries.length === 0) return '';
  return [
    `Not stored in the database: ${entries.length} submission${entries.length === 1 ? ' is' : 's are'} kept in ${quarantinePath(dataDir)}`,
    '(see "Quarantine" in server/README.md for what to do with them):',
    ...entries.map((e) => describe(e, formatTime, safe)),
    '',
  ].join('\n');
}

/** With DATABASE_URL: submissions journaled while PostgreSQL could not be reached and not yet stored in it. */
export function fallbackReport(dataDir: string): string {
  const dir = path.join(dataDir, 'pg-fallback');
  let lines = 0;
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((f) => /^journal(\.\d+)?\.jsonl$/.test(f));
  } catch {
    return '';
  }
  for (const name of names) {
    try {
      lines += fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter((l) => l.trim() !== '').length;
    } catch {
      // Removed by the service between the listing and the read: stored in PostgreSQL meanwhile.
    }
  }
  if (lines === 0) return '';
  return (
    `Waiting in the local journal: ${lines} submission${lines === 1 ? '' : 's'} received while PostgreSQL could not be reached, ` +
    `kept in ${dir} and stored in the database by the service once it is back (not in the list above yet).\n`
  );
}
