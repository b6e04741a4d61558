/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads.
Object.assign(globalThis, { TextEncoder });
import { renderToString } from 'react-dom/server';

// The islands' code reads 'gatsby' as the browser bundle gives it: the islands' stand-in.
jest.mock('gatsby', () => jest.requireActual<object>('../../src/islands/gatsby-shim'));

import { island, islandPropsJson } from '../../src/islands/island';
import { startWithIslands } from '../../src/islands/page-scripts';
import { pageDataUrlOf } from '../../src/islands/page-context';
import { Link, graphql, provideStaticQuery, useStaticQuery } from '../../src/islands/gatsby-shim';
import { hydrateIsland } from '../../src/islands/runtime';
import { startIslands, type IslandCode } from '../../src/islands/start';
import { IslandContextScript } from '../../src/islands/page-context';
import { PageDataContext, usePageLanguage } from '../../src/hooks/usePageData';
import { useContext, useState } from 'react';
import { useSiteFacts } from '../../src/hooks/useSiteContent';
import { PageInfoProvider, usePageInfo } from '../../src/components/layout/PageInfo';

/** A page as Gatsby 5 writes its end: the page's path, every page's chunks, the compilation, the bundles. */
const GATSBY_END =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->\n' +
  '          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n          </script>\n' +
  '        <script>window.___webpackCompilationHash="15141ca758979b3591a3";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->';
const page = (end: string) => `<html><head><script type="application/ld+json">{}</script></head><body><div id="___gatsby"><div data-island="navbar"></div></div>${end}</body></html>`;
const SCRIPTS = { entry: '/islands/page-0-A.js', chunks: ['/islands/chunk-B.js'], pageDataUrl: '/page-data/index/page-data.json' };

