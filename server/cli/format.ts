/** How `npm run leads` shows submissions: the table, the delivery states, the health line (export.ts writes CSV and JSON). */
import { gymDateTime } from '../../src/content/gym-time';
import { englishNameOf } from '../../src/content/languages';
import { hasHiddenFormat, isolate } from '../../src/staff/bidi';
import { isSuspectedSpam } from '../submissions/delivery/marks';
import type { DeliveryHealth, StoredSubmission } from '../submissions';

/** Control characters (and ANSI escapes) never reach the terminal. */
function withoutControls(v: string): string {
  // eslint-disable-next-line no-control-regex
  return v.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

/**
 * A value as the terminal shows it: control characters (and ANSI escapes) as spaces, and a value holding
 * a bidi control or an invisible format character isolated (FSI … PDI: src/staff/bidi.ts), so it cannot
 * reorder the columns after it.
 */
export function terminalSafe(v: string): string {
  return isolate(withoutControls(v));
}

/** A form field's text (a list joined with commas), else the payload's value of that name, else empty. */
export function field(row: StoredSubmission, name: string): string {
  const fromFields = (row.fields as Record<string, unknown>)[name];
  if (typeof fromFields === 'string') return fromFields;
  if (Array.isArray(fromFields)) return fromFields.filter((x) => typeof x === 'string').join(', ');
  const fromPayload = (row.payload as Record<string, unknown>)[name];
  return typeof fromPayload === 'string' ? fromPayload : '';
}

/** The subject the submission was delivered with. */
export function subjectOf(row: StoredSubmission): string {
  const p = row.payload as Record<string, unknown>;
  return typeof p.subject === 'string' ? p.subject : typeof p._subject === 'string' ? p._subject : '';
}

/** "2026-12-01 13:00" on the gym's clock (src/content/gym-time.ts), whatever the machine's TZ. */
export function formatTime(d: Date): string {
  return gymDateTime(d);
}

/** The delivery state as a person reads it; suspected spam says so, with the id `not-spam` takes. */
export function describeState(row: StoredSubmission): string {
  const state = describePlainState(row);
  return isSuspectedSpam(row) ? `suspected spam (not-spam ${row.id.slice(0, 8)}), ${state}` : state;
}

function describePlainState(row: StoredSubmission): string {
  switch (row.deliveryState) {
    case 'delivered':
      return `${row.deliveredAt ? `delivered ${formatTime(row.deliveredAt).slice(11)}` : 'delivered'}${row.digestId ? ' in a digest' : ''}`;
    case 'pending':
      if (row.attempts === 0) return 'pending';
      return `retrying (${row.attempts} failed${row.nextAttemptAt ? `, next ${formatTime(row.nextAttemptAt).slice(11)}` : ''})`;
    case 'failed':
      return `failed after ${row.attempts} attempts (npm run leads -- retry)`;
    case 'spam':
      return 'spam (never delivered)';
    case 'stored':
      return 'stored (no delivery configured)';
    default:
      return String(row.deliveryState);
  }
}

/** Characters as a reader sees them (grapheme clusters): an emoji or a combining accent counts once, never cut in half. */
const graphemes = (s: string): string[] => Array.from(new Intl.Segmenter().segment(s), (g) => g.segment);

/** How many columns a value takes: its graphemes, less the isolates and other invisible format characters. */
const widthOf = (s: string): number => graphemes(s).filter((g) => !hasHiddenFormat(g) || g.length > 1).length;

/** Cut to `width` first, isolated after, so the cut never drops the closing isolate. */
function cut(v: string, width: number): string {
  const s = withoutControls(v).trim();
  const chars = graphemes(s);
  return isolate(chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : s);
}

function pad(v: string, width: number): string {
  return v + ' '.repeat(Math.max(0, width - widthOf(v)));
}

export function renderTable(rows: readonly StoredSubmission[]): string {
  const header = ['Time', 'Form', 'Language', 'Name', 'Email', 'Subject', 'Delivery'];
  const limits = [16, 12, 10, 22, 30, 44, 60];
  const cells = rows.map((r) => [
    formatTime(r.createdAt),
    r.formId,
    englishNameOf(r.language),
    field(r, 'name'),
    field(r, 'email') || field(r, '_replyto'),
    subjectOf(r),
    describeState(r),
  ].map((c, i) => cut(c, limits[i])));
  const widths = header.map((h, i) => Math.max(widthOf(h), ...cells.map((c) => widthOf(c[i]))));
  const line = (c: string[]): string => c.map((v, i) => (i === c.length - 1 ? v : pad(v, widths[i]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function minutesText(ms: number): string {
  const m = Math.floor(ms / 60_000);
  if (m < 1) return 'under a minute';
  if (m < 120) return `${m} min`;
  return m < 48 * 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${Math.floor(m / 1440)} days`;
}

/** The health figure as `leads list` prints it: how long the oldest undelivered submission has waited, with a warning past the limit. */
export function describeHealth(h: DeliveryHealth, alertAfterMs: number): string {
  if (h.waiting === 0 || h.oldestAgeMs === null) return 'Nothing waiting for delivery.\n';
  const line = `${h.waiting} waiting for delivery; the oldest was received ${minutesText(h.oldestAgeMs)} ago${h.oldest ? ` (${formatTime(h.oldest)})` : ''}.\n`;
  if (h.oldestAgeMs <= alertAfterMs) return line;
  return (
    `${line}WARNING: delivery is behind (more than DELIVERY_ALERT_MINUTES, ${minutesText(alertAfterMs)}): check the mail server ` +
    '(SMTP_URL or FORWARD_URL) and the database, and the service\'s log; `npm run leads -- retry` sends what failed now.\n'
  );
}
