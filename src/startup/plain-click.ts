/**
 * Which click follows a link as a plain navigation in this tab: the rule by which the head's script
 * (./render-on-approach, before any bundle) renders the whole page before the browser jumps to a place.
 */

/** The link a click follows when it is a plain left click in this tab (no modifier key, no new tab, no download), or null. */
export function plainClickedLink(e: MouseEvent): HTMLAnchorElement | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** Whether a URL is on the page shown at `here` (same origin, path and query: at most the hash differs). */
export function onThisPage(url: { origin: string; pathname: string; search: string }, here: Location): boolean {
  return url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
}
