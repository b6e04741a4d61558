/** Times as the front desk reads them: "just now", "3 h ago", "2 d ago", and full dates in the gym's zone (src/content/gym-time.ts). */
import { gymDate, gymFullTime } from '../content/gym-time';

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

/** "Dec 1, 2026, 1:00 p.m." in the gym's time zone (for titles and the history). */
export function fullTime(iso: string): string {
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? iso : gymFullTime(t);
}

/** The calendar date (YYYY-MM-DD) of an instant in the gym's time zone. */
export function calendarDate(iso: string | Date): string {
  return gymDate(iso);
}

/** True when a follow-up date is today or past in the gym's calendar. */
export function isDue(followUpOn: string | null, now: Date): boolean {
  return followUpOn !== null && followUpOn <= gymDate(now);
}
