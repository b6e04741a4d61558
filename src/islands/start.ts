/**
 * What every page with islands runs at once: a few listeners, no React. Each island (./island.tsx) is
 * hydrated when it is needed (./registry.ts says when), by ./runtime.tsx, fetched then with the island's
 * own code; until then it is the HTML the build wrote, which no script walks.
 *
 * - A tap on a button of an island not hydrated yet is held (its default and its other listeners stopped),
 *   the island is hydrated, and the tap is given to it again: the visitor's tap is not lost. The head's
 *   script holds taps made before this script ran, and hands them here (src/startup/early-taps).
 * - Links the build wrote outside every island behave as inside one: a home section link scrolls to its
 *   section (src/browser/scroll), a language link takes the section being read with it (src/browser/keep-place).
 * - `<html data-hydrated="true">` once this runs and every island needed at once has hydrated: from then a
 *   visitor's input reaches the page's code. The parts of a long page not rendered yet are left to the
 *   browser, which renders each as it comes near the screen (src/startup/render-on-approach); rendering
 *   them all while idle cost the home page about as much main-thread work as all its scripts.
 */
import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, ISLAND_WITHOUT_CODE_ATTRIBUTE } from './attributes';
import { ISLANDS, type IslandName, type IslandWhen } from './registry';
import { BAR_SOLID_AFTER_PX, SECTION_LINK_ATTRIBUTE, scrollToId } from '../browser/scroll';
import { KEEP_PLACE_ATTRIBUTE, keepPlace } from '../browser/keep-place';
import { whenToastWaits } from '../browser/toast-bus';
import { markPageStart } from '../browser/page-start';
import { plainClickedLink } from '../startup/plain-click';
import { replayEarlyTaps } from '../startup/early-taps';

/**
 * The page's islands' code: React and the runtime, fetched when the first island is needed, and the import of
 * each island's component, fetched when that island is.
 */
export interface IslandCode {
  hydrateIsland: (element: HTMLElement, Component: ComponentType<object>) => Promise<void>;
  components: Partial<Record<IslandName, () => Promise<ComponentType<object>>>>;
}

/** How far from the screen a form starts hydrating (px), and a countdown. */
const APPROACH_MARGIN = '1600px 0px';
const VISIBLE_MARGIN = '600px 0px';

/** How long after the page's load a `soon` island is hydrated (ms): after the load's own work, before it is due. */
const SOON_MS = 2000;

/** The keys held for an island not hydrated yet (see startIslands). */
const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

/** The events that say a visitor is about to use what they are on. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const islandOf = (target: EventTarget | null): HTMLElement | null => (target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null);

function whenOf(name: string): IslandWhen {
  if (!Object.hasOwn(ISLANDS, name)) throw new Error(`The page names an island "${name}" that src/islands/registry.ts does not have`);
  return ISLANDS[name as IslandName][2];
}

export function startIslands(loadCode: () => Promise<IslandCode>, doc: Document = document): Promise<void> {
  markPageStart();
  // The script is async: it may run while the page is still being parsed, before the islands below.
  const parsed = doc.readyState === 'loading' ? new Promise<void>((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();
  return parsed.then(() => startParsed(loadCode, doc));
}

/** What the start knows of the page's islands as the visitor goes. */
interface Islands {
  doc: Document;
  /** Each island whose hydration has begun: done when it is hydrated (or its code could not come). */
  started: Map<Element, Promise<void>>;
  /** The islands that take their own input: hydrated, or given up on (plain HTML). */
  ready: WeakSet<Element>;
  /** Taps and keys held for an island not ready yet. */
  held: Map<Element, HTMLButtonElement[]>;
  heldKeys: Map<Element, { target: Element; init: KeyboardEventInit }[]>;
  /** Hydrates an island (once); a failure is reported (see reportFailure), and the page goes on as HTML. */
  start: (el: HTMLElement) => void;
  hydrate: (el: HTMLElement) => Promise<void>;
}

function startParsed(loadCode: () => Promise<IslandCode>, doc: Document): Promise<void> {
  let code: Promise<IslandCode> | undefined;
  const islands: Islands = {
    doc,
    started: new Map(),
    ready: new WeakSet(),
    held: new Map(),
    heldKeys: new Map(),
    start: (el) => {
      islands.hydrate(el).catch((error: unknown) => reportFailure(el, error));
    },
    hydrate: (el) => {
      const known = islands.started.get(el);
      if (known) return known;
      code ??= loadCode();
      const done = hydrateWith(code, el).then(
        () => release(islands, el),
        (error: unknown) => {
          release(islands, el);
          throw error;
        },
      );
      islands.started.set(el, done);
      return done;
    },
  };
  holdInput(islands);
  followPlainLinks(doc);
  markScrolledBar(doc, islands.ready);
  const elements = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const by = (when: IslandWhen) => elements.filter((el) => whenOf(el.getAttribute(ISLAND_ATTRIBUTE) ?? '') === when);
  observe(islands, APPROACH_MARGIN, by('approach'));
  observe(islands, VISIBLE_MARGIN, by('visible'));
  for (const el of by('toast')) whenToastWaits(() => islands.start(el));
  const soon = by('soon');
  if (soon.length) afterLoad(doc, () => window.setTimeout(() => soon.forEach(islands.start), SOON_MS));
  // Taps made before this script ran come here now, and are held for their island like any other.
  replayEarlyTaps();
  return Promise.all(by('load').map(islands.hydrate)).then(() => {
    doc.documentElement.dataset.hydrated = 'true';
  });
}

