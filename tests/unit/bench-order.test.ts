import { median, roundOrder, turned } from '../../scripts/bench-order';

describe("the order of the bench's page loads", () => {
  const pages = ['/', '/faq', '/blog/1'];
  const langsOf = (page: string) => (page === '/blog/1' ? ['en'] : ['en', 'pa', 'hi']);
  const variants = ['scripts', 'blocked', 'floor'];
  const builds = ['A', 'B'];
  const name = (l: { page: string; lang: string; variant: string; build: string }) => `${l.page} ${l.lang} ${l.variant} ${l.build}`;

  it('turns a list by one place a round', () => {
    expect(turned([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(turned([1, 2, 3], 1)).toEqual([2, 3, 1]);
    expect(turned([1, 2, 3], 4)).toEqual([2, 3, 1]);
  });

  it('makes every load once a round, the builds of a variant next to each other, A,B then B,A', () => {
    const rounds = [0, 1].map((r) => roundOrder(r, pages, langsOf, variants, builds));
    for (const loads of rounds) {
      expect(loads).toHaveLength((3 + 3 + 1) * 3 * 2);
      expect(new Set(loads.map(name)).size).toBe(loads.length);
    }
    expect(rounds[0].slice(0, 2).map(name)).toEqual(['/ en scripts A', '/ en scripts B']);
    expect(rounds[1].slice(0, 2).map(name)).toEqual(['/faq pa blocked B', '/faq pa blocked A']);
  });

  it('puts each variant first in a different round', () => {
    const firsts = [0, 1, 2].map((r) => roundOrder(r, pages, langsOf, variants, ['A'])[0].variant);
    expect(new Set(firsts).size).toBe(3);
  });

  it('takes the lower middle as the median', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});
