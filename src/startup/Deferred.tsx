import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * Hydration of the page in slices, and the mark that says it is complete.
 *
 * A Deferred is a Suspense boundary around server-rendered HTML: React 18 leaves it dehydrated while it
 * hydrates the rest of the page, then hydrates it at low priority, yielding to the browser every few
 * milliseconds (selective hydration) instead of blocking the main thread in one long task. The HTML is
 * on screen from the start either way; a click on content that has not hydrated yet makes React hydrate
 * that part first and then handle the click. Nothing inside suspends, so the fallback is never shown.
 *
 * `data-hydrated="true"` on <html> tells tests and scripts that every boundary has hydrated.
 */

/**
 * The boundaries of the page, counted as each Deferred commits (its own effect runs when the part of the
 * page around it has hydrated, before its boundary's content has), and those whose content has hydrated.
 * The shell's effect runs after all of its children's, so by then every boundary of the page is counted.
 */
let expected = 0;
let settled = 0;
let shellHydrated = false;

function markWhenComplete() {
  if (!shellHydrated || settled < expected || document.documentElement.dataset.hydrated) return;
  document.documentElement.dataset.hydrated = 'true';
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
  useEffect(() => {
    expected += 1;
  }, []);
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
    shellHydrated = true;
    markWhenComplete();
  }, []);
}
