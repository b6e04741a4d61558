/**
 * The server HTML of the first page's static parts (src/startup/StaticHtml), which those parts keep
 * instead of being rendered and hydrated again.
 *
 * Each part reads its own HTML from the document when it first renders (React leaves everything under
 * a static part as the server sent it, so it is still there then): nothing is read up front in the
 * start-up task. It applies to the page that was loaded only: as soon as the visitor goes to another
 * page (Gatsby's onPreRouteUpdate, before the new page renders), static parts render their children like
 * any component. A part already on screen keeps what it showed (its own state).
 */
export const STATIC_ATTRIBUTE = 'data-static';

/** The document the server's HTML is read from, while it shows the first page; null after. */
let source: Document | null = null;

/** The page that was loaded is about to be hydrated: its static parts keep their HTML. */
export function keepServerHtml(doc: Document = document): void {
  source = doc;
}

/**
 * The server HTML of the first page's element carrying `attribute="name"` (a static part, or a part
 * whose code comes on approach: src/startup/OnApproach), or undefined (another page, or none sent).
 */
export function keptHtmlOf(name: string, attribute: string = STATIC_ATTRIBUTE): string | undefined {
  if (!source) return undefined;
  const parts = source.querySelectorAll(`[${attribute}="${name}"]`);
  if (parts.length > 1) {
    // Two parts with one name cannot be told apart: both render as usual, and the clash is reported.
    console.error(`Two parts of this page are named "${name}" (${attribute}): each needs its own name`);
    return undefined;
  }
  return parts.length === 1 ? parts[0].innerHTML : undefined;
}

/** The visitor left the first page: from now on static parts render their children. */
export function forgetServerHtml(): void {
  source = null;
}
