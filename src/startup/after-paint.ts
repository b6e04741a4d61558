/**
 * The inline script that starts loading the site's JavaScript once the page has painted.
 *
 * Gatsby writes its bundles as `<script async>` at the end of the body, so the phone starts fetching
 * about 130 KB of JavaScript while the HTML is still being parsed, in competition with the hero photo
 * and the fonts, for code that only makes the already visible page interactive. Started when the
 * browser reports the first contentful paint instead, the text and the preloaded hero photo get the
 * connection to themselves. Where paint timing is not supported the scripts start after the next
 * frame; a tab opened in the background never paints, so there they start at once; and if no paint
 * is reported within five seconds they start anyway.
 *
 * `at-once` is for a client-only page (the staff inbox): it has nothing to show before its code runs, so
 * waiting for its first paint would only delay what the person came for; its scripts start as soon as
 * the loader is parsed (with the page's own chunks, as everywhere).
 */
export type LoaderStart = 'after-paint' | 'at-once';

export function afterPaintLoader(sources: readonly string[], start: LoaderStart = 'after-paint'): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},done=false;` +
    'function load(){if(done)return;done=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}' +
    (start === 'at-once' ? 'load();return;' : '') +
    'if(document.visibilityState==="hidden"){load();return}' +
    'setTimeout(load,5000);' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true})}' +
    'else{requestAnimationFrame(function(){setTimeout(load,0)})}})();'
  );
}

/** Gatsby's bundle tags, exactly as it writes them at the end of every page's body (its `_gatsby-scripts` slice). */
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** The loader's own tag: marked, so a page a previous build already rewrote is recognised. */
export const LOADER_TAG = '<script id="after-paint">';

/** Where afterPaintLoader writes its list of scripts. */
const LOADER_SOURCES = /^\(function\(\)\{var s=(\[[^\]]*\])/;

/**
 * The scripts a built page's loader starts, in order, or null for a page without the loader. Throws,
 * naming the page, when the loader is there but its list is not where afterPaintLoader writes it.
 */
export function loaderSources(html: string, page: string): string[] | null {
  const at = html.indexOf(LOADER_TAG);
  if (at < 0) return null;
  const start = at + LOADER_TAG.length;
  const present = LOADER_SOURCES.exec(html.slice(start, html.indexOf('</script>', start)));
  if (!present) throw new Error(`${page}: the after-paint loader does not begin with ${LOADER_SOURCES.source} (src/startup/after-paint.ts)`);
  return JSON.parse(present[1]) as string[];
}

/**
 * A built page with Gatsby's bundle tags replaced by the after-paint loader, which takes their place (the
 * first tag's).
 *
 * The loader also starts the page's own chunks (`pageScripts`, see pageChunkScripts) with the others.
 * Gatsby 5's bundle tags are one slice shared by every page, so they name only the app's bundles, and
 * Gatsby's runtime asks for the page's chunks only after the app has run and the page's data has
 * arrived: one more round trip before the page answers taps, and the scripts' insertion inside the
 * task that handles that data. Started together, all of them download at once; webpack finds the
 * chunks already there (or its script tag already in the page) when the runtime asks.
 *
 * A page that already carries the loader (one Gatsby did not rebuild this time, or stitched from a slice
 * file this step rewrote) keeps its scripts and gets this page's chunks added: running this twice
 * changes nothing.
 *
 * Gatsby 5 writes the bundle tags into the pages only after every SSR API has run (it stitches its
 * `_gatsby-scripts` slice into the HTML files), so this runs over the built files (onPostBuild of
 * plugins/gatsby-plugin-site-build). It throws, naming the page and the pattern, when a page has neither
 * the loader nor Gatsby's bundle tags: after an upgrade of Gatsby the bundles would otherwise load
 * before the first paint again without anyone noticing.
 */
export function loadBundlesAfterPaint(html: string, page: string, pageScripts: readonly string[] = [], start: LoaderStart = 'after-paint'): string {
  const sources: string[] = [];
  let at = -1;
  const stripped = html.replace(BUNDLE_TAG, (_tag: string, src: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(src);
    return '';
  });
  const withPage = (list: readonly string[]) => [...list, ...pageScripts.filter((src) => !list.includes(src))];
  const present = loaderSources(html, page);
  if (present) {
    if (sources.length) throw new Error(`${page}: has the after-paint loader and Gatsby's bundle tags too (${sources.join(', ')})`);
    const from = html.indexOf(LOADER_TAG) + LOADER_TAG.length;
    return `${html.slice(0, from)}${afterPaintLoader(withPage(present), start)}${html.slice(html.indexOf('</script>', from))}`;
  }
  if (sources.length === 0) {
    throw new Error(
      `${page}: no Gatsby bundle tag matching ${BUNDLE_TAG.source} to load after the first paint; Gatsby's output has changed (src/startup/after-paint.ts)`,
    );
  }
  return `${stripped.slice(0, at)}${LOADER_TAG}${afterPaintLoader(withPage(sources), start)}</script>${stripped.slice(at)}`;
}

/** Where Gatsby writes the page's path into every page it renders (its slices carry none). */
const PAGE_PATH = /<script id="gatsby-script-loader">(?:\/\*<!\[CDATA\[\*\/)?window\.pagePath="([^"<>]*)";/;

/** The page's path as Gatsby wrote it into the page (`window.pagePath`), or null for a file without it (a slice). */
export function pagePathOf(html: string, page: string): string | null {
  const match = PAGE_PATH.exec(html);
  if (match) return match[1];
  if (html.includes('id="gatsby-script-loader"')) {
    throw new Error(`${page}: Gatsby's page script does not match ${PAGE_PATH.source}; Gatsby's output has changed (src/startup/after-paint.ts)`);
  }
  return null;
}

/**
 * The scripts of a page's own chunk group (its component and the chunks it shares with other pages), as
 * the loader's sources: `chunk` is the page's componentChunkName (from its page-data.json at `pagePath`), webpack's
 * `assetsByChunkName` each group's files. Throws, naming the page, when either is missing: the page would
 * otherwise wait for its chunks again without anyone noticing.
 */
export function pageChunkScripts(
  chunk: string | undefined,
  pagePath: string,
  page: string,
  assetsByChunkName: Record<string, readonly string[]>,
): string[] {
  if (!chunk) throw new Error(`${page}: no componentChunkName in the page-data.json of "${pagePath}"`);
  const files = Object.hasOwn(assetsByChunkName, chunk) ? assetsByChunkName[chunk].filter((file) => file.endsWith('.js')) : [];
  if (!files.length) throw new Error(`${page}: webpack.stats.json names no scripts for the chunk group "${chunk}"`);
  return files.map((file) => `/${file}`);
}
