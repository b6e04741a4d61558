import {
  CAROUSEL_BREAKPOINTS,
  canNext,
  canPrev,
  clampStart,
  goTo,
  isVisible,
  maxStart,
  nextBounded,
  positionLabel,
  prevBounded,
  trackOffsetPercent,
  visibleAt,
  visibleRange,
  wrapNext,
  wrapPrev,
} from '../../src/lib/carousel';
import { siteWordsData } from './helpers/site-words';

/** The live region's words as settings.yaml has them (frame.carousel), in English and Punjabi. */
const carouselWords = (language: 'en' | 'pa') => (siteWordsData(language).siteWords as { frame: { carousel: { showingOne: string; showingMany: string } } }).frame.carousel;
const english = carouselWords('en');
const punjabi = carouselWords('pa');

describe('visible count by width (facility carousel: 1, 2, 3)', () => {
  const facility = { base: 1, md: 2, lg: 3 };

  it('shows 1 under 768px, 2 from 768px and 3 from 1024px', () => {
    expect(visibleAt(390, facility)).toBe(1);
    expect(visibleAt(767, facility)).toBe(1);
    expect(visibleAt(768, facility)).toBe(2);
    expect(visibleAt(1023, facility)).toBe(2);
    expect(visibleAt(1024, facility)).toBe(3);
    expect(visibleAt(1280, facility)).toBe(3);
  });

  it('inherits a missing breakpoint from the one below', () => {
    expect(visibleAt(1280, { base: 1 })).toBe(1);
    expect(visibleAt(1280, { base: 1, md: 2 })).toBe(2);
    expect(visibleAt(800, { base: 2, lg: 4 })).toBe(2);
  });

  it('never shows fewer than one', () => {
    expect(visibleAt(390, { base: 0 })).toBe(1);
  });

  it('uses the theme breakpoints', () => {
    expect(CAROUSEL_BREAKPOINTS).toEqual({ md: 768, lg: 1024 });
  });
});

