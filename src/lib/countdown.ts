/** Countdown arithmetic (spec section 4): whole days, hours, minutes and seconds to a target. */

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const ZERO: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** What the countdown shows before its first tick. */
export function initialRemaining(initialDays: number): Remaining {
  return { days: initialDays, hours: 0, minutes: 0, seconds: 0 };
}

/** Time left from `now` to `target` (both epoch ms); zeros at or after the target. */
export function remaining(target: number, now: number): Remaining {
  const diff = Math.floor((target - now) / 1000);
  if (!Number.isFinite(diff) || diff <= 0) return { ...ZERO };
  return {
    days: Math.floor(diff / 86400),
    hours: Math.floor((diff % 86400) / 3600),
    minutes: Math.floor((diff % 3600) / 60),
    seconds: diff % 60,
  };
}

/** Parses the content's ISO target (with its UTC offset) to epoch ms; throws on a bad value. */
export function parseTarget(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Invalid countdown target: ${iso}`);
  return ms;
}

/** Two-digit display for hours, minutes and seconds. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
