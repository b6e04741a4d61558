/**
 * @jest-environment jsdom
 */
/**
 * The home page's words come from the page's language: a plan card, the offer popup and the tour's photo
 * viewer rendered with a Punjabi page's data read in Punjabi, with no English from the code.
 */
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';
import type { LanguageCode } from '../../src/content/languages';

const content = loadContent(path.resolve(__dirname, '../../content'));
const english = filledDataIn(content, 'en');

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentSettings: english['settings.yaml'], contentBusinessInfo: english['business-info.yaml'] }),
}));

// Imported after the mock is in place.
import { Membership } from '../../src/components/home/Membership';
import PromoOffer from '../../src/components/home/PromoOffer';
import { TourGallery } from '../../src/components/home/TourGallery';
import { HomeContentContext, type HomeContent } from '../../src/hooks/useHomeContent';
import { subscribeToasts, type ToastMessage } from '../../src/browser/toast-bus';
import { withSiteWords } from './helpers/site-words';

/** `ui` on the home page in `language`: the site's words and the home page's records in that language. */
function onHomePage(ui: ReactElement, language: LanguageCode): ReactElement {
  const data = filledDataIn(content, language);
  const home = { contentPlans: data['plans.yaml'], plansInEnglish: english['plans.yaml'], contentGalleries: data['galleries.yaml'] };
  return withSiteWords(<HomeContentContext.Provider value={home as unknown as HomeContent}>{ui}</HomeContentContext.Provider>, language);
}

beforeAll(() => {
  // jsdom has the <dialog> element without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  // Nor does it lay anything out: no element stands at any point of the screen.
  document.elementFromPoint = () => null;
});

describe('a plan card on the Punjabi home page', () => {
  it('reads its badge, period, regular price, savings, benefits toggle and sign-up link in Punjabi', () => {
    render(onHomePage(<Membership />, 'pa'));
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('ਮੈਂਬਰਸ਼ਿਪ ਦੇ ਵਿਕਲਪ');
    const card = screen.getAllByTestId('plan-card')[1];
    expect(card.textContent).toContain('ਸਭ ਤੋਂ ਵੱਧ ਪਸੰਦੀਦਾ');
    expect(within(card).getByTestId('plan-price').textContent).toBe('$18.75/ਹਫ਼ਤਾ');
    expect(within(card).getByTestId('plan-was').textContent).toBe('ਆਮ ਕੀਮਤ: ਪਹਿਲਾਂ $22.50');
    expect(within(card).getByTestId('plan-savings').textContent).toBe('18% ਬਚਤ');
    const toggle = within(card).getByTestId('plan-benefits-toggle');
    expect(toggle.textContent).toBe('ਫ਼ਾਇਦੇ ਦੇਖੋ (7)');
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('ਫ਼ਾਇਦੇ ਲੁਕਾਓ (7)');
    expect(within(card).getByRole('link', { name: /^ਔਨਲਾਈਨ ਸਾਈਨ ਅੱਪ ਕਰੋ/ })).toBeTruthy();
    // A counted period reads "per ..." in Punjabi; the English "/" and "per" are not added.
    const twoYears = screen.getAllByTestId('plan-price').map((p) => p.textContent).find((t) => t.includes('2 ਸਾਲ'));
    expect(twoYears).toMatch(/ਪ੍ਰਤੀ 2 ਸਾਲ$/);
  });

  it('reads as before in English', () => {
    render(onHomePage(<Membership />, 'en'));
    const card = screen.getAllByTestId('plan-card')[1];
    expect(within(card).getByTestId('plan-price').textContent).toBe('$18.75/week');
    expect(within(card).getByTestId('plan-was').textContent).toBe('Regular price: Was $22.50');
    expect(within(card).getByTestId('plan-benefits-toggle').textContent).toBe('View Benefits (7)');
  });
});

describe('the offer popup on the Punjabi home page', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('names its close and copy buttons, and says "copied" and its toast, in Punjabi', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((t) => toasts.push(t));
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(onHomePage(<PromoOffer onClose={() => undefined} onClaim={() => undefined} />, 'pa'));
    expect(screen.getByRole('button', { name: 'ਆਫ਼ਰ ਬੰਦ ਕਰੋ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ਆਫ਼ਰ ਲਓ' })).toBeTruthy();
    const copy = screen.getByRole('button', { name: 'ਕੋਡ 20%OFF4M ਕਾਪੀ ਕਰੋ' });
    expect(copy.textContent.trim()).toBe('ਕਾਪੀ ਕਰੋ');
    fireEvent.click(copy);
    const copied = await screen.findByRole('button', { name: 'ਕਾਪੀ ਹੋ ਗਿਆ' });
    expect(writeText).toHaveBeenCalledWith('20%OFF4M');
    expect(copied.textContent.trim()).toBe('ਕਾਪੀ ਹੋ ਗਿਆ!');
    expect(toasts).toEqual([{ kind: 'success', title: 'ਪ੍ਰੋਮੋ ਕੋਡ ਕਾਪੀ ਹੋ ਗਿਆ!', text: "ਕੋਡ 20%OFF4M ਤੁਹਾਡੇ ਕਲਿੱਪਬੋਰਡ 'ਤੇ ਹੈ। ਸਾਈਨ ਅੱਪ ਕਰਦੇ ਸਮੇਂ ਇਸ ਨੂੰ ਵਰਤੋ।" }]);
    stop();
  });

  it('says in Punjabi when the code could not be copied (no clipboard)', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((t) => toasts.push(t));
    render(onHomePage(<PromoOffer onClose={() => undefined} onClaim={() => undefined} />, 'pa'));
    fireEvent.click(screen.getByRole('button', { name: 'ਕੋਡ 20%OFF4M ਕਾਪੀ ਕਰੋ' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts).toEqual([{ kind: 'error', title: 'ਕਾਪੀ ਨਹੀਂ ਹੋਇਆ', text: 'ਕਿਰਪਾ ਕਰਕੇ ਕੋਡ ਆਪ ਕਾਪੀ ਕਰੋ: 20%OFF4M' }]);
    stop();
  });
});

describe("the tour's photo viewer on the Punjabi home page", () => {
  it('names the grid, each photo button and the close button in Punjabi', () => {
    const tour = filledDataIn(content, 'pa')['galleries.yaml'].tour;
    render(onHomePage(<TourGallery />, 'pa'));
    expect(screen.getByRole('list', { name: 'ਵਰਚੁਅਲ ਟੂਰ ਦੀਆਂ ਫ਼ੋਟੋਆਂ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `ਫ਼ੋਟੋ ਖੋਲ੍ਹੋ: ${tour[2].caption}` }));
    const box = screen.getByTestId('lightbox');
    expect(within(box).getByRole('button', { name: 'ਫ਼ੋਟੋ ਬੰਦ ਕਰੋ' })).toBeTruthy();
    expect(box.querySelector('figcaption')?.textContent).toBe(tour[2].caption);
  });
});
