/**
 * @jest-environment jsdom
 */
import { EARLY_TAPS_GLOBAL, GIVE_UP_MS, PENDING_ATTRIBUTE, replayEarlyTaps } from '../../src/startup/early-taps';
import { builtHeadScripts } from './helpers/head-scripts';
import { must } from './helpers/must';

/** A page as the server sends it: buttons and a link inside Gatsby's root, a form that posts without JavaScript. */
function loadPage(): { menu: HTMLButtonElement; submit: HTMLButtonElement; link: HTMLAnchorElement; outside: HTMLButtonElement; form: HTMLFormElement } {
  document.body.innerHTML = `
    <div id="___gatsby">
      <button type="button" id="menu">Open menu</button>
      <a href="#membership" id="link">Membership</a>
      <form method="post" action="/api/forms/consultation"><button type="submit" id="submit">Book</button></form>
    </div>
    <button type="button" id="outside">Not the page's</button>`;
  // The inline script runs as the head is parsed, before any bundle: here as a script element, as the page has it.
  const script = document.createElement('script');
  script.textContent = builtHeadScripts().earlyTaps;
  document.head.append(script);
  const button = (id: string) => must(document.querySelector<HTMLButtonElement>(`#${id}`), id);
  return {
    menu: button('menu'),
    submit: button('submit'),
    link: must(document.querySelector<HTMLAnchorElement>('#link'), 'link'),
    outside: button('outside'),
    form: must(document.querySelector('form'), 'form'),
  };
}

afterEach(() => {
  // Each test's script stops listening (its document listener would otherwise outlive the test).
  replayEarlyTaps();
  jest.useRealTimers();
  Reflect.deleteProperty(window, EARLY_TAPS_GLOBAL);
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
});

describe('taps before React has attached', () => {
  it('are kept, not handled and not dropped: React gets each tapped button once when it attaches', () => {
    const { menu, submit } = loadPage();
    const handled: string[] = [];
    // What React's listener would do, once it is there; before that the page has no handler.
    document.getElementById('___gatsby')?.addEventListener('click', (e) => handled.push((e.target as HTMLElement).id));

    menu.click();
    menu.click(); // an impatient second tap on the same button is one tap
    submit.click();
    expect(handled).toEqual([]);
    expect(document.documentElement.getAttribute(PENDING_ATTRIBUTE)).toBe('2');

    replayEarlyTaps();
    expect(handled).toEqual(['menu', 'submit']);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);

    // From now on clicks go straight to React, and nothing is replayed twice.
    menu.click();
    replayEarlyTaps();
    expect(handled).toEqual(['menu', 'submit', 'menu']);
  });

  it("leave links and buttons outside the page's root alone", () => {
    const { link, outside } = loadPage();
    const defaults: boolean[] = [];
    document.addEventListener('click', (e) => defaults.push(e.defaultPrevented));
    link.click();
    outside.click();
    expect(defaults).toEqual([false, false]);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('submit the form as the page does without JavaScript when React never arrives, and step aside', () => {
    jest.useFakeTimers();
    const { submit, menu, form } = loadPage();
    const posted: (HTMLElement | null)[] = [];
    form.requestSubmit = (submitter?: HTMLElement | null) => void posted.push(submitter ?? null);
    submit.click();
    menu.click();
    jest.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(posted).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(posted).toEqual([submit]);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    // React arriving late finds nothing to replay; the page behaves as without the script.
    const handled: string[] = [];
    document.addEventListener('click', (e) => handled.push((e.target as HTMLElement).id));
    replayEarlyTaps();
    expect(handled).toEqual([]);
  });

  it("submit the form without JavaScript at once when one of the site's scripts fails to load", () => {
    const { submit, form } = loadPage();
    const posted: (HTMLElement | null)[] = [];
    form.requestSubmit = (submitter?: HTMLElement | null) => void posted.push(submitter ?? null);
    submit.click();
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error')); // another resource failing changes nothing
    expect(posted).toEqual([]);
    const bundle = document.createElement('script');
    document.body.append(bundle);
    bundle.dispatchEvent(new Event('error')); // as a bundle that could not be fetched reports it
    expect(posted).toEqual([submit]);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('is a no-op where the inline script did not run', () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
