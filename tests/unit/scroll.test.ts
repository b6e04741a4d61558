/**
 * @jest-environment jsdom
 */
import { BACK_TO_HOME_STATE, restoreAppTraversalsByRule, scrollTargetFor, shouldUpdateScroll, type RouteChange } from '../../src/browser/scroll';
import { RENDERED_ATTRIBUTE } from '../../src/startup/render-on-approach';
import { must } from './helpers/must';

const change = (c: Partial<RouteChange>): RouteChange => ({ samePage: false, hash: '', savedY: 0, ...c });

describe('scrollTargetFor: one rule per case', () => {
  it('a new page (nothing saved for its history entry) starts at the top', () => {
    expect(scrollTargetFor(change({}))).toEqual({ to: 'top' });
  });

  it('an entry visited before (back, forward, reload) returns to where the visitor was', () => {
    expect(scrollTargetFor(change({ savedY: 1800 }))).toEqual({ to: 'position', y: 1800 });
    expect(scrollTargetFor(change({ hash: '#membership', savedY: 950 }))).toEqual({ to: 'position', y: 950 });
  });

  it('a link to a section of another page goes to that section, after the delay it asked for', () => {
    expect(scrollTargetFor(change({ hash: '#membership' }))).toEqual({ to: 'section', id: 'membership', afterMs: 0 });
    expect(scrollTargetFor(change({ hash: '#services', sectionDelayMs: BACK_TO_HOME_STATE.sectionDelayMs }))).toEqual({ to: 'section', id: 'services', afterMs: 100 });
  });

  it('a link to a section of the page itself goes there at once, whatever was saved for the entry', () => {
    expect(scrollTargetFor(change({ samePage: true, hash: '#share-story', savedY: 2400 }))).toEqual({ to: 'section', id: 'share-story', afterMs: 0 });
  });

  it('a page the browser loaded itself is left where the browser put it, whatever Gatsby saved for its address', () => {
    for (const pageLoad of ['navigate', 'reload', 'back_forward']) {
      expect(scrollTargetFor(change({ savedY: 18215, pageLoad }))).toEqual({ to: 'stay' });
    }
  });

  it('a new visit to a section of a page goes to that section, not to where an earlier visit was left', () => {
    expect(scrollTargetFor(change({ hash: '#membership', savedY: 18215, pageLoad: 'navigate' }))).toEqual({ to: 'section', id: 'membership', afterMs: 0 });
    expect(scrollTargetFor(change({ hash: '#membership', savedY: 18215, pageLoad: 'back_forward' }))).toEqual({ to: 'stay' });
    expect(scrollTargetFor(change({ hash: '#membership', pageLoad: 'reload' }))).toEqual({ to: 'stay' });
  });

  it('reads an encoded hash as the id it names; a bare # is no section', () => {
    expect(scrollTargetFor(change({ hash: '#pre%20natal' }))).toEqual({ to: 'section', id: 'pre natal', afterMs: 0 });
    expect(scrollTargetFor(change({ hash: '#' }))).toEqual({ to: 'top' });
  });
});

