/**
 * The build the suite runs against is a plain `gatsby build` (scripts/build.mjs runs that and nothing
 * else: tests/unit/build-script.test.ts), so what is checked here is what any host's `gatsby build` makes:
 * every file the old post-build script wrote exists and every page has had the build's own steps
 * (plugins/gatsby-plugin-site-build) applied. Files only; width does not matter, so the phone project.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generatePageDataPath } from 'gatsby-core-utils/page-data';
import { test, expect, gotoReady } from './fixtures';
import { loadContent } from '../../src/build/load-content';
import { fillContent } from '../../src/content/fill-content';
import { feedFiles } from '../../plugins/gatsby-plugin-site-build/feeds';
import { cspPageEntry, formOrigins, inlineScriptHashes, type CspPageEntry } from '../../plugins/gatsby-plugin-site-build/csp-hashes';
import { LOADER_TAG, loaderSources } from '../../src/startup/after-paint';
import { COMPILE_HINT, startupScripts } from '../../src/startup/compile-hints';
import { ssrStyleIds } from '../../src/styles/hoist-styles';
import { iconKeyOf, keysOfAttribute } from '../../src/components/ui/icon-keys';
import { LANGUAGE_CODES, tagOf, type LanguageCode } from '../../src/content/languages';
import { localPath, splitLanguage } from '../../src/lib/routes';
import { COMPRESSIBLE, MAX_COMPRESS, MIN_COMPRESS } from '../../src/build/compressed-siblings';
import { isBuildInternal } from '../../server/static';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
const read = (rel: string): string => fs.readFileSync(path.join(publicDir, rel), 'utf8');

/** Every HTML file under public/ except page-data, static and the content editor, admin/ (the same walk the build makes). */
function htmlFiles(base = ''): string[] {
  return fs.readdirSync(path.join(publicDir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) return rel === 'page-data' || rel === 'static' || rel === 'admin' ? [] : htmlFiles(rel);
    return e.name.endsWith('.html') ? [rel] : [];
  });
}
const isPage = (rel: string): boolean => !rel.startsWith('_gatsby/');

/** What Gatsby's runtime reads first for a page: its page-data.json (the fields these tests look at). */
interface PageData {
  componentChunkName: string;
  staticQueryHashes: string[];
}

/** Every page of the build (not Gatsby's slice files) with its HTML and its page-data.json. */
function builtPages(): { rel: string; html: string; data: PageData }[] {
  return htmlFiles().flatMap((rel) => {
    const html = read(rel);
    const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1];
    const islandData = /<script type="application\/json" id="island-context">\{"pageDataUrl":"([^"]+)"/.exec(html)?.[1];
    const file = pagePath !== undefined ? generatePageDataPath(publicDir, pagePath) : islandData ? path.join(publicDir, islandData) : undefined;
    return file ? [{ rel, html, data: JSON.parse(fs.readFileSync(file, 'utf8')) as PageData }] : [];
  });
}

/** Written by this build, after its pages (Gatsby leaves files it did not make in public/ from earlier builds). */
function expectWrittenAfterThePages(file: string): void {
  const newestPage = Math.max(...htmlFiles().map((rel) => fs.statSync(path.join(publicDir, rel)).mtimeMs));
  expect(fs.statSync(path.join(publicDir, file)).mtimeMs, `${file} is older than the newest page`).toBeGreaterThanOrEqual(newestPage);
}

