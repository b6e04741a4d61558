import createCache, { type EmotionCache } from '@emotion/cache';
import { SSR_STYLES_ATTRIBUTE, ssrStyleIds } from '../lib/hoist-styles';

/**
 * The browser's Emotion cache. Every rule the server rendered is already in the head (src/lib/hoist-styles),
 * so the cache starts with those ids marked as inserted and leaves their tag where it is; only styles the
 * server never rendered (a menu opened, a form error shown) are inserted, into a tag of their own after it.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  doc.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}]`).forEach((tag) => {
    for (const id of ssrStyleIds(tag.getAttribute(SSR_STYLES_ATTRIBUTE))) cache.inserted[id] = true;
  });
  return cache;
}
