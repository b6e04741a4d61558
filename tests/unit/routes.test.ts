import { ROUTES, SERVICE_ROUTES, blogIdSegment, blogRedirect, blogPostPath, normalisePath, parseBlogId, pathOf, pathsOf, routeForPath, routeNamed } from '../../src/lib/routes';
import { PATH_TABLE } from '../fixtures/site-paths';

describe('routes table (spec 2.1)', () => {

  it.each(PATH_TABLE)('%s has alias %s and both resolve to the same route', (long, alias) => {
    const r = routeForPath(long);
    expect(r).toBeDefined();
    expect(r?.path).toBe(long);
    expect(r?.alias).toBe(alias ?? undefined);
    if (alias) expect(routeForPath(alias)).toBe(r);
  });

  it('has every path exactly once', () => {
    const all = ROUTES.flatMap(pathsOf);
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists the 8 service pages for the Services dropdown', () => {
    expect(SERVICE_ROUTES.map((r) => r.alias)).toEqual([
      '/personal-training',
      '/group-fitness',
      '/physiotherapy-kinesiology',
      '/prenatal-postnatal',
      '/athletic-performance',
      '/kickboxing-boxing',
      '/online-coaching',
      '/pilates',
    ]);
  });

  it('normalises trailing slashes, queries and hashes', () => {
    expect(normalisePath('/faq/')).toBe('/faq');
    expect(normalisePath('/consultation?trainer=A%20B')).toBe('/consultation');
    expect(normalisePath('/#membership')).toBe('/');
    expect(routeForPath('/trainers/')?.key).toBe('trainers');
    expect(routeForPath('/nope')).toBeUndefined();
  });

  it('throws for an unknown route key', () => {
    expect(() => routeNamed('gym-bros')).toThrow(/Unknown route key/);
    expect(pathOf('faq')).toBe('/gym-faq-surrey-delta');
  });

  it('builds blog post paths under the long prefix', () => {
    expect(blogPostPath(3)).toBe('/fitness-blog-surrey-delta/3');
  });
});

describe('blog ids (spec 2.10)', () => {
  it('parses a whole number and defaults to 1 when missing', () => {
    expect(parseBlogId('7')).toBe(7);
    expect(parseBlogId('12abc')).toBe(12);
    expect(parseBlogId('3.9')).toBe(3);
    expect(parseBlogId(undefined)).toBe(1);
    expect(parseBlogId('')).toBe(1);
    expect(parseBlogId('abc')).toBeNull();
  });

  it('finds the id segment under either prefix', () => {
    expect(blogIdSegment('/blog/42')).toBe('42');
    expect(blogIdSegment('/fitness-blog-surrey-delta/9/')).toBe('9');
    expect(blogIdSegment('/blog')).toBeUndefined();
    expect(blogIdSegment('/faq')).toBeUndefined();
  });
});

describe('blogRedirect (spec 2.10: the id is read as a whole number)', () => {
  const ids = [1, 2, 3, 7, 17];
  it('opens the post whose id is the whole-number reading of the segment, at its canonical path', () => {
    expect(blogRedirect('/blog/01', ids)).toBe('/fitness-blog-surrey-delta/1');
    expect(blogRedirect('/fitness-blog-surrey-delta/007', ids)).toBe('/fitness-blog-surrey-delta/7');
    expect(blogRedirect('/blog/3abc', ids)).toBe('/fitness-blog-surrey-delta/3');
    expect(blogRedirect('/blog/17/', ids)).toBe('/fitness-blog-surrey-delta/17');
  });
  it('sends an id that reads as no known post to the list the visitor was under', () => {
    expect(blogRedirect('/blog/99', ids)).toBe('/blog');
    expect(blogRedirect('/blog/abc', ids)).toBe('/blog');
    expect(blogRedirect('/fitness-blog-surrey-delta/0', ids)).toBe('/fitness-blog-surrey-delta');
    expect(blogRedirect('/fitness-blog-surrey-delta/-1', ids)).toBe('/fitness-blog-surrey-delta');
  });
  it('leaves paths outside the blog alone', () => {
    expect(blogRedirect('/nope', ids)).toBeNull();
    expect(blogRedirect('/blogger/1', ids)).toBeNull();
  });
});
