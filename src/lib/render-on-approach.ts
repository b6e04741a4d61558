/**
 * Rendering the long pages in parts.
 *
 * Until <html> carries `data-rendered`, every section of the main content after the first, and the
 * footer, has `content-visibility: auto` (src/styles/global-css): the browser styles and lays out only
 * what is on or near the screen. The home page is about 27,000 px tall on a phone, and laying all of it
 * out while the HTML arrives took most of a slow phone's main thread during load. A section scrolled
 * towards is rendered by the browser before it appears, so nothing is ever seen unrendered.
 *
 * Once the page has hydrated, the rest is rendered a section at a time while the browser is idle, so
 * that afterwards the page behaves as an ordinary one: an in-page link that scrolls smoothly across
 * several sections lands exactly on its target, since no section changes height under the scroll.
 * A visitor who follows such a link before that has finished gets everything rendered at once first.
 */

export const RENDERED_ATTRIBUTE = 'data-rendered';

/** The selectors of the parts rendered on approach (the first section is the one on screen at load). */
export const DEFERRED_PARTS = ['main > section ~ section', '#gatsby-focus-wrapper > footer'] as const;

const isRendered = (doc: Document) => doc.documentElement.hasAttribute(RENDERED_ATTRIBUTE);

/** Renders every part now (one layout); called before a scroll whose target position must be exact. */
export function renderAllNow(doc: Document = document): void {
  if (!isRendered(doc)) doc.documentElement.setAttribute(RENDERED_ATTRIBUTE, 'true');
}

type Idle = (cb: () => void) => void;
const whenIdle: Idle = (cb) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(cb, { timeout: 2000 }) : window.setTimeout(cb, 50);

/** Renders the parts one per idle period, top to bottom, then marks the page as rendered. */
export function renderRestWhenIdle(doc: Document = document, idle: Idle = whenIdle): void {
  const parts = [...doc.querySelectorAll<HTMLElement>(DEFERRED_PARTS.join(', '))];
  const next = () => {
    if (isRendered(doc)) return;
    const part = parts.shift();
    if (!part) {
      renderAllNow(doc);
      return;
    }
    part.style.contentVisibility = 'visible';
    idle(next);
  };
  idle(next);
}
