/**
 * Scrolling, one rule per case (scrollTargetFor, pure):
 *
 * - a new page starts at the top, at once;
 * - back or forward (and a reload) return to where the visitor was on that entry: an entry visited
 *   before is the one that has a position saved (Gatsby saves it as the visitor scrolls);
 * - a page the browser loads itself (the site's first page in the tab, a reload, back or forward to a
 *   page loaded that way) is left where the browser put it: at the top or where the visitor has
 *   scrolled while it started, or back at their place, which the browser restores by what they were
 *   reading (so a heading font that came late on one of the two loads does not move it). Gatsby's saved
 *   position is not used then: it is kept per address, not per visit ('initial' for every page load),
 *   so it would send a new visit to where an earlier one was left. Only a section in the address is
 *   gone to, as a section link would;
 * - a link to a section, in the page or to a section of another page ("Back to Home", "Sign Up
 *   Online", "Reserve Your Spot Now", a menu anchor), goes to that section: smoothly, at once under
 *   prefers-reduced-motion, below the fixed bar (the `scroll-margin-top` of every [id] in the global
 *   CSS), with focus moved there. "Back to Home" asks for its section 100 ms after arriving (spec 2.4).
 *
 * Gatsby asks shouldUpdateScroll after every route change, once the new page is in the document, so
 * the target is there when the rule is applied: nothing waits for it or retries. The fixed positions
 * are jumps ('instant'): the page's CSS asks for smooth scrolling, which would turn them into an
 * animation that a layout change on the way (a section rendering, src/startup/render-on-approach) can cut short.
 */
import type { GatsbyBrowser } from 'gatsby';
import { navigationTypeOf, renderAllNow } from '../startup/render-on-approach';

export interface RouteChange {
  /** The path did not change (a link to a section of the page itself). */
  samePage: boolean;
  /** The location's hash, '#id' or ''. */
  hash: string;
  /**
   * Where the window was when the visitor last left this history entry: more than 0 only for an entry
   * visited before (back, forward, a reload); Gatsby answers 0 when nothing was saved, as for a new entry.
   */
  savedY: number;
  /** A delay the link asked for before its section is scrolled to (Back to Home: spec 2.4). */
  sectionDelayMs?: number;
  /** The browser loaded this page itself (no link inside the site led here): how ('navigate', 'reload', 'back_forward'). */
  pageLoad?: string;
}

export type ScrollTarget = { to: 'stay' } | { to: 'top' } | { to: 'position'; y: number } | { to: 'section'; id: string; afterMs: number };

/** Where the window goes after a route change. */
export function scrollTargetFor({ samePage, hash, savedY, sectionDelayMs = 0, pageLoad }: RouteChange): ScrollTarget {
  const section = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  if (pageLoad !== undefined) return section && pageLoad === 'navigate' ? { to: 'section', id: section, afterMs: 0 } : { to: 'stay' };
  if (section && samePage) return { to: 'section', id: section, afterMs: 0 };
  if (savedY > 0) return { to: 'position', y: savedY };
  if (section) return { to: 'section', id: section, afterMs: sectionDelayMs };
  return { to: 'top' };
}

/** What a link passes in the navigation state to delay the scroll to its section. */
export interface SectionDelayState {
  sectionDelayMs: number;
}

/** Back to Home: the services section is scrolled to 100 ms after arriving home (spec 2.4). */
export const BACK_TO_HOME_STATE: SectionDelayState = { sectionDelayMs: 100 };

const sectionDelayOf = (state: unknown): number | undefined => {
  const ms = (state as Partial<SectionDelayState> | null | undefined)?.sectionDelayMs;
  return typeof ms === 'number' ? ms : undefined;
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Smoothly scrolls to the element with this id and moves focus there (without a second jump),
 * so keyboard and screen-reader users continue from the new place. Returns false if absent.
 */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  // Sections still waiting to be rendered would change height under a smooth scroll.
  renderAllNow();
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

/** How far the page is scrolled (px) before the bar turns solid (spec: 50). */
export const BAR_SOLID_AFTER_PX = 50;

/**
 * The attribute of a link to a home section on the home page (src/components/ui/SiteLink): where React does
 * not render it, the page's one handler scrolls to its section the same way (src/islands/start.ts).
 */
export const SECTION_LINK_ATTRIBUTE = 'data-section-link';

const jumpTo = (y: number): void => window.scrollTo({ top: y, left: 0, behavior: 'instant' });

/** Applies a target to the window. */
function applyScroll(target: ScrollTarget): void {
  if (target.to === 'stay') return;
  if (target.to === 'top') jumpTo(0);
  else if (target.to === 'position') jumpTo(target.y);
  else if (target.afterMs === 0) scrollToId(target.id);
  else {
    // Arriving on a new page: it starts at the top, then goes to the section when asked.
    jumpTo(0);
    window.setTimeout(() => scrollToId(target.id), target.afterMs);
  }
}

/** The router's location: the window's, plus the key of its history entry. */
interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  key?: string;
}

/** Two router locations are the same history entry (a re-render, not a navigation). */
function sameEntry(a: RouterLocation, b: RouterLocation): boolean {
  return a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/**
 * Back and forward between the app's own entries are the rule's alone. With the browser's own restoration
 * ('auto') beside it, the browser restores by a part of the page it keeps (not by the position) as soon as
 * the page it goes back to is tall enough, and the window came to rest 2-126 px from the rule's place. The
 * browser reads an entry's mode as the traversal starts, before any event, so each entry is 'manual' while
 * the app shows it, once the page has loaded; a new entry takes the mode of the one it follows.
 *
 * A page the browser loads itself (a reload, a return from another site) keeps the browser's restoration:
 * the entry the document is left from is given back ('auto', pagehide); an earlier entry of the same
 * document that is loaded again (back twice, the first back reloading the page) is given back as the page
 * starts, before the browser restores; and 'manual' comes again only after the load event, once it has.
 */
export function restoreAppTraversalsByRule(win: Window = window): void {
  if (!('scrollRestoration' in win.history)) return;
  const restoredBy = (mode: ScrollRestoration) => () => {
    win.history.scrollRestoration = mode;
  };
  const byRule = restoredBy('manual');
  restoredBy('auto')();
  if (win.document.readyState === 'complete') byRule();
  else win.addEventListener('load', () => win.setTimeout(byRule, 0), { once: true });
  win.addEventListener('pagehide', restoredBy('auto'));
  win.addEventListener('pageshow', (e) => {
    if (e.persisted) byRule();
  });
}

/** Gatsby's scroll hook: the rule above decides every case, so Gatsby's own scrolling is always declined. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps;
  // Not a navigation (the route re-rendered): the window stays where the visitor has it.
  if (prevRouterProps && sameEntry(prevRouterProps.location, location)) return false;
  // Gatsby types getSavedScrollPosition as Function; it answers [x, y], y being 0 when nothing was saved.
  const [, savedY] = (getSavedScrollPosition as (l: typeof location) => [number, number | null | undefined])(location);
  applyScroll(
    scrollTargetFor({
      samePage: prevRouterProps?.location.pathname === location.pathname,
      hash: location.hash,
      savedY: typeof savedY === 'number' ? savedY : 0,
      sectionDelayMs: sectionDelayOf(location.state),
      // No previous route: the browser loaded the page (Gatsby asks once, as it mounts, if it has a position or a hash).
      pageLoad: prevRouterProps ? undefined : (navigationTypeOf(window.performance) ?? 'navigate'),
    }),
  );
  return false;
};
