/**
 * The language switcher as a visitor meets it once the site is built in its three languages: each other
 * language named in its own script, linking to the same page there, the visitor's language marked as
 * current; a click lands on the section they were reading.
 *
 * @jest-environment jsdom
 */
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { PageDataContext } from '../../src/hooks/usePageData';
import { PageInfoProvider } from '../../src/components/layout/PageInfo';
import { loadContent } from '../../src/build/load-content';

const { data } = loadContent(path.resolve(__dirname, '../../content'));

jest.mock('gatsby', () => ({ graphql: () => '', useStaticQuery: () => ({ contentSettings: data['settings.yaml'], contentBusinessInfo: data['business-info.yaml'] }) }));

jest.mock('../../src/content/languages', () => ({ ...jest.requireActual<object>('../../src/content/languages'), SITE_LANGUAGES: ['en', 'pa', 'hi'] }));

// Imported after the mock is in place.
import { LanguageLinks, switchHref } from '../../src/components/layout/LanguageLinks';
import { siteWordsData } from './helpers/site-words';

function renderOn(path: string, language: 'en' | 'pa' | 'hi', page: { routeKey: string; languages?: ('en' | 'pa' | 'hi')[] } = { routeKey: 'faq' }) {
  return render(
    <PageDataContext.Provider value={{ data: siteWordsData(language), language, languages: page.languages }}>
      <PageInfoProvider value={{ path, isHome: false, routeKey: page.routeKey }}>
        <main>
          <section id="faq-topics" />
          <section id="ask" />
        </main>
        <LanguageLinks />
      </PageInfoProvider>
    </PageDataContext.Provider>,
  );
}

describe('the language switcher', () => {
  it('links each other language, named in its own script, to the same page there', () => {
    renderOn('/pa/gym-faq-surrey-delta', 'pa');
    const english = screen.getByRole('link', { name: 'English' });
    const hindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect([english.getAttribute('href'), english.getAttribute('lang'), english.getAttribute('hreflang')]).toEqual(['/gym-faq-surrey-delta', 'en-CA', 'en-CA']);
    expect([hindi.getAttribute('href'), hindi.getAttribute('lang')]).toEqual(['/hi/gym-faq-surrey-delta', 'hi-CA']);
    expect(screen.queryByRole('link', { name: 'ਪੰਜਾਬੀ' })).toBeNull();
    expect(screen.getByText('ਪੰਜਾਬੀ').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('list', { name: 'ਭਾਸ਼ਾ' }).children).toHaveLength(3);
  });

  it('takes the visitor to the section they were reading', () => {
    renderOn('/gym-faq-surrey-delta', 'en');
    expect(screen.getByRole('list', { name: 'Language / ਭਾਸ਼ਾ / भाषा' })).toBeTruthy();
    const punjabi = screen.getByRole('link', { name: 'ਪੰਜਾਬੀ' });
    // jsdom lays nothing out: every section's top is 0, so the last one is the one in view.
    fireEvent.click(punjabi);
    expect(punjabi.getAttribute('href')).toBe('/pa/gym-faq-surrey-delta#ask');
  });

  it("on an English post, which has no Punjabi or Hindi page, links to that language's blog", () => {
    renderOn('/fitness-blog-surrey-delta/3', 'en', { routeKey: 'blog-post', languages: ['en'] });
    const punjabi = screen.getByRole('link', { name: 'ਪੰਜਾਬੀ' });
    fireEvent.click(punjabi);
    expect(punjabi.getAttribute('href')).toBe('/pa/fitness-blog-surrey-delta');
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/fitness-blog-surrey-delta');
  });

  it("keeps the address's own place first, and the home page's bare prefix", () => {
    expect(switchHref('/hi', 'pa', '#membership', 'about')).toBe('/pa#membership');
    expect(switchHref('/', 'hi', '', null)).toBe('/hi');
    expect(switchHref('/pa/pilates', 'en', '#', 'faq')).toBe('/pilates#faq');
  });
});
