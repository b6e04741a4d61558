/**
 * Dates as content writers type them: `YYYY-MM-DD`, a real day of the calendar. A date in another form
 * ("25/11/2026") or a day that does not exist ("2026-02-30", "2026-13-45") is refused with the form
 * expected, instead of the page showing "February 30" or the feed "Invalid Date". Pure.
 */
import { z } from 'zod';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Days in a month of a year (month 1-12), leap years included. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why a text is not a calendar date in the form YYYY-MM-DD, or null when it is one. */
export function calendarDateProblem(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return `expected YYYY-MM-DD, got ${value === '' ? 'nothing' : value}`;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `${value} is not a date: there is no month ${month} (expected YYYY-MM-DD)`;
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return `${value} is not a date: ${MONTHS[month - 1]} ${year} has ${days} days`;
  return null;
}

/**
 * A date field: YYYY-MM-DD and a real day. YAML reads an unquoted 2026-11-25 as a timestamp; it is
 * taken back to its day (the loader reads frontmatter without timestamps, so 2026-02-30 stays text and
 * is refused rather than rolled over to March 2).
 */
/** The description that marks a date field: the GraphQL schema types it `Date` (src/build/content-sdl.ts). */
export const DATE_FIELD = 'calendar-date';

export const calendarDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z.string({ invalid_type_error: 'expected a date as YYYY-MM-DD' }).superRefine((v, ctx) => {
    const problem = calendarDateProblem(v);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  }),
).describe(DATE_FIELD);
