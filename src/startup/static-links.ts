/**
 * Links inside server HTML that React does not handle (the static parts, src/startup/StaticHtml), and the
 * links to a section of the home page that carry no handler of their own (SECTION_LINK_ATTRIBUTE,
 * components/ui/SiteLink's HomeSectionLink), work as the hydrated ones do: a link to a section of the page scrolls there by the one rule
 * (src/browser/scroll `scrollToId`: smoothly, focus moved, no history entry), a link to another page of the site
 * is a client-side navigation (Gatsby's `navigate`, as its Link does). Files (`/sitemap.xml`), other
 * sites, new tabs, downloads and modified clicks are left to the browser.
 */
import { STATIC_ATTRIBUTE } from './kept-html';
import { scrollToId } from '../browser/scroll';
import { onThisPage, plainClickedLink } from './plain-click';

/** Marks a link to a section of this page that the document's rule scrolls to, wherever it is. */
export const SECTION_LINK_ATTRIBUTE = 'data-section-link';

export type StaticLinkAction = { kind: 'section'; id: string } | { kind: 'page'; to: string } | null;

/** What a click should do: only a plain left click on a site link inside a static part is taken over. */
export function actionOfClick(e: MouseEvent, here: Location): StaticLinkAction {
  if (e.defaultPrevented) return null;
  const link = plainClickedLink(e);
  if (!link || !(link.closest(`[${STATIC_ATTRIBUTE}]`) || link.hasAttribute(SECTION_LINK_ATTRIBUTE))) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (onThisPage(url, here)) {
    return url.hash.length > 1 ? { kind: 'section', id: decodeURIComponent(url.hash.slice(1)) } : null;
  }
  return { kind: 'page', to: `${url.pathname}${url.search}${url.hash}` };
}

/** Installs the rule on the document; `go` is Gatsby's navigate. */
export function followStaticLinks(doc: Document, go: (to: string) => unknown): void {
  doc.addEventListener('click', (e) => {
    const action = actionOfClick(e, doc.location);
    if (action?.kind === 'section') {
      if (scrollToId(action.id)) e.preventDefault();
    } else if (action?.kind === 'page') {
      e.preventDefault();
      void go(action.to);
    }
  });
}
