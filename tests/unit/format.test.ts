import { formatCount, formatPeriod, formatPrice, formatSavings, formatWasPrice } from '../../src/content/format';

describe('formatPrice', () => {
  it('prints whole amounts without cents', () => {
    expect(formatPrice(99)).toBe('$99');
    expect(formatPrice(5)).toBe('$5');
    expect(formatPrice(152)).toBe('$152');
    expect(formatPrice(0)).toBe('$0');
  });

  it('prints other amounts with two decimals', () => {
    expect(formatPrice(14.99)).toBe('$14.99');
    expect(formatPrice(659.99)).toBe('$659.99');
    expect(formatPrice(159.99)).toBe('$159.99');
    expect(formatPrice(22.5)).toBe('$22.50');
  });

  it('groups thousands with commas', () => {
    expect(formatPrice(1199.99)).toBe('$1,199.99');
    expect(formatPrice(1560)).toBe('$1,560');
    expect(formatPrice(1234567.8)).toBe('$1,234,567.80');
  });

  it('rounds to the cent without floating-point noise', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(18.745)).toBe('$18.75');
    expect(formatPrice(99.999)).toBe('$100');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatPrice(-15)).toBe('-$15');
  });

  it('rejects values that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats every price of the plan catalogue (spec 3)', () => {
    const prices = [14.99, 18.75, 659.99, 1199.99, 99, 159.99, 199.99, 5, 15, 152, 288, 408, 354];
    expect(prices.map(formatPrice)).toEqual([
      '$14.99', '$18.75', '$659.99', '$1,199.99', '$99', '$159.99', '$199.99', '$5', '$15', '$152', '$288', '$408', '$354',
    ]);
  });
});

describe('formatPeriod', () => {
  it('puts a slash before a single unit', () => {
    expect(formatPeriod('week')).toBe('/week');
    expect(formatPeriod('year')).toBe('/year');
    expect(formatPeriod('pass')).toBe('/pass');
    expect(formatPeriod('package')).toBe('/package');
  });

  it('reads a counted period as "per ..."', () => {
    expect(formatPeriod('2 years')).toBe('per 2 years');
    expect(formatPeriod('10 visits')).toBe('per 10 visits');
  });

  it('shows anything else as it is', () => {
    expect(formatPeriod('biweekly')).toBe('biweekly');
    expect(formatPeriod('  ')).toBe('');
  });
});

describe('formatSavings and formatWasPrice', () => {
  it('says "Save n%" only when there are savings', () => {
    expect(formatSavings(21)).toBe('Save 21%');
    expect(formatSavings(51)).toBe('Save 51%');
    expect(formatSavings(null)).toBeNull();
    expect(formatSavings(undefined)).toBeNull();
    expect(formatSavings(0)).toBeNull();
  });

  it('says "Was $x" only when there is a regular price', () => {
    expect(formatWasPrice(18.75)).toBe('Was $18.75');
    expect(formatWasPrice(780)).toBe('Was $780');
    expect(formatWasPrice(1560)).toBe('Was $1,560');
    expect(formatWasPrice(null)).toBeNull();
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(874)).toBe('874');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCount(0)).toBe('0');
  });
});
