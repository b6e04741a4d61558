import * as L from 'lucide-react';
import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CONTENT_ICONS, Check, Instagram, Star, X, useIconDrawings } from '../../src/components/ui/icons';
import { DRAWN_NAMES, drawingRule, drawingSvg, iconNodeOf, pageIconRules } from '../../src/components/ui/icon-drawings';
import { IconDrawingsContext, iconKeyOf } from '../../src/components/ui/icon-keys';
import { createServerCache } from '../../src/styles/server-cache';
import { collectServerStyles } from '../../src/styles/hoist-styles';
import { globalCss } from '../../src/styles/global-css';

/** What the build writes for a page with `page`: its markup, its styles and the drawings' keys (as plugins/gatsby-plugin-site-build does). */
function serverRender(page: React.ReactElement): { body: string; css: string; keys: string[] } {
  const cache = createServerCache();
  const drawings = new Set<string>();
  const body = renderToString(
    <CacheProvider value={cache}>
      <IconDrawingsContext.Provider value={drawings}>{page}</IconDrawingsContext.Provider>
    </CacheProvider>,
  );
  const icons = pageIconRules(drawings, '/test');
  return { body, css: icons.css + collectServerStyles(cache, body, '/test').css, keys: icons.keys };
}

/**
 * The drawing the page's styles show for `selector`: the cell of the page's sprite its rule moves the mask
 * to (`--icon-y`, a percentage of the sprite's overhang), as that cell's <svg>.
 */
