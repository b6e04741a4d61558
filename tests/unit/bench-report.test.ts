import { topLevelThreadMs } from '../../scripts/bench-lighthouse';
import { categoryRows, cpuRows, pageMisses, Samples, type Variant } from '../../scripts/bench-report';

const load = (byCategory: Record<string, number>, mainThreadCpuMs = 0) => ({ mainThreadMs: Object.values(byCategory).reduce((a, b) => a + b, 0), mainThreadCpuMs, jsKb: 0, byCategory });

describe("the bench's categories of main-thread work", () => {
  it('gives, per page, what its scripts add to it blocked and what the rest adds to its floor, as differences of the medians', () => {
    const samples = new Samples();
    const page = { path: '/hi', english: '/', lang: 'hi' as const };
    for (const other of [500, 700, 600]) samples.add('this', '/hi', 'scripts', load({ other, scriptEvaluation: 90 }));
    for (const other of [400, 380, 420]) samples.add('this', '/hi', 'blocked', load({ other, styleLayout: 200 }));
    // A category a load lacks counts 0 in that load: the median of 0, 0 and 30 is 0.
    for (const styleLayout of [0, 30]) samples.add('this', '/hi', 'floor', load({ other: 300, ...(styleLayout ? { styleLayout } : {}) }));
    samples.add('this', '/hi', 'floor', load({ other: 300 }));
    expect(categoryRows(samples, 'this', [page])).toEqual([
      { page: '/hi', step: 'scripts − blocked', other: '200', scriptEvaluation: '90', styleLayout: '-200' },
      { page: '/hi', step: 'blocked − floor', other: '100', scriptEvaluation: '0', styleLayout: '200' },
    ]);
  });
});

describe("the bench's goals", () => {
  const english = { path: '/faq', english: '/faq', lang: 'en' as const };
  const hindi = { path: '/hi/faq', english: '/faq', lang: 'hi' as const };
  const measured = (figures: Record<string, Partial<Record<Variant, number>>>) => {
    const samples = new Samples();
    for (const [path, variants] of Object.entries(figures)) for (const [variant, ms] of Object.entries(variants)) samples.add('this', path, variant as Variant, load({ other: ms }));
    return samples;
  };

  it('holds when every page is within 1.3 × its floor and Hindi within 1.1 × English', () => {
    const samples = measured({ '/faq': { scripts: 520, blocked: 450, floor: 400 }, '/hi/faq': { scripts: 570, blocked: 500, floor: 440 } });
    expect(pageMisses(samples, [english, hindi], true)).toEqual([]);
  });

  it('names each miss, and says when the page misses with its scripts blocked or its floor alone misses', () => {
    const samples = measured({ '/faq': { scripts: 600, blocked: 440, floor: 400 }, '/hi/faq': { scripts: 720, blocked: 560, floor: 480 } });
    expect(pageMisses(samples, [english, hindi], true)).toEqual([
      '/faq: with scripts 1.50 × its floor (goal ≤ 1.3)',
      '/hi/faq: with scripts 1.50 × its floor (goal ≤ 1.3)',
      "/hi/faq: 1.20 × the English page's main-thread work (goal ≤ 1.1); its floor already 1.20 × the English floor",
    ]);
    const styled = measured({ '/faq': { scripts: 600, blocked: 560, floor: 400 } });
    expect(pageMisses(styled, [english], true)).toEqual(['/faq: with scripts 1.50 × its floor (goal ≤ 1.3); with its scripts blocked already 1.40 ×']);
  });

  it('counts a page it could not measure as a miss', () => {
    expect(pageMisses(measured({}), [english], false)).toEqual(['/faq: no main-thread figure with scripts']);
  });
});

describe("the bench's main-thread CPU time", () => {
  it('gives the medians of the same loads\' CPU time and their ratios, apart from the wall-clock figures', () => {
    const samples = new Samples();
    const figures: [string, Variant, number, number][] = [
      ['/', 'scripts', 900, 400], ['/', 'scripts', 950, 420], ['/', 'scripts', 990, 380],
      ['/', 'blocked', 600, 300], ['/', 'floor', 450, 200],
      ['/hi', 'scripts', 1100, 500], ['/hi', 'blocked', 700, 350], ['/hi', 'floor', 500, 250],
    ];
    for (const [path, variant, wall, cpu] of figures) samples.add('this', path, variant, load({ other: wall }, cpu));
    expect(samples.median('this', '/', 'scripts')).toBe(950);
    expect(cpuRows(samples, 'this', [{ path: '/', english: '/', lang: 'en' }, { path: '/hi', english: '/', lang: 'hi' }])).toEqual([
      { page: '/', 'scripts CPU ms': '400', 'blocked CPU ms': '300', 'floor CPU ms': '200', 'scripts ÷ floor': '2.00', 'blocked ÷ floor': '1.50', 'scripts ÷ blocked': '1.33', '÷ en': '' },
      { page: '/hi', 'scripts CPU ms': '500', 'blocked CPU ms': '350', 'floor CPU ms': '250', 'scripts ÷ floor': '2.00', 'blocked ÷ floor': '1.40', 'scripts ÷ blocked': '1.43', '÷ en': '1.25' },
    ]);
  });
});

describe("a load's main-thread CPU time from Lighthouse's tasks", () => {
  it("sums the top-level tasks' thread time: tdur, else the begin and end events' thread clocks, else the wall time", () => {
    const top = { event: { tdur: 4000 }, duration: 9 };
    const nested = { parent: top, event: { tdur: 3000 }, duration: 5 };
    const pair = { event: { tts: 10_000 }, endEvent: { tts: 12_500 }, duration: 6 };
    const bare = { event: {}, endEvent: {}, duration: 0.2 };
    expect(topLevelThreadMs([top, nested, pair, bare])).toBeCloseTo(4 + 2.5 + 0.2);
  });
});
