/**
 * plugins/gatsby-plugin-site-build, called the way Gatsby calls it: the renderer puts a page's Emotion
 * styles in the head, onPreRenderHTML moves them last (and fails a page without them), and the
 * post-build step writes the feeds, the after-paint loader and csp.json (and fails a page it does not
 * recognise, or a start-up script without the compile hint, naming it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { css } from '@emotion/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { GatsbyNode, GatsbySSR } from 'gatsby';
import { onPreRenderHTML, replaceRenderer } from '../../plugins/gatsby-plugin-site-build/gatsby-ssr';
import { onPreBootstrap } from '../../plugins/gatsby-plugin-site-build/gatsby-node';
import { renderMissingBrandArt } from '../../plugins/gatsby-plugin-site-build/brand-art';
import { writePostBuildFiles } from '../../plugins/gatsby-plugin-site-build/post-build';
import { LOADER_TAG } from '../../src/startup/after-paint';
import { COMPILE_HINT } from '../../src/startup/compile-hints';
import { must } from './helpers/must';
import { Phone } from '../../src/components/ui/icons';

type BootstrapArgs = Parameters<NonNullable<GatsbyNode['onPreBootstrap']>>[0];
type RendererArgs = Parameters<NonNullable<GatsbySSR['replaceRenderer']>>[0];
type PreRenderArgs = Parameters<NonNullable<GatsbySSR['onPreRenderHTML']>>[0];

const ROOT = path.resolve(__dirname, '../..');

function Page() {
  return (
    <main css={css`padding: 3px;`}>
      <h1 css={css`color: rgb(1, 2, 3);`}>Hello</h1>
    </main>
  );
}

async function renderPage(element: ReactElement) {
  let body = '';
  const head: ReactNode[] = [];
  const args = {
    bodyComponent: element,
    replaceBodyHTMLString: (html: string) => {
      body = html;
    },
    setHeadComponents: (c: ReactNode[]) => head.push(...c),
    pathname: '/test',
  } as unknown as RendererArgs; // only the members the plugin uses
  await must(replaceRenderer, 'replaceRenderer')(args, { plugins: [] });
  return { body, head };
}

function preRender(head: ReactNode[]): ReactNode[] {
  let out = head;
  const args = {
    getHeadComponents: () => head,
    replaceHeadComponents: (c: ReactNode[]) => {
      out = c;
    },
    pathname: '/test',
  } as unknown as PreRenderArgs; // only the members the plugin uses
  must(onPreRenderHTML, 'onPreRenderHTML')(args, { plugins: [] });
  return out;
}

describe('render time: styles into the head', () => {
  it('renders the body with no style in it and the rules of its classes in one tag for the head', async () => {
    const { body, head } = await renderPage(<Page />);
    expect(body).toMatch(/^<main class="css-[a-z0-9]+"><h1 class="css-[a-z0-9]+">Hello<\/h1><\/main>$/);
    expect(head).toHaveLength(1);
    const tag = renderToStaticMarkup(<>{head}</>);
    expect(tag).toMatch(/^<style data-ssr-styles="[a-z0-9]+ [a-z0-9]+" data-ssr-icons="">\.css-[a-z0-9]+\{padding:3px;\}\.css-[a-z0-9]+\{color:rgb\(1, 2, 3\);\}<\/style>$/);
  });

  it("puts the drawings of the page's icons in the same tag, first, and lists them", async () => {
    const { body, head } = await renderPage(
      <p css={css`margin: 0;`}>
        <Phone size={16} />
      </p>,
    );
    expect(body).toMatch(/^<p class="css-[a-z0-9]+"><svg width="16" height="16" class="lucide lucide-phone"><\/svg><\/p>$/);
    const tag = renderToStaticMarkup(<>{head}</>);
    expect(tag).toMatch(/^<style data-ssr-styles="[a-z0-9]+" data-ssr-icons="phone 2">\.lucide\{--icon:url\("data:image\/svg\+xml,[^"]+"\);--icon-h:100%\}\.lucide-phone\{--icon-y:0%\}\.css-[a-z0-9]+\{margin:0;\}<\/style>$/);
  });

  it('moves the styles after everything else in the head', async () => {
    const { head } = await renderPage(<Page />);
    const others = [<meta key="a" name="generator" content="x" />, <style key="global-css">{'body{margin:0}'}</style>];
    const out = preRender([others[0], ...head, others[1]]);
    expect(out.map((c) => (isValidElement(c) ? c.key : null))).toEqual(['a', 'global-css', 'ssr-styles']);
  });

  it('fails a page whose head does not have the styles (another renderer ran instead)', () => {
    expect(() => preRender([<meta key="a" name="generator" content="x" />])).toThrow(/^\/test: expected the one <style data-ssr-styles> from replaceRenderer in the head, found 0/);
  });
});

describe('after the build: feeds, islands, csp.json', () => {
  let root: string;
  /** A page's end as Gatsby 5 writes it: the page's path, every page's chunks, the compilation, the bundles. */
  const gatsbyEnd = (pagePath: string) =>
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->` +
    '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>' +
    '<script>window.___webpackCompilationHash="15141ca758979b3591a3";</script><script src="/webpack-runtime-1.js" async=""></script><script src="/app-2.js" async=""></script><!-- slice-end id="_gatsby-scripts-1" -->';
  const context = (pagePath: string) =>
    `<script type="application/json" id="island-context">{"pageDataUrl":"/page-data/${pagePath === '/' ? 'index' : pagePath.slice(1)}/page-data.json"}</script>`;
  const page = (body: string, pagePath = '/') => `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby">${body}</div>${gatsbyEnd(pagePath)}</body></html>`;
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, 'public', rel)), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', rel), text);
  };
  const pub = (f: string) => fs.readFileSync(path.join(root, 'public', f), 'utf8');

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    // The islands' code is built from the project's own sources and packages.
    for (const dir of ['content', 'src', 'node_modules']) fs.symlinkSync(path.join(ROOT, dir), path.join(root, dir));
    write('index.html', page(`<div data-island="navbar"><button type="button">Menu</button></div>${context('/')}`));
    write('faq/index.html', page(`<div data-island="navbar"></div><div data-island="faq-accordion"></div>${context('/faq')}`, '/faq'));
    write('staff/index.html', page('', '/staff/'));
    write('page-data/skip.html', 'not a page');
    // The staff inbox is a client-only page (Gatsby's matchPath), started by Gatsby's runtime at once.
    write('page-data/staff/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-staff-tsx', matchPath: '/staff/*' }));
    const stats = { assetsByChunkName: { app: ['webpack-runtime-1.js', 'app-2.js'], 'component---src-pages-staff-tsx': ['component---src-pages-staff-tsx-3.js'] } };
    write('webpack.stats.json', JSON.stringify(stats));
    for (const file of new Set(Object.values(stats.assetsByChunkName).flat())) write(file, `${COMPILE_HINT}\n!function(){}();`);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes the four feeds, starts each page with its own islands' script, the inbox with Gatsby's, lists every page in csp.json; a second run changes nothing", async () => {
    await writePostBuildFiles(root, { SITE_URL: 'https://gym.example/' });
    expect(pub('robots.txt')).toContain('Sitemap: https://gym.example/sitemap.xml');
    expect(pub('sitemap.xml')).toContain('<loc>https://gym.example/gym-faq-surrey-delta</loc>');
    expect(JSON.parse(pub('manifest.webmanifest'))).toMatchObject({ start_url: '/' });
    expect(pub('rss.xml')).toContain('<rss');
    const startOf = (f: string) => /<script type="module" async="" id="islands" src="(\/islands\/[^"]+\.js)"><\/script>/.exec(pub(f))?.[1];
    const [home, faq] = [startOf('index.html'), startOf('faq/index.html')];
    // Each set of islands has its start script; the two pages' sets differ.
    expect(home).toBeDefined();
    expect(faq).toBeDefined();
    expect(home).not.toBe(faq);
    for (const f of ['index.html', 'faq/index.html']) {
      expect(pub(f)).not.toMatch(/<script src="[^"]+" async|gatsby-script-loader|___chunkMapping|after-paint/);
      for (const url of [startOf(f), ...[...pub(f).matchAll(/rel="prefetch" crossorigin="anonymous" href="([^"]+)"/g)].map((m) => m[1])]) {
        if (url?.startsWith('/islands/')) expect(fs.existsSync(path.join(root, 'public', url))).toBe(true);
      }
    }
    expect(pub('index.html')).toContain('rel="prefetch" crossorigin="anonymous" href="/page-data/index/page-data.json"');
    expect(pub('staff/index.html')).toContain(`${LOADER_TAG}(function(){var s=["/webpack-runtime-1.js","/app-2.js","/component---src-pages-staff-tsx-3.js"]`);
    expect(pub('page-data/skip.html')).toBe('not a page');
    const csp = JSON.parse(pub('csp.json')) as { pages: Record<string, { scriptHashes: string[] }> };
    expect(Object.keys(csp.pages).sort()).toEqual(['faq/index.html', 'index.html', 'staff/index.html']);

    const before = pub('index.html');
    await writePostBuildFiles(root, { SITE_URL: 'https://gym.example/' });
    expect(pub('index.html')).toBe(before);
    expect(JSON.parse(pub('csp.json'))).toEqual(csp);
  });

  it("fails, naming the page, when Gatsby's scripts are not what it expects", async () => {
    write('faq/index.html', page('<div data-island="navbar"></div>', '/faq').replace('<script src="/app-2.js" async=""></script>', '').replace('<script src="/webpack-runtime-1.js" async=""></script>', ''));
    await expect(writePostBuildFiles(root, {})).rejects.toThrow(/^public\/faq\/index\.html: (no Gatsby bundle tag|the page has islands but no island context)/);
  });

  it('fails, naming the island, on a page with an island the registry does not have', async () => {
    write('faq/index.html', page(`<div data-island="nothing"></div>${context('/faq')}`, '/faq'));
    await expect(writePostBuildFiles(root, {})).rejects.toThrow('A page names an island "nothing" that src/islands/registry.ts does not have');
  });

  it("fails, naming the page, when its island context would fetch another page's data than Gatsby wrote for it", async () => {
    write('faq/index.html', page(`<div data-island="navbar"></div>${context('/')}`, '/faq'));
    await expect(writePostBuildFiles(root, {})).rejects.toThrow('public/faq/index.html: its island context fetches /page-data/index/page-data.json, but Gatsby wrote the page\'s data to /page-data/faq/page-data.json');
  });

  it("fails, naming the file, when a script the inbox starts with does not begin with the compile hint", async () => {
    write('app-2.js', '!function(){}();');
    await expect(writePostBuildFiles(root, {})).rejects.toThrow(/start-up scripts do not begin with "\/\/# allFunctionsCalledOnLoad": app-2\.js/);
  });
});

