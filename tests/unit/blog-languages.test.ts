/**
 * The blog in three languages: which post pages the build makes in which language (and the languages each
 * page names as its alternates), which version of each post a language's blog list shows, and where a blog
 * address with no page in its language leads.
 */
import path from 'node:path';
import { blogPostPages, dateIn, englishMarks, localBlogRedirect, postLanguageOf, postsForList, readMinutes, type PostSource } from '../../src/lib/blog-languages';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';
import type { LanguageCode } from '../../src/content/languages';

const content = loadContent(path.resolve(__dirname, '../../content'));
const datesIn = (language: LanguageCode) => filledDataIn(content, language)['pages.yaml'].dates;

const SITE = ['en', 'pa', 'hi'] as const;
const src = (id: number, lang: PostSource['lang'], published = true): PostSource => ({ nodeId: `mdx-${id}-${lang}`, id, lang, published });

describe('a post file names its language', () => {
  it('reads the code before .mdx, English without one, null for a code the site does not have', () => {
    expect(postLanguageOf('07-kickboxing-for-fitness.mdx')).toBe('en');
    expect(postLanguageOf('07-kickboxing-for-fitness.pa.mdx')).toBe('pa');
    expect(postLanguageOf('07-kickboxing-for-fitness.hi.mdx')).toBe('hi');
    expect(postLanguageOf('07-kickboxing-for-fitness.fr.mdx')).toBeNull();
    expect(postLanguageOf('07-kickboxing-for-fitness.en.mdx')).toBeNull();
  });
});

describe('post pages per language', () => {
  it('makes an English post only in English, with no other language as its alternate', () => {
    const pages = blogPostPages([src(3, 'en')], SITE);
    expect(pages.map((p) => p.path)).toEqual(['/fitness-blog-surrey-delta/3', '/blog/3']);
    expect(pages.every((p) => p.lang === 'en' && p.canonicalPath === '/fitness-blog-surrey-delta/3')).toBe(true);
    expect(pages[0].languages).toEqual(['en']);
  });

  it('makes a translated post its own pages under its language, both versions naming each other', () => {
    const pages = blogPostPages([src(3, 'en'), src(3, 'pa'), src(4, 'en')], SITE);
    const pa = pages.filter((p) => p.lang === 'pa');
    expect(pa.map((p) => p.path)).toEqual(['/pa/fitness-blog-surrey-delta/3', '/pa/blog/3']);
    expect(pa.every((p) => p.nodeId === 'mdx-3-pa' && p.canonicalPath === '/pa/fitness-blog-surrey-delta/3')).toBe(true);
    expect(pa[0].languages).toEqual(['en', 'pa']);
    expect(pages.find((p) => p.path === '/fitness-blog-surrey-delta/3')?.languages).toEqual(['en', 'pa']);
    expect(pages.find((p) => p.path === '/fitness-blog-surrey-delta/4')?.languages).toEqual(['en']);
    expect(pages.filter((p) => p.path.startsWith('/hi/'))).toEqual([]);
  });

  it('makes no page for an unpublished translation, nor for a translation whose original is unpublished', () => {
    const pages = blogPostPages([src(3, 'en'), src(3, 'pa', false), src(5, 'en', false), src(5, 'hi')], SITE);
    expect(pages.map((p) => p.path)).toEqual(['/fitness-blog-surrey-delta/3', '/blog/3']);
    expect(pages[0].languages).toEqual(['en']);
  });

  it('makes no page in a language the site is not built in', () => {
    const pages = blogPostPages([src(3, 'en'), src(3, 'pa')], ['en']);
    expect(pages.map((p) => p.path)).toEqual(['/fitness-blog-surrey-delta/3', '/blog/3']);
    expect(pages[0].languages).toEqual(['en']);
  });
});

