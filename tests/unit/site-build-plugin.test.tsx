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

describe('after the build: feeds, loader, csp.json', () => {
  let root: string;
  const page = (bundles: string, pagePath = '/') =>
    `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>${bundles}</body></html>`;
  const BUNDLES = '<script src="/webpack-runtime-1.js" async=""></script><script src="/app-2.js" async=""></script>';

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    fs.symlinkSync(path.join(ROOT, 'content'), path.join(root, 'content'));
    fs.mkdirSync(path.join(root, 'public', 'faq'), { recursive: true });
    fs.mkdirSync(path.join(root, 'public', 'page-data'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'index.html'), page(BUNDLES));
    fs.writeFileSync(path.join(root, 'public', 'faq', 'index.html'), page(BUNDLES, '/faq'));
    fs.writeFileSync(path.join(root, 'public', 'page-data', 'skip.html'), 'not a page');
    // Each page's data names its component's chunk group, as Gatsby writes it.
    for (const [dir, componentChunkName] of [['index', 'component---src-pages-index-tsx'], ['faq', 'component---src-templates-faq-tsx']]) {
      fs.mkdirSync(path.join(root, 'public', 'page-data', dir), { recursive: true });
      fs.writeFileSync(path.join(root, 'public', 'page-data', dir, 'page-data.json'), JSON.stringify({ componentChunkName }));
    }
    // webpack's list of this build's chunk groups, and their scripts as the browser build wrote them.
    const stats = {
      assetsByChunkName: {
        app: ['webpack-runtime-1.js', 'app-2.js'],
        'component---src-pages-index-tsx': ['commons-5.js', 'component---src-pages-index-tsx-3.js'],
        'component---src-templates-faq-tsx': ['commons-5.js', 'component---src-templates-faq-tsx-4.js'],
      },
    };
    fs.writeFileSync(path.join(root, 'public', 'webpack.stats.json'), JSON.stringify(stats));
    for (const file of new Set(Object.values(stats.assetsByChunkName).flat())) {
      fs.writeFileSync(path.join(root, 'public', file), `${COMPILE_HINT}\n!function(){}();`);
    }
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the four feeds, loads every page after paint and lists every page in csp.json; a second run changes nothing', async () => {
    await writePostBuildFiles(root, { SITE_URL: 'https://gym.example/' });
    const pub = (f: string) => fs.readFileSync(path.join(root, 'public', f), 'utf8');
    expect(pub('robots.txt')).toContain('Sitemap: https://gym.example/sitemap.xml');
    expect(pub('sitemap.xml')).toContain('<loc>https://gym.example/gym-faq-surrey-delta</loc>');
    expect(JSON.parse(pub('manifest.webmanifest'))).toMatchObject({ start_url: '/' });
    expect(pub('rss.xml')).toContain('<rss');
    // Each page starts its own chunks with the app's bundles.
    expect(pub('index.html')).toContain(`${LOADER_TAG}(function(){var s=["/webpack-runtime-1.js","/app-2.js","/commons-5.js","/component---src-pages-index-tsx-3.js"]`);
    expect(pub('faq/index.html')).toContain(`${LOADER_TAG}(function(){var s=["/webpack-runtime-1.js","/app-2.js","/commons-5.js","/component---src-templates-faq-tsx-4.js"]`);
    for (const f of ['index.html', 'faq/index.html']) expect(pub(f)).not.toContain('async=""');
    expect(pub('page-data/skip.html')).toBe('not a page');
    const csp = JSON.parse(pub('csp.json')) as { pages: Record<string, { scriptHashes: string[] }> };
    expect(Object.keys(csp.pages).sort()).toEqual(['faq/index.html', 'index.html']);
    expect(csp.pages['index.html'].scriptHashes).toHaveLength(2);

    const before = pub('index.html');
    await writePostBuildFiles(root, { SITE_URL: 'https://gym.example/' });
    expect(pub('index.html')).toBe(before);
    expect(JSON.parse(pub('csp.json'))).toEqual(csp);
  });

  it('fails, naming the page, on a page without the bundle tags it expects', async () => {
    fs.writeFileSync(path.join(root, 'public', 'faq', 'index.html'), page('<script type="module" src="/app-2.js"></script>'));
    await expect(writePostBuildFiles(root, {})).rejects.toThrow(/^public\/faq\/index\.html: no Gatsby bundle tag matching/);
  });

  it("fails, naming the page, when the page's data does not say which chunks it needs", async () => {
    fs.rmSync(path.join(root, 'public', 'page-data', 'faq'), { recursive: true });
    await expect(writePostBuildFiles(root, {})).rejects.toThrow(/^public\/faq\/index\.html: no componentChunkName in the page-data\.json of "\/faq"/);
  });

  it('fails, naming the file, when a start-up script does not begin with the compile hint', async () => {
    fs.writeFileSync(path.join(root, 'public', 'app-2.js'), '!function(){}();');
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
