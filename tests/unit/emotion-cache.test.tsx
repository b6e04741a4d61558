/**
 * @jest-environment jsdom
 */
import { CacheProvider, css } from '@emotion/react';
import { render } from '@testing-library/react';
import { SSR_STYLES_ATTRIBUTE } from '../../src/styles/hoist-styles';
import { createBrowserCache } from '../../src/styles/emotion-cache';

const card = css`
  color: rgb(255, 107, 26);
`;
const opened = css`
  outline: 2px solid rgb(1, 2, 3);
`;

function Card({ open }: { open: boolean }) {
  return <section css={open ? [card, opened] : card}>Card</section>;
}

/** A style tag's rules, whether Emotion wrote them as text or with insertRule. */
const rulesOf = (tag: Element) =>
  tag.textContent || [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join('');

describe('createBrowserCache', () => {
  it('knows the styles the server put in the head, leaves their tag in place and inserts only new ones', () => {
    // The head of a built page after src/styles/hoist-styles (tested on real server output in hoist-styles.test).
    document.head.innerHTML = `<title>t</title><style ${SSR_STYLES_ATTRIBUTE}="${card.name}">.css-${card.name}{${card.styles}}</style>`;
    const hoisted = document.querySelector('style[data-ssr-styles]');
    expect(hoisted?.textContent).toContain('rgb(255, 107, 26)');
    const headBefore = [...document.head.children];

    const cache = createBrowserCache();
    const { rerender } = render(
      <CacheProvider value={cache}>
        <Card open={false} />
      </CacheProvider>,
    );
    // The server's rule is not inserted again and its tag has not moved.
    expect([...document.head.children]).toEqual(headBefore);
    expect([...document.head.children].map(rulesOf).join('').match(/rgb\(255, 107, 26\)/g)).toHaveLength(1);

    // A style the server never rendered is inserted after the hoisted tag.
    rerender(
      <CacheProvider value={cache}>
        <Card open />
      </CacheProvider>,
    );
    const added = [...document.head.children].slice(headBefore.length);
    expect(added).toHaveLength(1);
    expect(rulesOf(added[0])).toContain('rgb(1, 2, 3)');
    expect(document.head.lastElementChild).toBe(added[0]);
  });
});