describe("a language's blog list", () => {
  const posts = [
    { id: 2, lang: 'en', title: 'Strength' },
    { id: 1, lang: 'en', title: 'First week' },
    { id: 1, lang: 'pa', title: 'ਪਹਿਲਾ ਹਫ਼ਤਾ' },
    { id: 2, lang: 'hi', title: 'ताकत' },
  ];

  it('shows every post once, in its language when translated, else in English marked as such', () => {
    expect(postsForList(posts, 'pa').map((p) => [p.id, p.title, p.english])).toEqual([
      [1, 'ਪਹਿਲਾ ਹਫ਼ਤਾ', false],
      [2, 'Strength', true],
    ]);
    expect(postsForList(posts, 'hi').map((p) => [p.id, p.title, p.english])).toEqual([
      [1, 'First week', true],
      [2, 'ताकत', false],
    ]);
    expect(postsForList(posts, 'en').map((p) => [p.id, p.title, p.english])).toEqual([
      [1, 'First week', false],
      [2, 'Strength', false],
    ]);
  });
});

describe("an English post's mark for the languages it is not translated into", () => {
  const words = (['pa', 'hi'] as const).map((lang) => ({ lang, inEnglish: filledDataIn(content, lang)['pages.yaml'].blog.meta.inEnglish }));

  it('names each language the post has no page in, in that language, with the words of pages.yaml', () => {
    expect(englishMarks('en', ['en'], SITE, words)).toEqual([
      { lang: 'pa', text: 'ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ' },
      { lang: 'hi', text: 'अंग्रेज़ी में' },
    ]);
    expect(englishMarks('en', ['en', 'pa'], SITE, words)).toEqual([{ lang: 'hi', text: 'अंग्रेज़ी में' }]);
  });

  it('marks nothing on a post translated into every language, on a translation, or for a language not built', () => {
    expect(englishMarks('en', ['en', 'pa', 'hi'], SITE, words)).toEqual([]);
    expect(englishMarks('pa', ['en', 'pa'], SITE, words)).toEqual([]);
    expect(englishMarks('en', ['en'], ['en', 'pa'], words)).toEqual([{ lang: 'pa', text: 'ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ' }]);
    expect(englishMarks('en', undefined, SITE, words)).toEqual([]);
  });
});

describe('a blog address with no page', () => {
  const posts = [
    { id: 1, lang: 'en' },
    { id: 3, lang: 'en' },
    { id: 3, lang: 'pa' },
  ];

  it('opens the English post when the language has no translation of it', () => {
    expect(localBlogRedirect('/pa/fitness-blog-surrey-delta/1', posts)).toBe('/fitness-blog-surrey-delta/1');
    expect(localBlogRedirect('/hi/blog/01', posts)).toBe('/fitness-blog-surrey-delta/1');
    expect(localBlogRedirect('/hi/blog/3', posts)).toBe('/fitness-blog-surrey-delta/3');
  });

  it("opens the language's own post when there is one", () => {
    expect(localBlogRedirect('/pa/blog/03', posts)).toBe('/pa/fitness-blog-surrey-delta/3');
  });

  it("goes to the language's list for an unknown id, and leaves other paths alone", () => {
    expect(localBlogRedirect('/pa/blog/99', posts)).toBe('/pa/blog');
    expect(localBlogRedirect('/hi/fitness-blog-surrey-delta/abc', posts)).toBe('/hi/fitness-blog-surrey-delta');
    expect(localBlogRedirect('/pa/no-such-page', posts)).toBeNull();
  });

  it('keeps the English rules for English paths', () => {
    expect(localBlogRedirect('/blog/01', posts)).toBe('/fitness-blog-surrey-delta/1');
    expect(localBlogRedirect('/blog/99', posts)).toBe('/blog');
    expect(localBlogRedirect('/faq/x', posts)).toBeNull();
  });
});

describe('a post date and read time in the page language', () => {
  it('writes English dates as before and other languages with their month names, the same in every browser', () => {
    expect(dateIn('2024-03-11', datesIn('en'))).toBe('March 11, 2024');
    expect(dateIn('2024-12-01', datesIn('en'))).toBe('December 1, 2024');
    expect(dateIn('2024-03-11', datesIn('pa'))).toBe('11 ਮਾਰਚ 2024');
    expect(dateIn('2024-03-11', datesIn('hi'))).toBe('11 मार्च 2024');
    expect(dateIn('soon', datesIn('pa'))).toBe('soon');
    expect(dateIn('2024-13-01', datesIn('hi'))).toBe('2024-13-01');
  });

  it('reads the minutes of a build read time, nothing else', () => {
    expect(readMinutes('5 min read')).toBe(5);
    expect(readMinutes('about five minutes')).toBeNull();
  });
});
