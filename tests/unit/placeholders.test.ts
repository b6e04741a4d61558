import { factsOf, formatCountdownDate, streetOf, type FactSources } from '../../src/content/facts';
import {
  fillMdx,
  fillText,
  literalCopies,
  mdxFactKey,
  mdxProblems,
  placeholderAsMdx,
  textProblems,
  toSegments,
  unknownPlaceholders,
} from '../../src/content/placeholders';

const sources: FactSources = {
  info: {
    phone: '604-555-0142',
    email: 'info@forge24fitness.example',
    address: '7488 Scott Road (120 Street)',
    city: 'Surrey',
    province: 'BC',
    postal_code: 'V3W 3M6',
    business_hours: '24/7 Access',
  },
  promoCode: '20%OFF4M',
  countdownTarget: '2026-01-14T23:59:59-08:00',
  regularHours: { opens: '5:30am', closes: '10pm' },
  plans: [
    { id: 'regular-hours', price: 14.99, originalPrice: 18.75 },
    { id: '2-year-prepay', price: 1199.99, originalPrice: 1560 },
    { id: 'pt-1-per-week', price: 152, originalPrice: null },
    { id: '3-day-pass', price: 5, originalPrice: null },
    { id: '1-day-drop-in', price: 15, originalPrice: null },
    { id: '10-visits', price: 99, originalPrice: 150 },
  ],
};
const facts = factsOf(sources);

describe('factsOf', () => {
  it('reads every fact from its record, prices formatted as the plan cards show them', () => {
    expect(facts).toMatchObject({
      phone: '604-555-0142',
      email: 'info@forge24fitness.example',
      address: '7488 Scott Road (120 Street)',
      street: '7488 Scott Road',
      fullAddress: '7488 Scott Road (120 Street), Surrey, BC V3W 3M6',
      postalCode: 'V3W 3M6',
      hours: '24/7 Access',
      opens: '5:30am',
      closes: '10pm',
      promoCode: '20%OFF4M',
      countdownDate: 'January 14, 2026',
      'price:regular-hours': '$14.99',
      'originalPrice:regular-hours': '$18.75',
      'price:2-year-prepay': '$1,199.99',
      'originalPrice:2-year-prepay': '$1,560',
      'price:3-day-pass': '$5',
    });
    expect(facts).not.toHaveProperty('originalPrice:3-day-pass');
  });

  it('takes the countdown day in the offset the target is written in, and the street without the bracketed part', () => {
    expect(formatCountdownDate('2026-12-31T23:59:59-08:00')).toBe('December 31, 2026');
    expect(formatCountdownDate('2027-03-01T00:00:00+01:00')).toBe('March 1, 2027');
    expect(streetOf('12 Main Street')).toBe('12 Main Street');
    expect(streetOf('7488 Scott Road (120 Street)')).toBe('7488 Scott Road');
  });
});

describe('fillText', () => {
  it('fills every known placeholder and leaves unknown ones as written', () => {
    expect(fillText('Call {phone} or use {promoCode} before {countdownDate}; {price:regular-hours} a week.', facts)).toBe(
      'Call 604-555-0142 or use 20%OFF4M before January 14, 2026; $14.99 a week.',
    );
    expect(fillText('Open {opens}-{closes} daily, {nosuch} and {price:no-plan} stay.', facts)).toBe('Open 5:30am-10pm daily, {nosuch} and {price:no-plan} stay.');
  });

  it('keeps the placeholders it is told to keep (for the page to link)', () => {
    expect(fillText('Call {phone} or email {email} at {street}.', facts, ['phone', 'email'])).toBe('Call {phone} or email {email} at 7488 Scott Road.');
  });
});

describe('toSegments', () => {
  it('makes the phone and email links and everything else text', () => {
    const text = 'Call {phone} or email {email}; promo {promoCode}.';
    const segs = toSegments(text, facts);
    expect(segs).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'link', fact: 'phone', text: '604-555-0142', href: 'tel:+16045550142' },
      { kind: 'text', text: ' or email ' },
      { kind: 'link', fact: 'email', text: 'info@forge24fitness.example', href: 'mailto:info@forge24fitness.example' },
      { kind: 'text', text: '; promo 20%OFF4M.' },
    ]);
    expect(segs.map((s) => s.text).join('')).toBe(fillText(text, facts));
  });

  it('links a number typed out nowhere: text without placeholders is one text segment', () => {
    expect(toSegments('Call 604-555-0142.', facts)).toEqual([{ kind: 'text', text: 'Call 604-555-0142.' }]);
    expect(toSegments('{phone}{phone}', facts).map((s) => s.kind)).toEqual(['link', 'link']);
  });

  it('writes no link for an empty fact', () => {
    expect(toSegments('Call {phone}.', { ...facts, phone: '' })).toEqual([{ kind: 'text', text: 'Call .' }]);
  });
});

