import { Suspense, lazy, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { serverElement } from '../../lib/kept-html';
import { APPROACH_ATTRIBUTE, listenForWaitingParts, markLive, markWithoutCode, whenApproached } from '../../lib/on-approach';

/**
 * Where a part's component comes from: fetched (`load`, the browser's bundle: the code is split off),
 * or already at hand (`now`: the server's render, development and unit tests, where nothing is split).
 * A part is written as
 *   process.env.BUILD_STAGE === 'build-javascript' ? { load: () => import('./X').then((m) => m.X) } : { now: ... }
 * so that webpack leaves the other branch out of each bundle (the condition must be written out inline).
 */
export type PartSource = { load: () => Promise<ComponentType> } | { now: ComponentType };

if (typeof document !== 'undefined') listenForWaitingParts(document);

/** Marks the part live once what is inside its boundary has rendered (hydrated, on the first page). */
function Live({ part }: { part: RefObject<HTMLDivElement> }) {
  useEffect(() => {
    if (part.current) markLive(part.current);
  }, [part]);
  return null;
}

/** Never settles: the part stays as the server sent it (React keeps a suspended boundary's HTML). */
const never = new Promise<never>(() => undefined);

/**
 * A part of the page (a component without props) whose code is fetched when the visitor comes near it (lib/on-approach). On the
 * page's first load the server's HTML stays until then; after a client-side navigation there is no
 * such HTML, and the code is fetched at once (the part is empty until it has come).
 */
export function onApproach(name: string, source: PartSource): ComponentType {
  const Inner =
    'now' in source
      ? source.now
      : lazy(async () => {
          const part = serverElement(`[${APPROACH_ATTRIBUTE}="${name}"]`);
          if (part) await new Promise<void>((resolve) => whenApproached(part, resolve));
          try {
            return { default: await source.load() };
          } catch (error) {
            if (!part) throw error; // nothing on screen to fall back on: the page's error boundary answers
            markWithoutCode(part);
            return never;
          }
        });

  function Part() {
    const part = useRef<HTMLDivElement>(null);
    return (
      <div {...{ [APPROACH_ATTRIBUTE]: name }} ref={part}>
        <Suspense fallback={null}>
          <Inner />
          <Live part={part} />
        </Suspense>
      </div>
    );
  }
  Part.displayName = `OnApproach(${name})`;
  return Part;
}
