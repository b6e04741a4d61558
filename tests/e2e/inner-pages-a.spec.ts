/**
 * Inner pages, part A (spec 2.4, 2.5, 2.6, 2.11, 2.12): the six service pages, online coaching,
 * Pilates, FAQ and booking, each on its long path and its alias, at 390px and 1280px.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import type { Booking, Coaching, Faq, Pilates, Services, Settings } from '../../src/lib/content-schema';

const DATA = path.resolve(__dirname, '../../content/data');
const read = (file: string): unknown => yaml.load(fs.readFileSync(path.join(DATA, file), 'utf8'));
const services = (read('services.yaml') as Services).services;
const coaching = read('coaching.yaml') as Coaching;
const pilates = read('pilates.yaml') as Pilates;
const faq = read('faq.yaml') as Faq;
const booking = read('booking.yaml') as Booking;
const settings = read('settings.yaml') as Settings;

const TAGLINE = "At Surrey's biggest gym on Scott Road, serving North Delta residents";
const PORTAL_HOST = settings.links.portalHostScript;

/** Spec 2.4 and 9: each service page's paths, tile values and price. */
const SERVICE_PAGES = [
  { slug: 'personal-training', paths: ['/personal-trainer-surrey-delta', '/personal-training'], name: 'Personal Training', duration: '60 mins', group: '1-on-1', experience: 'All Levels', price: '$60-90/session' },
  { slug: 'group-fitness', paths: ['/group-fitness-classes-surrey', '/group-fitness'], name: 'Group Fitness', duration: '45-60 mins', group: '3-6 People', experience: 'All Levels', price: '$25-35/class' },
  { slug: 'physiotherapy-kinesiology', paths: ['/physiotherapy-kinesiology-surrey-delta', '/physiotherapy-kinesiology'], name: 'Physiotherapy & Kinesiology', duration: '45-60 mins', group: '1-on-1', experience: 'All Levels', price: 'Direct billing available' },
  { slug: 'prenatal-postnatal', paths: ['/prenatal-postnatal-fitness-surrey', '/prenatal-postnatal'], name: 'Pre & Post Natal', duration: '45-60 mins', group: '1-on-1', experience: 'All Levels', price: 'From $70/session' },
  { slug: 'athletic-performance', paths: ['/athletic-performance-training-delta', '/athletic-performance'], name: 'Athletic Performance', duration: '60-90 mins', group: '1-on-1', experience: 'All Levels', price: '$60-110/session' },
  { slug: 'kickboxing-boxing', paths: ['/kickboxing-boxing-gym-surrey', '/kickboxing-boxing'], name: 'Kickboxing & Boxing', duration: '45-60 mins', group: '1-on-1', experience: 'All Levels', price: '$60-90/session' },
];

/** The JSON-LD these tests read (FAQPage, BreadcrumbList); the assertions check what it holds. */
interface JsonLdBlock {
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  itemListElement: { name: string }[];
}

async function jsonLdOfType(page: Page, type: string): Promise<JsonLdBlock[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as JsonLdBlock).filter((b) => b['@type'] === type);
}

async function expectTile(tiles: Locator, label: string, value: string): Promise<void> {
  const tile = tiles.locator(`[data-tile="${label}"]`);
  await expect(tile.locator('dt')).toHaveText(label);
  await expect(tile.locator('dd')).toHaveText(value);
}

/** Checks an accordion: all closed, one open at a time, the open one closes on a second click. */
async function expectOneOpenAtATime(accordion: Locator): Promise<void> {
  const buttons = accordion.locator('[data-accordion-item] button[aria-expanded]');
  const first = buttons.nth(0);
  const second = buttons.nth(1);
  const panelOf = async (b: Locator) => accordion.page().locator(`[id="${await b.getAttribute('aria-controls')}"]`);
  await expect(accordion.locator('button[aria-expanded="true"]')).toHaveCount(0);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = await panelOf(first);
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel).toHaveAttribute('role', 'region');
  await expect(firstPanel).toHaveAttribute('aria-labelledby', (await first.getAttribute('id')) as string);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
  await expect(accordion.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(second)).toBeHidden();
  await expect(accordion.locator('button[aria-expanded="true"]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  // The home page's promo popup (after 5 s) would cover what these tests click there.
  await page.addInitScript(() => window.sessionStorage.setItem('promo-dismissed', '1'));
});

