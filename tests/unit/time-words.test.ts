/**
 * Times in each language's way: the facts in content/ ("5:30am", "10pm", "6 AM") read "ਸਵੇਰੇ 5:30 ਤੋਂ ਰਾਤ
 * 10 ਵਜੇ" on a Punjabi page and "सुबह 5:30 से रात 10 बजे" on a Hindi one, through one formatter, and stay
 * as written on an English page.
 */
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn, fillContent } from '../../src/content/fill-content';
import { factsOfContent } from '../../src/content/facts';
import { factsIn, formatTimeIn, formatTimeRangeIn, parseClockTime } from '../../src/content/time-words';

describe('the formatter', () => {
  it('reads the ways content/ writes a time', () => {
    expect(parseClockTime('5:30am')).toEqual({ hour: 5, minute: 30 });
    expect(parseClockTime('10pm')).toEqual({ hour: 22, minute: 0 });
    expect(parseClockTime('6 AM')).toEqual({ hour: 6, minute: 0 });
    expect(parseClockTime('12 p.m.')).toEqual({ hour: 12, minute: 0 });
    expect(parseClockTime('12am')).toEqual({ hour: 0, minute: 0 });
    expect(parseClockTime('24/7 Access')).toBeNull();
    expect(parseClockTime('13pm')).toBeNull();
  });

  it('says the part of the day, and ਵਜੇ / बजे where a time ends a range or stands alone', () => {
    expect(formatTimeIn('pa', '5:30am', 'start')).toBe('ਸਵੇਰੇ 5:30');
    expect(formatTimeIn('pa', '10pm', 'end')).toBe('ਰਾਤ 10 ਵਜੇ');
    expect(formatTimeIn('pa', '1 PM', 'end')).toBe('ਦੁਪਹਿਰੇ 1 ਵਜੇ');
    expect(formatTimeIn('pa', '6:15pm', 'end')).toBe('ਸ਼ਾਮ 6:15 ਵਜੇ');
    expect(formatTimeIn('hi', '5:30am', 'start')).toBe('सुबह 5:30');
    expect(formatTimeIn('hi', '9 PM', 'end')).toBe('रात 9 बजे');
    expect(formatTimeIn('hi', '12am', 'end')).toBe('रात 12 बजे');
    expect(formatTimeIn('en', '5:30am', 'start')).toBe('5:30am');
  });

  it('puts a range together in each language', () => {
    expect(formatTimeRangeIn('pa', '5:30am', '10pm')).toBe('ਸਵੇਰੇ 5:30 ਤੋਂ ਰਾਤ 10 ਵਜੇ');
    expect(formatTimeRangeIn('hi', '5:30am', '10pm')).toBe('सुबह 5:30 से रात 10 बजे');
    expect(formatTimeRangeIn('en', '5:30am', '10pm')).toBe('5:30am-10pm');
  });

  it('changes only the times among the facts, and nothing in English', () => {
    const facts = { opens: '5:30am', closes: '10pm', 'opens:3-day-pass': '6 AM', 'closes:3-day-pass': '8 PM', phone: '604-555-0142', 'price:x': '$5' };
    expect(factsIn('en', facts)).toEqual(facts);
    expect(factsIn('hi', facts)).toEqual({ ...facts, opens: 'सुबह 5:30', closes: 'रात 10 बजे', 'opens:3-day-pass': 'सुबह 6', 'closes:3-day-pass': 'रात 8 बजे' });
  });
});

describe('the pages', () => {
  const content = loadContent(path.resolve(__dirname, '../../content'));
  const faqAnswer = (data: ReturnType<typeof filledDataIn>, i: number): string => data['faq.yaml'].items[i].answer;

  it('read the hours in Punjabi and Hindi, from the facts in content/', () => {
    const facts = factsOfContent(content.data);
    expect(facts.opens).toBe('5:30am');
    const pa = filledDataIn(content, 'pa');
    const hi = filledDataIn(content, 'hi');
    expect(faqAnswer(pa, 5)).toContain('ਸਵੇਰੇ 5:30 ਤੋਂ ਰਾਤ 10 ਵਜੇ');
    expect(faqAnswer(hi, 5)).toContain('सुबह 5:30 से रात 10 बजे');
    expect(faqAnswer(pa, 11)).toContain('ਸਵੇਰੇ 6 ਤੋਂ ਰਾਤ 8 ਵਜੇ');
    expect(faqAnswer(hi, 11)).toContain('सुबह 6 से रात 9 बजे');
    // Every text a visitor reads: the facts' own fields (settings' regularHours and passHours) are the source, not text.
    for (const data of [pa, hi]) {
      const { regularHours, passHours, ...settings } = data['settings.yaml'];
      expect([regularHours.opens, passHours[0].opens]).toEqual(['5:30am', '6 AM']);
      expect(JSON.stringify({ ...data, 'settings.yaml': settings })).not.toMatch(/\d\s?(am|pm|AM|PM)\b/);
    }
  });

  it('leave the English as it was', () => {
    const en = fillContent(content).data;
    expect(faqAnswer(en, 11)).toContain('valid from 6 AM to 8 PM');
    expect(en['plans.yaml'].tabs[3].plans[0].additionalInfo).toBe('6 AM-8 PM · Surrey and Delta residents only · Refundable with membership purchase');
    expect(en['facility.yaml'].intro).toContain('Train at 5:30am, at lunch');
  });
});
