import { useCallback, useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type ReactNode, type RefObject, type SetStateAction, type TouchEvent } from 'react';
import { css } from '@emotion/react';
import { ChevronLeft, ChevronRight } from './icons';
import {
  CAROUSEL_BREAKPOINTS,
  canNext,
  canPrev,
  clampStart,
  goTo,
  isVisible,
  nextBounded,
  positionLabel,
  prevBounded,
  trackOffsetPercent,
  visibleAt,
  wrapNext,
  wrapPrev,
  type VisibleConfig,
} from '../../lib/carousel';
import { colors, mq, radius, space } from '../../styles/theme';
import { useSettings } from '../../hooks/useSettings';
import { fillSlots } from '../../lib/rich-text';

interface Props {
  /** The slides, in order. */
  items: ReactNode[];
  /** Accessible name of the carousel, e.g. "Facility photos". */
  label: string;
  /**
   * 'bounded': several visible (per breakpoint), previous/next disabled at the ends.
   * 'wrap': one visible, previous/next wrap around.
   */
  mode?: 'bounded' | 'wrap';
  /** Visible items per breakpoint (bounded mode only; wrap always shows one). */
  visible?: VisibleConfig;
  /** Dot indicators that jump to an item. */
  showDots?: boolean;
  /** What the slides are, for the live region and the buttons (one, many); photo/photos in the page's language by default. */
  noun?: { one: string; many: string };
  /** data-testid of the carousel's root (the live region gets `${testId}-status`). */
  testId?: string;
  /** Prefix of the element ids; defaults to one made from the label. */
  id?: string;
  className?: string;
}

const GUTTER = 8; // px on each side of a slide

const root = css`
  position: relative;
`;

const viewport = css`
  overflow: hidden;
  margin: 0 -${GUTTER}px;
  border-radius: ${radius.lg};
  touch-action: pan-y;
  &:focus-visible {
    outline-offset: 2px;
  }
`;

const track = css`
  display: flex;
  transition: transform 500ms ease;
  will-change: transform;
  ${mq.reducedMotion} {
    transition: none;
  }
`;

const slideBase = css`
  flex: 0 0 100%;
  min-width: 0;
  padding: 0 ${GUTTER}px;
`;

/** Slide width per breakpoint, in CSS, so the first paint is right before any script runs. */
function slideWidths(cfg: VisibleConfig) {
  const md = cfg.md ?? cfg.base;
  const lg = cfg.lg ?? md;
  return css`
    flex-basis: ${100 / Math.max(1, cfg.base)}%;
    @media (min-width: ${CAROUSEL_BREAKPOINTS.md}px) {
      flex-basis: ${100 / Math.max(1, md)}%;
    }
    @media (min-width: ${CAROUSEL_BREAKPOINTS.lg}px) {
      flex-basis: ${100 / Math.max(1, lg)}%;
    }
  `;
}

const controls = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  margin-top: ${space(5)};
`;

const arrow = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 2px solid ${colors.border};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    border-color 0.2s ease,
    color 0.2s ease;
  &:hover:not(:disabled) {
    background: ${colors.accent};
    border-color: ${colors.accent};
    color: ${colors.accentInk};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const status = css`
  margin: 0;
  flex: 1;
  text-align: center;
  font-size: 0.95rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;

const dots = css`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${space(1)};
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
  }
  button span {
    width: 10px;
    height: 10px;
    border-radius: ${radius.pill};
    background: ${colors.muted};
    transition:
      width 0.25s ease,
      background-color 0.25s ease;
  }
  button:hover span {
    background: ${colors.text};
  }
  button[aria-current='true'] span {
    width: 24px;
    background: ${colors.accent};
  }
`;

/**
 * Current visible count from the same breakpoints as the CSS; null until mounted, so the server
 * render and the first client render agree (no hydration mismatch).
 */
function useVisibleCount(cfg: VisibleConfig, enabled: boolean): number | null {
  const { base, md, lg } = cfg;
  const [visible, setVisible] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) {
      setVisible(1);
      return undefined;
    }
    const config: VisibleConfig = { base, md, lg };
    const update = () => setVisible(visibleAt(window.innerWidth, config));
    const queries = [CAROUSEL_BREAKPOINTS.md, CAROUSEL_BREAKPOINTS.lg].map((w) => window.matchMedia(`(min-width: ${w}px)`));
    update();
    queries.forEach((q) => q.addEventListener('change', update));
    window.addEventListener('resize', update);
    return () => {
      queries.forEach((q) => q.removeEventListener('change', update));
      window.removeEventListener('resize', update);
    };
  }, [base, md, lg, enabled]);
  return visible;
}

interface Position {
  /**
   * Where the carousel is (usePosition): the first slide shown, kept valid when the visible count changes
   * (resize, rotation). The index rules are the pure functions of src/lib/carousel.ts.
   */
  current: number;
  setStart: Dispatch<SetStateAction<number>>;
  hasPrev: boolean;
  hasNext: boolean;
  prev: () => void;
  next: () => void;
  /** The buttons: one that just became disabled cannot keep focus, so it hands it to the other one. */
  prevRef: RefObject<HTMLButtonElement>;
  nextRef: RefObject<HTMLButtonElement>;
}