test.describe('service pages (spec 2.4)', () => {
  for (const s of SERVICE_PAGES) {
    const content = services.find((c) => c.slug === s.slug);
    if (!content?.page) throw new Error(`no content for ${s.slug}`);
    const pageContent = content.page;
    for (const p of s.paths) {
      test(`${p}: heading, tagline, tiles, benefits, price box, form and FAQ`, async ({ page }) => {
        await gotoReady(page, p);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageContent.title);
        await expect(page.getByTestId('service-tagline')).toHaveText(TAGLINE);
        await expect(page.getByTestId('service-description')).toHaveText(pageContent.description);

        const tiles = page.getByTestId('info-tiles');
        await expectTile(tiles, 'Duration', s.duration);
        await expectTile(tiles, 'Group Size', s.group);
        await expectTile(tiles, 'Experience', s.experience);

        await expect(page.getByRole('heading', { level: 2, name: "What You'll Get" })).toBeVisible();
        const benefits = page.getByTestId('benefits').getByRole('listitem');
        await expect(benefits).toHaveCount(pageContent.benefits.length);
        await expect(benefits).toHaveText(pageContent.benefits);

        const box = page.getByTestId('price-box');
        await expect(box).toContainText(s.price);
        const book = box.getByRole('link', { name: 'Book Your Session' });
        await expect(book).toHaveAttribute('href', '/book-appointment-surrey');

        const highlight = page.getByTestId('service-highlight');
        if (s.slug === 'physiotherapy-kinesiology') {
          await expect(highlight).toContainText('direct billing');
          await expect(highlight).toContainText('approved ICBC vendor');
        } else {
          await expect(highlight).toHaveCount(0);
        }

        const form = page.getByRole('form', { name: `${s.name} consultation request` });
        await expect(form).toBeVisible();
        await expect(form.locator('input[name="service"]')).toHaveValue(s.name);

        await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
        const questions = page.getByTestId('faq-accordion').getByRole('button');
        await expect(questions).toHaveCount(10);
        await expect(questions).toHaveText(pageContent.faq.map((f) => f.question));

        const [faqLd] = await jsonLdOfType(page, 'FAQPage');
        expect(faqLd.mainEntity).toHaveLength(10);
        expect(faqLd.mainEntity[0]).toMatchObject({ '@type': 'Question', name: pageContent.faq[0].question, acceptedAnswer: { '@type': 'Answer', text: pageContent.faq[0].answer } });
        const [crumbs] = await jsonLdOfType(page, 'BreadcrumbList');
        expect(crumbs.itemListElement[1].name).toBe(s.name);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${s.paths[0]}$`));
      });
    }
  }

  test('Book Your Session goes to the booking page', async ({ page }) => {
    await page.route(PORTAL_HOST, (route) => route.fulfill({ contentType: 'application/javascript', body: '/* portal stub */' }));
    await gotoReady(page, '/group-fitness');
    await page.getByTestId('price-box').getByRole('link', { name: 'Book Your Session' }).click();
    await expect(page).toHaveURL(/\/book-appointment-surrey$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.heading);
  });

  test('the FAQ accordion opens one answer at a time and collapses', async ({ page }) => {
    await gotoReady(page, '/personal-training');
    await expectOneOpenAtATime(page.getByTestId('faq-accordion'));
  });

  test('the FAQ accordion works with the keyboard (Enter and Space)', async ({ page }) => {
    await gotoReady(page, '/kickboxing-boxing-gym-surrey');
    const buttons = page.getByTestId('faq-accordion').getByRole('button');
    const first = buttons.nth(0);
    const second = buttons.nth(1);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Tab skips the open answer's text (no focusable content) and reaches the next question.
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the answer panels animate their height, instantly under prefers-reduced-motion', async ({ page }) => {
    const duration = async () => {
      const panel = page.locator('[data-testid="faq-accordion"] [role="region"]').first();
      return panel.evaluate((el) => Math.max(...getComputedStyle(el).transitionDuration.split(',').map((d) => parseFloat(d))));
    };
    await gotoReady(page, '/group-fitness');
    expect(await duration()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toBeLessThan(0.01);
  });

  test('starts at the top when opened from the scrolled home page', async ({ page }) => {
    await gotoReady(page, '/');
    await page.locator('#services').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('[data-testid="service-card"][data-slug="athletic-performance"]').getByTestId('service-learn-more').click();
    await expect(page).toHaveURL(/\/athletic-performance-training-delta$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back to Home lands on / with the services section in view', async ({ page }) => {
    await gotoReady(page, '/prenatal-postnatal');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByTestId('back-to-home').click();
    await expect(page).toHaveURL(/\/(#services)?$/);
    await expect(page.locator('#services')).toBeInViewport();
  });
});

test.describe('online coaching (spec 2.5)', () => {
  for (const p of ['/online-personal-training-coach', '/online-coaching']) {
    test(`${p}: details, price range and the three packages`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Fitness Coaching');
      await expect(page.getByTestId('back-to-home')).toHaveAttribute('href', '/#services');
      const tiles = page.getByTestId('info-tiles');
      await expectTile(tiles, 'Duration', '30-60 mins');
      await expectTile(tiles, 'Group Size', '1-on-1');
      await expectTile(tiles, 'Experience', 'All Levels');
      await expect(page.getByTestId('price-range')).toContainText('$150 - $300/month');
      await expect(page.locator('#how-it-works li')).toHaveCount(coaching.howItWorks.length);

      const cards = page.getByTestId('coaching-package');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Limited Access', 'Full Access', '3 Months Transformation Full Access']);
      await expect(cards.locator('.price')).toHaveText(['$150/month', '$250/month', '$600/3 months']);
      await expect(page.getByTestId('most-popular')).toHaveCount(1);
      await expect(cards.nth(1).getByTestId('most-popular')).toHaveText('Most Popular');
      await expect(cards.nth(1)).toHaveAttribute('data-popular', 'true');
      for (let i = 0; i < 3; i++) {
        const link = cards.nth(i).getByRole('link', { name: /Sign Up Now/ });
        await expect(link).toHaveAttribute('href', coaching.packages[i].link);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  }

  test('starts at the top and Sign Up Now opens the portal in a new tab', async ({ page, context }) => {
    await context.route('https://portal.forge24fitness.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Portal</title>' }));
    await gotoReady(page, '/online-coaching');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('coaching-package').nth(1).getByRole('link', { name: /Sign Up Now/ }).click()]);
    await expect(popup).toHaveURL(coaching.packages[1].link);
    await popup.close();
  });
});

test.describe('Pilates (spec 2.6)', () => {
  for (const p of ['/pilates-classes-surrey-delta', '/pilates']) {
    test(`${p}: intro, 8 benefits, the service, booking block and 10 FAQ`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pilates.heading);
      await expect(page.getByTestId('pilates-page')).toContainText(pilates.intro);
      await expect(page.getByRole('img', { name: pilates.imageAlt })).toBeVisible();

      const benefits = page.getByTestId('pilates-benefits').getByRole('listitem');
      await expect(benefits).toHaveCount(8);
      await expect(benefits).toHaveText(pilates.benefits);

      const service = page.getByTestId('pilates-service');
      await expect(service).toContainText('From $65/session');
      await expect(service).toContainText('60 mins');
      await expect(service).toContainText('1-on-1 or 1-on-3');
      await expect(page.locator('#sessions h3')).toHaveText(pilates.sessionTypes.map((s) => s.title));

      const block = page.locator('#book-pilates');
      await expect(block.getByRole('heading', { level: 2 })).toHaveText('Book Your Pilates Session');
      await expect(block.getByRole('link', { name: /604-555-0142/ })).toHaveAttribute('href', 'tel:+16045550142');
      await expect(block.getByRole('link', { name: /info@forge24fitness\.example/ })).toHaveAttribute('href', 'mailto:info@forge24fitness.example');
      await expect(block.getByRole('link', { name: 'Book Your Session' })).toHaveAttribute('href', '/book-appointment-surrey');
      const form = block.getByRole('form', { name: 'Pilates consultation request' });
      await expect(form).toBeVisible();
      await expect(form.locator('input[name="service"]')).toHaveValue('Pilates');

      const questions = page.getByTestId('faq-accordion').getByRole('button');
      await expect(questions).toHaveCount(10);
      await expect(questions).toHaveText(pilates.faq.map((f) => f.question));
      const [faqLd] = await jsonLdOfType(page, 'FAQPage');
      expect(faqLd.mainEntity.map((q) => q.name)).toEqual(pilates.faq.map((f) => f.question));
    });
  }

  test('the Pilates FAQ opens one answer at a time and collapses', async ({ page }) => {
    await gotoReady(page, '/pilates');
    await expectOneOpenAtATime(page.getByTestId('faq-accordion'));
  });
});

test.describe('FAQ page (spec 2.11)', () => {
  const categories = [...new Set(faq.items.map((i) => i.category))];

  for (const p of ['/gym-faq-surrey-delta', '/faq']) {
    test(`${p}: every question grouped by the 14 categories, with an index`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
      expect(categories).toHaveLength(14);
      const groups = page.getByTestId('faq-category');
      await expect(groups).toHaveCount(14);
      await expect(groups.getByRole('heading', { level: 2 })).toHaveText(categories);
      for (const [i, category] of categories.entries()) {
        const expected = faq.items.filter((q) => q.category === category).map((q) => q.question);
        await expect(groups.nth(i).getByRole('button')).toHaveText(expected);
      }
      await expect(page.locator('[data-testid="faq-category"] button[aria-expanded]')).toHaveCount(faq.items.length);
      await expect(page.getByTestId('faq-total')).toHaveText(`${faq.items.length} answers in 14 topics`);

      const index = page.getByRole('navigation', { name: 'Topics' }).getByRole('link');
      await expect(index).toHaveCount(14);
      const [faqLd] = await jsonLdOfType(page, 'FAQPage');
      expect(faqLd.mainEntity).toHaveLength(faq.items.length);
      expect(faqLd.mainEntity.map((q) => q.name)).toEqual(faq.items.map((q) => q.question));
    });
  }

  test('one answer open across the whole page, collapsible', async ({ page }) => {
    await gotoReady(page, '/faq');
    const groups = page.getByTestId('faq-category');
    const a = groups.nth(0).getByRole('button').nth(0);
    const b = groups.nth(0).getByRole('button').nth(1);
    const c = groups.nth(6).getByRole('button').nth(0);
    await a.click();
    await expect(a).toHaveAttribute('aria-expanded', 'true');
    await b.click();
    await expect(b).toHaveAttribute('aria-expanded', 'true');
    await expect(a).toHaveAttribute('aria-expanded', 'false');
    await c.click();
    await expect(c).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('button[aria-expanded="true"][aria-controls^="faq-"]')).toHaveCount(1);
    await expect(page.locator(`[id="${await c.getAttribute('aria-controls')}"]`)).toBeVisible();
    await expect(page.locator(`[id="${await b.getAttribute('aria-controls')}"]`)).toBeHidden();
    await c.click();
    await expect(page.locator('button[aria-expanded="true"][aria-controls^="faq-"]')).toHaveCount(0);
  });

  test('keyboard: Enter and Space toggle the questions', async ({ page }) => {
    await gotoReady(page, '/faq');
    const q = page.getByTestId('faq-category').nth(1).getByRole('button').nth(0);
    await q.focus();
    await page.keyboard.press('Space');
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(q).toHaveAttribute('aria-expanded', 'false');
  });

  test('the topic index jumps to its category', async ({ page }) => {
    await gotoReady(page, '/faq');
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: /Pre & Post Natal/ }).click();
    await expect(page).toHaveURL(/#faq-pre-post-natal$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pre & Post Natal' })).toBeInViewport();
  });
});

test.describe('booking page (spec 2.12)', () => {
  test.beforeEach(async ({ page }) => {
    // The portal's host script is a third party and there is no network in tests: answer it locally.
    await page.route(PORTAL_HOST, (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__portalHostLoaded = typeof window.jQuery;' }));
  });

  test('banner, four tiles, the calendar button and the trouble note', async ({ page }) => {
    await gotoReady(page, '/book-appointment-surrey');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.heading);
    const banner = page.getByTestId('icbc-banner');
    await expect(banner).toContainText('approved ICBC vendor');
    await expect(banner).toContainText(booking.banner);

    const tiles = page.getByTestId('booking-tile');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText([
      'Personal Training Consultation',
      'Gym Tour',
      'Physiotherapy Initial Assessment',
      'Kinesiology Initial Assessment',
    ]);
    await expect(tiles.nth(0)).toContainText('Free');

    const calendar = page.getByRole('link', { name: /Open Booking Calendar/ });
    await expect(calendar).toHaveAttribute('href', settings.links.bookingCalendar);
    expect(new URL((await calendar.getAttribute('href')) as string).searchParams.get('logo')).toBe('0');
    await expect(calendar).toHaveAttribute('target', '_blank');
    await expect(calendar).toHaveAttribute('rel', 'noopener noreferrer');

    const note = page.getByTestId('booking-trouble');
    await expect(note).toContainText('Having trouble booking online?');
    await expect(note.getByRole('link', { name: '604-555-0142' })).toHaveAttribute('href', 'tel:+16045550142');
    await expect(note.getByRole('link', { name: 'info@forge24fitness.example' })).toHaveAttribute('href', 'mailto:info@forge24fitness.example');
  });

  test('loads jQuery from our own origin, then the portal script, and removes both on leaving', async ({ page, baseURL }) => {
    await gotoReady(page, '/book-appointment-surrey');
    const jq = page.locator('script[data-booking-script="jquery"]');
    const host = page.locator('script[data-booking-script="portal-host"]');
    await expect(jq).toHaveCount(1);
    await expect(host).toHaveCount(1);
    const jqSrc = await jq.evaluate((el: HTMLScriptElement) => el.src);
    expect(new URL(jqSrc).origin).toBe(new URL(baseURL as string).origin);
    expect(jqSrc).toMatch(/\/vendor\/jquery-3\.[\d.]+\.min\.js$/);
    expect(await host.evaluate((el: HTMLScriptElement) => el.src)).toBe(PORTAL_HOST);
    // jQuery ran first: the host script saw it.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __portalHostLoaded?: string }).__portalHostLoaded)).toBe('function');
    const res = await page.request.get(jqSrc);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);

    const otherScripts = await page.locator('script[src]:not([data-booking-script])').count();
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByTestId('back-to-home').click();
    await expect(page).toHaveURL(/\/(#services)?$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.locator('script[data-booking-script]')).toHaveCount(0);
    // Only our two elements went: the site's own scripts are all still there.
    expect(await page.locator('script[src]:not([data-booking-script])').count()).toBeGreaterThanOrEqual(otherScripts);
  });

  test('scripts load again when coming back, once each', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator('script[data-booking-script]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.heading);
    await expect(page.locator('script[data-booking-script="jquery"]')).toHaveCount(1);
    await expect(page.locator('script[data-booking-script="portal-host"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('no other page loads the booking scripts', async ({ page }) => {
    for (const p of ['/faq', '/pilates', '/personal-training']) {
      await gotoReady(page, p);
      await expect(page.locator('script[data-booking-script]')).toHaveCount(0);
    }
  });
});
