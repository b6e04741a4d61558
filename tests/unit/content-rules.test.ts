/**
 * The rules the content check applies, one by one: calendar dates, internal links, positions in YAML,
 * which posts are published on a day, and a post's reading time from its words.
 */
import { calendarDate, calendarDateProblem } from '../../src/content/calendar-date';
import { internalLinks, linkProblem, linkTargets } from '../../src/build/content-links';
import { fieldPath, locateInYaml, positionAt, yamlFieldOffset } from '../../src/build/content-positions';
import { isPublished, publishingDay, unpublishedReason } from '../../src/content/publishing';
import { readTimeOf, wordCount } from '../../src/build/read-time';

describe('calendar dates', () => {
  it.each([
    ['2026-11-25', null],
    ['2024-02-29', null],
    ['25/11/2026', 'expected YYYY-MM-DD, got 25/11/2026'],
    ['2026-1-5', 'expected YYYY-MM-DD, got 2026-1-5'],
    ['2026-02-29', '2026-02-29 is not a date: February 2026 has 28 days'],
    ['2026-02-30', '2026-02-30 is not a date: February 2026 has 28 days'],
    ['2026-13-45', '2026-13-45 is not a date: there is no month 13 (expected YYYY-MM-DD)'],
    ['2026-04-31', '2026-04-31 is not a date: April 2026 has 30 days'],
    ['2026-04-00', '2026-04-00 is not a date: April 2026 has 30 days'],
  ])('%s', (value, problem) => {
    expect(calendarDateProblem(value)).toBe(problem);
  });

  it('takes a YAML timestamp back to its day and refuses anything else', () => {
    expect(calendarDate.parse(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25');
    expect(calendarDate.safeParse(20261125).success).toBe(false);
  });
});

describe('internal links', () => {
  const targets = linkTargets([1, 2]);

  it('finds Markdown links and href/to attributes that start with a slash, with their offsets', () => {
    const text = 'See [the FAQ](/faq) and <a href="/#contact">us</a>, not [out](https://example.com).';
    expect(internalLinks(text)).toEqual([
      { href: '/faq', at: text.indexOf('/faq') },
      { href: '/#contact', at: text.indexOf('/#contact') },
    ]);
  });

  it('accepts routes, aliases, posts and known sections; names what is wrong otherwise', () => {
    for (const ok of ['/', '/faq', '/gym-faq-surrey-delta', '/blog/2', '/fitness-blog-surrey-delta/1', '/#contact', '/faq#parking']) expect(linkProblem(ok, targets)).toBeNull();
    expect(linkProblem('/no-such-page', targets)).toBe('link to /no-such-page: no page of the site has this path (the paths are in src/lib/routes.ts)');
    expect(linkProblem('/blog/3', targets)).toBe('link to /blog/3: there is no published post with id 3');
    expect(linkProblem('/#pricing', targets)).toMatch(/^link to \/#pricing: \/ has no section "pricing" \(it has home, about, membership/);
  });
});

describe('positions', () => {
  const yaml = 'a: 1\nlist:\n  - name: x\n    text: "call {phnoe} now"\n  - name: y\n';

  it('turns offsets and field paths into lines and columns', () => {
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(fieldPath('list[1].name')).toEqual(['list', 1, 'name']);
    expect(fieldPath('(root)')).toEqual([]);
    expect(positionAt(yaml, yamlFieldOffset(yaml, ['list', 1, 'name']))).toEqual({ line: 5, column: 11 });
  });

  it('points at the quoted text inside a field, and at the object that lacks a missing field', () => {
    expect(locateInYaml(yaml, 'list[0].text', 'unknown placeholder {phnoe}')).toEqual({ line: 4, column: 17 });
    expect(locateInYaml(yaml, 'list[1].bio', 'Required')).toEqual({ line: 5, column: 5 });
  });
});

describe('publishing', () => {
  it('publishes a post that is not a draft once its day has come', () => {
    expect(isPublished({ date: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(isPublished({ date: '2026-11-26' }, '2026-11-25')).toBe(false);
    expect(isPublished({ date: '2026-01-01', draft: true }, '2026-11-25')).toBe(false);
    expect(unpublishedReason({ date: '2026-01-01', draft: true }, '2026-11-25')).toBe('Draft');
    expect(unpublishedReason({ date: '2026-12-01' }, '2026-11-25')).toBe('Scheduled for 2026-12-01');
    expect(unpublishedReason({ date: '2026-01-01' }, '2026-11-25')).toBeNull();
  });

  it("counts days by the gym's calendar, and PUBLISH_DATE stands in for today", () => {
    // Surrey is on UTC-7 all year from 2026 (tzdata 2026b): 06:30 UTC on 25 November is still the 24th there, 07:30 the 25th.
    expect(publishingDay({}, new Date('2026-11-25T06:30:00Z'))).toBe('2026-11-24');
    expect(publishingDay({}, new Date('2026-11-25T07:30:00Z'))).toBe('2026-11-25');
    expect(publishingDay({ PUBLISH_DATE: '2027-01-01' })).toBe('2027-01-01');
  });
});

describe('reading time', () => {
  it('counts words, not tags, link targets or Markdown marks', () => {
    expect(wordCount('## Hello there\n\nCall <Phone /> or [see the FAQ](/gym-faq-surrey-delta), **now**.')).toBe(8);
  });

  it('rounds to whole minutes at 200 words a minute, at least one; the frontmatter may override', () => {
    expect(readTimeOf('word '.repeat(80))).toBe('1 min read');
    expect(readTimeOf('word '.repeat(300))).toBe('2 min read');
    expect(readTimeOf('word '.repeat(1099))).toBe('5 min read');
    expect(readTimeOf('word '.repeat(80), '3 min read')).toBe('3 min read');
  });
});
