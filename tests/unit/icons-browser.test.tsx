/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads.
Object.assign(globalThis, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true });
import { act } from 'react';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Instagram, Star } from '../../src/components/ui/icons';
import { createSiteCache } from '../../src/styles/emotion-cache';

describe('icons in the browser', () => {
  it('hydrates the server\'s HTML without a difference, and an icon the server did not draw brings its drawing', async () => {
    const page = (
      <div>
        <Star size={18} aria-hidden="true" />
      </div>
    );
    const body = renderToString(<CacheProvider value={createSiteCache()}>{page}</CacheProvider>);
    document.body.innerHTML = `<div id="root">${body}</div>`;
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const root = document.getElementById('root') as HTMLElement;
    const cache = createSiteCache();
    const app = (children: React.ReactElement) => <CacheProvider value={cache}>{children}</CacheProvider>;
    let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      reactRoot = hydrateRoot(root, app(page), { onRecoverableError: (e) => void errors.push(e) });
      return Promise.resolve();
    });
    expect(errors).toEqual([]);
    await act(() => {
      reactRoot?.render(
        app(
          <div>
            <Star size={18} aria-hidden="true" />
            <Instagram size={20} aria-hidden="true" />
          </div>,
        ),
      );
      return Promise.resolve();
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    const instagram = document.querySelector('svg.lucide-instagram');
    expect(instagram?.outerHTML).toMatch(/^<svg width="20" height="20" class="lucide lucide-instagram css-[a-z0-9]+" aria-hidden="true"><\/svg>$/);
    const inserted = cache.sheet.tags.map((t) => [...(t.sheet?.cssRules ?? [])].map((r) => r.cssText).join('')).join('');
    expect(inserted).toContain(encodeURIComponent('<') + "rect x='2' y='2' width='20' height='20' rx='5' ry='5'/");
  });
});
