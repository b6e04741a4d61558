import { useEffect, useSyncExternalStore } from 'react';
import { openOverlays, overlayOpened, subscribeOverlays } from '../browser/overlays';

/** Counts this overlay as open while `open` (src/browser/overlays). */
export function useOverlay(open: boolean): void {
  useEffect(() => (open ? overlayOpened() : undefined), [open]);
}

/** True while the visitor has any overlay open (src/browser/overlays); false in the server's HTML. */
export function useAnyOverlayOpen(): boolean {
  return useSyncExternalStore(subscribeOverlays, () => openOverlays() > 0, () => false);
}
