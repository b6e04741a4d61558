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
 */
export function afterPaintLoader(sources: readonly string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},done=false;` +
    'function load(){if(done)return;done=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}' +
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

/**
 * A built page with Gatsby's bundle tags replaced by the after-paint loader, which takes their place (the
 * first tag's). A page that already carries the loader (a page Gatsby did not rebuild this time) is
 * returned as it is.
 *
 * Gatsby 5 writes the bundle tags into the pages only after every SSR API has run (it stitches its
 * `_gatsby-scripts` slice into the HTML files), so this runs over the built files (onPostBuild of
 * plugins/gatsby-plugin-site-build). It throws, naming the page and the pattern, when a page has neither
 * the loader nor Gatsby's bundle tags: after an upgrade of Gatsby the bundles would otherwise load
 * before the first paint again without anyone noticing.
 */
export function loadBundlesAfterPaint(html: string, page: string): string {
  const sources: string[] = [];
  let at = -1;
  const stripped = html.replace(BUNDLE_TAG, (_tag: string, src: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(src);
    return '';
  });
  if (html.includes(LOADER_TAG)) {
    if (sources.length) throw new Error(`${page}: has the after-paint loader and Gatsby's bundle tags too (${sources.join(', ')})`);
    return html;
  }
  if (sources.length === 0) {
    throw new Error(
      `${page}: no Gatsby bundle tag matching ${BUNDLE_TAG.source} to load after the first paint; Gatsby's output has changed (src/lib/after-paint.ts)`,
    );
  }
  return `${stripped.slice(0, at)}${LOADER_TAG}${afterPaintLoader(sources)}</script>${stripped.slice(at)}`;
}
