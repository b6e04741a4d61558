/**
 * The site's frame (skip link, bar, phone menu, footer, floating buttons) speaks the page's language: a
 * Punjabi or Hindi page gets every word of it from that language's settings (the SiteWords fragment), and an
 * English page the same words as ever.
 *
 * @jest-environment jsdom
 */
import path from 'node:path';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadContent } from '../../src/build/load-content';
import type { LanguageCode } from '../../src/content/languages';

const { data } = loadContent(path.resolve(__dirname, '../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentSettings: data['settings.yaml'], contentBusinessInfo: data['business-info.yaml'] }),
  navigate: () => Promise.resolve(),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('../../src/content/languages', () => ({ ...jest.requireActual<object>('../../src/content/languages'), SITE_LANGUAGES: ['en', 'pa', 'hi'] }));

// Imported after the mocks are in place.
import { wrapPageElement } from '../../src/components/layout/wrap';
import { siteWordsData } from './helpers/site-words';
import { ROUTES, localPath } from '../../src/lib/routes';

/** The FAQ page's frame in a language, around an empty page. */
function renderFrame(language: LanguageCode) {
  const props = { location: { pathname: localPath('/gym-faq-surrey-delta', language) }, pageContext: { routeKey: 'faq', lang: language }, data: siteWordsData(language) };
  // wrapPageElement's Gatsby type asks for every page prop and the plugin options; the layout reads only these three props.
  const args = { element: <p>page</p>, props } as unknown as Parameters<typeof wrapPageElement>[0];
  return render(wrapPageElement(args, { plugins: [] }));
}

/** What a visitor reads or hears in the frame: its texts and its accessible names. */
function frameTexts(root: HTMLElement): string[] {
  const texts = [...root.querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim() ?? ''));
  const names = [...root.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '');
  return [...texts, ...names].filter(Boolean);
}

type FrameSettings = { frame: object; footer: object; pageLabels: { label: string }[] };

/** The frame's words in a language's settings (frame, pageLabels, the footer's links). */
function frameWords(language: LanguageCode): string[] {
  const s = siteWordsData(language).siteWords as FrameSettings;
  const words = (record: object, skip: string[]) => Object.entries(record).flatMap(([k, v]) => (typeof v === 'string' && !skip.includes(k) ? [v] : []));
  // The footer's about and hours lines hold facts (the tagline, the hours).
  return [...words(s.frame, []), ...words(s.footer, ['about', 'hours']), ...s.pageLabels.map((l) => l.label)];
}

/** Every English word of the frame that the language writes otherwise (not the names it keeps, such as Instagram or Pilates). */
function englishFrameWords(language: LanguageCode): string[] {
  const own = new Set(frameWords(language));
  return frameWords('en').filter((w) => !own.has(w) && !w.includes('ਭਾਸ਼ਾ'));
}

describe("the site's frame in the page's language", () => {
  it('names the bar, the logo link and the menu button in Punjabi, and opens a Punjabi phone menu', () => {
    renderFrame('pa');
    const nav = screen.getByRole('navigation', { name: 'ਮੁੱਖ' });
    expect(within(nav).getByRole('link', { name: 'Forge 24 Fitness, ਹੋਮ' }).getAttribute('href')).toBe('/pa');
    fireEvent.click(within(nav).getByRole('button', { name: 'ਮੀਨੂ ਖੋਲ੍ਹੋ' }));
    expect(within(nav).getByRole('button', { name: 'ਮੀਨੂ ਬੰਦ ਕਰੋ' }).getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'ਟ੍ਰੇਨਰ' }).getAttribute('href')).toBe('/pa/certified-personal-trainers-surrey');
    expect(within(menu).getByRole('list', { name: 'ਸੇਵਾਵਾਂ' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'ਪਰਸਨਲ ਟ੍ਰੇਨਿੰਗ' }).getAttribute('href')).toBe('/pa/personal-trainer-surrey-delta');
    expect(within(menu).getByRole('link', { name: 'ਔਨਲਾਈਨ ਸਾਈਨ ਅੱਪ' })).toBeTruthy();
    expect(within(menu).getByRole('list', { name: 'ਭਾਸ਼ਾ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "ਮੁੱਖ ਸਮੱਗਰੀ 'ਤੇ ਜਾਓ" })).toBeTruthy();
  });

  it('gives the footer Punjabi headings and links, and says a new tab opens in Punjabi', () => {
    renderFrame('pa');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'ਹੋਰ ਵੇਖੋ' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'ਆਮ ਸਵਾਲ' }).getAttribute('href')).toBe('/pa/gym-faq-surrey-delta');
    expect(within(footer).getByRole('link', { name: 'ਐਕਸੈਸੀਬਿਲਟੀ ਬਾਰੇ ਬਿਆਨ' }).getAttribute('href')).toBe('/pa/accessibility');
    expect(within(footer).getByRole('link', { name: 'Google ਰਿਵਿਊ (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)' })).toBeTruthy();
    expect(within(screen.getByTestId('floating-buttons')).getByRole('link', { name: '3 ਦਿਨ ਦਾ ਟ੍ਰਾਇਲ (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)' })).toBeTruthy();
  });

  it.each(['pa', 'hi'] as const)('leaves none of the English frame words in %s', (language) => {
    const { container } = renderFrame(language);
    fireEvent.click(screen.getByRole('button', { name: language === 'pa' ? 'ਮੀਨੂ ਖੋਲ੍ਹੋ' : 'मेन्यू खोलें' }));
    const shown = new Set(frameTexts(container));
    const english = englishFrameWords(language);
    expect(english.length).toBeGreaterThan(40);
    expect(english.filter((w) => shown.has(w) || shown.has(w.replace('{brand}', 'Forge 24 Fitness')))).toEqual([]);
  });

  it('keeps the English words on an English page', () => {
    const { container } = renderFrame('en');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Forge 24 Fitness, home' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Services', 'Explore', 'Follow', 'Site']);
    expect(within(footer).getByRole('link', { name: 'Transformations' }).getAttribute('href')).toBe('/before-after');
    expect(within(footer).getByRole('link', { name: 'Google reviews (opens in a new tab)' })).toBeTruthy();
    const shown = new Set(frameTexts(container));
    for (const word of ['Skip to main content', 'Free Consultation', 'Sign Up Online', '3 Day Trial', 'Accessibility statement', 'Sitemap', 'FAQ', 'Language / ਭਾਸ਼ਾ / भाषा']) {
      expect(shown).toContain(word);
    }
  });

  it('has a name for every page of the routes table in every language', () => {
    for (const language of ['en', 'pa', 'hi'] as const) {
      const labels = (siteWordsData(language).siteWords as { pageLabels: { id: string; label: string }[] }).pageLabels;
      expect(labels.map((l) => l.id).sort()).toEqual(ROUTES.map((r) => r.key).sort());
    }
  });
});
