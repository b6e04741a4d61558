import { categoryRows, Samples } from '../../scripts/bench-report';

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
