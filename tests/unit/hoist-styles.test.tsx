import { css } from '@emotion/react';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { collectServerStyles, ssrStyleIds } from '../../src/styles/hoist-styles';
import { createSiteCache } from '../../src/styles/emotion-cache';
import { createServerCache } from '../../src/styles/server-cache';

const card = css`
  color: rgb(255, 107, 26);
`;
const title = css`
  font-weight: 700;
`;
const note = css`
  font-style: italic;
`;

function Page() {
  return (
    <div>
      <section css={card}>
        <h2 css={title}>One</h2>
      </section>
      <section css={card}>
        <h2 css={title}>Two</h2>
        <p css={note}>Note</p>
      </section>
    </div>
  );
}

/** A page rendered on the server with the given cache, as the build does. */
function render(cache = createServerCache(), page: ReactElement = <Page />) {
  const html = renderToString(<CacheProvider value={cache}>{page}</CacheProvider>);
  return { cache, html };
}

describe('collectServerStyles', () => {
  it('writes no style into the markup and keeps every rule once, in the order the classes first appear', () => {
    const { cache, html } = render();
    expect(html).not.toMatch(/<style/);
    expect(html).toContain('<h2 class="css-');

    const { ids, css: rules } = collectServerStyles(cache, html, '/');
    const used = [...new Set([...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((m) => m[1]))];
    expect(ids).toEqual(used);
    expect(ids).toHaveLength(3);
    expect(rules.match(/rgb\(255, 107, 26\)/g)).toHaveLength(1);
    expect(rules.indexOf('rgb(255, 107, 26)')).toBeLessThan(rules.indexOf('font-weight:700'));
    expect(rules.indexOf('font-weight:700')).toBeLessThan(rules.indexOf('italic'));
    expect(ssrStyleIds(ids.join(' '))).toEqual(ids);
  });

  it('puts rules no class names (keyframes, global styles) first', () => {
    const cache = createServerCache();
    const { html } = render(cache);
    cache.inserted['animation-xyz'] = '@keyframes animation-xyz{from{opacity:0}}';
    const { ids, css: rules } = collectServerStyles(cache, html, '/');
    expect(ids[0]).toBe('animation-xyz');
    expect(rules.startsWith('@keyframes')).toBe(true);
  });

  it("fails, naming the page, when Emotion wrote its styles into the markup (a cache not in compat mode)", () => {
    const { cache, html } = render(createSiteCache());
    expect(html).toMatch(/<style data-emotion="css /);
    expect(() => collectServerStyles(cache, html, '/faq')).toThrow(/^\/faq: Emotion wrote <style data-emotion> into the markup/);
  });

  it('fails, naming the page and the class, when the markup uses a class the cache has no rule for', () => {
    const { cache, html } = render();
    const unknown = html.replace(/class="css-[a-z0-9]+"/, 'class="css-0unknown"');
    expect(() => collectServerStyles(cache, unknown, '/trainers')).toThrow(/^\/trainers: the markup uses class "css-0unknown" but Emotion's cache holds no rule for it/);
  });

  it('ignores text that merely looks like a class name', () => {
    const { cache, html } = render();
    const { ids } = collectServerStyles(cache, html.replace('Note', 'use css-grid here'), '/');
    expect(ids).toHaveLength(3);
  });
});
