/**
 * The styles Emotion renders on the server, in one tag in the head of every built page.
 *
 * By default Emotion's server rendering writes a `<style data-emotion="css id…">` in front of every
 * element that first uses a style: the home page had 137 of them scattered through its body, and each
 * one interrupts the parser with a style invalidation. The build renders with Emotion's cache in compat
 * mode instead (src/styles/server-cache, used by plugins/gatsby-plugin-site-build),
 * in which Emotion keeps every rule in the cache and writes none into the markup; this module turns the
 * cache into the one tag, whose `data-ssr-styles` attribute names every rule it holds.
 *
 * The attribute is deliberately not `data-emotion`: Emotion's client cache moves every tag it finds by
 * that attribute to the end of the head when the page starts, and moving a stylesheet restyles the
 * whole document (about 90 ms of a slow phone's main thread on the home page). The site's own client
 * cache (src/styles/emotion-cache) reads the ids from this attribute instead and leaves the tag where
 * it is.
 */
import type { EmotionCache } from '@emotion/cache';

export const SSR_STYLES_ATTRIBUTE = 'data-ssr-styles';

/** The rule ids a hoisted tag's attribute names. */
export function ssrStyleIds(attribute: string | null): string[] {
  return (attribute ?? '').split(' ').filter(Boolean);
}

export interface ServerStyles {
  /** Every rule's id, in the order of `css`. */
  ids: string[];
  css: string;
}

/** The Emotion class names in a page's markup (`<key>-<id>`), as ids, in the order they first appear. */
function classIds(html: string, key: string): string[] {
  const ids = new Set<string>();
  for (const [, classes] of html.matchAll(/ class="([^"]*)"/g)) {
    for (const c of classes.split(' ')) if (c.startsWith(`${key}-`)) ids.add(c.slice(key.length + 1));
  }
  return [...ids];
}

/**
 * The rules a compat-mode cache collected while rendering `html`. Rules no class in the markup names
 * come first (keyframes, global styles, and a component's `css` that Emotion merged into a child's own
 * class), then the class rules in the order their classes first appear, which is the order Emotion would
 * have written them into the body.
 *
 * Throws, naming the page, when the render is not what this expects, rather than build a page without
 * its styles: a `<style data-emotion>` in the markup or a cache without the rules (the cache was not in
 * compat mode), or a class of the cache's key for which the cache holds no rule (Emotion has changed how
 * it names classes or keeps rules).
 */
export function collectServerStyles(cache: EmotionCache, html: string, page: string): ServerStyles {
  const fail = (what: string): never => {
    throw new Error(`${page}: ${what}. The build expects Emotion's compat-mode cache to hold every rule (src/styles/hoist-styles.ts).`);
  };
  if (html.includes('<style data-emotion')) fail('Emotion wrote <style data-emotion> into the markup');
  const rules = (id: string): string => {
    const css = cache.inserted[id];
    if (typeof css !== 'string') fail(`the markup uses class "${cache.key}-${id}" but Emotion's cache holds no rule for it`);
    return css as string;
  };
  const used = classIds(html, cache.key);
  const inMarkup = new Set(used);
  const others = Object.keys(cache.inserted).filter((id) => !inMarkup.has(id));
  const ids = [...others, ...used];
  return { ids, css: ids.map(rules).join('') };
}
