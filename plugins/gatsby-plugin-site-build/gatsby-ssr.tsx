/**
 * Every page's Emotion styles in one tag at the end of its head, put there while the page renders.
 *
 * replaceRenderer renders the body as Gatsby would, but with Emotion's cache in compat mode, in which
 * Emotion keeps every rule in the cache instead of writing a `<style>` in front of the element that
 * first uses it; the rules become one `<style data-ssr-styles>` tag (src/styles/hoist-styles, which also
 * says why), after the drawings of the icons the page renders (src/components/ui/icon-drawings.ts).
 * onPreRenderHTML then moves that tag after everything else in the head (the font faces and the global
 * rules come first, as they would in the cascade of the old inline tags), and fails the page when the
 * tag is missing: then another plugin's renderer ran instead of this one and the page would be built
 * without its styles.
 *
 * `gatsby develop` runs neither replaceRenderer nor any other SSR renderer: its HTML is an empty shell
 * (Emotion writes the styles in the browser), so the check and the move are for the production HTML
 * only (process.env.BUILD_STAGE is 'build-html' there, 'develop-html' under develop). The dev-server
 * test (tests/e2e/develop.spec.ts) starts develop and loads pages.
 */
import type { GatsbySSR } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { SSR_STYLES_ATTRIBUTE, collectServerStyles } from '../../src/styles/hoist-styles';
import { createServerCache } from '../../src/styles/server-cache';
import { pageIconRules } from '../../src/components/ui/icon-drawings';
import { ICON_DRAWING_ATTRIBUTE, IconDrawingsContext } from '../../src/components/ui/icon-keys';
import { renderBody } from './render-body';

const STYLES_KEY = 'ssr-styles';

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, pathname }) => {
  const cache = createServerCache();
  const drawings = new Set<string>();
  const html = renderBody(
    <CacheProvider value={cache}>
      <IconDrawingsContext.Provider value={drawings}>{bodyComponent}</IconDrawingsContext.Provider>
    </CacheProvider>,
  );
  const { ids, css } = collectServerStyles(cache, html, pathname);
  const icons = pageIconRules(drawings, pathname);
  replaceBodyHTMLString(html);
  const attributes = { [SSR_STYLES_ATTRIBUTE]: ids.join(' '), [ICON_DRAWING_ATTRIBUTE]: icons.keys.join(',') };
  setHeadComponents([<style key={STYLES_KEY} {...attributes} dangerouslySetInnerHTML={{ __html: icons.css + css }} />]);
};

/** True while `gatsby develop` renders its HTML shell, where replaceRenderer never runs. */
const isDevelopShell = (): boolean => process.env.BUILD_STAGE === 'develop-html';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  if (isDevelopShell()) return;
  const head = getHeadComponents();
  const isStyles = (c: unknown): boolean => typeof c === 'object' && c !== null && 'key' in c && c.key === STYLES_KEY;
  const styles = head.filter(isStyles);
  if (styles.length !== 1) {
    throw new Error(`${pathname}: expected the one <style ${SSR_STYLES_ATTRIBUTE}> from replaceRenderer in the head, found ${styles.length}`);
  }
  replaceHeadComponents([...head.filter((c) => !isStyles(c)), ...styles]);
};
