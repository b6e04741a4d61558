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

/** Gatsby's bundle tags, exactly as it writes them at the end of every page's body. */
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * A built page with its bundle tags replaced by the after-paint loader, which takes their place (the
 * first tag's); a page without bundle tags is returned as it was.
 */
export function loadBundlesAfterPaint(html: string): string {
  const sources: string[] = [];
  let at = -1;
  const stripped = html.replace(BUNDLE_TAG, (_tag: string, src: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  return `${stripped.slice(0, at)}<script>${afterPaintLoader(sources)}</script>${stripped.slice(at)}`;
}
