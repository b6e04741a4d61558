/**
 * The overlays a visitor has open now (the phone menu, the Services dropdown, a photo in the lightbox):
 * what something that opens by itself (the offer popup on its timer) must not cover. It waits until the
 * count is back to 0.
 */
let openCount = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Marks one overlay open; returns its release (calling it twice releases once). */
export function overlayOpened(): () => void {
  openCount += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openCount -= 1;
    notify();
  };
}

/** How many overlays are open now. */
export const openOverlays = (): number => openCount;

/** Calls `listener` whenever an overlay opens or closes; returns the unsubscribe. */
export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
