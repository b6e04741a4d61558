/**
 * @jest-environment jsdom
 */
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { loadContent } from '../../src/build/load-content';

/**
 * Spec 8, 'Unexpected Application Error!': a component that throws while rendering, inside the real
 * layout, leaves a page with an apology, a way home and the gym's phone, never a blank page.
 */
const { data } = loadContent(path.resolve(__dirname, '../../content'));
const settings = data['settings.yaml'];
const businessInfo = data['business-info.yaml'];
let staticData: Record<string, unknown> = {};

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => staticData,
  navigate: () => Promise.resolve(),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

// Imported after the mock is in place.
import { wrapPageElement } from '../../src/components/layout/wrap';
import { siteWordsData } from './helpers/site-words';

function Broken(): ReactElement {
  throw new Error('the page broke');
}

function renderPage(element: ReactElement, data: Record<string, unknown> = siteWordsData()) {
  const props = { location: { pathname: '/trainers' }, pageContext: { routeKey: 'trainers', lang: 'en' }, data };
  // wrapPageElement's Gatsby type asks for every page prop and the plugin options; the layout reads only these three props.
  const args = { element, props } as unknown as Parameters<typeof wrapPageElement>[0];
  return render(wrapPageElement(args, { plugins: [] }));
}

describe('a page that fails to render', () => {
  let logged: unknown[][];
  beforeEach(() => {
    staticData = { contentSettings: settings, contentBusinessInfo: businessInfo };
    logged = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function expectFallback(root: HTMLElement) {
    const fallback = within(root).getByTestId('app-error');
    expect(within(fallback).getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(fallback.textContent).toMatch(/Sorry, something went wrong/);
    expect(within(fallback).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    const call = within(fallback).getByRole('link', { name: `Call us: ${businessInfo.phone}` });
    expect(call.getAttribute('href')).toBe(`tel:+1${businessInfo.phone.replace(/\D/g, '')}`);
  }

  it('shows the generic error in place of the content, under the same navigation bar, and logs the error', () => {
    const { container } = renderPage(<Broken />);
    expectFallback(container);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main').contains(screen.getByTestId('app-error'))).toBe(true);
    const ours = logged.find((args) => args[0] === 'Unexpected Application Error!');
    expect(ours?.[1]).toEqual(new Error('the page broke'));
  });

  it('shows the generic error page when the layout itself fails', () => {
    // The bar cannot render without the brand: the error is in the layout, not the page.
    staticData = { contentSettings: { ...settings, brand: undefined }, contentBusinessInfo: businessInfo };
    const words = siteWordsData();
    const { container } = renderPage(<p>fine</p>, { ...words, siteWords: { ...(words.siteWords as object), brand: undefined } });
    expectFallback(container);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(logged.some((args) => args[0] === 'Unexpected Application Error!' && args[1] instanceof TypeError)).toBe(true);
  });

  it('renders the page as usual when nothing throws', () => {
    renderPage(<h1>Trainers</h1>);
    expect(screen.queryByTestId('app-error')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Trainers' })).toBeTruthy();
  });
});
