import { useState, type ReactNode } from 'react';
import { keptHtmlOf } from './kept-html';
import { isOff } from './switches';

/**
 * Server-rendered HTML that the browser keeps as it came (issue 15).
 *
 * A part of a page with no state and no handlers (the services cards, the testimonials, the footer, ...)
 * needs nothing from React once the server has rendered it. On the page's first load this component
 * renders the HTML the server sent, as it is, instead of its children: React then has nothing inside
 * it to hydrate, which is most of a long page's start-up work on a phone. Its links still work as the
 * hydrated ones do (src/startup/static-links: a section scrolls by the one rule, a page is a client-side navigation).
 *
 * After a client-side navigation there is no server HTML for the new page, and the children render as
 * usual. `id` must be unique on the page; the HTML is read before React starts (src/startup/kept-html).
 */
export function StaticHtml({ id, children }: { id: string; children: ReactNode }) {
  // Read once, when this part first renders: a later render of the same part keeps what it showed.
  const [html] = useState(() => (isOff('static-parts') ? undefined : keptHtmlOf(id)));
  if (html === undefined) return <div data-static={id}>{children}</div>;
  return <div data-static={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
