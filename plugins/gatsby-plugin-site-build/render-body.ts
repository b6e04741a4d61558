/**
 * Renders a page's body to HTML, Suspense boundaries and all, as the browser will hydrate it.
 *
 * Not renderToPipeableStream (what Gatsby 5 uses itself): React 18's streaming renderer writes a whole
 * 2,048-byte buffer when a character of two or more bytes does not fit at its end, so the page gets NUL
 * bytes (the built blog post 10 had one before the footer's "©"). renderToString builds a string and has
 * no such buffer. Nothing on this site suspends while rendering on the server (no lazy components, data
 * from Gatsby's queries); a part that did would be shipped as its fallback, so that stops the build.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** React's mark for a Suspense boundary the server could not render (the browser renders it instead). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export function renderBody(element: ReactElement): string {
  const html = renderToString(element);
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error('A part of the page suspended while the build rendered it, so its HTML would be its fallback: render it without suspending');
  }
  return html;
}
