/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads.
Object.assign(globalThis, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true });
import * as L from 'lucide-react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { addSymbol } from '../../src/browser/icon-sprite';
import { CONTENT_ICONS, Check, IconSprite, IconSpriteContext, Instagram, Star, iconNodeOf, type IconNode } from '../../src/components/ui/icons';

/** What the server writes for a page with `page`: the sprite of what it used, then the page. */
function serverRender(page: React.ReactElement): { sprite: string; body: string } {
  const used = new Map<string, IconNode>();
  const body = renderToString(<IconSpriteContext.Provider value={used}>{page}</IconSpriteContext.Provider>);
  return { sprite: renderToStaticMarkup(<IconSprite icons={used} />), body };
}

/** lucide-react's own drawing of an icon: the markup inside its `<svg>`. */
function lucideDrawing(Icon: L.LucideIcon): string {
  return /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(<Icon />))?.[1] ?? '';
}

describe('icons drawn once per page', () => {
  it('draws each use as lucide did, around a <use> of its symbol, and each symbol once with lucide\'s own shapes', () => {
    const { sprite, body } = serverRender(
      <p>
        <Star size={18} aria-hidden="true" />
        <Star size={32} aria-hidden="true" />
        <Check size={16} strokeWidth={3} />
      </p>,
    );
    expect(body).toBe(
      '<p><svg width="18" height="18" class="lucide lucide-star" aria-hidden="true"><use href="#i-star"></use></svg>' +
        '<svg width="32" height="32" class="lucide lucide-star" aria-hidden="true"><use href="#i-star"></use></svg>' +
        '<svg width="16" height="16" class="lucide lucide-check" style="stroke-width:3"><use href="#i-check"></use></svg></p>',
    );
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain(`<symbol id="i-star" viewBox="0 0 24 24">${lucideDrawing(L.Star)}</symbol>`);
    expect(sprite).toContain(`<symbol id="i-check" viewBox="0 0 24 24">${lucideDrawing(L.Check)}</symbol>`);
    expect(sprite).toMatch(/^<svg id="icon-sprite" aria-hidden="true" focusable="false">/);
  });

  it('keeps an icon\'s own fill, colour and class', () => {
    const { body } = serverRender(<Star size={20} fill="currentColor" strokeWidth={1.5} color="red" className="mark" aria-hidden="true" />);
    expect(body).toBe('<svg width="20" height="20" class="lucide lucide-star mark" style="stroke:red;stroke-width:1.5;fill:currentColor" aria-hidden="true"><use href="#i-star"></use></svg>');
  });

  it('reads every drawing the site uses from lucide-react', () => {
    for (const Icon of Object.values(CONTENT_ICONS)) expect(Icon.iconName).toMatch(/^[a-z0-9-]+$/);
    expect(iconNodeOf(L.Dumbbell).length).toBeGreaterThan(0);
    expect(() => iconNodeOf({ displayName: 'Broken' } as unknown as L.LucideIcon)).toThrow("lucide-react's Broken has no iconNode");
  });

  it('hydrates the server\'s HTML without a difference, and draws an icon the server did not (client-only parts)', async () => {
    const page = (
      <div>
        <Star size={18} aria-hidden="true" />
      </div>
    );
    const { sprite, body } = serverRender(page);
    document.body.innerHTML = `${sprite}<div id="root">${body}</div>`;
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const root = document.getElementById('root') as HTMLElement;
    let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      reactRoot = hydrateRoot(root, page, { onRecoverableError: (e) => void errors.push(e) });
      return Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(document.querySelectorAll('symbol')).toHaveLength(1);
    await act(() => {
      reactRoot?.render(
        <div>
          <Star size={18} aria-hidden="true" />
          <Instagram size={20} aria-hidden="true" />
        </div>,
      );
      return Promise.resolve();
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    const instagram = document.getElementById('i-instagram');
    expect(instagram?.parentElement?.id).toBe('icon-sprite');
    expect(instagram?.outerHTML).toBe('<symbol id="i-instagram" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" rx="5" ry="5"></rect><circle cx="12" cy="12" r="4"></circle><line x1="17.5" y1="6.5" x2="17.51" y2="6.5"></line></symbol>');
    expect(document.querySelectorAll('symbol')).toHaveLength(2);
  });

  it('creates the sprite where the page has none (pages the server did not render)', () => {
    document.body.innerHTML = '<main></main>';
    addSymbol(document, 'check', iconNodeOf(L.Check));
    addSymbol(document, 'check', iconNodeOf(L.Check));
    const sprite = document.getElementById('icon-sprite');
    expect(sprite?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(document.body.firstElementChild).toBe(sprite);
    expect(sprite?.innerHTML).toBe('<symbol id="i-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol>');
  });
});
