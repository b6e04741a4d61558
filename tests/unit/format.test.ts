import path from 'node:path';
import { formatCount, formatPeriod, formatPrice, formatSavings, formatWasPrice, periodKind } from '../../src/content/format';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';

const content = loadContent(path.resolve(__dirname, '../../content'));

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

/** The plan card's words as the pages read them (plans.yaml `card`, and its Punjabi translation). */
const card = filledDataIn(content, 'en')['plans.yaml'].card;
const cardPa = filledDataIn(content, 'pa')['plans.yaml'].card;

describe('formatPeriod', () => {
  it('puts a slash before a single unit', () => {
    expect(formatPeriod('week', card)).toBe('/week');
    expect(formatPeriod('year', card)).toBe('/year');
    expect(formatPeriod('pass', card)).toBe('/pass');
    expect(formatPeriod('package', card)).toBe('/package');
  });

  it('reads a counted period as "per ..."', () => {
    expect(formatPeriod('2 years', card)).toBe('per 2 years');
    expect(formatPeriod('10 visits', card)).toBe('per 10 visits');
  });

  it('shows anything else as it is', () => {
    expect(formatPeriod('biweekly', card)).toBe('biweekly');
    expect(formatPeriod('  ', card)).toBe('');
  });

  it("reads a translated period by its English period's kind, in the language's words", () => {
    expect(formatPeriod('ਹਫ਼ਤਾ', cardPa, periodKind('week'))).toBe('/ਹਫ਼ਤਾ');
    expect(formatPeriod('2 ਸਾਲ', cardPa, periodKind('2 years'))).toBe('ਪ੍ਰਤੀ 2 ਸਾਲ');
    expect(formatPeriod('ਹਰ ਦੋ ਹਫ਼ਤੇ', cardPa, periodKind('biweekly'))).toBe('ਹਰ ਦੋ ਹਫ਼ਤੇ');
  });
});

describe('formatSavings and formatWasPrice', () => {
  it('says "Save n%" only when there are savings', () => {
    expect(formatSavings(21, card.save)).toBe('Save 21%');
    expect(formatSavings(51, card.save)).toBe('Save 51%');
    expect(formatSavings(null, card.save)).toBeNull();
    expect(formatSavings(undefined, card.save)).toBeNull();
    expect(formatSavings(0, card.save)).toBeNull();
    expect(formatSavings(21, cardPa.save)).toBe('21% ਬਚਤ');
  });

  it('says "Was $x" only when there is a regular price', () => {
    expect(formatWasPrice(18.75, card.was)).toBe('Was $18.75');
    expect(formatWasPrice(780, card.was)).toBe('Was $780');
    expect(formatWasPrice(1560, card.was)).toBe('Was $1,560');
    expect(formatWasPrice(null, card.was)).toBeNull();
    expect(formatWasPrice(18.75, cardPa.was)).toBe('ਪਹਿਲਾਂ $18.75');
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
