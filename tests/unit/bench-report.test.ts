import { categoryRows, pageMisses, Samples, type Variant } from '../../scripts/bench-report';

const load = (byCategory: Record<string, number>) => ({ mainThreadMs: Object.values(byCategory).reduce((a, b) => a + b, 0), jsKb: 0, byCategory });

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