describe('before bootstrap: the missing brand art', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-images-'));
    fs.mkdirSync(path.join(root, 'content', 'data'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content', 'data', 'galleries.yaml'), 'tour:\n  - image: tour/front-desk.jpg\n    alt: The front desk\n');
    for (const f of ['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png', 'apple-touch-icon.png', 'og-image.jpg']) {
      fs.mkdirSync(path.dirname(path.join(root, 'static', f)), { recursive: true });
      fs.writeFileSync(path.join(root, 'static', f), 'kept');
    }
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const reporter = () => {
    const lines: string[] = [];
    const r = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`warn ${m}`), panic: (m: string) => { throw new Error(m); } };
    return { lines, args: { reporter: r } as unknown as BootstrapArgs }; // only the members the plugin uses
  };

  // onPreBootstrap's first step; the content check that follows it needs a whole project (the build runs it).
  it('renders what the content names and is missing, in the project the config names', async () => {
    const { lines, args } = reporter();
    await renderMissingBrandArt(root, args.reporter);
    expect(fs.statSync(path.join(root, 'content', 'images', 'tour', 'front-desk.jpg')).size).toBeGreaterThan(1000);
    expect(fs.readFileSync(path.join(root, 'static', 'og-image.jpg'), 'utf8')).toBe('kept');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^images: rendered 1, kept 0 \(of 1 referenced; avg \d+ KB rendered\); static brand files written: 0$/);
  });

  it('refuses to run without the project root', async () => {
    const { args } = reporter();
    await expect(Promise.resolve(must(onPreBootstrap, 'onPreBootstrap')(args, { plugins: [] }, () => undefined))).rejects.toThrow(/needs the project root/);
  });
});
