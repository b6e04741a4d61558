import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { keptHtmlOf } from './kept-html';
import { isOff } from './switches';
import {
  APPROACH_ATTRIBUTE,
  listenForWaitingParts,
  markLive,
  markWithoutCode,
  restoreSnapshot,
  takeSnapshot,
  whenApproached,
  type PartSnapshot,
} from './on-approach';

/**
 * Where a part's component comes from: fetched (`load`, the browser's bundle: the code is split off),
 * or already at hand (`now`: the server's render, development and unit tests, where nothing is split).
 * A part is written as
 *   process.env.BUILD_STAGE === 'build-javascript' ? { load: () => import('./X').then((m) => m.X) } : { now: ... }
 * so that webpack leaves the other branch out of each bundle (the condition must be written out inline).
 */
export type PartSource = { load: () => Promise<ComponentType> } | { now: ComponentType };

if (typeof document !== 'undefined') listenForWaitingParts(document);

/**
 * Runs before the part's component's own effects (a sibling rendered before it): puts back what was
 * typed and where focus was, then marks the part live (which hands it the taps held meanwhile).
 */
function Arrived({ part, snapshot }: { part: RefObject<HTMLDivElement>; snapshot: PartSnapshot | null }) {
  useLayoutEffect(() => {
    if (part.current && snapshot) restoreSnapshot(part.current, snapshot);
  }, [part, snapshot]);
  useEffect(() => {
    if (part.current) markLive(part.current);
  }, [part]);
  return null;
}

/**
 * A part of the page (a component without props) whose code is fetched when the visitor comes near it
 * (src/startup/on-approach). On the page's first load it shows the HTML the server sent, as it is (React does
 * not hydrate inside it: src/startup/kept-html), until the code has come; then the component renders
 * in its place, with what was typed into the server's HTML and the focus carried over. After a
 * client-side navigation there is no server HTML: the code is fetched at once.
 */
export function onApproach(name: string, source: PartSource): ComponentType {
  let loaded: ComponentType | null = 'now' in source ? source.now : null;
  let loading: Promise<ComponentType> | null = null;
  const load = (): Promise<ComponentType> => {
    if ('now' in source) return Promise.resolve(source.now);
    loading ??= source.load().then((c) => (loaded = c));
    return loading;
  };

  function Part() {
    const part = useRef<HTMLDivElement>(null);
    // The server's HTML of this part, read once when it first renders (first page only).
    const [html] = useState(() => (loaded ? undefined : keptHtmlOf(name, APPROACH_ATTRIBUTE)));
    const [arrived, setArrived] = useState<{ Component: ComponentType; snapshot: PartSnapshot | null } | null>(() =>
      loaded ? { Component: loaded, snapshot: null } : null,
    );

    useEffect(() => {
      const el = part.current;
      if (arrived || !el) return undefined;
      let mounted = true;
      const start = () =>
        load().then(
          (Component) => {
            if (!mounted) return;
            // The snapshot and the swap in one task, so no key press or tap can fall between them (a
            // Tab that moved focus into the old form after the snapshot would leave it on nothing).
            const snapshot = takeSnapshot(el);
            flushSync(() => setArrived({ Component, snapshot }));
          },
          (error: unknown) => {
            if (html === undefined) throw error; // nothing on screen to fall back on
            markWithoutCode(el); // the server's HTML stays and works as without JavaScript
          },
        );
      if (html !== undefined && !isOff('forms-on-approach')) whenApproached(el, () => void start());
      else void start();
      return () => {
        mounted = false;
      };
    }, [arrived, html]);

    const attrs = { [APPROACH_ATTRIBUTE]: name, ref: part };
    if (arrived) {
      return (
        <div {...attrs}>
          <Arrived part={part} snapshot={arrived.snapshot} />
          <arrived.Component />
        </div>
      );
    }
    return html === undefined ? <div {...attrs} /> : <div {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Part.displayName = `OnApproach(${name})`;
  return Part;
}
