import createCache, { type EmotionCache } from '@emotion/cache';
import { SSR_STYLES_ATTRIBUTE, ssrStyleIds } from './hoist-styles';

/**
 * The site's Emotion cache, the same on the server and in the browser. No stylis plugins: Emotion's
 * default prefixer wrote a quarter of every page's CSS as -webkit-/-ms- copies that today's browsers
 * ignore, and every one is parsed and matched when the page is styled. The few properties that still
 * need a prefix somewhere (mask, user-select, backdrop-filter) carry it in the component's own CSS.
 */
export function createSiteCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

/**
 * The browser's cache. Every rule the server rendered is already in the head (src/styles/hoist-styles),
 * so the cache starts with those ids marked as inserted and leaves their tag where it is; only styles the
 * server never rendered (a menu opened, a form error shown) are inserted, into a tag of their own after it.
 * It is in compat mode, as the server's is: in the browser that only silences the development warning
 * that `:first-child` is unsafe with server rendering, which holds when Emotion writes a `<style>` in
 * front of elements, as the site's pages never have.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createSiteCache();
  cache.compat = true;
  doc.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}]`).forEach((tag) => {
    for (const id of ssrStyleIds(tag.getAttribute(SSR_STYLES_ATTRIBUTE))) cache.inserted[id] = true;
  });
  return cache;
}
