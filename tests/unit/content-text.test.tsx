/**
 * @jest-environment jsdom
 */
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { loadContent } from '../../src/build/load-content';

const { data } = loadContent(path.resolve(__dirname, '../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
  // What the build's GraphQL layer answers the Facts query with: the records of content/.
  useStaticQuery: () => ({ contentBusinessInfo: data['business-info.yaml'], contentSettings: data['settings.yaml'], contentPlans: data['plans.yaml'] }),
}));

// Imported after the mock is in place.
import { ContentText, ContentParagraphs } from '../../src/components/ui/ContentText';
import { factComponents } from '../../src/components/blog/mdx-components';
import { withSiteWords } from './helpers/site-words';

describe('ContentText', () => {
  it('renders the booking note with the phone and email as links and reads as the sentence did', () => {
    const { container } = render(withSiteWords(<ContentText text={data['booking.yaml'].troubleNote} />));
    expect(screen.getByRole('link', { name: '604-555-0142' }).getAttribute('href')).toBe('tel:+16045550142');
    expect(screen.getByRole('link', { name: 'info@forge24fitness.example' }).getAttribute('href')).toBe('mailto:info@forge24fitness.example');
    expect(container.textContent).toBe(
      "Having trouble booking online? Call us at 604-555-0142 or email info@forge24fitness.example and we'll book your appointment for you.",
    );
  });

  it('renders an answer of several paragraphs, each with its facts filled', () => {
    const { container } = render(withSiteWords(<ContentParagraphs text={'Call {phone}.\n\nUse {promoCode} before {countdownDate}.'} />));
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Call 604-555-0142.', 'Use 20%OFF4M before January 14, 2026.']);
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});

describe('the fact components of blog posts', () => {
  it('renders <Phone /> and <Email /> as links and the rest as text', () => {
    const { Phone, Email, Price, OriginalPrice, Opens, Closes, PromoCode, FullAddress } = factComponents;
    const { container } = render(withSiteWords(<p>
        <Phone /> <Email /> <Price plan="regular-hours" /> <OriginalPrice plan="regular-hours" /> <Opens />-<Closes /> <PromoCode /> <FullAddress />
      </p>));
    expect(container.querySelector('a[href="tel:+16045550142"]')?.textContent).toBe('604-555-0142');
    expect(container.querySelector('a[href="mailto:info@forge24fitness.example"]')).not.toBeNull();
    expect(container.textContent).toBe(
      '604-555-0142 info@forge24fitness.example $14.99 $18.75 5:30am-10pm 20%OFF4M 7488 Scott Road (120 Street), Surrey, BC V3W 3M6',
    );
  });
});
