/**
 * Rendering the long pages in parts.
 *
 * Where the page's inline script has marked <html> (`data-on-approach`, markForRenderingOnApproach) and until
 * <html> carries `data-rendered`, every section of the main content after the first, the footer and
 * every item of a long list after the first (DEFERRED_PARTS) have `content-visibility: auto`
 * (src/startup/render-on-approach-css.ts): the browser styles and lays out only what is on or near the screen. The home
 * page is about 27,000 px tall on a phone and the trainers' page about 21,000 (fifteen cards), and laying
 * all of it out while the HTML arrives took most of a slow phone's main thread during load. A section scrolled
 * towards is rendered by the browser before it appears, so nothing is ever seen unrendered.
 *
 * The rest is rendered by the browser as it comes near the screen. Rendering it all while the browser is
 * idle cost the home page more main-thread work than its scripts (Lighthouse at 4x, three loads each,
 * alternated, no island hydrated at load: 2,387-2,859 ms without it, 3,562-4,091 with it). Every jump whose landing depends on the heights above
 * (the site's section links, a plain link to a place on the page) renders everything at once first
 * (renderAllNow), so no section changes height under the scroll.
 *
 * The browser's own jump to a section (a link followed before the page has hydrated, a visitor arriving
 * at `/#contact`) lands by the heights of the parts above it, and a part not yet rendered has only an
 * estimate (900 px): on the home page that put Contact 3,700 px short. So the inline script renders
 * everything at once on the click of a link to a place on the page itself, before the browser jumps, and
 * defers nothing when the page is opened at a section. Without JavaScript nothing is deferred at all:
 * the mark is the script's, so a page without scripts is laid out whole and every jump is exact.
 */

import { onThisPage, plainClickedLink } from './plain-click';
import { ISLAND_ATTRIBUTE } from '../islands/attributes';

export const RENDERED_ATTRIBUTE = 'data-rendered';

/** On <html> from the moment the head's inline script runs, unless the page was opened at a section. */
export const ON_APPROACH_ATTRIBUTE = 'data-on-approach';

/** The kind of navigation that opened the page ('navigate', 'reload', 'back_forward'), where the browser says. */
export function navigationTypeOf(perf: Partial<Pick<Performance, 'getEntriesByType'>> | undefined): string | undefined {
  // Older browsers (and jsdom) have no navigation entries: then nothing says the visitor is coming back.
  const entry = perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type;
}

/** True when the browser is bringing the visitor back to a place: back, forward or reload. */
function isReturnToPlace(navigationType: string | undefined): boolean {
  return navigationType === 'back_forward' || navigationType === 'reload';
}

/** On <html> when the browser is bringing the visitor back to a place (isReturnToPlace). */
export const RESTORED_PLACE_ATTRIBUTE = 'data-restored-place';

/**
 * Back, forward and reload: the browser restores the visitor's place. When it does so after its first
 * paint, it scrolls with the page's own scroll-behavior, which is smooth: the visitor would watch the page
 * slide from its top to their place. Marked, the page scrolls at once for this load (global CSS); the
 * site's section links ask for smooth scrolling themselves (src/browser/scroll).
 */
export function markRestoredPlace(doc: Document, navigationType: string | undefined): void {
  if (isReturnToPlace(navigationType)) doc.documentElement.setAttribute(RESTORED_PLACE_ATTRIBUTE, '');
}

/**
 * What the head's script does (./head/render-on-approach, built into the page's head by
 * plugins/gatsby-plugin-site-build: it runs before any bundle and before the body is parsed): marks the
 * page for rendering on approach, unless the address names a section or the browser is bringing the
 * visitor back to a place (back, forward or reload: it restores the scroll position by the heights of the
 * parts above, which must then be the real ones), and renders everything on a plain click of a link to a
 * place on this page (./plain-click), in the capture phase,
 * so before the browser's own jump (or the site's smooth scroll, once hydrated).
 */
export function markForRenderingOnApproach(doc: Document, here: Location, navigationType: string | undefined): void {
  if (here.hash.length > 1 || isReturnToPlace(navigationType)) return;
  doc.documentElement.setAttribute(ON_APPROACH_ATTRIBUTE, '');
  doc.addEventListener(
    'click',
    (e) => {
      const link = plainClickedLink(e);
      if (link && link.hash.length > 1 && onThisPage(link, here)) renderAllNow(doc);
    },
    true,
  );
}

/**
 * Marks each item of a long list as a part (a trainer's card, a topic of the FAQ): pages whose length is one
 * list rather than a row of sections. Spread `partProps` on each item. A plain link of the page to an item
 * lands exactly (the head's script renders everything before the jump).
 */
export const PART_ATTRIBUTE = 'data-part';
export const partProps = { [PART_ATTRIBUTE]: '' } as const;

/**
 * The selectors of the parts rendered on approach: the sections of the main content after the first (the
 * one on screen at load; a section that is an island is inside its island's element), the footer, and every
 * marked list item after its list's first.
 */
export const DEFERRED_PARTS = ['main > section ~ section', `main > section ~ [${ISLAND_ATTRIBUTE}] > section`, '#gatsby-focus-wrapper > footer', `[${PART_ATTRIBUTE}] ~ [${PART_ATTRIBUTE}]`] as const;

const isRendered = (doc: Document) => doc.documentElement.hasAttribute(RENDERED_ATTRIBUTE);

/** Renders every part now (one layout); called before a scroll whose target position must be exact. */
export function renderAllNow(doc: Document = document): void {
  if (!isRendered(doc)) doc.documentElement.setAttribute(RENDERED_ATTRIBUTE, 'true');
}
