/** Browser helpers for in-page movement. */
import { renderAllNow } from './render-on-approach';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Smoothly scrolls to the element with this id and moves focus there (without a second jump),
 * so keyboard and screen-reader users continue from the new place. Returns false if absent.
 */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  // Sections still waiting to be rendered would change height under a smooth scroll.
  renderAllNow();
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

/**
 * Jumps to the top at once. 'instant', not 'auto': the page's CSS asks for smooth scrolling, which would
 * turn this into an animation that a layout change on the way (a section rendering) can cut short.
 */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