describe('startWithIslands', () => {
  const TAGS =
    '<link rel="prefetch" crossorigin="anonymous" href="/page-data/index/page-data.json" data-islands=""/><link rel="prefetch" crossorigin="anonymous" href="/islands/chunk-B.js" data-islands=""/><script type="module" async="" id="islands" src="/islands/page-0-A.js"></script>';

  it("replaces every script of Gatsby's runtime, and its scripts' slice, with the page's islands script, its chunks and its data preloaded", () => {
    const out = startWithIslands(page(GATSBY_END), 'public/index.html', SCRIPTS);
    expect(out).not.toMatch(/gatsby-script-loader|___chunkMapping|___webpackCompilationHash|app-1\.js|webpack-runtime|slice-/);
    expect(out).toContain(`</div></div>${TAGS}</body>`);
    expect(out).toContain('<script type="application/ld+json">{}</script>');
  });

  it('gives a page without islands no script at all', () => {
    const out = startWithIslands(page(GATSBY_END), 'public/index.html', null);
    expect(out).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('rewrites a page an earlier build rewrote to the new scripts, and changes nothing the second time', () => {
    const once = startWithIslands(page(GATSBY_END), 'public/index.html', SCRIPTS);
    const next = { ...SCRIPTS, entry: '/islands/page-0-C.js' };
    const twice = startWithIslands(once, 'public/index.html', next);
    expect(twice).toContain('src="/islands/page-0-C.js"');
    expect(twice).not.toContain('page-0-A.js');
    expect(startWithIslands(twice, 'public/index.html', next)).toBe(twice);
  });

  it("keeps a rewritten page free of Gatsby's runtime when a later build stitches the scripts' slice again without rendering the page", async () => {
    // Gatsby's own stitching, as `gatsby build` runs it over a page it did not render again.
    const { stitchSliceForAPage } = jest.requireActual<typeof import('gatsby/dist/utils/slices/stitching')>('gatsby/dist/utils/slices/stitching');
    const publicDir = mkdtempSync(path.join(tmpdir(), 'stitch-'));
    try {
      mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
      const slice = /<!-- slice-start id="_gatsby-scripts-1" -->([\s\S]*)<!-- slice-end/.exec(GATSBY_END)?.[1] ?? '';
      writeFileSync(path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), slice.replace('app-1.js', 'app-2.js'));
      const once = startWithIslands(page(GATSBY_END), 'public/index.html', SCRIPTS);
      writeFileSync(path.join(publicDir, 'index.html'), once);
      await stitchSliceForAPage({ pagePath: '/', publicDir });
      const stitched = readFileSync(path.join(publicDir, 'index.html'), 'utf8');
      expect(stitched).toBe(once);
      expect(startWithIslands(stitched, 'public/index.html', SCRIPTS)).toBe(once);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('rewrites a page whose islands tags are inside the scripts slice, markers and all', () => {
    const inside = page(`<!-- slice-start id="_gatsby-scripts-1" -->\n${TAGS}<!-- slice-end id="_gatsby-scripts-1" -->`);
    const out = startWithIslands(inside, 'public/index.html', SCRIPTS);
    expect(out).toBe(startWithIslands(page(GATSBY_END), 'public/index.html', SCRIPTS));
  });

  it("fails, naming the page and the pattern, when one of Gatsby's scripts is not as it expects", () => {
    const faq = (end: string) => () => startWithIslands(page(end), 'public/faq/index.html', SCRIPTS);
    expect(faq(GATSBY_END.replace('___webpackCompilationHash', '___hash'))).toThrow(/^public\/faq\/index\.html: Gatsby's scripts slice's script matching .*webpackCompilationHash/);
    expect(faq(GATSBY_END.replace(/<script src="[^"]+" async><\/script>/g, ''))).toThrow(/^public\/faq\/index\.html: Gatsby's scripts slice's script matching \(\?:<script src=/);
    expect(faq(GATSBY_END.replace('window.pagePath', 'window.path'))).toThrow(/^public\/faq\/index\.html: Gatsby's script matching .*gatsby-script-loader/);
    // A page neither Gatsby's nor this step's may also be one an older build of this step left: the message says how to start clean.
    expect(faq(GATSBY_END.replace('window.pagePath', 'window.path'))).toThrow(/older build of this step left: `npx gatsby clean`, then build$/);
    expect(faq(GATSBY_END.replace(/<!-- slice-(start|end) id="_gatsby-scripts-1" -->/g, ''))).toThrow(/: Gatsby's scripts slice matching/);
    expect(faq(GATSBY_END.replace('<!-- slice-end', '<script>window.___new=1;</script><!-- slice-end'))).toThrow(/: Gatsby's scripts slice holds more than this step knows \(<script>window\.___new=1;/);
  });
});

describe('island', () => {
  const Hello = ({ name }: { name: string }) => <button type="button">Hello {name}</button>;

  it('renders the component inside an element naming it, with its props as JSON', () => {
    const Island = island('navbar', Hello);
    expect(renderToString(<Island name="Ana </script>" />)).toBe(
      '<div data-island="navbar" data-island-props="{&quot;name&quot;:&quot;Ana &lt;/script&gt;&quot;}"><button type="button">Hello <!-- -->Ana &lt;/script&gt;</button></div>',
    );
  });

  it('stops the build at an island inside another, and at props that are not plain data', () => {
    const Inner = island('toasts', () => null);
    const Outer = island('navbar', () => <Inner />);
    expect(() => renderToString(<Outer />)).toThrow('The island "toasts" is inside the island "navbar"');
    expect(() => islandPropsJson('navbar', { onClose: () => undefined })).toThrow(/The island "navbar" was given "onClose", which is not plain data \(function\)/);
    expect(() => islandPropsJson('navbar', { icon: <svg /> })).toThrow(/"icon", which is not plain data/);
    expect(islandPropsJson('navbar', {})).toBeUndefined();
  });
});

describe("the islands' stand-in for 'gatsby'", () => {
  it('answers the static query by its name, and names a query the page did not provide', () => {
    provideStaticQuery('SiteFacts', { site: 1 });
    expect(useStaticQuery(graphql`query SiteFacts { site }`)).toEqual({ site: 1 });
    expect(() => useStaticQuery(graphql`query Other { x }`)).toThrow(/static query Other is not in the page's island context/);
  });

  it("renders Gatsby's Link as the plain link Gatsby's server render writes", () => {
    expect(renderToString(<Link to="/faq" className="x" state={{ a: 1 }}>FAQ</Link>)).toBe('<a class="x" href="/faq">FAQ</a>');
  });

  it("names a page's query result as Gatsby does", () => {
    expect(pageDataUrlOf('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrlOf('/pa/gym-faq-surrey-delta/')).toBe('/page-data/pa/gym-faq-surrey-delta/page-data.json');
    expect(pageDataUrlOf('/404.html')).toBe('/page-data/404.html/page-data.json');
  });
});


describe('startIslands', () => {
  /** An island that reads every context the page gives it, and counts its taps. */
  function Counter({ start }: { start: number }) {
    const [n, setN] = useState(start);
    const facts = useSiteFacts() as unknown as { brand: string };
    const info = usePageInfo();
    const words = (useContext(PageDataContext)?.data as { word: string }).word;
    return (
      <button type="button" onClick={() => setN(n + 1)}>
        {facts.brand} {words} {usePageLanguage()} {info.path} {n}
      </button>
    );
  }
  const CounterIsland = island('navbar', Counter);
  const info = { path: '/faq', isHome: false, routeKey: 'faq' };
  const data = { word: 'Words' };
  const facts = { brand: 'Forge' };
  let fetched: string[];
  let loads: number;

  /** The server's render of a page with the island, in Punjabi, and what the browser has fetched since. */
  function serverPage() {
    provideStaticQuery('SiteFacts', facts);
    const html = renderToString(
      <PageDataContext.Provider value={{ data, language: 'pa', languages: ['en', 'pa'] }}>
        <PageInfoProvider value={info}>
          <CounterIsland start={2} />
        </PageInfoProvider>
        <IslandContextScript pagePath="/pa/faq" info={info} />
      </PageDataContext.Provider>,
    );
    // A document of its own for each test: the listeners of one test's start stay on its document.
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<div id="___gatsby">${html}</div>`;
    return doc;
  }
  const code = () => {
    loads += 1;
    return Promise.resolve({ hydrateIsland, components: { navbar: () => Promise.resolve(Counter as never) } });
  };
  const settle = () => new Promise((r) => setTimeout(r, 50));
  /** Starts the page's islands, its parsing over (a document made here is still 'loading' in jsdom). */
  const startOn = (doc: Document, load: () => Promise<IslandCode> = code) => {
    const started = startIslands(load, doc);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    return started;
  };

  beforeEach(() => {
    fetched = [];
    loads = 0;
    window.fetch = jest.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ result: { data } }) } as Response);
    }) as unknown as typeof fetch;
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks the page at once and fetches no code while the visitor does nothing', async () => {
    const doc = serverPage();
    await startOn(doc);
    expect(doc.documentElement.dataset.hydrated).toBe('true');
    await settle();
    expect(loads).toBe(0);
    expect(fetched).toEqual([]);
  });

  it("hydrates an island when the pointer comes over it, with the page's contexts", async () => {
    const doc = serverPage();
    await startOn(doc);
    doc.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(loads).toBe(1);
    expect(fetched).toEqual(['/page-data/pa/faq/page-data.json']);
    (doc.querySelector('button') as HTMLButtonElement).click();
    await settle();
    expect(doc.querySelector('button')?.textContent).toBe('Forge Words pa /faq 3');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('holds a tap made before the island has hydrated and gives it to the island once it has: counted once', async () => {
    const doc = serverPage();
    await startOn(doc);
    (doc.querySelector('button') as HTMLButtonElement).click();
    expect(doc.querySelector('button')?.textContent).toBe('Forge Words pa /faq 2');
    await settle();
    expect(doc.querySelector('button')?.textContent).toBe('Forge Words pa /faq 3');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('when the code cannot come, a held submit posts its form the way it does without JavaScript', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = '<div data-island="service-form"><form action="/f/service" method="post"><button type="submit">Send</button></form></div>';
    const posted: string[] = [];
    doc.querySelector('form')?.addEventListener('submit', (e) => {
      posted.push((e.target as HTMLFormElement).getAttribute('action') ?? '');
      e.preventDefault();
    });
    await startOn(doc, () => Promise.reject(new Error('offline')));
    (doc.querySelector('button') as HTMLButtonElement).click();
    expect(posted).toEqual([]);
    await settle();
    expect(posted).toEqual(['/f/service']);
    // The browser has reported the failed request: a warning, and the island marked as working without its code.
    expect(console.warn).toHaveBeenCalledWith('The island "service-form" could not fetch its code; it works as HTML:', new Error('offline'));
    expect(console.error).not.toHaveBeenCalled();
    expect(doc.querySelector('[data-island]')?.hasAttribute('data-without-code')).toBe(true);
  });

  it("an island whose own component cannot be fetched, the page's code having come: a warning, and the island stays HTML", async () => {
    const doc = serverPage();
    const offline = new Error('offline');
    await startOn(doc, () => Promise.resolve({ hydrateIsland, components: { navbar: () => Promise.reject(offline) } }));
    doc.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(console.warn).toHaveBeenCalledWith('The island "navbar" could not fetch its code; it works as HTML:', offline);
    expect(console.error).not.toHaveBeenCalled();
    expect(doc.querySelector('[data-island]')?.hasAttribute('data-without-code')).toBe(true);
  });

  it('an island whose code came but could not start is a fault: an error, and the island stays HTML', async () => {
    const doc = serverPage();
    await startOn(doc, () => Promise.resolve({ hydrateIsland, components: {} }));
    doc.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(console.error).toHaveBeenCalledWith('The island "navbar" could not start:', new Error('The page names an island "navbar" that its script does not have (src/build/island-bundle.ts)'));
    expect(console.warn).not.toHaveBeenCalled();
    expect(doc.querySelector('[data-island]')?.hasAttribute('data-without-code')).toBe(true);
  });

  it('names an island the page has and the registry does not', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = '<div data-island="nothing"></div>';
    await expect(startOn(doc)).rejects.toThrow('The page names an island "nothing" that src/islands/registry.ts does not have');
  });
});
