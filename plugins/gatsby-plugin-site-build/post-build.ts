/** What onPostBuild writes into public/ (see ./gatsby-node.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { fillContent } from '../../src/content/fill-content';
import { feedFiles } from './feeds';
import { publishingDay } from '../../src/content/publishing';
import { cspPageEntry, formOrigins, type CspPageEntry } from './csp-hashes';
import { generatePageDataPath } from 'gatsby-core-utils/page-data';
import { loadBundlesAfterPaint, pageChunkScripts, pagePathOf } from '../../src/startup/after-paint';
import { checkCompileHints } from '../../src/startup/compile-hints';
import { isOff } from '../../src/startup/switches';
import { startWithIslands } from '../../src/islands/page-scripts';
import { buildIslandScripts, islandSetKey } from '../../src/build/island-bundle';
import { ISLAND_ATTRIBUTE, ISLAND_CONTEXT_ID } from '../../src/islands/attributes';

/** Every HTML file under public/ (pages, the 404 page, Gatsby's slices), relative to it, in a stable order. */
async function htmlFiles(dir: string, base = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) => {
      const rel = base ? `${base}/${e.name}` : e.name;
      // admin/ is the content editor (src/build/cms/build-admin.ts), written after this: no page of the site, no CSP entry.
      if (e.isDirectory()) return rel === 'page-data' || rel === 'static' || rel === 'admin' ? [] : htmlFiles(dir, rel);
      return e.name.endsWith('.html') ? [rel] : [];
    }),
  );
  return nested.flat();
}

const CONTEXT_SCRIPT = new RegExp(`<script type="application/json" id="${ISLAND_CONTEXT_ID}">([^<]*)</script>`);

const ISLAND_NAMES = new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g');

/** The names of the islands in a built page. */
const islandsIn = (html: string): string[] => [...html.matchAll(ISLAND_NAMES)].map((m) => m[1]);

/**
 * The address of the page's query result as its island context gives it to the browser
 * (src/islands/page-context.tsx), checked against Gatsby's own rule for where that file is written (where the
 * page names its path in Gatsby's script).
 */
function pageDataUrlIn(html: string, page: string, pagePath: string | null): string {
  const context = CONTEXT_SCRIPT.exec(html);
  if (!context) throw new Error(`${page}: the page has islands but no island context (src/islands/page-context.tsx)`);
  const { pageDataUrl } = JSON.parse(context[1]) as { pageDataUrl: string };
  const written = pagePath === null ? pageDataUrl : generatePageDataPath('/', pagePath);
  if (pageDataUrl !== written) throw new Error(`${page}: its island context fetches ${pageDataUrl}, but Gatsby wrote the page's data to ${written}`);
  return pageDataUrl;
}

/** What the post-build reads of a page's page-data.json. */
interface PageData {
  componentChunkName?: string;
  matchPath?: string;
}
interface ClientOnlyPage {
  path: string;
  data: PageData;
}

/**
 * Rewrites every built page to start with its own islands (src/islands; the staff inbox, a client-only page, with
 * Gatsby's runtime, started at once), writes csp.json from the pages
 * as they will be served, then the feeds (so every file this writes is at least as new as every page).
 * Returns lines for the build log; throws (naming the page) when a page is not what the rewriting expects.
 */
export async function writePostBuildFiles(root: string, env: Record<string, string | undefined>): Promise<string[]> {
  const pub = path.join(root, 'public');
  // The feeds carry filled text ({phone} and the like read as the facts they name).
  const content = fillContent(loadContent(path.join(root, 'content')));
  const settings = content.data['settings.yaml'];
  const siteUrl = (env.SITE_URL || settings.siteUrl).replace(/\/+$/, '');
  const origins = { mapEmbed: settings.links.mapEmbed, portalHostScript: settings.links.portalHostScript, formOrigins: formOrigins(env) };
  const stats = JSON.parse(await readFile(path.join(pub, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName?: Record<string, string[]> };
  const assetsByChunkName = stats.assetsByChunkName ?? {};
  const pageData = (pagePath: string): PageData | undefined => {
    const data = generatePageDataPath(pub, pagePath);
    return existsSync(data) ? (JSON.parse(readFileSync(data, 'utf8')) as PageData) : undefined;
  };
  const pages: Record<string, CspPageEntry> = {};
  const files = await htmlFiles(pub);
  const builtPages = new Map<string, string>();
  for (const rel of files) builtPages.set(rel, await readFile(path.join(pub, rel), 'utf8'));
  const islandScripts = await buildIslandScripts(root, env, [...builtPages.values()].map(islandsIn));
  const scriptsOf = (html: string, page: string, pagePath: string | null) => {
    const names = islandsIn(html);
    const scripts = names.length ? islandScripts.get(islandSetKey(names)) : undefined;
    return scripts ? { ...scripts, pageDataUrl: pageDataUrlIn(html, page, pagePath) } : null;
  };
  /**
   * The page as served. A client-only route (`clientOnly`, its path and page data where Gatsby gave it a matchPath:
   * the staff inbox) shows nothing before its code runs, so it is started at once.
   */
  const startedPage = (built: string, page: string, pagePath: string | null, clientOnly: ClientOnlyPage | null): string => {
    if (clientOnly !== null) return loadBundlesAfterPaint(built, page, pageChunkScripts(clientOnly.data.componentChunkName, clientOnly.path, page, assetsByChunkName), 'at-once');
    if (pagePath === null && !built.includes(`id="${ISLAND_CONTEXT_ID}"`)) return built;
    return startWithIslands(built, page, scriptsOf(built, page, pagePath));
  };
  for (const rel of files) {
    const file = path.join(pub, rel);
    const page = `public/${rel}`;
    const built = builtPages.get(rel) ?? '';
    const pagePath = pagePathOf(built, page);
    const data = pagePath === null ? undefined : pageData(pagePath);
    const clientOnly = pagePath !== null && data?.matchPath ? { path: pagePath, data } : null;
    const html = startedPage(built, page, pagePath, clientOnly);
    if (html !== built) await writeFile(file, html);
    // The client-only route is the staff inbox: none of the site's outside origins (csp-hashes.ts).
    pages[rel] = cspPageEntry(html, clientOnly === null ? origins : null);
  }
  await writeFile(path.join(pub, 'csp.json'), `${JSON.stringify({ pages }, null, 1)}\n`);
  const hinted = isOff('compile-hints') ? 0 : checkCompileHints(assetsByChunkName, (file) => {
    const built = path.join(pub, file);
    return existsSync(built) ? readFileSync(built, 'utf8') : null;
  });
  const feeds = feedFiles(content, siteUrl, publishingDay(env));
  for (const [file, text] of Object.entries(feeds)) await writeFile(path.join(pub, file), text);
  return [
    `${Object.keys(feeds).join(', ')} for ${siteUrl}`,
    `${islandScripts.size} sets of islands, each page started with its own, and csp.json lists ${Object.keys(pages).length} pages`,
    `${hinted} start-up scripts carry the compile hint`,
  ];
}
