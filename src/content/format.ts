/**
 * Display formatting for prices and counts. Pure and locale-independent on purpose: the server
 * render and the browser must print exactly the same text (no Intl differences between Node's ICU
 * and the visitor's browser, so no hydration mismatch).
 */

/** Groups the digits of a whole, non-negative number with commas: 1199 -> "1,199". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A price in dollars: whole amounts without cents, others with two decimals, thousands grouped.
 * formatPrice(99) -> "$99", formatPrice(659.99) -> "$659.99", formatPrice(1199.99) -> "$1,199.99",
 * formatPrice(22.5) -> "$22.50".
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = groupThousands(String(dollars));
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`;
}

/** Fills `{name}` in a content text with a value (the page's own slots, e.g. plans.yaml `card`). */
function fill(template: string, name: string, value: string): string {
  return template.split(`{${name}}`).join(value);
}

/** English periods that read as "per one unit": "/week", "/year". */
const UNIT_PERIODS = new Set(['day', 'week', 'month', 'year', 'pass', 'package', 'session', 'class', 'visit']);

/** How a period reads after a price: per one unit ("week"), per a count ("2 years"), or as it is ("biweekly"). */
export type PeriodKind = 'unit' | 'counted' | 'other';

/** The kind of a plan's period, from its English text (plans.yaml); a translation reads the same way. */
export function periodKind(englishPeriod: string): PeriodKind {
  const p = englishPeriod.trim();
  if (UNIT_PERIODS.has(p.toLowerCase())) return 'unit';
  return /^\d/.test(p) ? 'counted' : 'other';
}

/** The words around a period, in the page's language (plans.yaml `card`): "/{unit}", "per {period}". */
export interface PeriodWords {
  perUnit: string;
  perCount: string;
}

/**
 * The text shown after a plan's price, from its `period` in the page's language and the kind of its
 * English period: a single unit -> "/week"; a counted period -> "per 2 years", "per 10 visits";
 * anything else (e.g. "biweekly") is shown as it is.
 */
export function formatPeriod(period: string, words: PeriodWords, kind: PeriodKind = periodKind(period)): string {
  const p = period.trim();
  if (!p) return '';
  if (kind === 'unit') return fill(words.perUnit, 'unit', p);
  if (kind === 'counted') return fill(words.perCount, 'period', p);
  return p;
}

/** The savings badge from its words ("Save {percent}%" -> "Save 21%"), or null when there is none. */
export function formatSavings(percent: number | null | undefined, words: string): string | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent) || percent <= 0) return null;
  return fill(words, 'percent', String(Math.round(percent)));
}

/** The struck-through regular price from its words ("Was {price}" -> "Was $18.75"), or null when there is none. */
export function formatWasPrice(original: number | null | undefined, words: string): string | null {
  if (original === null || original === undefined) return null;
  return fill(words, 'price', formatPrice(original));
}

/** A count such as likes: 874 -> "874", 1234 -> "1,234", 12500 -> "12,500". */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a count: ${n}`);
  const whole = Math.round(Math.abs(n));
  return `${n < 0 ? '-' : ''}${groupThousands(String(whole))}`;
}
