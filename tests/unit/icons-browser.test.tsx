/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads.
Object.assign(globalThis, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true });
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Instagram, Star } from '../../src/components/ui/icons';
import { pageIconRules } from '../../src/components/ui/icon-drawings';
import { ICON_DRAWING_ATTRIBUTE } from '../../src/components/ui/icon-keys';
import { resetHeldDrawings } from '../../src/components/ui/icon-loader';

/** The drawings' rules the browser added (the build's own rules sit in the page's style tag). */
const added = (): string => [...document.querySelectorAll('style[data-icons]')].map((t) => t.textContent).join('');

/** Waits for the drawings' chunk (a dynamic import) to arrive and its rules to be added. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('icons in the browser', () => {
  beforeEach(() => {
    resetHeldDrawings();
    document.head.innerHTML = '';
  });

  it('hydrates the server\'s HTML without a difference, fetches no drawing the page holds, and an icon the server did not draw fetches its own', async () => {
    const page = (
      <div>
        <Star size={18} aria-hidden="true" />
      </div>
    );
    const body = renderToString(page);
    const icons = pageIconRules(['star 2'], '/test');
    document.head.innerHTML = `<style ${ICON_DRAWING_ATTRIBUTE}="${icons.keys.join(',')}">${icons.css}</style>`;
    document.body.innerHTML = `<div id="root">${body}</div>`;
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const root = document.getElementById('root') as HTMLElement;
    let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      reactRoot = hydrateRoot(root, page, { onRecoverableError: (e) => void errors.push(e) });
      return Promise.resolve();
    });
    await settle();
    expect(errors).toEqual([]);
    expect(added()).toBe('');
    await act(() => {
      reactRoot?.render(
        <div>
          <Star size={18} aria-hidden="true" />
          <Instagram size={20} aria-hidden="true" />
          <Instagram size={24} aria-hidden="true" />
        </div>,
      );
      return Promise.resolve();
    });
    await settle();
    spy.mockRestore();
    expect(errors).toEqual([]);
    expect(document.querySelector('svg.lucide-instagram')?.outerHTML).toBe('<svg width="20" height="20" class="lucide lucide-instagram" aria-hidden="true"></svg>');
    expect(added().match(/--icon:/g)).toHaveLength(1);
    expect(added()).toMatch(/^\.lucide-instagram:not\(\[class\*=" icon-"\]\)\{--icon:url\("data:image\/svg\+xml,/);
    expect(added()).toContain(encodeURIComponent('<') + "rect x='2' y='2' width='20' height='20' rx='5' ry='5'/");
  });
});
