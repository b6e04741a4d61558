/**
 * The gym's clock: its time zone, how its times read, and where its days start. Everything that shows
 * a time or counts by the gym's day (the inbox, the CLI, the mails, the mail ceiling, the lead filters,
 * publishing) takes it from here, computed with this runtime's Intl data (made up for where a browser's
 * data predates BC's last change of rules), never from a database's own zone data (which may be older).
 * Pure: runs in the browser, the build and the lead service.
 */

/** Where the gym is (Surrey, BC): whatever zone the machine or the database is set to. */
export const GYM_TIME_ZONE = 'America/Vancouver';

/**
 * The instant that shows whether this runtime knows the gym's current rules: from tzdata 2026b British
 * Columbia stays on UTC-7 all year, so 2026-12-01T20:00:00Z is 13:00 at the gym (older data says 12:00).
 */
export const CLOCK_PROBE = { at: '2026-12-01T20:00:00Z', gymTime: '2026-12-01 13:00' } as const;

/**
 * From this instant British Columbia stays on UTC-7 (tzdata 2026b); zone data from before 2026b falls
 * back to UTC-8 here instead. Before it, old and new data agree.
 */
const STAYS_ON_UTC7_FROM = Date.parse('2026-11-01T09:00:00Z');
/** UTC-7 with no changes of clocks (IANA's Etc zones count the other way: GMT+7 is UTC-7). */
const FIXED_UTC7 = 'Etc/GMT+7';

/*
 * Each formatter is made once per zone, on first use: making an Intl.DateTimeFormat costs about a
 * millisecond on a phone, and the inbox's list formats two times per lead (scripts/bench-inbox.ts found
 * 120 ms for 50 leads).
 */
const FORMATS = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  minute: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  full: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof FORMATS, zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('en-CA', { ...FORMATS[kind], timeZone: zone })));
  return f;
}

function partsOf(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** "2026-12-01 13:00" in `zone`, as this runtime's zone data has it. */
function dateTimeIn(zone: string, at: Date): string {
  const p = partsOf(formatter('minute', zone), at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

let runtimeKnowsRules: boolean | undefined;

/**
 * The zone that reads the gym's clock at `at` on this runtime: the gym's own, unless this runtime's data
 * predates 2026b (a browser not updated since) and `at` is past the last change of clocks.
 */
function zoneAt(at: Date): string {
  if (at.getTime() < STAYS_ON_UTC7_FROM) return GYM_TIME_ZONE;
  runtimeKnowsRules ??= dateTimeIn(GYM_TIME_ZONE, new Date(CLOCK_PROBE.at)) === CLOCK_PROBE.gymTime;
  return runtimeKnowsRules ? GYM_TIME_ZONE : FIXED_UTC7;
}

function wallClock(at: Date): Record<string, string> {
  return partsOf(formatter('minute', zoneAt(at)), at);
}

const asDate = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

/** The gym's calendar date (YYYY-MM-DD) of an instant. */
export function gymDate(at: Date | string): string {
  const t = asDate(at);
  const p = partsOf(formatter('date', zoneAt(t)), t);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-12-01 13:00": an instant on the gym's 24-hour clock (the CLI, the mails). */
export function gymDateTime(at: Date | string): string {
  const t = asDate(at);
  return dateTimeIn(zoneAt(t), t);
}

/** "Dec 1, 2026, 1:00 p.m." in the gym's time zone (the inbox's titles and history). */
export function gymFullTime(at: Date | string): string {
  const t = asDate(at);
  return formatter('full', zoneAt(t)).format(t);
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
 * Null when this runtime's own zone data has the gym's rules; else why the lead service and the CLI refuse
 * it, and what to run them with: they run on the Node that npm ci installs, and one with older data is
 * another, untested Node. (A browser with older data cannot be refused: the functions above make up for
 * the one change of rules there.) `tzVersion` is the runtime's tz data version (process.versions.tz in
 * Node), quoted when known.
 */
export function gymClockProblem(tzVersion?: string): string | null {
  const shown = dateTimeIn(GYM_TIME_ZONE, new Date(CLOCK_PROBE.at));
  if (shown === CLOCK_PROBE.gymTime) return null;
  return (
    `This Node's time-zone data (tz ${tzVersion ?? 'unknown'}) predates 2026b, where British Columbia stays on UTC-7 all year: ` +
    `the gym's times would be an hour off (${CLOCK_PROBE.at} shows as ${shown.slice(11)}, not ${CLOCK_PROBE.gymTime.slice(11)}). ` +
    'Run it with Node 24.21 or later (npm start and npm test use node_modules/.bin/node, which npm ci installs).'
  );
}
