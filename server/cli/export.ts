/** `npm run leads -- export`: every submission with its delivery state, as CSV or JSON, to standard output or a file. */
import fs from 'node:fs';
import { replaceHiddenFormat } from '../../src/staff/bidi';
import { csvDocument } from '../csv';
import type { StoredSubmission } from '../submissions';
import { field, subjectOf } from './format';

export const CSV_COLUMNS = [
  'id',
  'received_at',
  'form',
  'language',
  'delivery_state',
  'attempts',
  'last_error',
  'delivered_at',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'fields_json',
  'client_ip',
  'user_agent',
] as const;

function csvRow(r: StoredSubmission): string[] {
  const p = r.payload as Record<string, unknown>;
  return [
    r.id,
    r.createdAt.toISOString(),
    r.formId,
    r.language,
    r.deliveryState,
    String(r.attempts),
    r.lastError ?? '',
    r.deliveredAt ? r.deliveredAt.toISOString() : '',
    field(r, 'name'),
    field(r, 'email') || field(r, '_replyto'),
    field(r, 'phone'),
    subjectOf(r),
    typeof p.message === 'string' ? p.message : '',
    JSON.stringify(r.fields),
    r.clientIp ?? '',
    r.userAgent ?? '',
  ];
}

/** The export as CSV (server/csv.ts: quoted cells, formulas neutralised, CRLF, a byte-order mark unless `bom` is false). */
export function toCsv(rows: readonly StoredSubmission[], options: { bom?: boolean } = {}): string {
  return csvDocument(CSV_COLUMNS, rows.map(csvRow), options);
}

/** Bidi controls and invisible format characters (src/staff/bidi.ts) as JSON escapes: the same data once parsed, nothing hidden on a screen. */
const escapeHidden = (json: string): string => replaceHiddenFormat(json, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function toJson(rows: readonly StoredSubmission[]): string {
  return `${escapeHidden(JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      receivedAt: r.createdAt.toISOString(),
      form: r.formId,
      language: r.language,
      deliveryState: r.deliveryState,
      attempts: r.attempts,
      lastError: r.lastError,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      deliveredAt: r.deliveredAt?.toISOString() ?? null,
      spam: r.spam,
      fields: r.fields,
      payload: r.payload,
      clientIp: r.clientIp,
      userAgent: r.userAgent,
    })),
    null,
    2,
  ))}\n`;
}

/** Writes the export to `file` (readable by its owner only) or to the command's output. */
export function writeOutput(file: string | undefined, text: string, out: (s: string) => void): void {
  if (!file) {
    out(text);
    return;
  }
  // Personal answers: readable by the owner only, also when the file existed with looser modes.
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    fs.writeFileSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
  process.stderr.write(`Wrote ${file}\n`);
}
