import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createSiteCache } from './emotion-cache';

/**
 * The cache a page is rendered with at build time: the site's cache handed to Emotion's server API
 * (`createEmotionServer`, the documented way to render with styles collected rather than inlined), which
 * puts it in the mode where Emotion keeps every rule in `cache.inserted` and writes no `<style>` into
 * the markup; the build puts them in the head (src/styles/hoist-styles, plugins/gatsby-plugin-site-build). A module of its own so that the
 * browser's bundle, which imports ./emotion-cache, does not carry it.
 */
export function createServerCache(): EmotionCache {
  const cache = createSiteCache();
  createEmotionServer(cache);
  return cache;
}
