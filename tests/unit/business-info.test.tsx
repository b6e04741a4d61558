/**
 * @jest-environment jsdom
 */
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadContent } from '../../src/build/load-content';
import type { BusinessInfo as BusinessInfoRecord } from '../../src/content/content-schema';

/** What the build's GraphQL layer would hand the hooks; set per test. */
let businessInfo: BusinessInfoRecord | null = null;
const { data } = loadContent(path.resolve(__dirname, '../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentBusinessInfo: businessInfo, contentSettings: { links: data['settings.yaml'].links } }),
}));

// Imported after the mock is in place.
import { BusinessInfo } from '../../src/components/home/BusinessInfo';
import { withSiteWords } from './helpers/site-words';

describe('the business-information section', () => {
  it('is not rendered at all when no business_info record is available', () => {
    businessInfo = null;
    const { container } = render(withSiteWords(<BusinessInfo />, 'en', { siteBusinessWords: businessInfo }));
    expect(container.innerHTML).toBe('');
  });

  it('shows the record: name, description, address, phone, email, hours and every service', () => {
    businessInfo = { ...data['business-info.yaml'], name: 'Forge 24 Fitness North', services: ['Pilates', 'Boxing'] };
    render(withSiteWords(<BusinessInfo />, 'en', { siteBusinessWords: businessInfo }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Forge 24 Fitness North');
    expect(screen.getByText(businessInfo.description).tagName).toBe('P');
    expect(screen.getByRole('link', { name: businessInfo.phone }).getAttribute('href')).toBe('tel:+16045550142');
    expect(screen.getByRole('link', { name: businessInfo.email }).getAttribute('href')).toBe(`mailto:${businessInfo.email}`);
    expect(screen.getByText(businessInfo.business_hours).closest('address')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pilates', 'Boxing']);
  });

  it('loads the Google map only when the visitor asks for it', () => {
    businessInfo = data['business-info.yaml'];
    const { container } = render(withSiteWords(<BusinessInfo />, 'en', { siteBusinessWords: businessInfo }));
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Map' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(data['settings.yaml'].links.mapEmbed);
  });
});
