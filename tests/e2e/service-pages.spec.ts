/**
 * Service pages (spec 2.4, 2.5, 2.6): the six service pages, online coaching and Pilates, each on its
 * long path and its alias, at 390px and 1280px.
 */
import type { Locator } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { content } from './content';
import { expectOneOpenAtATime, jsonLdOfType } from './checks';

const services = content['services.yaml'].services;
const coaching = content['coaching.yaml'];
const pilates = content['pilates.yaml'];
const booking = content['booking.yaml'];
const PORTAL_HOST = content['settings.yaml'].links.portalHostScript;

const TAGLINE = "At Surrey's biggest gym on Scott Road, serving North Delta residents";

/** Spec 2.4 and 9: each service page's paths, tile values and price. */
const SERVICE_PAGES = [
  { slug: 'personal-training', paths: ['/personal-trainer-surrey-delta', '/personal-training'], name: 'Personal Training', duration: '60 mins', group: '1-on-1', experience: 'All Levels', price: '$60-90/session' },
  { slug: 'group-fitness', paths: ['/group-fitness-classes-surrey', '/group-fitness'], name: 'Group Fitness', duration: '45-60 mins', group: '3-6 People', experience: 'All Levels', price: '$25-35/class' },
  { slug: 'physiotherapy-kinesiology', paths: ['/physiotherapy-kinesiology-surrey-delta', '/physiotherapy-kinesiology'], name: 'Physiotherapy & Kinesiology', duration: '45-60 mins', group: '1-on-1', experience: 'All Levels', price: 'Direct billing available' },
  { slug: 'prenatal-postnatal', paths: ['/prenatal-postnatal-fitness-surrey', '/prenatal-postnatal'], name: 'Pre & Post Natal', duration: '45-60 mins', group: '1-on-1', experience: 'All Levels', price: 'From $70/session' },
  { slug: 'athletic-performance', paths: ['/athletic-performance-training-delta', '/athletic-performance'], name: 'Athletic Performance', duration: '60-90 mins', group: '1-on-1', experience: 'All Levels', price: '$60-110/session' },
  { slug: 'kickboxing-boxing', paths: ['/kickboxing-boxing-gym-surrey', '/kickboxing-boxing'], name: 'Kickboxing & Boxing', duration: '45-60 mins', group: '1-on-1', experience: 'All Levels', price: '$60-90/session' },
];

async function expectTile(tiles: Locator, label: string, value: string): Promise<void> {
  const tile = tiles.locator(`[data-tile="${label}"]`);
  await expect(tile.locator('dt')).toHaveText(label);
  await expect(tile.locator('dd')).toHaveText(value);
}

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
