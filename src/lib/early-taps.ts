/**
 * Taps made before the page is interactive are kept, not dropped (issue 15).
 *
 * The page is on screen well before its JavaScript has loaded and React has taken over the HTML (the
 * bundles start after the first paint, lib/after-paint). A visitor who taps "Open menu", a membership
 * tab or a form's submit button in that time would otherwise see nothing happen: the button has no
 * handler yet. The same idea as Angular's event replay (jsaction): a tiny inline script in the head
 * takes every click on a button of the page while React is not there yet, remembers the button, and
 * hands the taps to React once it has attached to the page (`replay`, called by
 * components/layout/browser-root right after hydrateRoot); React then hydrates the part tapped first
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

export interface EarlyTaps {
  /** Stops taking taps and clicks every remembered button again, now that React listens. */
  replay(): void;
}

/** The inline script (plain ES5: it runs before any bundle, on every browser). */
export const earlyTapsScript: string =
  '(function(){var q=[],on=true,d=document,h=d.documentElement;' +
  'function take(e){if(!on)return;var t=e.target,b=t&&t.closest?t.closest("button"):null;' +
  'if(!b||b.disabled||!b.closest("#___gatsby"))return;' +
  'e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b);' +
  `h.setAttribute("${PENDING_ATTRIBUTE}",String(q.length))}` +
  'function stop(){on=false;d.removeEventListener("click",take,true);' +
  `h.removeAttribute("${PENDING_ATTRIBUTE}");var r=q;q=[];return r}` +
  'function giveUp(){if(!on)return;stop().forEach(function(b){' +
  'if(b.isConnected&&b.type==="submit"&&b.form){if(b.form.requestSubmit)b.form.requestSubmit(b);else b.form.submit()}})}' +
  'd.addEventListener("click",take,true);' +
  // A script that fails to load reports an error event that does not bubble, but can be caught on its way down.
  'd.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT")giveUp()},true);' +
  `window.${EARLY_TAPS_GLOBAL}={replay:function(){stop().forEach(function(b){if(b.isConnected)b.click()})}};` +
  `setTimeout(giveUp,${GIVE_UP_MS})})();`;

/** Hands the taps made before React attached to React (a no-op where the inline script did not run). */
export function replayEarlyTaps(win: Window = window): void {
  const taps = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  taps?.replay();
}
