/**
 * The server HTML of the page's static parts (components/ui/StaticHtml), read before React hydrates
 * the page that was loaded, so that those parts keep it instead of being rendered and hydrated again.
 *
 * It applies to that first page only: as soon as the visitor goes to another page (Gatsby's
 * onPreRouteUpdate, before the new page renders), it is forgotten, and static parts render their
 * children like any component. A part already on screen keeps what it showed (its own state).
 */
export const STATIC_ATTRIBUTE = 'data-static';

let kept = new Map<string, string>();

/** Reads every static part of the document as the server sent it; call before hydrating. */
export function keepServerHtml(doc: Document = document): void {
  kept = new Map();
  const clashes = new Set<string>();
  for (const el of doc.querySelectorAll<HTMLElement>(`[${STATIC_ATTRIBUTE}]`)) {
    const id = el.getAttribute(STATIC_ATTRIBUTE) ?? '';
    if (kept.has(id) || clashes.has(id)) {
      // Two parts with one name cannot be told apart: both hydrate as usual, and the clash is reported.
      kept.delete(id);
      clashes.add(id);
      console.error(`Two static parts of this page are named "${id}": each needs its own name`);
    } else {
      kept.set(id, el.innerHTML);
    }
  }
}

/** The server HTML of one static part of the first page, or undefined (another page, or none sent). */
export function keptHtmlOf(id: string): string | undefined {
  return kept.get(id);
}

/** The visitor left the first page: from now on static parts render their children. */
export function forgetServerHtml(): void {
  kept = new Map();
}