function usePosition(wrap: boolean, count: number, visible: number): Position {
  const [start, setStart] = useState(0);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!wrap) setStart((s) => clampStart(s, count, visible));
  }, [wrap, count, visible]);

  const current = wrap ? goTo(start, count) : clampStart(start, count, visible);
  const hasPrev = wrap ? count > 1 : canPrev(current);
  const hasNext = wrap ? count > 1 : canNext(current, count, visible);

  const prev = useCallback(() => setStart((s) => (wrap ? wrapPrev(s, count) : prevBounded(s, count, visible))), [wrap, count, visible]);
  const next = useCallback(() => setStart((s) => (wrap ? wrapNext(s, count) : nextBounded(s, count, visible))), [wrap, count, visible]);

  useEffect(() => {
    const active = typeof document !== 'undefined' ? document.activeElement : null;
    if (!hasPrev && active === prevRef.current) nextRef.current?.focus();
    if (!hasNext && active === nextRef.current) prevRef.current?.focus();
  }, [hasPrev, hasNext]);
  return { current, setStart, hasPrev, hasNext, prev, next, prevRef, nextRef };
}

interface Moves {
  /** How a person moves the carousel (useMoves): the arrow keys, while focus is inside it (not while typing in a field). */
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** A swipe of 40px or more: leftwards to the next slides, rightwards to the previous. */
  onTouchStart: (e: TouchEvent<HTMLDivElement>) => void;
  onTouchEnd: (e: TouchEvent<HTMLDivElement>) => void;
}

function useMoves(hasPrev: boolean, hasNext: boolean, prev: () => void, next: () => void): Moves {
  const touchX = useRef<number | null>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (e.key === 'ArrowLeft' && hasPrev) {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight' && hasNext) {
      e.preventDefault();
      next();
    }
  };

  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    touchX.current = (e.touches[0] as Touch | undefined)?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent<HTMLDivElement>) => {
    const from = touchX.current;
    touchX.current = null;
    const to = (e.changedTouches[0] as Touch | undefined)?.clientX;
    if (from === null || to === undefined) return;
    const dx = to - from;
    if (Math.abs(dx) < 40) return;
    if (dx < 0 && hasNext) next();
    if (dx > 0 && hasPrev) prev();
  };
  return { onKeyDown, onTouchStart, onTouchEnd };
}

/** An accessible carousel in two modes (spec 4; Props.mode); a polite live region says what is shown. */
export function Carousel({ items, label, mode = 'bounded', visible: visibleCfg = { base: 1 }, showDots = false, noun: ownNoun, testId, id: idProp, className }: Props) {
  const words = useSettings().frame.carousel;
  const noun = ownNoun ?? { one: words.photo, many: words.photos };
  const count = items.length;
  const wrap = mode === 'wrap';
  const measured = useVisibleCount(wrap ? { base: 1 } : visibleCfg, !wrap);
  // Before the script has measured the viewport, assume one visible (the narrowest layout) and hide
  // no slide from assistive technology: the CSS may be showing more than one.
  const visible = measured ?? 1;
  const id = idProp ?? `carousel-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  const { current, setStart, hasPrev, hasNext, prev, next, prevRef, nextRef } = usePosition(wrap, count, visible);
  const moves = useMoves(hasPrev, hasNext, prev, next);
  const shown = wrap ? 1 : visible;
  const message = positionLabel(current, count, shown, noun, words);
  const hintId = `${id}-hint`;
  const widths = slideWidths(wrap ? { base: 1 } : visibleCfg);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys of the focusable slide area and buttons inside bubble here
    <div role="region" aria-roledescription="carousel" aria-label={label} css={root} className={className} onKeyDown={moves.onKeyDown} data-testid={testId} data-mode={mode}>
      <span id={hintId} className="visually-hidden">
        {fillSlots(words.hint, { noun: noun.many })}
      </span>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the slide area takes focus so a keyboard user can move the slides with the arrow keys its hint describes */}
      <div css={viewport} tabIndex={0} aria-describedby={hintId} onTouchStart={moves.onTouchStart} onTouchEnd={moves.onTouchEnd} data-carousel-viewport="">
        <div id={`${id}-track`} css={track} style={{ transform: `translateX(${trackOffsetPercent(current, shown)}%)` }}>
          {items.map((item, i) => {
            const inView = measured === null || isVisible(i, current, count, shown);
            return (
              <div key={i} role="group" css={[slideBase, widths]} aria-roledescription="slide" aria-label={fillSlots(words.slide, { n: i + 1, count })} aria-hidden={inView ? undefined : true} {...(inView ? {} : { inert: '' })} data-carousel-slide="" data-active={inView ? 'true' : 'false'}>
                {item}
              </div>
            );
          })}
        </div>
      </div>
      <div css={controls}>
        <button ref={prevRef} type="button" css={arrow} onClick={prev} disabled={!hasPrev} aria-label={fillSlots(words.previous, { noun: wrap ? noun.one : noun.many })} aria-controls={`${id}-track`}>
          <ChevronLeft aria-hidden="true" size={26} />
        </button>
        <p css={status} aria-live="polite" aria-atomic="true" data-testid={testId ? `${testId}-status` : undefined}>
          {message}
        </p>
        <button ref={nextRef} type="button" css={arrow} onClick={next} disabled={!hasNext} aria-label={fillSlots(words.next, { noun: wrap ? noun.one : noun.many })} aria-controls={`${id}-track`}>
          <ChevronRight aria-hidden="true" size={26} />
        </button>
      </div>
      {showDots && count > 1 && (
        <ul css={dots} aria-label={fillSlots(words.choose, { noun: noun.one })}>
          {items.map((_, i) => (
            <li key={i}>
              <button type="button" onClick={() => setStart(goTo(i, count))} aria-label={fillSlots(words.show, { noun: noun.one, n: i + 1, count })} aria-current={i === current ? 'true' : undefined}>
                <span aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
