/**
 * The server HTML of the first page's parts whose code comes on approach (src/startup/OnApproach), which
 * those parts keep until their code has come.
 *
 * Each part reads its own HTML from the document when it first renders (React leaves everything under
 * such a part as the server sent it, so it is still there then): nothing is read up front in the
 * start-up task. It applies to the page that was loaded only: as soon as the visitor goes to another
 * page (Gatsby's onPreRouteUpdate, before the new page renders), there is no server HTML to keep. A part
 * already on screen keeps what it showed (its own state).
 */

/** The document the server's HTML is read from, while it shows the first page; null after. */
let source: Document | null = null;

/** The page that was loaded is about to be hydrated: its parts may keep their HTML. */
export function keepServerHtml(doc: Document = document): void {
  source = doc;
}

/** The server HTML of the first page's element carrying `attribute="name"`, or undefined (another page, or none sent). */
export function keptHtmlOf(name: string, attribute: string): string | undefined {
  if (!source) return undefined;
  const parts = source.querySelectorAll(`[${attribute}="${name}"]`);
  if (parts.length > 1) {
    // Two parts with one name cannot be told apart: both render as usual, and the clash is reported.
    console.error(`Two parts of this page are named "${name}" (${attribute}): each needs its own name`);
    return undefined;
  }
  return parts.length === 1 ? parts[0].innerHTML : undefined;
}

/** The visitor left the first page: from now on no part keeps server HTML. */
export function forgetServerHtml(): void {
  source = null;
}
