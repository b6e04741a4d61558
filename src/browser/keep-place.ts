/**
 * A language link takes the visitor's place with it: on a click, its address gets the section being read
 * (the address's own #hash first), so the visitor lands where they were in the other language. Run by the
 * link's own handler where React renders it (the bar's menu) and by the page's one handler for plain HTML
 * (the footer, src/islands/start.ts); the result is the same whichever runs, or both.
 */

/** The attribute of a language link that takes the visitor's place with it. */
export const KEEP_PLACE_ATTRIBUTE = 'data-keep-place';

/** The section the visitor is reading: the last one whose top is above a third of the window. */
function sectionInView(doc: Document, viewportHeight: number): string | null {
  let current: string | null = null;
  for (const section of doc.querySelectorAll<HTMLElement>('main section[id]')) {
    if (section.getBoundingClientRect().top <= viewportHeight / 3) current = section.id;
  }
  return current;
}

/** Where on a page the visitor is: the address's own #hash, else the section in view, else nowhere (''). */
export const placeOf = (hash: string, section: string | null): string => (hash && hash !== '#' ? hash : section ? `#${section}` : '');

export function keepPlace(link: HTMLAnchorElement): void {
  const base = (link.getAttribute('href') ?? '').split('#')[0];
  link.href = `${base}${placeOf(window.location.hash, sectionInView(document, window.innerHeight))}`;
}
