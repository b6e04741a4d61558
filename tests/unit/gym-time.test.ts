/**
 * The gym's clock (src/content/gym-time.ts): from tzdata 2026b British Columbia stays on UTC-7 all year, so
 * 2026-12-01T20:00:00Z is 13:00 at the gym and its day starts at 07:00 UTC, in summer and winter alike.
 */
import { spawnSync } from 'node:child_process';
import { CLOCK_PROBE, GYM_TIME_ZONE, gymClockProblem, gymDate, gymDateTime, gymFullTime, nextDate, startOfGymDate, startOfGymDay } from '../../src/content/gym-time';
import { calendarDate, fullTime, isDue } from '../../src/staff/time';
import { REPO_ROOT } from './server/helpers/service';

const WINTER = new Date('2026-12-01T20:00:00Z');

test('times read on the gym’s clock: 13:00 for 20:00 UTC on 1 December 2026', () => {
  expect(GYM_TIME_ZONE).toBe('America/Vancouver');
  expect(gymDateTime(WINTER)).toBe('2026-12-01 13:00');
  expect(gymDateTime('2026-07-01T19:05:00Z')).toBe('2026-07-01 12:05');
  expect(gymDateTime('2026-12-02T07:00:00Z')).toBe('2026-12-02 00:00');
  expect(gymFullTime(WINTER)).toMatch(/^Dec\.? 1, 2026, 1:00\sp\.m\.$/);
  expect(gymDate('2026-12-02T06:59:59Z')).toBe('2026-12-01');
  expect(gymDate('2026-12-02T07:00:00Z')).toBe('2026-12-02');
});

test('the inbox’s formatting (src/staff/time.ts) is the gym’s', () => {
  expect(fullTime(WINTER.toISOString())).toMatch(/, 2026, 1:00\sp\.m\.$/);
  expect(calendarDate('2026-12-02T07:30:00Z')).toBe('2026-12-02');
  // A follow-up on 2 December is due from 07:00 UTC that day.
  expect(isDue('2026-12-02', new Date('2026-12-02T06:59:00Z'))).toBe(false);
  expect(isDue('2026-12-02', new Date('2026-12-02T07:00:00Z'))).toBe(true);
});

test('the gym’s day starts at its midnight, as a UTC instant, on either side of the last change of clocks', () => {
  expect(startOfGymDay(WINTER).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  expect(startOfGymDay(new Date('2026-12-01T06:59:59Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  expect(startOfGymDate('2026-07-01').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  // The last fall-back: 2025-11-02 started on daylight time (UTC-7), the 3rd on standard time (UTC-8).
  expect(startOfGymDate('2025-11-02').toISOString()).toBe('2025-11-02T07:00:00.000Z');
  expect(startOfGymDate('2025-11-03').toISOString()).toBe('2025-11-03T08:00:00.000Z');
  // The spring-forward day 2026-03-08 starts on standard time, the 9th on daylight time.
  expect(startOfGymDate('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
  expect(startOfGymDate('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
  expect(nextDate('2026-12-31')).toBe('2027-01-01');
  expect(() => startOfGymDate('2026-12')).toThrow(RangeError);
});

test('this runtime knows the gym’s rules: no refusal', () => {
  expect(gymDateTime(CLOCK_PROBE.at)).toBe(CLOCK_PROBE.gymTime);
  expect(gymClockProblem(process.versions.tz)).toBeNull();
});

test('a runtime whose zone data predates 2026b (a browser not updated since) still reads the gym’s clock', () => {
  // Debian's Node 20 (tz 2025c) stands in for such a browser: its own data says 12:00 for the probe.
  const OLD_NODE = '/usr/bin/node';
  const instants = [
    '2026-12-01T20:00:00Z', // winter, after the last change: 13:00 at UTC-7
    '2027-07-01T19:05:00Z', // the summer after: 12:05, as ever
    '2026-11-01T08:59:00Z', // the last minute on daylight time by either data
    '2026-11-01T09:00:00Z', // where older data falls back to UTC-8 and 2026b does not
    '2026-07-01T19:05:00Z',
    '2025-12-01T20:00:00Z', // the winter before, on UTC-8 by either data
  ];
  const script = `
    const t = require('./src/content/gym-time.ts');
    const probe = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', hour: '2-digit', hourCycle: 'h23' })
      .format(new Date('2026-12-01T20:00:00Z'));
    const at = ${JSON.stringify(instants)};
    console.log(JSON.stringify({ probe, problem: t.gymClockProblem(process.versions.tz) !== null,
      read: at.map((i) => [t.gymDateTime(i), t.gymFullTime(i), t.gymDate(i)]),
      starts: ['2026-11-01', '2026-11-02', '2026-12-01', '2027-07-01'].map((d) => t.startOfGymDate(d).toISOString()) }));`;
  const r = spawnSync(OLD_NODE, ['--import', 'tsx', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(r.stderr).toBe('');
  const old = JSON.parse(r.stdout) as { probe: string; problem: boolean; read: string[][]; starts: string[] };
  expect(old.probe).toBe('12'); // its own data is an hour off…
  expect(old.problem).toBe(true); // …so a service refuses it…
  // …and every time the gym's clock shows reads as on this runtime, whose data is current.
  expect(old.read).toEqual(instants.map((i) => [gymDateTime(i), gymFullTime(i), gymDate(i)]));
  expect(old.read[0][0]).toBe('2026-12-01 13:00');
  expect(old.read[3][0]).toBe('2026-11-01 02:00');
  expect(old.starts).toEqual(['2026-11-01', '2026-11-02', '2026-12-01', '2027-07-01'].map((d) => startOfGymDate(d).toISOString()));
});
