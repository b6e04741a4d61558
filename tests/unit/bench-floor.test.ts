import { floorHtml, floorPath } from '../../scripts/bench-floor';

const PAGE =
  '<!DOCTYPE html><html lang="pa"><head><meta charset="utf-8"><title>Forge 24</title>' +
  '<link rel="preload" href="/fonts/a.woff2" as="font"><link rel="stylesheet" href="/a.css">' +
  '<style data-ssr-styles="a">.a{color:red}</style><script>window.x = "<p>";</script></head>' +
  '<body class="b" data-hydrated="false"><div id="___gatsby" style="display:flex"><header class="c">' +
  '<a href="/pa" data-testid="home">ਘਰ</a><svg class="icon" aria-hidden="true"><use href="#i"></use></svg></header>' +
  '<main id="main"><h1 class="h" style="margin:0">ਜਿਮ <em data-x="1">24</em></h1>' +
  '<picture><source type="image/webp" srcset="/static/a-400.webp 400w, /static/a-800.webp 800w" sizes="100vw" data-s="1">' +
  '<img src="/static/a.jpg" srcset="/static/a-400.jpg 400w" alt="ਇੱਕ ਫੋਟੋ" width="400" height="300" class="img" loading="lazy"></picture>' +
  '<template><p class="t">later</p><script>y()</script></template></main>' +
  '<script src="/app.js" async></script></div></body></html>';

describe('the floor of a page', () => {
  const floor = floorHtml(PAGE);

  it('has no script, style, svg or link element', () => {
    expect(floor).not.toMatch(/<(script|style|svg|link|use)\b/);
    expect(floor).not.toContain('color:red');
    expect(floor).not.toContain('window.x');
    expect(floor).not.toContain('y()');
  });

  it('has no class, style or data-* attribute', () => {
    expect(floor).not.toMatch(/\s(class|style|data-[a-z-]+)=/);
  });

  it('keeps the words, the links and the images with their src, srcset, sizes and alt', () => {
    expect(floor).toContain('<title>Forge 24</title>');
    expect(floor).toContain('<a href="/pa">ਘਰ</a>');
    expect(floor).toContain('<h1>ਜਿਮ <em>24</em></h1>');
    expect(floor).toContain('<source type="image/webp" srcset="/static/a-400.webp 400w, /static/a-800.webp 800w" sizes="100vw">');
    expect(floor).toContain('<img src="/static/a.jpg" srcset="/static/a-400.jpg 400w" alt="ਇੱਕ ਫੋਟੋ" width="400" height="300" loading="lazy">');
    expect(floor).toContain('<template><p>later</p></template>');
    expect(floor).toMatch(/^<!DOCTYPE html><html lang="pa"><head><meta charset="utf-8">/);
    expect(floor).toContain('<div id="___gatsby">');
  });

  it('is served under /bench-floor', () => {
    expect(floorPath('/')).toBe('/bench-floor');
    expect(floorPath('/hi/gym-faq-surrey-delta')).toBe('/bench-floor/hi/gym-faq-surrey-delta');
  });
});
