import * as L from 'lucide-react';
import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CONTENT_ICONS, Check, Star, drawingSvg, iconNodeOf } from '../../src/components/ui/icons';
import { createServerCache } from '../../src/styles/server-cache';
import { collectServerStyles } from '../../src/styles/hoist-styles';
import { globalCss } from '../../src/styles/global-css';

/** What the build writes for a page with `page`: its markup and the styles it holds (as plugins/gatsby-plugin-site-build does). */
function serverRender(page: React.ReactElement): { body: string; css: string } {
  const cache = createServerCache();
  const body = renderToString(<CacheProvider value={cache}>{page}</CacheProvider>);
  return { body, css: collectServerStyles(cache, body, '/test').css };
}

/** The SVG document a class's rule draws, decoded from its `--icon` data URL. */
function drawingOf(css: string, className: string): string {
  const rule = new RegExp(`\\.${className}\\{--icon:url\\("data:image/svg\\+xml,([^"]*)"\\);?\\}`).exec(css);
  if (!rule) throw new Error(`no drawing rule for ${className} in ${css}`);
  return decodeURIComponent(rule[1]);
}

/** lucide-react's own drawing of an icon: the markup inside its `<svg>`, its attributes in single quotes. */
function lucideDrawing(Icon: L.LucideIcon): string {
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(<Icon />))?.[1] ?? '';
  return inner.replace(/="([^"]*)"/g, "='$1'").replace(/><\/(path|circle|line|rect|polyline|polygon|ellipse)>/g, '/>');
}

const classOf = (body: string, nth = 0): string => [...body.matchAll(/class="lucide [^"]* (css-[a-z0-9]+)"/g)][nth]?.[1] ?? '';

describe('icons: one element each, their drawings in the page styles', () => {
  it('draws each use as an empty <svg> with lucide\'s class and size, and each drawing once in the styles, lucide\'s own shapes', () => {
    const { body, css } = serverRender(
      <p>
        <Star size={18} aria-hidden="true" />
        <Star size={32} aria-hidden="true" />
        <Check size={16} strokeWidth={3} />
      </p>,
    );
    const [star, check] = [classOf(body, 0), classOf(body, 2)];
    expect(classOf(body, 1)).toBe(star);
    expect(body).toBe(
      `<p><svg width="18" height="18" class="lucide lucide-star ${star}" aria-hidden="true"></svg>` +
        `<svg width="32" height="32" class="lucide lucide-star ${star}" aria-hidden="true"></svg>` +
        `<svg width="16" height="16" class="lucide lucide-check ${check}"></svg></p>`,
    );
    expect(css.match(/--icon:/g)).toHaveLength(2);
    expect(drawingOf(css, star)).toBe(drawingSvg(iconNodeOf(L.Star), 2, false));
    expect(drawingOf(css, star)).toContain(`stroke-width='2'`);
    expect(drawingOf(css, star)).toContain(`fill='none'`);
    expect(drawingOf(css, star)).toContain(`>${lucideDrawing(L.Star)}</svg>`);
    expect(drawingOf(css, check)).toContain(`stroke-width='3'`);
    expect(drawingOf(css, check)).toContain(`>${lucideDrawing(L.Check)}</svg>`);
  });

  it('gives a filled icon a filled drawing and a colour as the element\'s own text colour, keeping its class', () => {
    const { body, css } = serverRender(<Star size={20} fill="currentColor" strokeWidth={1.5} color="red" className="mark" aria-hidden="true" />);
    const star = classOf(body);
    expect(body).toBe(`<svg width="20" height="20" class="lucide lucide-star mark ${star}" style="color:red" aria-hidden="true"></svg>`);
    expect(drawingOf(css, star)).toContain(`fill='black' stroke='black' stroke-width='1.5'`);
  });

  it('masks every icon\'s background, in the text colour, with its drawing, also in forced-colours mode', () => {
    expect(globalCss).toContain('.lucide { background-color: currentColor; -webkit-mask: var(--icon) center / contain no-repeat; mask: var(--icon) center / contain no-repeat; forced-color-adjust: none; }');
  });

  it('reads every drawing the site uses from lucide-react', () => {
    for (const Icon of Object.values(CONTENT_ICONS)) expect(Icon.iconName).toMatch(/^[a-z0-9-]+$/);
    expect(iconNodeOf(L.Dumbbell).length).toBeGreaterThan(0);
    expect(() => iconNodeOf({ displayName: 'Broken' } as unknown as L.LucideIcon)).toThrow("lucide-react's Broken has no iconNode");
  });

});
