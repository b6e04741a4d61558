import { initialRemaining, pad2, parseTarget, remaining } from '../../src/lib/countdown';

const TARGET = '2026-01-14T23:59:59-08:00';

describe('countdown arithmetic (spec 4)', () => {
  const target = parseTarget(TARGET);

  it('targets 14 January 2026 23:59:59 in the gym’s time zone (PST)', () => {
    expect(new Date(target).toISOString()).toBe('2026-01-15T07:59:59.000Z');
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(remaining(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('ignores partial seconds', () => {
    expect(remaining(target, target - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows zeros at and after the target', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(remaining(target, target)).toEqual(zero);
    expect(remaining(target, target + 86_400_000)).toEqual(zero);
  });

  it('shows 90 days before the first tick', () => {
    expect(initialRemaining(90)).toEqual({ days: 90, hours: 0, minutes: 0, seconds: 0 });
  });

  it('rejects an unparseable target and pads units', () => {
    expect(() => parseTarget('next fall')).toThrow(/Invalid countdown target/);
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
  });
});
