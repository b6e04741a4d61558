/** Times as the front desk reads them: "just now", "3 h ago", "2 d ago", and full dates in the gym's zone. */

const GYM_TIME_ZONE = 'America/Vancouver';

/**
 * Each formatter is made once, on first use: making an Intl.DateTimeFormat costs about a millisecond on a
 * phone, and the list formats two times per lead (scripts/bench-inbox.ts found 120 ms for 50 leads).
 */
let fullFormat: Intl.DateTimeFormat | null = null;
let dateFormat: Intl.DateTimeFormat | null = null;

/** How long ago `iso` was, seen at `now`: "just now", "5 min ago", "3 h ago", "2 d ago", "5 wk ago", then the date. */
export function relativeTime(iso: string, now: Date): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const s = Math.max(0, Math.floor((now.getTime() - then) / 1000));
  if (s < 60) return 'just now';
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  if (d < 14) return `${d} d ago`;
  if (d < 60) return `${Math.floor(d / 7)} wk ago`;
  return calendarDate(iso);
}

/** "Nov 25, 2026, 1:38 PM" in the gym's time zone (for titles and the history). */
export function fullTime(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return iso;
  fullFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return fullFormat.format(t);
}

/** The calendar date (YYYY-MM-DD) of an instant in the gym's time zone. */
export function calendarDate(iso: string | Date): string {
  const t = typeof iso === 'string' ? new Date(iso) : iso;
  dateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = dateFormat.formatToParts(t);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** True when a follow-up date is today or past in the gym's calendar. */
export function isDue(followUpOn: string | null, now: Date): boolean {
  return followUpOn !== null && followUpOn <= calendarDate(now);
}