test.describe('a plain gatsby build makes the whole site @phone', () => {
  test('sitemap.xml, robots.txt, manifest.webmanifest and rss.xml are the content, filled and as of the build date', () => {
    // The content as the build fills it: placeholders such as {opens} replaced by the facts they name.
    const content = fillContent(loadContent(path.join(root, 'content')));
    const lastmod = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(read('sitemap.xml'))?.[1];
    if (lastmod === undefined) throw new Error('sitemap.xml has no <lastmod>');
    const siteUrl = (process.env.SITE_URL || content.data['settings.yaml'].siteUrl).replace(/\/+$/, '');
    const expected = feedFiles(content, siteUrl, lastmod);
    expect(Object.keys(expected).sort()).toEqual(['manifest.webmanifest', 'robots.txt', 'rss.xml', 'sitemap.xml']);
    for (const [file, text] of Object.entries(expected)) {
      expect(read(file), file).toBe(text);
      expect(read(file), `${file} names a fact by placeholder instead of stating it`).not.toMatch(/\{[a-z][A-Za-z]*\}/);
      expectWrittenAfterThePages(file);
    }
  });

  test("every page has its Emotion styles and its icons' drawings in one tag at the end of its head, none in the body", () => {
    const pages = htmlFiles().filter(isPage);
    expect(pages.length).toBeGreaterThan(30);
    for (const rel of pages) {
      const html = read(rel);
      const [head, body] = html.split('</head>');
      expect(html, rel).not.toContain('<style data-emotion');
      const tags = [...head.matchAll(/<style data-ssr-styles="([^"]*)" data-ssr-icons="([^"]*)">/g)];
      expect(tags, rel).toHaveLength(1);
      expect(head.endsWith('</style>') && head.lastIndexOf('<style') === tags[0].index, `${rel}: the styles are the last thing in the head`).toBe(true);
      expect(body, rel).not.toContain('<style');
      const held = new Set(ssrStyleIds(tags[0][1]));
      const used = [...new Set([...body.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')).filter((c) => c.startsWith('css-')))];
      expect(used.length, rel).toBeGreaterThan(0);
      expect(used.filter((c) => !held.has(c.slice(4))), `${rel}: classes without a rule in the head`).toEqual([]);
      // Each icon's drawing is in the same tag (src/components/ui/icon-drawings.ts).
      const drawn = new Set(keysOfAttribute(tags[0][2]).map((k) => iconKeyOf(k).name));
      const icons = [...new Set([...body.matchAll(/<svg [^>]*class="lucide lucide-([a-z0-9-]+)/g)].map((m) => m[1]))];
      expect(icons.filter((name) => !drawn.has(name)), `${rel}: icons without a drawing in the head`).toEqual([]);
    }
  });

  test("every page starts with its islands' script alone, none of Gatsby's runtime; the inbox starts Gatsby's at once; every file they name exists", () => {
    let pages = 0;
    for (const rel of htmlFiles().filter(isPage)) {
      const html = read(rel);
      expect(html, rel).not.toMatch(/<script src="\/[^"]+\.js" async/);
      if (rel.startsWith('staff/')) {
        expect(html.split(LOADER_TAG).length - 1, rel).toBe(1);
        const sources = loaderSources(html, rel) ?? [];
        expect(sources.some((s) => /^\/app-[0-9a-f]+\.js$/.test(s)), `${rel}: loads the app bundle`).toBe(true);
        for (const s of sources) expect(fs.existsSync(path.join(publicDir, s)), `${rel}: ${s}`).toBe(true);
        continue;
      }
      expect(html, rel).not.toMatch(/gatsby-script-loader|___chunkMapping|___webpackCompilationHash|id="after-paint"/);
      const starts = [...html.matchAll(/<script type="module" async="" id="islands" src="(\/islands\/[^"]+\.js)"><\/script>/g)].map((m) => m[1]);
      expect(starts, rel).toHaveLength(html.includes('data-island=') ? 1 : 0);
      const ahead = [...html.matchAll(/<link rel="prefetch" crossorigin="anonymous" href="([^"]+)" data-islands=""\/>/g)].map((m) => m[1]);
      for (const file of [...starts, ...ahead]) expect(fs.existsSync(path.join(publicDir, file)), `${rel}: ${file}`).toBe(true);
      pages += 1;
    }
    expect(pages).toBeGreaterThan(30);
  });

  test("Gatsby's split of packages over 160 KB holds no code of the site's own (the inbox's bundles)", () => {
    // Every script of this build (webpack's own list: public/ may still hold files of older builds).
    const stats = JSON.parse(read('webpack.stats.json')) as { assetsByChunkName: Record<string, string[]> };
    const scripts = Object.values(stats.assetsByChunkName).flat().filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    // Gatsby names the files of its "lib" split by 8 hex digits; such a file may hold a package, never src/.
    for (const file of scripts.filter((f) => /^[0-9a-f]{8}-[0-9a-f]+\.js$/.test(f))) {
      const map = JSON.parse(read(`${file}.map`)) as { sources: string[] };
      expect(map.sources.filter((s) => !s.includes('node_modules')), file).toEqual([]);
    }
  });

  test("every page waits for at most two static query files: the site's records are one query, the home page's sections come in its page data", () => {
    const pages = builtPages();
    for (const { rel, data } of pages) expect(data.staticQueryHashes.length, `${rel}: ${data.staticQueryHashes.join(', ')}`).toBeLessThanOrEqual(2);
    // One of them is the same on every page, so a visitor's second page finds it already loaded.
    const onEvery = pages[0].data.staticQueryHashes.filter((h) => pages.every((p) => p.data.staticQueryHashes.includes(h)));
    expect(onEvery).toHaveLength(1);
    expect(pages.length).toBeGreaterThan(30);
  });

  test('in the browser, a page runs no React until the visitor acts; the first tap on the menu hydrates the bar alone and opens it', async ({ page }) => {
    const hydrated = () => page.evaluate(() => [...document.querySelectorAll('[data-island]')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))).map((el) => el.getAttribute('data-island')));
    for (const pagePath of ['/', '/fitness-blog-surrey-delta/1']) {
      await gotoReady(page, pagePath);
      await page.waitForTimeout(300);
      expect(await hydrated(), pagePath).toEqual([]);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      expect(await hydrated(), pagePath).toEqual(['navbar']);
    }
  });

  test("the scripts the inbox starts with begin with the compile hint, so the browser compiles them while they download", () => {
    const stats = JSON.parse(read('webpack.stats.json')) as { assetsByChunkName: Record<string, string[]> };
    const scripts = startupScripts(stats.assetsByChunkName);
    const inbox = read('staff/[...]/index.html');
    const initial = loaderSources(inbox, 'staff/[...]/index.html') ?? [];
    expect(initial.length).toBeGreaterThan(0);
    for (const s of initial) expect(scripts, s).toContain(s.slice(1));
    for (const file of scripts) expect(read(file).startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
  });

  test("csp.json has every page, with the hashes of its inline scripts as built (the inbox's loader among them)", () => {
    const settings = loadContent(path.join(root, 'content')).data['settings.yaml'];
    expectWrittenAfterThePages('csp.json');
    const { pages } = JSON.parse(read('csp.json')) as { pages: Record<string, CspPageEntry> };
    const files = htmlFiles();
    expect(Object.keys(pages).sort()).toEqual([...files].sort());
    const origins = { mapEmbed: settings.links.mapEmbed, portalHostScript: settings.links.portalHostScript, formOrigins: formOrigins(process.env) };
    for (const rel of files) {
      const html = read(rel);
      // The staff inbox's page (the one client-only route) gets no outside origin at all.
      const inbox = rel.startsWith('staff/');
      expect(pages[rel], rel).toEqual(cspPageEntry(html, inbox ? null : origins));
      if (!inbox) continue;
      expect([pages[rel].frameSrc, pages[rel].scriptSrc, pages[rel].connectSrc]).toEqual([[], [], undefined]);
      const loader = html.slice(html.indexOf(LOADER_TAG) + LOADER_TAG.length, html.indexOf('</script>', html.indexOf(LOADER_TAG)));
      const loaderHash = `sha256-${createHash('sha256').update(loader, 'utf8').digest('base64')}`;
      expect(inlineScriptHashes(html), rel).toContain(loaderHash);
    }
  });

  test('every text file the service compresses has its brotli and gzip copy beside it, written after it', () => {
    const missing: string[] = [];
    const walk = (base: string): void => {
      for (const e of fs.readdirSync(path.join(publicDir, base), { withFileTypes: true })) {
        const rel = base ? `${base}/${e.name}` : e.name;
        if (e.isDirectory()) walk(rel);
        else if (COMPRESSIBLE.has(path.extname(rel).toLowerCase()) && !isBuildInternal(rel)) {
          const stat = fs.statSync(path.join(publicDir, rel));
          if (stat.size < MIN_COMPRESS || stat.size > MAX_COMPRESS) continue;
          for (const ext of ['.br', '.gz']) {
            const copy = path.join(publicDir, rel + ext);
            if (!fs.existsSync(copy) || fs.statSync(copy).mtimeMs < stat.mtimeMs) missing.push(rel + ext);
          }
        }
      }
    };
    walk('');
    expect(missing).toEqual([]);
  });

  test("the lead service serves the home page with csp.json's policy, so its scripts may run", async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const { pages } = JSON.parse(read('csp.json')) as { pages: Record<string, CspPageEntry> };
    const policy = res.headers()['content-security-policy'] ?? '';
    for (const hash of pages['index.html'].scriptHashes) expect(policy).toContain(`'${hash}'`);
  });

  test("the staff inbox is one client-only shell, noindex, out of the sitemap, its code (and the passkey library) only in its own chunk", () => {
    // Gatsby's splat page: one shell for every address under /staff/ (server/static.ts CLIENT_ONLY_ROUTES), no lead in it.
    const shell = read('staff/[...]/index.html');
    expect(shell).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(shell).toContain('Loading the inbox');
    expect(read('sitemap.xml')).not.toContain('/staff');
    const stats = JSON.parse(read('webpack.stats.json')) as { assetsByChunkName: Record<string, string[]> };
    const staffChunk = Object.keys(stats.assetsByChunkName).find((name) => name.startsWith('component---src-pages-staff-'));
    if (!staffChunk) throw new Error(`no chunk for src/pages/staff/[...].tsx among ${Object.keys(stats.assetsByChunkName).join(', ')}`);
    const sourcesOf = (file: string): string[] => (JSON.parse(read(`${file}.map`)) as { sources: string[] }).sources;
    const isStaffCode = (source: string): boolean => /@simplewebauthn|src\/components\/staff\/|src\/lib\/staff\//.test(source);
    const staffFiles = stats.assetsByChunkName[staffChunk].filter((f) => f.endsWith('.js'));
    expect(staffFiles.flatMap(sourcesOf).filter(isStaffCode).length).toBeGreaterThan(5);
    // Every script any other page starts with (the home page's among them) is free of it.
    for (const { rel, html } of builtPages()) {
      if (rel.startsWith('staff/')) continue;
      for (const s of loaderSources(html, rel) ?? []) {
        expect(sourcesOf(s.slice(1)).filter(isStaffCode), `${rel}: ${s}`).toEqual([]);
        expect(staffFiles, `${rel} loads the inbox's chunk`).not.toContain(s.slice(1));
      }
    }
  });

  test('every page names each of its versions (hreflang, x-default), each names it back, its canonical is itself and <html lang> its language', () => {
    const siteUrl = fillContent(loadContent(path.join(root, 'content'))).data['settings.yaml'].siteUrl.replace(/\/+$/, '');
    const fileOf = (url: string) => {
      const p = url.slice(siteUrl.length).replace(/^\//, '');
      return p === '' ? 'index.html' : `${p}/index.html`;
    };
    const linksOf = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort();
    const sitemap = read('sitemap.xml');
    let checked = 0;
    for (const { rel, html } of builtPages()) {
      const links = linksOf(html);
      if (/(^|\/)404(\.html|\/index\.html)$/.test(rel) || rel.startsWith('staff/')) {
        expect(links, `${rel} is not a page of its own in any language`).toEqual([]);
        continue;
      }
      const language = /^(pa|hi)\//.exec(rel)?.[1] ?? 'en';
      expect(/<html lang="([^"]+)"/.exec(html)?.[1], rel).toBe(tagOf(language as LanguageCode));
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      // Its versions are the languages it is built in (an English post has none): each is named.
      const english = splitLanguage(canonical.slice(siteUrl.length) || '/').path;
      const built = LANGUAGE_CODES.filter((l) => fs.existsSync(path.join(publicDir, fileOf(`${siteUrl}${localPath(english, l)}`))));
      const want = built.length > 1 ? [...built.map((l) => `${tagOf(l)} ${siteUrl}${localPath(english, l)}`), `x-default ${siteUrl}${english}`].sort() : [];
      expect(links, rel).toEqual(want);
      for (const link of links) {
        const other = fileOf(link.split(' ')[1]);
        expect(fs.existsSync(path.join(publicDir, other)), `${rel} names ${link}, which is not built`).toBe(true);
        expect(linksOf(read(other)), `${other} does not name ${rel}'s versions back`).toEqual(links);
      }
      const entry = new RegExp(`<url><loc>${canonical}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
      expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort(), `the sitemap's entry of ${canonical}`).toEqual(links);
      checked++;
    }
    expect(checked).toBeGreaterThan(3 * 20);
  });

  test("each language's home page preloads the hero photo it shows, in WebP, and every photo is WebP in its <img>", () => {
    for (const rel of ['index.html', 'pa/index.html', 'hi/index.html']) {
      const html = read(rel);
      const preload = /<link rel="preload" as="image" type="image\/webp" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchpriority="high" data-gatsby-head="true"\/>/.exec(html);
      expect(preload, `${rel}: the hero photo's preload`).not.toBeNull();
      const hero = /<img [^>]*srcSet="([^"]+)" sizes="([^"]+)"[^>]*fetchpriority="high"/.exec(html);
      expect(hero?.slice(1), `${rel}: the preloaded sizes are the hero <img>'s`).toEqual(preload?.slice(1));
      expect(html, rel).not.toContain('<source');
      const photos = [...html.matchAll(/<img [^>]*srcSet="([^"]+)"/g)].map((m) => m[1]);
      expect(photos.length, rel).toBeGreaterThan(20);
      expect(photos.filter((set) => !set.split(',').every((c) => /\.webp \d+w$/.test(c.trim()))), `${rel}: photos not in WebP`).toEqual([]);
    }
  });

  test('the brand files are in the site', () => {
    for (const file of ['favicon.svg', 'apple-touch-icon.png', 'og-image.jpg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png']) {
      expect(fs.statSync(path.join(publicDir, file)).size, file).toBeGreaterThan(100);
    }
  });
});
