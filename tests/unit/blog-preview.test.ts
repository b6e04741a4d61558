import fs from 'node:fs';
import path from 'node:path';
import { ELLIPSIS, PREVIEW_LENGTH, blogPreview, formatPostDate, markdownToPlainText } from '../../src/lib/blog-preview';

const BLOG_DIR = path.resolve(__dirname, '../../content/blog');
const MARKUP = /[#*_`]|\]\(|^\s*[-+]\s|\s\d+\.\s\*\*/;

describe('markdownToPlainText', () => {
  it('drops heading hashes and keeps the heading words', () => {
    expect(markdownToPlainText('# Title\n\n## Before you arrive\n\nText.')).toBe('Title Before you arrive Text.');
    expect(markdownToPlainText('### Closed heading ###')).toBe('Closed heading');
  });

  it('removes bold, italic and strike-through markers', () => {
    expect(markdownToPlainText('**Bold** and __also bold__, *italic*, _italic_ and ***both***.')).toBe('Bold and also bold, italic, italic and both.');
    expect(markdownToPlainText('~~old~~ new')).toBe('old new');
  });

  it('keeps underscores inside words', () => {
    expect(markdownToPlainText('a snake_case_name stays')).toBe('a snake_case_name stays');
  });

  it('removes bulleted and numbered list markers, keeping bold lead-ins as text', () => {
    const md = '- **Pick your times:** Block three sessions.\n* Star item\n+ Plus item\n1. **Leg press:** 10 to 12 reps.\n2) Second';
    expect(markdownToPlainText(md)).toBe('Pick your times: Block three sessions. Star item Plus item Leg press: 10 to 12 reps. Second');
  });

  it('keeps link text and drops the address', () => {
    expect(markdownToPlainText('Ready? [Book a free consultation](/consultation) today.')).toBe('Ready? Book a free consultation today.');
    expect(markdownToPlainText('See [the map](https://example.com/a_(b) "Map") and [ref][1].')).toBe('See the map and ref.');
    expect(markdownToPlainText('Mail <mailto:info@forge24fitness.example>.')).toBe('Mail mailto:info@forge24fitness.example.');
  });

  it('drops images, quotes, code markers, rules, front matter, MDX imports and tags', () => {
    const md = [
      '---',
      'title: "x"',
      '---',
      "import { Chart } from './chart'",
      '',
      '![A photo](/a.jpg)',
      '> A **quote**',
      '',
      '---',
      '',
      'Use `npm test`.',
      '```',
      'code line',
      '```',
      '<Chart data={[1, 2]} />',
      '<strong>Tag</strong> text &amp; more',
    ].join('\n');
    expect(markdownToPlainText(md)).toBe('A quote Use npm test. code line Tag text & more');
  });

  it('joins blocks with single spaces', () => {
    expect(markdownToPlainText('One\n\n\nTwo\r\nThree   four')).toBe('One Two Three four');
  });
});

describe('blogPreview (spec 2.10: first 200 characters plus an ellipsis)', () => {
  const long = 'word '.repeat(100);

  it('is the first 200 characters of the plain text followed by "..."', () => {
    const text = `## Heading\n\n${'a'.repeat(300)}`;
    const preview = blogPreview(text);
    expect(preview).toBe(`Heading ${'a'.repeat(192)}${ELLIPSIS}`);
    expect(preview.length).toBe(PREVIEW_LENGTH + ELLIPSIS.length);
  });

  it('does not leave a space before the ellipsis', () => {
    const preview = blogPreview(long);
    expect(preview.endsWith(` ${ELLIPSIS}`)).toBe(false);
    expect(preview.endsWith(`word${ELLIPSIS}`)).toBe(true);
  });

  it('returns short text whole, with no ellipsis', () => {
    expect(blogPreview('**Short** post.')).toBe('Short post.');
    expect(blogPreview('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('never cuts a character made of two code units in half', () => {
    const preview = blogPreview(`${'a'.repeat(199)}💪b`);
    expect(preview).toBe(`${'a'.repeat(199)}💪${ELLIPSIS}`);
  });

  it('accepts another length', () => {
    expect(blogPreview('abcdefghij', 4)).toBe('abcd...');
  });

  const posts = fs.existsSync(BLOG_DIR) ? fs.readdirSync(BLOG_DIR).filter((f) => f.endsWith('.mdx')) : [];

  it('finds the 17 posts', () => {
    expect(posts).toHaveLength(17);
  });

  it.each(posts)('%s: the preview is plain text of 200 characters plus "..."', (file) => {
    const preview = blogPreview(fs.readFileSync(path.join(BLOG_DIR, file), 'utf8'));
    expect(preview.endsWith(ELLIPSIS)).toBe(true);
    const body = preview.slice(0, -ELLIPSIS.length);
    expect(body.length).toBeGreaterThanOrEqual(PREVIEW_LENGTH - 1);
    expect(body.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(body).not.toMatch(MARKUP);
    expect(body).not.toMatch(/^(id|title):/);
  });
});

describe('formatPostDate', () => {
  it.each([
    ['2024-03-11', 'March 11, 2024'],
    ['2025-12-01', 'December 1, 2025'],
    ['2025-01-31', 'January 31, 2025'],
    ['2025-13-01', '2025-13-01'],
    ['not a date', 'not a date'],
  ])('%s reads %s', (iso, text) => {
    expect(formatPostDate(iso)).toBe(text);
  });
});
