import { Global, css } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { hoistEmotionStyles, ssrStyleIds } from '../../src/lib/hoist-styles';

const card = css`
  color: rgb(255, 107, 26);
`;
const title = css`
  font-weight: 700;
`;

/** A page as Gatsby writes it: Emotion's server rendering puts each first-used style in the body. */
function builtPage(): string {
  const body = renderToString(
    <div>
      <Global styles={css`body { margin: 0; }`} />
      <section css={card}>
        <h2 css={title}>One</h2>
      </section>
      <section css={card}>
        <h2 css={title}>Two</h2>
      </section>
    </div>,
  );
  return `<!DOCTYPE html><html><head><title>t</title><style>@font-face{font-family:x}</style></head><body><div id="___gatsby">${body}</div></body></html>`;
}

describe('hoistEmotionStyles', () => {
  it('leaves no style in the body and keeps every rule, once, in the head', () => {
    const before = builtPage();
    expect(before.slice(before.indexOf('<body')).match(/<style/g)?.length).toBeGreaterThanOrEqual(3);

    const after = hoistEmotionStyles(before);
    const [head, body] = after.split('</head>');
    expect(body).not.toMatch(/<style/);
    expect(body).toContain('<h2 class="css-');
    // The font faces stay first; the global comes before the class rules.
    expect(head.indexOf('@font-face')).toBeLessThan(head.indexOf('margin:0'));
    expect(head.indexOf('margin:0')).toBeLessThan(head.indexOf('rgb(255, 107, 26)'));
    expect(head.match(/rgb\(255, 107, 26\)/g)).toHaveLength(1);
    expect(head.match(/font-weight:700/g)).toHaveLength(1);
  });

  it('names every class it holds, so the client cache does not insert them again', () => {
    const after = hoistEmotionStyles(builtPage());
    const used = [...new Set([...after.matchAll(/class="css-([a-z0-9]+)"/g)].map((m) => m[1]))];
    expect(used).toHaveLength(2);
    const tag = /<style data-ssr-styles="([^"]+)">/.exec(after);
    expect(tag).not.toBeNull();
    expect(ssrStyleIds(tag![1]).sort()).toEqual(used.sort());
    // Not data-emotion: Emotion's own cache would move a tag it finds by that attribute.
    expect(after).not.toMatch(/data-emotion="css /);
    // <Global> finds its tag by this exact attribute when the page hydrates.
    expect(after).toMatch(/<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style>/);
  });

  it('changes nothing in a page without server-rendered styles', () => {
    const page = '<html><head><style>a{}</style></head><body><p>Hi</p></body></html>';
    expect(hoistEmotionStyles(page)).toBe(page);
  });
});
