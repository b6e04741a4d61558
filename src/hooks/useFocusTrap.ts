import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The visible, focusable elements inside a container, in tab order. */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * Where the next Tab starts when focus has nowhere to go back to (nothing had it before an overlay that
 * opened by itself, the offer popup): at what the visitor sees under the bar, not at the overlay's place in
 * the page, which would scroll them there. A browser starts the next Tab after the element focused last;
 * this focuses an element the visitor sees without scrolling, and lets go of it.
 */
function startTabWhereSeen(doc: Document): void {
  if (doc.activeElement && doc.activeElement !== doc.body) return; // something took focus as the overlay closed
  // A quarter of the way down what the bar leaves visible: clear of anything half hidden under the bar.
  const bar = doc.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const seen = doc.elementFromPoint(doc.documentElement.clientWidth / 2, bar + (window.innerHeight - bar) / 4);
  if (!(seen instanceof HTMLElement)) return;
  const tabIndex = seen.getAttribute('tabindex');
  if (tabIndex === null) seen.setAttribute('tabindex', '-1');
  seen.focus({ preventScroll: true });
  seen.blur();
  if (tabIndex === null) seen.removeAttribute('tabindex');
}

/**
 * While active: keeps Tab and Shift+Tab inside the container, and on deactivation returns
 * focus to the element that had it before (or to `returnTo`); when none had it, the next Tab starts
 * where the visitor is reading (startTabWhereSeen).
 */
export function useFocusTrap(ref: RefObject<HTMLElement>, active: boolean, returnTo?: RefObject<HTMLElement>): void {
  useEffect(() => {
    if (!active) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const returnEl = returnTo?.current ?? previous;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !ref.current) return;
      const items = focusablesIn(ref.current);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !ref.current.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (returnEl && returnEl !== document.body) returnEl.focus({ preventScroll: true });
      // Once the overlay has closed (a dialog closes in a cleanup after this one), so what is seen is the page.
      else queueMicrotask(() => startTabWhereSeen(document));
    };
  }, [ref, active, returnTo]);
}
