/**
 * Carousel index rules, shared by the two carousels of the site (spec 4):
 *
 * - bounded (home facility carousel): `start` is the index of the first visible item; it runs from
 *   0 to count - visible, and previous/next are disabled at those ends;
 * - wrapping (expansion page): one item at a time; next after the last goes to the first, previous
 *   before the first goes to the last, and a dot jumps straight to its index.
 *
 * Pure functions only: the component (src/components/ui/Carousel.tsx) renders and wires them.
 */
import { fillSlots } from './rich-text';

/** How many items are visible at each width; a missing breakpoint inherits the one below it. */

export interface VisibleConfig {
  /** Below 768px. */
  base: number;
  /** From 768px. */
  md?: number;
  /** From 1024px. */
  lg?: number;
}

/** The widths (px, min-width) where the visible count may change; the same as the theme's md and lg. */
export const CAROUSEL_BREAKPOINTS = { md: 768, lg: 1024 } as const;

const whole = (n: number): number => (Number.isFinite(n) ? Math.trunc(n) : 0);
const atLeastOne = (n: number): number => Math.max(1, whole(n));
const nonNegative = (n: number): number => Math.max(0, whole(n));

/** The visible count at a viewport width, for a per-breakpoint config. */
export function visibleAt(width: number, config: VisibleConfig): number {
  const base = atLeastOne(config.base);
  const md = config.md === undefined ? base : atLeastOne(config.md);
  const lg = config.lg === undefined ? md : atLeastOne(config.lg);
  if (width >= CAROUSEL_BREAKPOINTS.lg) return lg;
  if (width >= CAROUSEL_BREAKPOINTS.md) return md;
  return base;
}

/** The last valid start index when `visible` items show at once (0 when everything fits). */
export function maxStart(count: number, visible: number): number {
  return Math.max(0, nonNegative(count) - atLeastOne(visible));
}

/** A start index kept within 0..maxStart (e.g. after the visible count grew on resize). */
export function clampStart(start: number, count: number, visible: number): number {
  return Math.min(Math.max(0, whole(start)), maxStart(count, visible));
}

/** Whether a bounded carousel can move back (false at the start). */
export function canPrev(start: number): boolean {
  return whole(start) > 0;
}

/** Whether a bounded carousel can move forward (false once the last item is visible). */
export function canNext(start: number, count: number, visible: number): boolean {
  return whole(start) < maxStart(count, visible);
}

/** Start index after "next" in a bounded carousel: `step` forward, never past the end. */
export function nextBounded(start: number, count: number, visible: number, step = 1): number {
  return clampStart(whole(start) + atLeastOne(step), count, visible);
}

/** Start index after "previous" in a bounded carousel: `step` back, never before 0. */
export function prevBounded(start: number, count: number, visible: number, step = 1): number {
  return clampStart(whole(start) - atLeastOne(step), count, visible);
}

/** Index after "next" in a wrapping carousel: the last wraps to the first. */
export function wrapNext(index: number, count: number): number {
  const n = nonNegative(count);
  if (n === 0) return 0;
  return (((whole(index) + 1) % n) + n) % n;
}

/** Index after "previous" in a wrapping carousel: the first wraps to the last. */
export function wrapPrev(index: number, count: number): number {
  const n = nonNegative(count);
  if (n === 0) return 0;
  return (((whole(index) - 1) % n) + n) % n;
}

/** Index a dot (or any direct jump) goes to: kept within 0..count-1. */
export function goTo(index: number, count: number): number {
  const n = nonNegative(count);
  if (n === 0) return 0;
  return Math.min(Math.max(0, whole(index)), n - 1);
}

/** 1-based first and last visible positions for a start index: start 0, 3 visible -> 1..3. */
export function visibleRange(start: number, count: number, visible: number): { first: number; last: number } {
  const n = nonNegative(count);
  if (n === 0) return { first: 0, last: 0 };
  const s = clampStart(start, n, visible);
  return { first: s + 1, last: Math.min(n, s + atLeastOne(visible)) };
}

/** Whether the item at `index` is currently in view. */
export function isVisible(index: number, start: number, count: number, visible: number): boolean {
  const { first, last } = visibleRange(start, count, visible);
  return index + 1 >= first && index + 1 <= last;
}

/** The live region's words (settings.yaml `frame.carousel`): {noun}, {first}, {last} and {count} are filled here. */
export interface PositionWords {
  showingOne: string;
  showingMany: string;
}

/**
 * What the polite live region says: "Showing photos 1-3 of 16", or "Showing photo 4 of 16" when a
 * single item is in view (in English; `words` give the page's language).
 */
export function positionLabel(start: number, count: number, visible: number, noun: { one: string; many: string }, words: PositionWords): string {
  const n = nonNegative(count);
  const { first, last } = visibleRange(start, n, visible);
  if (first === last) return fillSlots(words.showingOne, { noun: noun.one, first, count: n });
  return fillSlots(words.showingMany, { noun: noun.many, first, last, count: n });
}

/** The track's horizontal shift, in percent of its width, that brings `start` to the left edge. */
export function trackOffsetPercent(start: number, visible: number): number {
  const shift = (whole(start) * 100) / atLeastOne(visible);
  return shift === 0 ? 0 : -Math.round(shift * 1000) / 1000;
}
