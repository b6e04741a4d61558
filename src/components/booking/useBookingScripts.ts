import { useEffect } from 'react';
import { BOOKING_SCRIPT_ATTR, bookingScripts } from '../../lib/booking';

/**
 * Loads the booking page's scripts while the page is shown (spec 2.12): jQuery from our own origin,
 * then the gym portal's host script. Both are inserted on mount, ordered (async = false: they
 * download in parallel without blocking the page and run jQuery first), and removed on unmount,
 * so they are gone once the visitor navigates away. Only the elements added here are removed.
 *
 * The portal script is a third party: if it cannot load, the page keeps working (the calendar
 * button is a plain link), so its error is handled here without logging anything.
 */
export function useBookingScripts(portalHostScript: string): void {
  useEffect(() => {
    const added: HTMLScriptElement[] = [];
    const onError = (e: Event) => {
      const el = e.currentTarget as HTMLScriptElement;
      el.dataset.bookingStatus = 'failed';
    };
    const onLoad = (e: Event) => {
      const el = e.currentTarget as HTMLScriptElement;
      el.dataset.bookingStatus = 'loaded';
    };
    for (const spec of bookingScripts(portalHostScript)) {
      const el = document.createElement('script');
      el.src = spec.src;
      el.async = false;
      el.setAttribute(BOOKING_SCRIPT_ATTR, spec.name);
      el.addEventListener('error', onError);
      el.addEventListener('load', onLoad);
      document.body.appendChild(el);
      added.push(el);
    }
    return () => {
      for (const el of added) {
        el.removeEventListener('error', onError);
        el.removeEventListener('load', onLoad);
        el.remove();
      }
    };
  }, [portalHostScript]);
}

/** The booking page's scripts as an island of their own, which shows nothing. */
export function BookingScripts({ portalHostScript }: { portalHostScript: string }): null {
  useBookingScripts(portalHostScript);
  return null;
}
