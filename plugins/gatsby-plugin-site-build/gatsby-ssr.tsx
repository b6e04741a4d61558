/**
 * Every page's Emotion styles in one tag at the end of its head, put there while the page renders.
 *
 * replaceRenderer renders the body as Gatsby would, but with Emotion's cache in compat mode, in which
 * Emotion keeps every rule in the cache instead of writing a `<style>` in front of the element that
 * first uses it; the rules become one `<style data-ssr-styles>` tag (src/lib/hoist-styles, which also
 * says why). onPreRenderHTML then moves that tag after everything else in the head (the font faces and
 * the global rules come first, as they would in the cascade of the old inline tags), and fails the page
 * when the tag is missing: then another plugin's renderer ran instead of this one and the page would be
 * built without its styles.
 */
import type { GatsbySSR } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { SSR_STYLES_ATTRIBUTE, collectServerStyles } from '../../src/lib/hoist-styles';
import { createServerCache } from '../../src/styles/server-cache';
import { renderBody } from './render-body';

const STYLES_KEY = 'ssr-styles';

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, pathname }) => {
  const cache = createServerCache();
  const html = renderBody(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { ids, css } = collectServerStyles(cache, html, pathname);
  replaceBodyHTMLString(html);
  setHeadComponents([<style key={STYLES_KEY} {...{ [SSR_STYLES_ATTRIBUTE]: ids.join(' ') }} dangerouslySetInnerHTML={{ __html: css }} />]);
};

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const head = getHeadComponents();
  const isStyles = (c: unknown): boolean => typeof c === 'object' && c !== null && 'key' in c && c.key === STYLES_KEY;
  const styles = head.filter(isStyles);
  if (styles.length !== 1) {
    throw new Error(`${pathname}: expected the one <style ${SSR_STYLES_ATTRIBUTE}> from replaceRenderer in the head, found ${styles.length}`);
  }
  replaceHeadComponents([...head.filter((c) => !isStyles(c)), ...styles]);
};
