/**
 * Renders a page's body to HTML, Suspense boundaries and all, as the browser will hydrate it.
 *
 * Not renderToPipeableStream (what Gatsby 5 uses itself): React 18's streaming renderer writes a whole
 * 2,048-byte buffer when a character of two or more bytes does not fit at its end, so the page gets NUL
 * bytes (the built blog post 10 had one before the footer's "©"). renderToString builds a string and has
 * no such buffer. Nothing on this site suspends while rendering on the server (no lazy components, data
 * from Gatsby's queries); a part that did would be shipped as its fallback, so that stops the build.
 *
 * renderToString has no callback for a boundary it could not finish: the only sign is React's comment
 * mark for it in the HTML. So that reading of React's output cannot go stale unnoticed, the first render
 * of a build first renders a boundary that suspends and stops the build if the mark is not in its HTML
 * (src/startup/README.md, "What still reads another tool's output").
 */
import { Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** React's mark for a Suspense boundary the server could not render (the browser renders it instead). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const never = new Promise<never>(() => undefined);
function Suspends(): never {
  // Thrown as React's Suspense protocol expects (a promise), to stand for data that never arrives.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw never;
}

/**
 * Throws when `render` does not mark a boundary that suspends as React 18 does. React reports such a boundary
 * with console.error as well; that expected report is kept out of the build's log.
 */
export function checkSuspenseMark(render: (element: ReactElement) => string = renderToString): void {
  const report = console.error;
  let html: string;
  console.error = () => undefined;
  try {
    html = render(
      <Suspense fallback={null}>
        <Suspends />
      </Suspense>,
    );
  } finally {
    console.error = report;
  }
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error(
      `React no longer marks a Suspense boundary the server could not render with ${CLIENT_RENDERED_BOUNDARY} (it wrote ${JSON.stringify(html.slice(0, 80))}): ` +
        'plugins/gatsby-plugin-site-build/render-body.tsx must learn its new mark, or a page that suspends would ship its fallback unnoticed',
    );
  }
}

let markChecked = false;

export function renderBody(element: ReactElement): string {
  if (!markChecked) {
    checkSuspenseMark();
    markChecked = true;
  }
  const html = renderToString(element);
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error('A part of the page suspended while the build rendered it, so its HTML would be its fallback: render it without suspending');
  }
  return html;
}