describe('bounded carousel (spec 4: previous/next disabled at the start and the end)', () => {
  it('computes the last start index', () => {
    expect(maxStart(16, 1)).toBe(15);
    expect(maxStart(16, 2)).toBe(14);
    expect(maxStart(16, 3)).toBe(13);
    expect(maxStart(2, 3)).toBe(0);
    expect(maxStart(0, 3)).toBe(0);
  });

  it('disables previous at the start and next at the end', () => {
    expect(canPrev(0)).toBe(false);
    expect(canNext(0, 16, 3)).toBe(true);
    expect(canPrev(13)).toBe(true);
    expect(canNext(13, 16, 3)).toBe(false);
    expect(canNext(12, 16, 3)).toBe(true);
  });

  it('disables both when everything fits', () => {
    expect(canPrev(0)).toBe(false);
    expect(canNext(0, 3, 3)).toBe(false);
    expect(canNext(0, 2, 3)).toBe(false);
  });

  it('moves one item at a time and stops at the ends', () => {
    expect(nextBounded(0, 16, 3)).toBe(1);
    expect(nextBounded(12, 16, 3)).toBe(13);
    expect(nextBounded(13, 16, 3)).toBe(13);
    expect(prevBounded(1, 16, 3)).toBe(0);
    expect(prevBounded(0, 16, 3)).toBe(0);
  });

  it('can move by a larger step, still within bounds', () => {
    expect(nextBounded(0, 16, 3, 3)).toBe(3);
    expect(nextBounded(12, 16, 3, 3)).toBe(13);
    expect(prevBounded(2, 16, 3, 3)).toBe(0);
  });

  it('walks the 16 facility photos from the first to the last', () => {
    for (const visible of [1, 2, 3]) {
      let start = 0;
      let steps = 0;
      while (canNext(start, 16, visible)) {
        start = nextBounded(start, 16, visible);
        steps += 1;
      }
      expect(steps).toBe(16 - visible);
      expect(visibleRange(start, 16, visible).last).toBe(16);
      while (canPrev(start)) start = prevBounded(start, 16, visible);
      expect(start).toBe(0);
    }
  });

  it('clamps the start when more items become visible (resize)', () => {
    expect(clampStart(15, 16, 1)).toBe(15);
    expect(clampStart(15, 16, 3)).toBe(13);
    expect(clampStart(-2, 16, 3)).toBe(0);
    expect(clampStart(4.7, 16, 3)).toBe(4);
    expect(clampStart(Number.NaN, 16, 3)).toBe(0);
  });

  it('reports the visible range and which items are in view', () => {
    expect(visibleRange(0, 16, 3)).toEqual({ first: 1, last: 3 });
    expect(visibleRange(13, 16, 3)).toEqual({ first: 14, last: 16 });
    expect(visibleRange(0, 2, 3)).toEqual({ first: 1, last: 2 });
    expect(visibleRange(0, 0, 3)).toEqual({ first: 0, last: 0 });
    expect(isVisible(2, 0, 16, 3)).toBe(true);
    expect(isVisible(3, 0, 16, 3)).toBe(false);
    expect(isVisible(0, 1, 16, 3)).toBe(false);
  });

  it("words the live region in the page's language", () => {
    const photos = { one: 'photo', many: 'photos' };
    expect(positionLabel(0, 16, 3, photos, english)).toBe('Showing photos 1-3 of 16');
    expect(positionLabel(1, 16, 2, photos, english)).toBe('Showing photos 2-3 of 16');
    expect(positionLabel(13, 16, 3, photos, english)).toBe('Showing photos 14-16 of 16');
    expect(positionLabel(0, 16, 1, photos, english)).toBe('Showing photo 1 of 16');
    expect(positionLabel(2, 5, 1, { one: 'render', many: 'renders' }, english)).toBe('Showing render 3 of 5');
    expect(positionLabel(0, 16, 3, { one: 'ਫ਼ੋਟੋ', many: 'ਫ਼ੋਟੋਆਂ' }, punjabi)).toBe('16 ਵਿੱਚੋਂ ਫ਼ੋਟੋਆਂ 1-3 ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ');
  });

  it('shifts the track by one item width per step', () => {
    expect(trackOffsetPercent(0, 3)).toBe(0);
    expect(trackOffsetPercent(1, 1)).toBe(-100);
    expect(trackOffsetPercent(3, 2)).toBe(-150);
    expect(trackOffsetPercent(1, 3)).toBe(-33.333);
  });
});

describe('wrapping carousel (spec 4: next wraps to the first, previous to the last, dots jump)', () => {
  it('starts at 0 and moves forward, wrapping after the last', () => {
    expect(wrapNext(0, 5)).toBe(1);
    expect(wrapNext(3, 5)).toBe(4);
    expect(wrapNext(4, 5)).toBe(0);
  });

  it('moves back, wrapping before the first', () => {
    expect(wrapPrev(4, 5)).toBe(3);
    expect(wrapPrev(0, 5)).toBe(4);
  });

  it('goes round the whole set in either direction', () => {
    let i = 0;
    for (let k = 0; k < 5; k += 1) i = wrapNext(i, 5);
    expect(i).toBe(0);
    for (let k = 0; k < 5; k += 1) i = wrapPrev(i, 5);
    expect(i).toBe(0);
  });

  it('stays at 0 with a single item or none', () => {
    expect(wrapNext(0, 1)).toBe(0);
    expect(wrapPrev(0, 1)).toBe(0);
    expect(wrapNext(0, 0)).toBe(0);
    expect(wrapPrev(0, 0)).toBe(0);
  });

  it('recovers from an out-of-range index', () => {
    expect(wrapNext(7, 5)).toBe(3);
    expect(wrapPrev(-3, 5)).toBe(1);
  });

  it('jumps to a dot index, kept within range', () => {
    expect(goTo(3, 5)).toBe(3);
    expect(goTo(0, 5)).toBe(0);
    expect(goTo(9, 5)).toBe(4);
    expect(goTo(-1, 5)).toBe(0);
    expect(goTo(2, 0)).toBe(0);
  });
});
