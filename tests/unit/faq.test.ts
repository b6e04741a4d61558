import { categoryAnchor, groupByCategory, slugify, toggleOpen } from '../../src/lib/faq';

describe('toggleOpen (spec 4: one item open at a time, collapsible)', () => {
  it('opens the clicked item when none is open', () => {
    expect(toggleOpen(null, 'a-0')).toBe('a-0');
  });
  it('switches to the clicked item, closing the open one', () => {
    expect(toggleOpen('a-0', 'a-3')).toBe('a-3');
    expect(toggleOpen('a-0', 'b-0')).toBe('b-0');
  });
  it('closes the open item when it is clicked again', () => {
    expect(toggleOpen('a-3', 'a-3')).toBeNull();
  });
});

describe('slugify and categoryAnchor', () => {
  it.each([
    ['Personal Training', 'personal-training'],
    ['Boxing & Kickboxing', 'boxing-kickboxing'],
    ['Pre & Post Natal', 'pre-post-natal'],
    ['ICBC Rehabilitation', 'icbc-rehabilitation'],
    ['  Café  Crème! ', 'cafe-creme'],
    [':r1:', 'r1'],
  ])('%s -> %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
  it('prefixes category anchors', () => {
    expect(categoryAnchor('EMS Training')).toBe('faq-ems-training');
  });
});

describe('groupByCategory', () => {
  const items = [
    { category: 'General', question: 'g1' },
    { category: 'Amenities', question: 'a1' },
    { category: 'General', question: 'g2' },
    { category: 'Expansion', question: 'e1' },
  ];

  it('keeps the order of first appearance without an explicit order, items in content order', () => {
    const groups = groupByCategory(items);
    expect(groups.map((g) => g.category)).toEqual(['General', 'Amenities', 'Expansion']);
    expect(groups[0].items.map((i) => i.question)).toEqual(['g1', 'g2']);
    expect(groups[0].id).toBe('faq-general');
  });

  it('follows an explicit order, leaves out empty categories, puts unknown ones last', () => {
    const groups = groupByCategory(items, ['Expansion', 'Kinesiology', 'Amenities']);
    expect(groups.map((g) => g.category)).toEqual(['Expansion', 'Amenities', 'General']);
  });

  it('loses no item', () => {
    const groups = groupByCategory(items);
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(items.length);
  });
});
