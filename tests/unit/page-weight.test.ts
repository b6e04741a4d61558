import { weighHtml, weightTable } from '../e2e/page-weight';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A <b> title</title>' +
  '<style data-ssr-styles="a">.a>p{color:red}</style><script>if (a < b && "</p>") x();</script></head>' +
  '<body><!-- a comment with <p> in it --><div id="___gatsby"><div id="gatsby-focus-wrapper">' +
  '<header data-testid="navbar"><nav><a href="/">Home</a></nav></header>' +
  '<main id="main"><section id="about" aria-labelledby="about-heading"><h2 id="about-heading">About</h2><p>One<br/>two é</p><img src="a.jpg" alt=""></section>' +
  '<section aria-labelledby="plans-heading"><h2 id="plans-heading">Plans</h2><svg width="18" class="lucide"></svg><textarea name="t"><p>not an element</p></textarea></section></main>' +
  '<footer><p>©</p></footer></div></div><script id="after-paint">load()</script></body></html>';

describe('the weight of a built page', () => {
  const weight = weighHtml(PAGE);
  const part = (name: string) => weight.parts.find((p) => p.name === name);

  it('counts every element once, not the markup in comments, scripts, styles, titles and text areas', () => {
    // html head meta title style script body div div header nav a main section h2 p br img section h2 svg textarea footer p script
    expect(weight.elements).toBe(25);
    expect(weight.bytes).toBe(Buffer.byteLength(PAGE));
  });

  it('weighs the head by kind, each child of <main>, the bar, the footer and the body\'s scripts', () => {
    expect(part('<head> styles')).toEqual({ name: '<head> styles', bytes: '<style data-ssr-styles="a">.a>p{color:red}</style>'.length, elements: 1 });
    expect(part('<head> scripts')?.elements).toBe(1);
    expect(part('<head> other')?.elements).toBe(2);
    expect(part('<main> <section> about')).toMatchObject({ elements: 5 });
    expect(part('<main> <section> plans-heading')).toMatchObject({ elements: 4 });
    expect(part('<main> <section> about')?.bytes).toBe(Buffer.byteLength(/<section id="about".*?<\/section>/.exec(PAGE)?.[0] ?? ''));
    expect(part('<header> navbar')?.elements).toBe(3);
    expect(part('<footer>')?.elements).toBe(2);
    expect(part('<script> after-paint')?.elements).toBe(1);
    expect(weight.parts.map((p) => p.bytes)).toEqual([...weight.parts.map((p) => p.bytes)].sort((a, b) => b - a));
  });

  it('lists the heaviest parts in a table for a failure message', () => {
    const table = weightTable(weight, 2).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^whole page +\d+\.\d KB +25 elements$/);
    expect(table[1].startsWith(weight.parts[0].name)).toBe(true);
  });
});
