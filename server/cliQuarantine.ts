/** `npm run leads -- list`: the submissions kept in the embedded store's quarantine file (store/quarantine.ts). */
import { quarantinePath, readQuarantine, type QuarantineEntry } from './store/quarantine';

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
