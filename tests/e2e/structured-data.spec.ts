/**
 * Structured data as search engines read it: every JSON-LD block of the served HTML parses and carries
 * the properties its type requires. Width does not matter, so this runs in the phone project.
 */
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { loadContent } from '../../src/build/load-content';

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return --
   parsed JSON-LD is untyped by nature: these tests read into it freely, and their assertions are what check its shape */
type Block = Record<string, any>;

const { data } = loadContent(path.resolve(__dirname, '../../content'));
const plans = data['plans.yaml'];
const info = data['business-info.yaml'];
const settings = data['settings.yaml'];
const ABSOLUTE = /^https?:\/\/[^/]+\//;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The JSON-LD blocks of a page as served (before any script runs), parsed. */
async function jsonLdOf(request: APIRequestContext, pagePath: string): Promise<Block[]> {
  const res = await request.get(pagePath);
  expect(res.status(), pagePath).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(blocks.length, `${pagePath} has JSON-LD`).toBeGreaterThan(0);
  return blocks.map((b) => {
    const parsed = JSON.parse(b) as Block;
    expect(parsed['@context'], `${pagePath}: @context`).toBe('https://schema.org');
    return parsed;
  });
}

const ofType = (blocks: Block[], type: string) => blocks.filter((b) => b['@type'] === type);

/** One business: every ExerciseGym block (ours, and an SEO record's) names the same @id; read together. */
function expectGym(blocks: Block[]): void {
  const gyms = ofType(blocks, 'ExerciseGym');
  expect(gyms.length).toBeGreaterThanOrEqual(1);
  expect(new Set(gyms.map((b) => b['@id'])).size, 'ExerciseGym blocks describe one business').toBe(1);
  expect(gyms[0]['@id']).toMatch(/\/#gym$/);
  const g = Object.assign({}, ...[...gyms].reverse()) as Block; // the site's own block (first) wins
  // A rating is only valid with the number of reviews it rests on.
  if (g.aggregateRating) expect(g.aggregateRating.ratingCount ?? g.aggregateRating.reviewCount).toBeGreaterThan(0);
  expect(g.name).toBe(info.name);
  expect(g.url).toMatch(ABSOLUTE);
  expect(g.telephone).toContain(info.phone);
  expect(g.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: info.address,
    addressLocality: info.city,
    addressRegion: info.province,
    postalCode: info.postal_code,
    addressCountry: 'CA',
  });
  expect(g.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: settings.geo.latitude, longitude: settings.geo.longitude });
  // Open 24/7: every day of the week, midnight to midnight.
  const hours = g.openingHoursSpecification as Block[];
  expect(hours.flatMap((h) => h.dayOfWeek).sort()).toEqual([...DAYS].sort());
  for (const h of hours) expect([h.opens, h.closes]).toEqual(['00:00', '23:59']);
  expect(g.sameAs).toEqual(expect.arrayContaining([settings.links.instagram, settings.links.facebook]));
  for (const u of g.sameAs as string[]) expect(u).toMatch(/^https:\/\//);
}

function expectCrumbs(blocks: Block[], last: string): void {
  const [crumbs] = ofType(blocks, 'BreadcrumbList');
  expect(crumbs, 'BreadcrumbList').toBeDefined();
  const items = crumbs.itemListElement as Block[];
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  expect(items[0].name).toBe('Home');
  expect(items[items.length - 1].name).toBe(last);
  for (const i of items) expect(i.item).toMatch(ABSOLUTE);
}

test.describe('structured data @phone', () => {
  test('the gym is described in the page\'s language, its hours written that language\'s way', async ({ request }) => {
    const described = async (pagePath: string): Promise<string> => String(ofType(await jsonLdOf(request, pagePath), 'ExerciseGym')[0].description);
    expect(await described('/')).toContain('regular hours are 5:30am-10pm daily');
    const pa = await described('/pa');
    expect(pa).toContain('ਸਵੇਰੇ 5:30 ਤੋਂ ਰਾਤ 10 ਵਜੇ');
    const hi = await described('/hi/gym-faq-surrey-delta');
    expect(hi).toContain('सुबह 5:30 से रात 10 बजे');
    for (const text of [pa, hi]) expect(text).not.toMatch(/5:30am|regular hours/);
  });

  test('home: the gym and an Offer for every membership plan, no breadcrumb', async ({ request }) => {
    const blocks = await jsonLdOf(request, '/');
    expectGym(blocks);
    expect(ofType(blocks, 'BreadcrumbList')).toHaveLength(0);
    const [catalog] = ofType(blocks, 'OfferCatalog');
    expect(catalog, 'OfferCatalog').toBeDefined();
    const all = plans.tabs.flatMap((t) => t.plans.map((p) => ({ tab: t.label, ...p })));
    const offers = catalog.itemListElement as Block[];
    expect(offers).toHaveLength(all.length);
    for (const [i, p] of all.entries()) {
      expect(offers[i]).toMatchObject({ '@type': 'Offer', name: p.name, category: p.tab, priceCurrency: 'CAD', url: p.link });
      expect(Number(offers[i].price)).toBe(p.price);
    }
  });

  test('FAQ page: FAQPage with every question answered, and its breadcrumb', async ({ request }) => {
    const blocks = await jsonLdOf(request, '/gym-faq-surrey-delta');
    expectGym(blocks);
    const [faq] = ofType(blocks, 'FAQPage');
    const questions = faq.mainEntity as Block[];
    expect(questions.length).toBe(data['faq.yaml'].items.length);
    for (const q of questions) {
      expect(q['@type']).toBe('Question');
      expect(q.name.length).toBeGreaterThan(5);
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(5);
    }
    expectCrumbs(blocks, 'FAQ');
  });

  test('blog post, also under its alias: BlogPosting with headline, dates, author, image and publisher', async ({ request }) => {
    for (const p of ['/fitness-blog-surrey-delta/1', '/blog/1']) {
      const blocks = await jsonLdOf(request, p);
      expectGym(blocks);
      const [post] = ofType(blocks, 'BlogPosting');
      expect(post.headline.length).toBeGreaterThan(5);
      expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(post.author.name.length).toBeGreaterThan(0);
      expect(post.image).toMatch(ABSOLUTE);
      expect(post.publisher.name).toBe(settings.brand.name);
      expect(post.mainEntityOfPage).toMatch(/\/fitness-blog-surrey-delta\/1$/);
    }
  });

  test('inner pages and their aliases: the gym and a breadcrumb ending at the page', async ({ request }) => {
    for (const [p, last] of [
      ['/certified-personal-trainers-surrey', 'Trainers'],
      ['/trainers', 'Trainers'],
      ['/personal-training', 'Personal Training'],
    ] as const) {
      const blocks = await jsonLdOf(request, p);
      expectGym(blocks);
      expectCrumbs(blocks, last);
    }
  });
});
