import { Suspense, useEffect, type ReactNode } from 'react';
import { renderRestWhenIdle } from '../../lib/render-on-approach';

/**
 * Hydration of the page in slices, and the mark that says it is complete.
 *
 * A Deferred is a Suspense boundary around server-rendered HTML: React 18 leaves it dehydrated while it
 * hydrates the rest of the page, then hydrates it at low priority, yielding to the browser every few
 * milliseconds (selective hydration) instead of blocking the main thread in one long task. The HTML is
 * on screen from the start either way; a click on content that has not hydrated yet makes React hydrate
 * that part first and then handle the click. Nothing inside suspends, so the fallback is never shown.
 *
 * `data-hydrated="true"` on <html> tells tests and scripts that every boundary has hydrated; then the
 * parts of the page not yet rendered are rendered while the browser is idle (lib/render-on-approach).
 */

/** Boundaries in the server HTML (React marks each with a `<!--$-->` comment); null until counted. */
let expected: number | null = null;
let settled = 0;

function markWhenComplete() {
  if (expected === null || settled < expected || document.documentElement.dataset.hydrated) return;
  document.documentElement.dataset.hydrated = 'true';
  renderRestWhenIdle();
}

function countServerBoundaries(): number {
  const root = document.getElementById('___gatsby');
  if (!root) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let n = 0;
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === '$') n += 1;
  return n;
}

/** Runs when the boundary around it has hydrated. */
function Settled() {
  useEffect(() => {
    settled += 1;
    markWhenComplete();
  }, []);
  return null;
}

export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Settled />
    </Suspense>
  );
}

/** For the page shell: counts the boundaries once the shell has hydrated, and marks the page when all have. */
export function useHydratedMark() {
  useEffect(() => {
    expected = countServerBoundaries();
    markWhenComplete();
  }, []);
}
