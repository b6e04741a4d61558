/**
 * Where each language's version of a page is: the same slugs under /pa and /hi, English without a prefix,
 * so the language switcher, hreflang links and the sitemap all name the same addresses.
 */
import { alternatesOf, localPath, splitLanguage } from '../../src/lib/routes';

describe('paths in a language', () => {
  it('puts a page under its language with the same slug, and the home page at the bare prefix', () => {
    expect(localPath('/gym-faq-surrey-delta', 'pa')).toBe('/pa/gym-faq-surrey-delta');
    expect(localPath('/', 'hi')).toBe('/hi');
    expect(localPath('/faq#membership', 'hi')).toBe('/hi/faq#membership');
    expect(localPath('/', 'en')).toBe('/');
  });

  it('moves a page from one language to another, keeping its place on the page', () => {
    expect(localPath('/pa/gym-faq-surrey-delta#faq-3', 'hi')).toBe('/hi/gym-faq-surrey-delta#faq-3');
    expect(localPath('/hi/gym-faq-surrey-delta', 'en')).toBe('/gym-faq-surrey-delta');
    expect(localPath('/pa', 'en')).toBe('/');
    expect(localPath('/pa/', 'hi')).toBe('/hi');
    expect(localPath('/pa#about', 'en')).toBe('/#about');
  });

  it("reads a path's language, and leaves a slug that only starts like a language code alone", () => {
    expect(splitLanguage('/hi/fitness-blog-surrey-delta/3')).toEqual({ language: 'hi', path: '/fitness-blog-surrey-delta/3' });
    expect(splitLanguage('/pilates')).toEqual({ language: 'en', path: '/pilates' });
    expect(splitLanguage('/paint')).toEqual({ language: 'en', path: '/paint' });
    expect(splitLanguage('/fr/faq')).toEqual({ language: 'en', path: '/fr/faq' });
  });

  it('names every language version of a page, English first', () => {
    expect(alternatesOf('/pa/accessibility')).toEqual([['en', '/accessibility'], ['pa', '/pa/accessibility'], ['hi', '/hi/accessibility']]);
  });
});
