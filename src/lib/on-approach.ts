/**
 * Code that is fetched when its part of the page comes near the screen (issue 15), for the parts of a
 * long page that a visitor reaches only by scrolling (components/ui/OnApproach): the home page's two
 * forms carry the form library, its validator and its field table, a third of the page's own code.
 *
 * The server's HTML of such a part is on screen from the start and reads as usual; React leaves it
 * as it is (a Suspense boundary that stays dehydrated) until the code has come and rendered it. The
 * code is asked for when the part is within APPROACH_MARGIN_PX of the screen, when focus enters it,
 * or when it is tapped. Nothing a visitor does in that time is lost:
 * - a tap on one of its buttons (a form's submit, Enter in a field) is held, as lib/early-taps holds
 *   the taps made before React has arrived, and handed to the part once it is live;
 * - what is typed into its fields stays in them (the forms read it when they start: useFormSubmit);
 * - if the code cannot be fetched, the held taps do what they do without JavaScript (a form posts to
 *   the lead service, which answers plain posts), and so does every later tap.
 */

/** The attribute naming a part whose code comes on approach; `data-live` is added once it is rendered. */
export const APPROACH_ATTRIBUTE = 'data-approach';
export const LIVE_ATTRIBUTE = 'data-live';
/** Added instead of `data-live` when the part's code could not be fetched: the page works without it. */
export const WITHOUT_CODE_ATTRIBUTE = 'data-without-code';

/** How far ahead of the screen a part's code is asked for: two phone screens. */
export const APPROACH_MARGIN_PX = 1600;

const WAITING = `[${APPROACH_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}]):not([${WITHOUT_CODE_ATTRIBUTE}])`;

/** The part still waiting for its code that contains this target, if any. */
export function waitingPartOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(WAITING) : null;
}

/** The buttons tapped in each waiting part, in the order tapped, and what starts each part's code. */
const held = new Map<Element, HTMLButtonElement[]>();
const starters = new WeakMap<Element, () => void>();

function holdTap(event: Event): void {
  const part = waitingPartOf(event.target);
  const button = part && (event.target as Element).closest('button');
  if (!part || !button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const queue = held.get(part) ?? [];
  if (!queue.includes(button)) queue.push(button);
  held.set(part, queue);
  starters.get(part)?.();
}

/** Focus has entered a waiting part (a field tabbed or tapped into): its code is needed now. */
function startOnFocus(event: Event): void {
  const part = waitingPartOf(event.target);
  if (part) starters.get(part)?.();
}

const installed = new WeakSet<Document>();

/**
 * Holds taps on the buttons of waiting parts, and starts a part's code when focus enters it. Both
 * listen on the document on the way down: React stops an event on its way to a part it has not
 * hydrated yet, so a listener on the part itself would not hear it. Installed before React hydrates,
 * so that the taps lib/early-taps hands to React are held here when they land in a part not live yet.
 */
export function listenForWaitingParts(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener('click', holdTap, true);
  doc.addEventListener('focusin', startOnFocus, true);
}

/**
 * Calls `start` once, when the part comes within APPROACH_MARGIN_PX of the screen, focus enters it or
 * one of its buttons is tapped (whichever comes first). Without IntersectionObserver, at once.
 */
export function whenApproached(part: Element, start: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  let observer: IntersectionObserver | null = null;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    starters.delete(part);
    start();
  };
  starters.set(part, go);
  if (typeof win.IntersectionObserver !== 'function') {
    go();
    return;
  }
  observer = new win.IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
    rootMargin: `${APPROACH_MARGIN_PX}px 0px`,
  });
  observer.observe(part);
}

const takeHeld = (part: Element): HTMLButtonElement[] => {
  const queue = held.get(part) ?? [];
  held.delete(part);
  return queue;
};

/**
 * The part's code has rendered it: it takes its own taps now, and the held ones are handed to it in a
 * task of their own, once React has finished what the part did as it started (a form taking in what
 * was typed before: useFormSubmit).
 */
export function markLive(part: Element, win: Window = window): void {
  part.setAttribute(LIVE_ATTRIBUTE, '');
  const buttons = takeHeld(part);
  if (buttons.length > 0) win.setTimeout(() => buttons.forEach((b) => b.isConnected && b.click()), 0);
}

/**
 * The part's code could not be fetched: the part stays as the server sent it and works as it does
 * without JavaScript; a held submit button submits its form that way.
 */
export function markWithoutCode(part: Element): void {
  part.setAttribute(WITHOUT_CODE_ATTRIBUTE, '');
  for (const button of takeHeld(part)) {
    if (button.isConnected && button.type === 'submit' && button.form) button.form.requestSubmit(button);
  }
}
