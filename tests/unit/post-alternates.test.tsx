/**
 * A blog post's head names only the languages the post has a page in: none for a post not translated (its
 * /pa and /hi addresses have no page), its original and its translation for a translated one.
 *
 * @jest-environment jsdom
 */
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { loadContent } from '../../src/build/load-content';
import { fillContent } from '../../src/content/fill-content';
import type { PageContext } from '../../src/lib/page-context';

const { data } = fillContent(loadContent(path.resolve(__dirname, '../../content')));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({
    site: { siteMetadata: { siteUrl: 'https://gym.example' } },
    contentSettings: data['settings.yaml'],
    contentBusinessInfo: data['business-info.yaml'],
    // The gym's description in each language the site is built in (here the English one: the pages tested are English).
    businessDescriptions: { nodes: [{ lang: 'en', description: data['business-info.yaml'].description }] },
  }),
}));
jest.mock('../../src/content/languages', () => ({ ...jest.requireActual<object>('../../src/content/languages'), SITE_LANGUAGES: ['en', 'pa', 'hi'] }));

// Imported after the mocks are in place.
import { Seo } from '../../src/components/layout/Seo';

const alternates = () => [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);

function head(ctx: Omit<PageContext, 'routeKey' | 'seo'>) {
  render(<Seo pageContext={{ routeKey: 'blog-post', seo: null, ...ctx }} title="Post" description="A post" type="article" />);
}

describe("a blog post's language alternates", () => {
  it('names no other language for a post in English only', () => {
    head({ lang: 'en', canonicalPath: '/fitness-blog-surrey-delta/3', languages: ['en'] });
    expect(alternates()).toEqual([]);
  });

  it('names the original and the translation, and English as x-default, on both', () => {
    for (const [lang, canonicalPath] of [['en', '/fitness-blog-surrey-delta/3'], ['pa', '/pa/fitness-blog-surrey-delta/3']] as const) {
      cleanup();
      head({ lang, canonicalPath, languages: ['en', 'pa'] });
      expect(alternates()).toEqual([
        'en-CA https://gym.example/fitness-blog-surrey-delta/3',
        'pa-CA https://gym.example/pa/fitness-blog-surrey-delta/3',
        'x-default https://gym.example/fitness-blog-surrey-delta/3',
      ]);
    }
  });

  it('names every language for a page made in all of them', () => {
    head({ lang: 'hi', canonicalPath: '/hi/gym-faq-surrey-delta' });
    expect(alternates()).toHaveLength(4);
  });
});