describe('the checks', () => {
  it('finds placeholders that name no fact, however they are misspelt', () => {
    expect(unknownPlaceholders('{phone} {Phone} {phnoe} {price:regular-hours} {price:nope} {originalPrice:pt-1-per-week} { }', facts)).toEqual([
      '{Phone}',
      '{phnoe}',
      '{price:nope}',
      '{originalPrice:pt-1-per-week}',
      '{ }',
    ]);
  });

  it('finds the phone number typed out with any separators, but not a different number', () => {
    for (const typed of ['604-555-0142', '604.555.0142', '(604) 555-0142', '604 555 0142', '6045550142', '+1-604-555-0142']) {
      expect(literalCopies(`Call ${typed} today`, facts).map((c) => c.placeholder)).toEqual(['{phone}']);
    }
    expect(literalCopies('Maya: 604-555-0111; fax 1604-555-01423', facts)).toEqual([]);
  });

  it('finds the email in any case, the address once (not again as its street), the street alone, the postal code and promo code', () => {
    expect(literalCopies('Write to INFO@Forge24Fitness.example', facts).map((c) => c.placeholder)).toEqual(['{email}']);
    expect(literalCopies('We are at 7488 Scott Road (120 Street), Surrey, BC V3W 3M6.', facts).map((c) => c.placeholder)).toEqual(['{address}', '{postalCode}']);
    expect(literalCopies('Park free at 7488 Scott Road, by the door.', facts).map((c) => c.placeholder)).toEqual(['{street}']);
    expect(literalCopies('Use 20%OFF4M at sign-up', facts).map((c) => c.placeholder)).toEqual(['{promoCode}']);
  });

  it('finds the regular-hours window in either form, but not a time on its own', () => {
    expect(literalCopies('Open 5:30am-10pm daily; also 5:30am to 10pm; 5:30AM – 10PM', facts)).toHaveLength(3);
    expect(literalCopies('The 5:30am crew, and the 10pm finishers', facts)).toEqual([]);
  });

  it('finds distinctive prices, not the small whole amounts that also mean other things', () => {
    expect(literalCopies('Only $14.99 a week, $1,199.99 for two years, $152 biweekly', facts).map((c) => c.found)).toEqual(['$14.99', '$1,199.99', '$152']);
    expect(literalCopies('Upgrade for $15, pass $5, 10 visits $99, coaching from $150, $1520, $152.50', facts)).toEqual([]);
  });

  it('says what to write instead', () => {
    expect(textProblems('Call 604-555-0142 or {phnoe}', facts)).toEqual([
      'unknown placeholder {phnoe} (see the list in docs/writers.md, "Each fact in one place")',
      '"604-555-0142" is typed out: write {phone} instead, so it changes with its record',
    ]);
  });
});

describe('MDX posts', () => {
  const body = 'Call us at <Phone /> or pay <Price plan="regular-hours" /> (was <OriginalPrice plan="regular-hours"/>), open <Opens /> to <Closes />.';

  it('maps components to fact keys', () => {
    expect(mdxFactKey('Phone', {})).toBe('phone');
    expect(mdxFactKey('FullAddress', {})).toBe('fullAddress');
    expect(mdxFactKey('Price', { plan: 'regular-hours' })).toBe('price:regular-hours');
    expect(mdxFactKey('Price', {})).toBeNull();
    expect(mdxFactKey('phone', {})).toBeNull();
    expect(placeholderAsMdx('{opens}-{closes}')).toBe('<Opens />-<Closes />');
    expect(placeholderAsMdx('{price:regular-hours}')).toBe('<Price plan="regular-hours" />');
  });

  it('fills components as text for previews and feeds', () => {
    expect(fillMdx(body, facts)).toBe('Call us at 604-555-0142 or pay $14.99 (was $18.75), open 5:30am to 10pm.');
  });

  it('accepts a post that uses the components, and reports every kind of mistake', () => {
    expect(mdxProblems(body, facts)).toEqual([]);
    expect(mdxProblems('A <Phnoe /> and <Price /> and <Price plan="nope" /> and {phone} and 604-555-0142 and $14.99.', facts)).toEqual([
      'unknown component <Phnoe /> (see the list in docs/writers.md, "Each fact in one place")',
      '<Price /> needs the plan\'s id from plans.yaml, e.g. <Price plan="regular-hours" />',
      '<Price plan="nope" />: no plan with id "nope" in plans.yaml',
      '{phone} in a blog post: MDX reads braces as code, write <Phone /> instead',
      '"604-555-0142" is typed out: write <Phone /> instead, so it changes with its record',
      '"$14.99" is typed out: write <Price plan="regular-hours" /> instead, so it changes with its record',
    ]);
  });
});
