/**
 * The gym's clock: its time zone, how its times read, and where its days start. Everything that shows
 * a time or counts by the gym's day (the inbox, the CLI, the mails, the mail ceiling, the lead filters,
 * publishing) takes it from here, computed with this runtime's Intl data, never from a database's own
 * zone data (which may be older). Pure: runs in the browser, the build and the lead service.
 */

/** Where the gym is (Surrey, BC): whatever zone the machine or the database is set to. */
export const GYM_TIME_ZONE = 'America/Vancouver';

/*
 * Each formatter is made once, on first use: making an Intl.DateTimeFormat costs about a millisecond on a
 * phone, and the inbox's list formats two times per lead (scripts/bench-inbox.ts found 120 ms for 50 leads).
 */
let dateFormat: Intl.DateTimeFormat | null = null;
let minuteFormat: Intl.DateTimeFormat | null = null;
let fullFormat: Intl.DateTimeFormat | null = null;

function partsOf(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

function wallClock(at: Date): Record<string, string> {
  minuteFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: GYM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return partsOf(minuteFormat, at);
}

const asDate = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

/** The gym's calendar date (YYYY-MM-DD) of an instant. */
export function gymDate(at: Date | string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const p = partsOf(dateFormat, asDate(at));
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-12-01 13:00": an instant on the gym's 24-hour clock (the CLI, the mails). */
export function gymDateTime(at: Date | string): string {
  const p = wallClock(asDate(at));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "Dec 1, 2026, 1:00 PM" in the gym's time zone (the inbox's titles and history). */
export function gymFullTime(at: Date | string): string {
  fullFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return fullFormat.format(asDate(at));
}

/** How far the gym's wall clock is ahead of UTC at an instant, in ms (negative: behind). */
function offsetMs(at: number): number {
  const p = wallClock(new Date(at));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - (at - (((at % 60_000) + 60_000) % 60_000));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the gym's day `date` (YYYY-MM-DD) starts. */
export function startOfGymDate(date: string): Date {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const midnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // The offset at the guess, then at the instant it gives (a day that starts next to a change of offset).
  const guess = midnight - offsetMs(midnight);
  return new Date(midnight - offsetMs(guess));
}

/** The instant the gym's day containing `at` started. */
export function startOfGymDay(at: Date): Date {
  return startOfGymDate(gymDate(at));
}

/** The calendar date after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
}

/**
 * The instant that shows whether this runtime knows the gym's current rules: from tzdata 2026b British
 * Columbia stays on UTC-7 all year, so 2026-12-01T20:00:00Z is 13:00 at the gym (older data says 12:00).
 */
export const CLOCK_PROBE = { at: '2026-12-01T20:00:00Z', gymTime: '2026-12-01 13:00' } as const;

/**
 * Null when this runtime formats the gym's times right; else why it must not run, and what to run it
 * with. `tzVersion` is the runtime's tz data version (process.versions.tz in Node), quoted when known.
 */
export function gymClockProblem(tzVersion?: string): string | null {
  const shown = gymDateTime(CLOCK_PROBE.at);
  if (shown === CLOCK_PROBE.gymTime) return null;
  return (
    `This Node's time-zone data (tz ${tzVersion ?? 'unknown'}) predates 2026b, where British Columbia stays on UTC-7 all year: ` +
    `the gym's times would be an hour off (${CLOCK_PROBE.at} shows as ${shown.slice(11)}, not ${CLOCK_PROBE.gymTime.slice(11)}). ` +
    'Run it with Node 24.21 or later (npm start and npm test use node_modules/.bin/node, which npm ci installs).'
  );
}
