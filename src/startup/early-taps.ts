/**
 * Taps made before the page is interactive are kept, not dropped.
 *
 * The page is on screen well before its JavaScript has loaded and React has taken over the HTML (the
 * bundles start after the first paint, src/startup/after-paint). A visitor who taps "Open menu", a membership
 * tab or a form's submit button in that time would otherwise see nothing happen: the button has no
 * handler yet. The same idea as Angular's event replay (jsaction): a tiny inline script in the head
 * takes every click on a button of the page while React is not there yet, remembers the button, and
 * hands the taps to React once it has attached to the page (`replay`, called by
 * src/startup/browser-root right after hydrateRoot); React then hydrates the part tapped first
 * and runs its handler. Links are left alone: the browser follows them without any script.
 *
 * If one of the site's scripts fails to load, or React has not arrived within GIVE_UP_MS, the script
 * steps aside and a remembered submit button submits its form the way the page does without JavaScript
 * (the lead service answers a plain form post), so a request is never lost to a script that did not come.
 */

/** The global through which the page's code reaches the inline script. */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/**
 * How long remembered taps wait for React before the no-JavaScript behaviour takes over, when no script
 * has failed: generous, since a slow phone on a slow network can take well over 10 s to start the page.
 */
export const GIVE_UP_MS = 30_000;

/** The attribute on <html> that counts the taps waiting for React (for styling and tests). */
export const PENDING_ATTRIBUTE = 'data-early-taps';

interface EarlyTaps {
  /** Stops taking taps and clicks every remembered button again, now that React listens. */
  replay(): void;
}

/**
 * What the head's script does (./head/early-taps, built into the page's head by
 * plugins/gatsby-plugin-site-build: it runs before any bundle): takes every click on a button of the page
 * until React replays them, and steps aside (submitting a remembered form the way the page does without
 * JavaScript) when one of the site's scripts fails to load or `giveUpMs` has passed.
 */
export function installEarlyTaps(doc: Document, win: Window, giveUpMs: number = GIVE_UP_MS): void {
  let queue: HTMLButtonElement[] = [];
  let on = true;
  const html = doc.documentElement;
  const take = (e: MouseEvent) => {
    if (!on) return;
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!button || button.disabled || !button.closest('#___gatsby')) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!queue.includes(button)) queue.push(button);
    html.setAttribute(PENDING_ATTRIBUTE, String(queue.length));
  };
  const stop = (): HTMLButtonElement[] => {
    on = false;
    doc.removeEventListener('click', take, true);
    html.removeAttribute(PENDING_ATTRIBUTE);
    const taken = queue;
    queue = [];
    return taken;
  };
  const giveUp = () => {
    if (!on) return;
    for (const button of stop()) {
      const form = button.isConnected && button.type === 'submit' ? button.form : null;
      // requestSubmit runs the form's checks and submit event; browsers before 2022 only have submit().
      if (form) if ('requestSubmit' in form) form.requestSubmit(button);
      else (form as HTMLFormElement).submit();
    }
  };
  doc.addEventListener('click', take, true);
  // A script that fails to load reports an error event that does not bubble, but can be caught on its way down.
  doc.addEventListener(
    'error',
    (e) => {
      if (e.target instanceof HTMLScriptElement) giveUp();
    },
    true,
  );
  const taps: EarlyTaps = {
    replay() {
      for (const button of stop()) if (button.isConnected) button.click();
    },
  };
  (win as unknown as Record<string, EarlyTaps>)[EARLY_TAPS_GLOBAL] = taps;
  win.setTimeout(giveUp, giveUpMs);
}

/** Hands the taps made before React attached to React (a no-op where the inline script did not run). */
export function replayEarlyTaps(win: Window = window): void {
  const taps = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  taps?.replay();
}
