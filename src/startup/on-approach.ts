/**
 * Code that is fetched when its part of the page comes near the screen, for the parts of a
 * long page that a visitor reaches only by scrolling (src/startup/OnApproach): the home page's two
 * forms carry the form library, its validator and its field table, a third of the page's own code.
 *
 * The server's HTML of such a part is on screen from the start and reads as usual; React leaves it as
 * it is until the code has come, then renders the part in its place. The code is asked for when the
 * part's section is within APPROACH_MARGIN_PX of the screen, when focus enters it, or when it is
 * tapped. Nothing a visitor does in that time is lost:
 * - a tap on one of its buttons (a form's submit, Enter in a field) is held, as src/startup/early-taps holds
 *   the taps made before React has arrived, and handed to the same button of the part once it is live;
 * - what is typed into its fields, and the focus, are carried over to the part when it renders
 *   (takeSnapshot, restoreSnapshot; a form then reads its fields when it starts: useFormSubmit);
 * - if the code cannot be fetched, the held taps do what they do without JavaScript (a form posts to
 *   the lead service, which answers plain posts), and so does every later tap.
 */

/** The attribute naming a part whose code comes on approach; `data-live` is added once it is rendered. */
export const APPROACH_ATTRIBUTE = 'data-approach';
export const LIVE_ATTRIBUTE = 'data-live';
/** Added instead of `data-live` when the part's code could not be fetched: the page works without it. */
export const WITHOUT_CODE_ATTRIBUTE = 'data-without-code';

/** How far ahead of the screen a part's code is asked for: two phone screens. */
const APPROACH_MARGIN_PX = 1600;

const WAITING = `[${APPROACH_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}]):not([${WITHOUT_CODE_ATTRIBUTE}])`;

/** The part still waiting for its code that contains this target, if any. */
export function waitingPartOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(WAITING) : null;
}

/** The buttons tapped in each waiting part (by their place among its buttons), and what starts each part's code. */
const held = new Map<Element, number[]>();
const starters = new WeakMap<Element, () => void>();
/** Parts tapped or focused before anything asked for their code: it is started as soon as it is. */
const wanted = new WeakSet<Element>();

const buttonsOf = (part: Element): HTMLButtonElement[] => [...part.querySelectorAll('button')];

function start(part: Element): void {
  const go = starters.get(part);
  if (go) go();
  else wanted.add(part);
}

function holdTap(event: Event): void {
  const part = waitingPartOf(event.target);
  const button = part && (event.target as Element).closest('button');
  if (!part || !button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const place = buttonsOf(part).indexOf(button);
  const queue = held.get(part) ?? [];
  if (!queue.includes(place)) queue.push(place);
  held.set(part, queue);
  start(part);
}

/** Focus has entered a waiting part (a field tabbed or tapped into): its code is needed now. */
function startOnFocus(event: Event): void {
  const part = waitingPartOf(event.target);
  if (part) start(part);
}

const installed = new WeakSet<Document>();

/**
 * Holds taps on the buttons of waiting parts, and starts a part's code when focus enters it. Both
 * listen on the document on the way down: React stops an event on its way to a part it has not
 * hydrated yet, so a listener on the part itself would not hear it. Installed before React hydrates,
 * so that the taps src/startup/early-taps hands to React are held here when they land in a part not live yet.
 */
export function listenForWaitingParts(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener('click', holdTap, true);
  doc.addEventListener('focusin', startOnFocus, true);
}

/**
 * Calls `start` once, when the part's section comes within APPROACH_MARGIN_PX of the screen, focus
 * enters the part (or is in it already) or one of its buttons is tapped (whichever comes first). Without IntersectionObserver,
 * at once. The section is watched rather than the part: a section off screen is not laid out
 * (content-visibility, src/startup/render-on-approach), and what is inside it has no place to be seen at.
 */
export function whenApproached(part: Element, begin: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  let observer: IntersectionObserver | null = null;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    starters.delete(part);
    begin();
  };
  starters.set(part, go);
  // Focus may have entered the part before anything listened (a field focused before this code had come).
  if (wanted.has(part) || part.contains(part.ownerDocument.activeElement) || typeof win.IntersectionObserver !== 'function') {
    go();
    return;
  }
  observer = new win.IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
    rootMargin: `${APPROACH_MARGIN_PX}px 0px`,
  });
  observer.observe(part.closest('section') ?? part);
}

const takeHeld = (part: Element): number[] => {
  const queue = held.get(part) ?? [];
  held.delete(part);
  return queue;
};

/**
 * The part's code has rendered it: it takes its own taps now, and the held ones are handed to the same
 * buttons of the rendered part in a task of their own, once React has finished what the part did as it
 * started (a form taking in what was typed before: useFormSubmit).
 */
export function markLive(part: Element, win: Window = window): void {
  part.setAttribute(LIVE_ATTRIBUTE, '');
  const places = takeHeld(part);
  if (places.length === 0) return;
  win.setTimeout(() => {
    const buttons = buttonsOf(part);
    for (const place of places) buttons.at(place)?.click();
  }, 0);
}

/**
 * The part's code could not be fetched: the part stays as the server sent it and works as it does
 * without JavaScript; a held submit button submits its form that way.
 */
export function markWithoutCode(part: Element): void {
  part.setAttribute(WITHOUT_CODE_ATTRIBUTE, '');
  const buttons = buttonsOf(part);
  for (const place of takeHeld(part)) {
    const button = buttons.at(place);
    if (button?.type === 'submit' && button.form) button.form.requestSubmit(button);
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor did to a part's server HTML: the fields' values and checks, and where focus was. */
export interface PartSnapshot {
  fields: { name: string; value: string; checked: boolean }[];
  focus: { id: string; start: number | null; end: number | null } | null;
}

const fieldsOf = (part: Element): Field[] => [...part.querySelectorAll<Field>('input[name], select[name], textarea[name]')];

const isCheck = (f: Field): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');

const selectionOf = (el: Element): { start: number | null; end: number | null } => {
  try {
    return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? { start: el.selectionStart, end: el.selectionEnd } : { start: null, end: null };
  } catch {
    return { start: null, end: null }; // an input type without a selection (email, number)
  }
};

export function takeSnapshot(part: Element): PartSnapshot {
  const active = part.ownerDocument.activeElement;
  return {
    fields: fieldsOf(part).map((f) => ({ name: f.name, value: f.value, checked: isCheck(f) && f.checked })),
    focus: active && active.id && part.contains(active) ? { id: active.id, ...selectionOf(active) } : null,
  };
}

/** Puts a snapshot back into the part as rendered by its code: the n-th field of a name gets the n-th value. */
export function restoreSnapshot(part: Element, snapshot: PartSnapshot): void {
  const fields = fieldsOf(part);
  const taken = new Set<Field>();
  for (const saved of snapshot.fields) {
    const field = fields.find((f) => f.name === saved.name && !taken.has(f) && (!isCheck(f) || f.value === saved.value));
    if (!field) continue;
    taken.add(field);
    if (isCheck(field)) field.checked = saved.checked;
    else field.value = saved.value;
  }
  const saved = snapshot.focus;
  const focus = saved && part.ownerDocument.getElementById(saved.id);
  if (saved && focus instanceof HTMLElement && part.contains(focus)) {
    focus.focus({ preventScroll: true });
    const { start: from, end: to } = saved;
    if ((focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement) && from !== null && to !== null) {
      try {
        focus.setSelectionRange(from, to);
      } catch {
        // an input type without a selection
      }
    }
  }
}