describe('shouldUpdateScroll applies the rule and always declines Gatsby’s own scrolling', () => {
  let scrollTo: jest.SpyInstance;
  let intoView: jest.Mock;
  let reduced = false;

  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.removeAttribute(RENDERED_ATTRIBUTE);
    document.body.innerHTML = '<section id="services"></section><section id="membership" tabindex="-1"></section>';
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    intoView = jest.fn();
    Element.prototype.scrollIntoView = intoView;
    window.matchMedia = ((q: string) => ({ matches: reduced && q.includes('reduce') })) as unknown as typeof window.matchMedia;
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
  });

  type Args = Parameters<NonNullable<typeof shouldUpdateScroll>>[0];
  type At = { pathname: string; hash?: string; search?: string; key?: string; state?: unknown };
  const at = (l: At) => ({ hash: '', search: '', key: String(Math.random()), state: null, ...l });
  const run = (to: At, from: string | At | null, saved = 0) =>
    must(shouldUpdateScroll, 'shouldUpdateScroll')({
      prevRouterProps: from === null ? undefined : { location: at(typeof from === 'string' ? { pathname: from } : from) },
      routerProps: { location: at(to) },
      getSavedScrollPosition: () => [0, saved],
    } as unknown as Args, { plugins: [] });

  it('a new page: a jump to the top, not an animation', () => {
    expect(run({ pathname: '/trainers' }, '/blog')).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('back: a jump to the saved position', () => {
    expect(run({ pathname: '/trainers', key: 'initial' }, '/consultation', 1500)).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500, left: 0, behavior: 'instant' });
  });

  it('a section link: smooth, the whole page rendered first, focus moved without a second jump', () => {
    run({ pathname: '/', hash: '#membership' }, '/facility-expansion');
    expect(document.documentElement.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(intoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement?.id).toBe('membership');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a section link under prefers-reduced-motion: at once', () => {
    reduced = true;
    try {
      run({ pathname: '/', hash: '#membership' }, '/pilates');
      expect(intoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      reduced = false;
    }
  });

  it('the page as the browser loaded it (no previous route): the window stays where the browser has it', () => {
    // jsdom has no navigation entries: the browser's answer for a visit back.
    const perf = window.performance as Partial<Performance>;
    perf.getEntriesByType = () => [{ type: 'back_forward' }] as unknown as PerformanceEntryList;
    try {
      expect(run({ pathname: '/', key: 'initial' }, null, 18215)).toBe(false);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(intoView).not.toHaveBeenCalled();
    } finally {
      delete perf.getEntriesByType;
    }
  });

  it('a new visit to a section (no previous route, nothing the browser says): that section', () => {
    run({ pathname: '/', hash: '#membership', key: 'initial' }, null, 18215);
    expect(intoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a re-render of the same entry is no navigation: the window stays put', () => {
    const here = { pathname: '/trainers', key: 'k1' };
    expect(run(here, here, 0)).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(intoView).not.toHaveBeenCalled();
  });

  it('Back to Home: the top at once, the services section 100 ms later, focusable and focused', () => {
    run({ pathname: '/', hash: '#services', state: { ...BACK_TO_HOME_STATE, key: '1' } }, '/before-after');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    jest.advanceTimersByTime(99);
    expect(intoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(intoView).toHaveBeenCalledTimes(1);
    const services = must(document.getElementById('services'), '#services');
    expect(services.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(services);
    expect(window.location.hash).toBe('#services');
  });
});

describe("restoreAppTraversalsByRule: the browser's own restoration only for pages it loads", () => {
  /** A window with what the function touches (jsdom's history has no scrollRestoration). */
  function fakeWindow(readyState: DocumentReadyState, mode: ScrollRestoration = 'auto') {
    const listeners = new Map<string, (e: Event) => void>();
    const win = {
      history: { scrollRestoration: mode },
      document: { readyState },
      addEventListener: (type: string, fn: (e: Event) => void) => listeners.set(type, fn),
      setTimeout: (fn: () => void) => fn(),
    };
    const fire = (type: string, init: object = {}) => must(listeners.get(type), `a ${type} listener`)(Object.assign(new Event(type), init));
    return { win: win as unknown as Window, history: win.history, fire };
  }

  it("hands the loaded page's entries to the rule, and gives the entry left back to the browser", () => {
    const { win, history, fire } = fakeWindow('complete');
    restoreAppTraversalsByRule(win);
    expect(history.scrollRestoration).toBe('manual');
    fire('pagehide');
    expect(history.scrollRestoration).toBe('auto');
    // Back from another page to this document out of the back-forward cache: the rule's again.
    fire('pageshow', { persisted: true });
    expect(history.scrollRestoration).toBe('manual');
  });

  it("leaves a page still loading to the browser's restoration until its load event", () => {
    const { win, history, fire } = fakeWindow('interactive');
    restoreAppTraversalsByRule(win);
    expect(history.scrollRestoration).toBe('auto');
    fire('load');
    expect(history.scrollRestoration).toBe('manual');
  });

  it('gives an entry left by the rule back to the browser when the page is loaded again on it', () => {
    // Back twice, the first back having loaded the page again: the entry still has the mode the app left it with.
    const { win, history } = fakeWindow('interactive', 'manual');
    restoreAppTraversalsByRule(win);
    expect(history.scrollRestoration).toBe('auto');
  });
});