function drawingOf(css: string, selector: string): string {
  const sprite = /^\.lucide\{--icon:url\("data:image\/svg\+xml,([^"]*)"\);--icon-h:(\d+)%\}/.exec(css);
  if (!sprite) throw new Error(`no sprite rule at the start of ${css}`);
  const svg = decodeURIComponent(sprite[1]);
  const shared = /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 24 \d+' ([^>]*)>/.exec(svg);
  if (!shared) throw new Error(`the sprite does not start with its <svg>: ${svg}`);
  const cells = [...svg.matchAll(/<svg y='(\d+)' width='24' height='24'([^>]*)>(.*?)<\/svg>/g)];
  expect(Number(sprite[2])).toBe(100 * cells.length);
  const escaped = selector.replace(/\./g, '\\.');
  const rule = new RegExp(`\\}${escaped}\\{--icon-y:([0-9.]+)%\\}`).exec(css);
  if (!rule) throw new Error(`no position rule for ${selector} in ${css}`);
  const index = cells.length === 1 ? 0 : (Number(rule[1]) / 100) * (cells.length - 1);
  expect(Number.isInteger(Math.round(index * 1e6) / 1e6)).toBe(true);
  const cell = cells[Math.round(index)];
  expect(Number(cell[1])).toBe(24 * Math.round(index));
  // The cell's stroke: the sprite's, with the cell's own attributes over it (they inherit).
  const attributes = new Map([...shared[1].matchAll(/(\S+)='([^']*)'/g)].map((m) => [m[1], m[2]] as const));
  for (const [, name, value] of cell[2].matchAll(/(\S+)='([^']*)'/g)) attributes.set(name, value);
  const stroke = [...attributes].map(([name, value]) => `${name}='${value}'`).join(' ');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${stroke}>${cell[3]}</svg>`;
}

/** lucide-react's own drawing of an icon: the markup inside its `<svg>`, its attributes in single quotes. */
function lucideDrawing(Icon: L.LucideIcon): string {
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(<Icon />))?.[1] ?? '';
  return inner.replace(/="([^"]*)"/g, "='$1'").replace(/><\/(path|circle|line|rect|polyline|polygon|ellipse)>/g, '/>');
}

describe('icons: one element each, their drawings in the page styles', () => {
  it('draws each use as an empty <svg> with lucide\'s class and size, and each drawing once in the styles, lucide\'s own shapes', () => {
    const { body, css, keys } = serverRender(
      <p>
        <Star size={18} aria-hidden="true" />
        <Star size={32} aria-hidden="true" />
        <Check size={16} strokeWidth={3} />
      </p>,
    );
    expect(body).toBe(
      `<p><svg width="18" height="18" class="lucide lucide-star" aria-hidden="true"></svg>` +
        `<svg width="32" height="32" class="lucide lucide-star" aria-hidden="true"></svg>` +
        `<svg width="16" height="16" class="lucide lucide-check icon-w3"></svg></p>`,
    );
    expect(keys).toEqual(['check 3', 'star 2']);
    expect(css.match(/--icon:/g)).toHaveLength(1);
    expect(decodeURIComponent(/url\("([^"]*)"\)/.exec(css)?.[1] ?? '').match(/<svg y=/g)).toHaveLength(2);
    expect(drawingOf(css, '.lucide-star')).toBe(drawingSvg(iconNodeOf(L.Star), 2, false));
    expect(drawingOf(css, '.lucide-star')).toContain(`fill='none'`);
    expect(drawingOf(css, '.lucide-star')).toContain(`>${lucideDrawing(L.Star)}</svg>`);
    expect(drawingOf(css, '.lucide-check.icon-w3')).toContain(`stroke-width='3'`);
    expect(drawingOf(css, '.lucide-check.icon-w3')).toContain(`>${lucideDrawing(L.Check)}</svg>`);
  });

  it('gives a filled icon a filled drawing and a colour as the element\'s own text colour, keeping its class', () => {
    const { body, css } = serverRender(<Star size={20} fill="currentColor" strokeWidth={1.5} color="red" className="mark" aria-hidden="true" />);
    expect(body).toBe(`<svg width="20" height="20" class="lucide lucide-star icon-w1_5 icon-fill mark" style="color:red" aria-hidden="true"></svg>`);
    expect(drawingOf(css, '.lucide-star.icon-w1_5.icon-fill')).toContain(`fill='black' stroke='black' stroke-width='1.5'`);
  });

  it('holds no drawing the page does not use, and the drawing of an icon a component names for later (a menu\'s close)', () => {
    expect(serverRender(<p>no icon</p>).css).not.toContain('--icon');
    function Menu({ open }: { open: boolean }) {
      useIconDrawings('x 2');
      return <button type="button">{open ? <X aria-hidden="true" /> : 'Menu'}</button>;
    }
    const { body, css, keys } = serverRender(<Menu open={false} />);
    expect(body).toBe('<button type="button">Menu</button>');
    expect(keys).toEqual(['x 2']);
    expect(drawingOf(css, '.lucide-x')).toContain(`>${lucideDrawing(L.X)}</svg>`);
  });

  it('masks every icon\'s background, in the text colour, with its cell of the drawings, also in forced-colours mode', () => {
    const mask = 'var(--icon) 0 var(--icon-y, 0) / 100% var(--icon-h, 100%) no-repeat';
    expect(globalCss).toContain(`.lucide { background-color: currentColor; -webkit-mask: ${mask}; mask: ${mask}; forced-color-adjust: none; }`);
  });

  it('draws an icon the browser adds as its own image, leaving the page\'s other drawings of it alone', () => {
    expect(drawingRule('star 2')).toMatch(/^\.lucide-star:not\(\[class\*=" icon-"\]\)\{--icon:url\("data:image\/svg\+xml,[^"]+"\);--icon-y:0%;--icon-h:100%\}$/);
    expect(drawingRule('star 1.5 fill')).toMatch(/^\.lucide-star\.icon-w1_5\.icon-fill\{--icon:url\(/);
    expect(decodeURIComponent(/url\("data:image\/svg\+xml,([^"]*)"\)/.exec(drawingRule('star 1.5 fill'))?.[1] ?? '')).toContain(`>${lucideDrawing(L.Star)}</svg>`);
  });

  it('has a drawing from lucide-react for every icon the site names, and draws the site\'s own Instagram', () => {
    const named = [...Object.values(CONTENT_ICONS).map((Icon) => Icon.iconName), Instagram.iconName, Star.iconName];
    for (const name of named) expect(DRAWN_NAMES).toContain(name);
    expect(drawingRule('instagram 2')).toContain(encodeURIComponent('<') + "rect x='2' y='2' width='20' height='20' rx='5' ry='5'/");
    expect(iconNodeOf(L.Dumbbell).length).toBeGreaterThan(0);
    expect(() => iconNodeOf({ displayName: 'Broken' } as unknown as L.LucideIcon)).toThrow("lucide-react's Broken has no iconNode");
  });

  it('fails the page, naming it and the icon, when the markup shows an icon without a drawing', () => {
    expect(() => pageIconRules(['unicorn 2'], '/pa/faq')).toThrow('/pa/faq: The icon "unicorn" has no drawing');
  });

  it('names each drawing by key, the key giving its rule\'s selector', () => {
    expect(iconKeyOf('star 1.5 fill').selector).toBe('.lucide-star.icon-w1_5.icon-fill');
    expect(iconKeyOf('x 2').selector).toBe('.lucide-x');
    expect(() => iconKeyOf('star;color:red 2')).toThrow('is not an icon drawing');
  });
});
