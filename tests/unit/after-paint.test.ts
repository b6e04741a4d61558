/**
 * @jest-environment jsdom
 */
import { LOADER_TAG, afterPaintLoader, type LoaderStart, loadBundlesAfterPaint, pageChunkScripts, pagePathOf } from '../../src/startup/after-paint';

const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const builtPage = (tags: string) =>
  `<html><head><script type="application/ld+json">{}</script></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>${tags}</body></html>`;

describe('loadBundlesAfterPaint', () => {
  it("replaces Gatsby's bundle tags with one loader in their place and leaves every other script alone", () => {
    const page = builtPage(BUNDLES.map((s) => `<script src="${s}" async></script>`).join(''));
    const out = loadBundlesAfterPaint(page, 'public/index.html');
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(`<script id="gatsby-script-loader">window.pagePath="/";</script>${LOADER_TAG}(function(){`);
    expect(out).toContain(JSON.stringify(BUNDLES));
    expect(out).toContain('<script type="application/ld+json">{}</script>');
    expect(out.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a page a previous build already rewrote as it is', () => {
    const once = loadBundlesAfterPaint(builtPage(BUNDLES.map((s) => `<script src="${s}" async></script>`).join('')), 'public/index.html');
    expect(loadBundlesAfterPaint(once, 'public/index.html')).toBe(once);
  });

  it("fails, naming the page and the pattern, on a page without Gatsby's bundle tags", () => {
    // Scripts that are not Gatsby's async bundles, as a Gatsby that wrote its tags differently would leave the page.
    const page = builtPage('<script src="/vendor/jquery.min.js"></script><script src="/app-3.js" defer></script><script src="https://portal.example/widget.js" async></script>');
    expect(() => loadBundlesAfterPaint(page, 'public/faq/index.html')).toThrow(/^public\/faq\/index\.html: no Gatsby bundle tag matching <script src=.* to load after the first paint/);
  });

  it("starts the page's own chunks after Gatsby's bundles, each once", () => {
    const page = builtPage(BUNDLES.map((s) => `<script src="${s}" async></script>`).join(''));
    const out = loadBundlesAfterPaint(page, 'public/index.html', ['/commons-4.js', '/app-3.js', '/component---index-5.js']);
    expect(out).toContain(JSON.stringify([...BUNDLES, '/commons-4.js', '/component---index-5.js']));
  });

  it('adds the chunks to a page that carries a loader without them (stitched from a rewritten slice), and then changes nothing', () => {
    const slice = loadBundlesAfterPaint(builtPage(BUNDLES.map((s) => `<script src="${s}" async></script>`).join('')), 'public/index.html');
    const once = loadBundlesAfterPaint(slice, 'public/index.html', ['/component---index-5.js']);
    expect(once).toContain(JSON.stringify([...BUNDLES, '/component---index-5.js']));
    expect(once.split(LOADER_TAG)).toHaveLength(2);
    expect(loadBundlesAfterPaint(once, 'public/index.html', ['/component---index-5.js'])).toBe(once);
  });

  it("fails on a loader whose list of scripts is not where it writes it", () => {
    const once = loadBundlesAfterPaint(builtPage('<script src="/app-3.js" async></script>'), 'public/index.html');
    expect(() => loadBundlesAfterPaint(once.replace('var s=', 'var list='), 'public/index.html')).toThrow(/^public\/index\.html: the after-paint loader does not begin with/);
  });

  it('fails on a page with both the loader and bundle tags', () => {
    const once = loadBundlesAfterPaint(builtPage('<script src="/app-3.js" async></script>'), 'public/index.html');
    expect(() => loadBundlesAfterPaint(once.replace('</body>', '<script src="/app-4.js" async></script></body>'), 'public/index.html')).toThrow(/both|too/);
  });
});

describe("the page's own chunks", () => {
  const gatsbyPage = (path: string) => `<body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";/*]]>*/</script></body>`;

  it("reads the page's path as Gatsby writes it, and none from a file without it (Gatsby's slices)", () => {
    expect(pagePathOf(gatsbyPage('/fitness-blog-surrey-delta/1'), 'p')).toBe('/fitness-blog-surrey-delta/1');
    expect(pagePathOf(gatsbyPage('/'), 'p')).toBe('/');
    expect(pagePathOf('<script src="/app-3.js" async></script>', 'public/_gatsby/slices/_gatsby-scripts-1.html')).toBeNull();
  });

  it("fails, naming the page, when Gatsby's page script is there in another form", () => {
    expect(() => pagePathOf('<script id="gatsby-script-loader">window.___pagePath="/";</script>', 'public/index.html')).toThrow(/^public\/index\.html: Gatsby's page script does not match/);
  });

  it("lists the scripts of the page's chunk group, and fails naming the page when the chunk or its scripts are unknown", () => {
    const assets = { 'component---index': ['commons-4.js', 'commons-4.js.map', 'component---index-5.js'] };
    expect(pageChunkScripts('component---index', '/', 'public/index.html', assets)).toEqual(['/commons-4.js', '/component---index-5.js']);
    expect(() => pageChunkScripts(undefined, '/faq', 'public/faq/index.html', assets)).toThrow(/^public\/faq\/index\.html: no componentChunkName in the page-data\.json of "\/faq"/);
    expect(() => pageChunkScripts('component---gone', '/old', 'public/old/index.html', assets)).toThrow(/^public\/old\/index\.html: webpack\.stats\.json names no scripts for the chunk group "component---gone"/);
  });
});

describe('afterPaintLoader', () => {
  type PaintCallback = (list: { getEntriesByName: (n: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let paint: PaintCallback | undefined;
  const loaded = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  /** Runs the loader as the page does: an inline script (jsdom runs scripts in Jest's environment). */
  const run = (start: LoaderStart = 'after-paint') => {
    const script = document.createElement('script');
    script.textContent = afterPaintLoader(BUNDLES, start);
    document.head.append(script);
  };
  const reportPaints = (names: string[]) => {
    if (!paint) throw new Error('the loader observes no paints');
    paint({ getEntriesByName: (n) => (names.includes(n) ? [{}] : []) }, { disconnect: () => undefined });
  };
  const setVisibility = (v: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    paint = undefined;
    setVisibility('visible');
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: PaintCallback) {
        paint = cb;
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  });
  afterEach(() => jest.useRealTimers());

  const firstContentfulPaint = () => reportPaints(['first-contentful-paint']);

  it('starts the bundles, in order, only once the first contentful paint is reported', () => {
    run();
    reportPaints([]);
    jest.advanceTimersByTime(100);
    expect(loaded()).toEqual([]);
    firstContentfulPaint();
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(BUNDLES);
    // Once: the fallback timer does not add them again.
    jest.advanceTimersByTime(6000);
    expect(loaded()).toEqual(BUNDLES);
  });

  it('starts them at once in a tab opened in the background', () => {
    setVisibility('hidden');
    run();
    expect(loaded()).toEqual(BUNDLES);
  });

  it('starts them at once, before any paint, on a client-only page (the staff inbox), and only once', () => {
    run('at-once');
    expect(loaded()).toEqual(BUNDLES);
    expect(paint).toBeUndefined(); // it waits for no paint
    jest.advanceTimersByTime(6000);
    expect(loaded()).toEqual(BUNDLES);
  });

  it('starts them after five seconds when no paint is ever reported', () => {
    run();
    jest.advanceTimersByTime(4999);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toEqual(BUNDLES);
  });

  it('starts them after the next frame where paint timing is not supported', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    run();
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(loaded()).toEqual(BUNDLES);
  });
});
