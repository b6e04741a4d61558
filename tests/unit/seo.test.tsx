/**
 * @jest-environment jsdom
 */
import path from 'node:path';
import { render } from '@testing-library/react';
import { loadContent } from '../../src/build/load-content';
import { fillContent } from '../../src/content/fill-content';
import type { PageContext } from '../../src/lib/page-context';

const { data } = fillContent(loadContent(path.resolve(__dirname, '../../content')));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({
    site: { siteMetadata: { siteUrl: 'https://www.forge24fitness.example' } },
    contentSettings: data['settings.yaml'],
    contentBusinessInfo: data['business-info.yaml'],
    // The gym's description in each language the site is built in (here the English one: the pages tested are English).
    businessDescriptions: { nodes: [{ lang: 'en', description: data['business-info.yaml'].description }] },
  }),
}));

// Imported after the mock is in place.
import { Seo } from '../../src/components/layout/Seo';

const record = (slug: string) => data['seo.yaml'].records.find((r) => r.page_slug === slug) ?? null;

describe('the page head', () => {
  it("takes a routed page's title and description from its SEO record, the one place they are written", () => {
    const ctx: PageContext = { routeKey: 'trainers', lang: 'en', canonicalPath: '/certified-personal-trainers-surrey', seo: record('trainers') };
    render(<Seo pageContext={ctx} />);
    expect(document.title).toBe('Certified Personal Trainers in Surrey | Forge 24 Fitness');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(record('trainers')?.meta_description);
  });

  it('fails loudly, naming the route, when a page has neither a record nor a title of its own', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx: PageContext = { routeKey: 'pilates', lang: 'en', canonicalPath: '/pilates-classes-surrey-delta', seo: null };
    expect(() => render(<Seo pageContext={ctx} />)).toThrow(
      'No SEO record for /pilates-classes-surrey-delta (page_slug of route "pilates" in content/data/seo.yaml) and no title or description of its own',
    );
  });

  it("fills the home record's structured data from business-info.yaml", () => {
    const ctx: PageContext = { routeKey: 'home', lang: 'en', canonicalPath: '/', seo: record('home') };
    render(<Seo pageContext={ctx} />);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
    expect(blocks.filter((b) => b['@type'] === 'ExerciseGym').map((b) => b.telephone)).toEqual(['+1-604-555-0142', '+1-604-555-0142']);
  });
});