/** The island's code could not be fetched (the network, not the code): the browser has reported the request. */
class CodeUnavailable extends Error {}

/**
 * An island that could not start stays the HTML the build wrote, marked. Its code not fetched is the
 * network's doing, which the browser has already reported: a warning. Anything else is a fault in the code.
 */
function reportFailure(el: HTMLElement, error: unknown): void {
  el.setAttribute(ISLAND_WITHOUT_CODE_ATTRIBUTE, '');
  const name = el.getAttribute(ISLAND_ATTRIBUTE);
  if (error instanceof CodeUnavailable) console.warn(`The island "${name}" could not fetch its code; it works as HTML:`, error.cause);
  else console.error(`The island "${name}" could not start:`, error);
}

/** Hydrates one island with the page's code, and marks it. */
async function hydrateWith(code: Promise<IslandCode>, el: HTMLElement): Promise<void> {
  const { hydrateIsland, components } = await code.catch((cause: unknown) => {
    throw new CodeUnavailable('the code could not be fetched', { cause });
  });
  const name = el.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = Object.hasOwn(components, name) ? components[name as IslandName] : undefined;
  if (!load) throw new Error(`The page names an island "${name}" that its script does not have (src/build/island-bundle.ts)`);
  const Component = await load().catch((cause: unknown) => {
    throw new CodeUnavailable("the island's own code could not be fetched", { cause });
  });
  await hydrateIsland(el, Component);
  el.setAttribute(ISLAND_READY_ATTRIBUTE, '');
}

/**
 * Hydrated, or its code could not come: either way the held taps and keys go through now, to the island or,
 * as without JavaScript, to the HTML (a held submit posts its form the plain way; the lead service answers it).
 */
function release({ ready, held, heldKeys }: Islands, el: Element): void {
  ready.add(el);
  for (const button of held.get(el) ?? []) if (button.isConnected) button.click();
  for (const { target, init } of heldKeys.get(el) ?? []) if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', init));
  held.delete(el);
  heldKeys.delete(el);
}

/**
 * The visitor's input on an island not ready yet: a tap on one of its buttons is held, and so is a key its
 * own handlers act on (a tab's arrows, Home, End, Escape) pressed on one of its controls; typing is never
 * held. Either starts the island, as does any sign of intent.
 */
function holdInput(islands: Islands): void {
  const { doc, ready, held, heldKeys, started, start } = islands;
  const hold = <T>(map: Map<Element, T[]>, el: Element, item: T) => map.set(el, [...(map.get(el) ?? []), item]);
  doc.addEventListener(
    'click',
    (e) => {
      const el = islandOf(e.target);
      if (!el || ready.has(el)) return;
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button && !button.disabled) {
        e.preventDefault();
        e.stopImmediatePropagation();
        if (!held.get(el)?.includes(button)) hold(held, el, button);
      }
      start(el);
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (e) => {
      const el = islandOf(e.target);
      if (!el || ready.has(el) || !HELD_KEYS.has(e.key) || !(e.target instanceof Element) || e.target.closest('input, textarea, select, [contenteditable]')) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      hold(heldKeys, el, { target: e.target, init: { key: e.key, code: e.code, bubbles: true, cancelable: true, shiftKey: e.shiftKey } });
      start(el);
    },
    true,
  );
  const onIntent = (e: Event) => {
    const el = islandOf(e.target);
    if (el && !started.has(el)) start(el);
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Starts each island as it comes within `margin` of the screen. */
function observe({ start }: Islands, margin: string, els: HTMLElement[]): void {
  if (els.length === 0) return;
  // An island's element lays out nothing (display: contents): its first child is what comes on screen.
  const islandAt = new Map(els.map((el) => [el.firstElementChild ?? el, el]));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = islandAt.get(entry.target);
        if (!entry.isIntersecting || !el) continue;
        observer.unobserve(entry.target);
        start(el);
      }
    },
    { rootMargin: margin },
  );
  for (const target of islandAt.keys()) observer.observe(target);
}

/** Runs `then` once the page has loaded (at once if it has). */
function afterLoad(doc: Document, then: () => void): void {
  if (doc.readyState === 'complete') then();
  else doc.defaultView?.addEventListener('load', then, { once: true });
}

/** The page's one handler for the links written as plain HTML outside every island (see above). */
function followPlainLinks(doc: Document): void {
  doc.addEventListener('click', (e) => {
    if (e.defaultPrevented) return;
    const language = e.target instanceof Element ? e.target.closest(`a[${KEEP_PLACE_ATTRIBUTE}]`) : null;
    if (language instanceof HTMLAnchorElement) keepPlace(language);
    const link = plainClickedLink(e);
    if (link?.hasAttribute(SECTION_LINK_ATTRIBUTE) && scrollToId(decodeURIComponent(link.hash.slice(1)))) e.preventDefault();
  });
}

/**
 * The bar turns solid once the page is scrolled (its `data-scrolled`, which the bar's own code sets once its
 * island has hydrated): until then this one passive listener sets it, so the bar is never left transparent
 * over the text in a browser without CSS scroll timelines.
 */
function markScrolledBar(doc: Document, ready: WeakSet<Element>): void {
  const island = doc.querySelector(`[${ISLAND_ATTRIBUTE}="navbar"]`);
  const bar = island?.querySelector(':scope > header');
  const win = doc.defaultView;
  if (!island || !bar || !win) return;
  const update = () => {
    if (ready.has(island)) win.removeEventListener('scroll', update);
    else bar.setAttribute('data-scrolled', String(win.scrollY > BAR_SOLID_AFTER_PX));
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
}
