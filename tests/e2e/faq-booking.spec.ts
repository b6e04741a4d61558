/**
 * The FAQ page (spec 2.11) and the booking page (spec 2.12), each on its long path and its alias,
 * at 390px and 1280px.
 */
import { test, expect, gotoReady } from './fixtures';
import { content } from './content';
import { jsonLdOfType } from './checks';

const faq = content['faq.yaml'];
const booking = content['booking.yaml'];
const settings = content['settings.yaml'];
const PORTAL_HOST = settings.links.portalHostScript;

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

  test('loads jQuery from our own origin, then the portal script, and the next page has neither', async ({ page, baseURL }) => {
    await gotoReady(page, '/book-appointment-surrey');
    const jq = page.locator('script[data-booking-script="jquery"]');
    const host = page.locator('script[data-booking-script="portal-host"]');
    await expect(jq).toHaveCount(1);
    await expect(host).toHaveCount(1);
    const jqSrc = await jq.evaluate((el) => (el instanceof HTMLScriptElement ? el.src : ''));
    expect(new URL(jqSrc).origin).toBe(new URL(baseURL as string).origin);
    expect(jqSrc).toMatch(/\/vendor\/jquery-3\.[\d.]+\.min\.js$/);
    expect(await host.evaluate((el: HTMLScriptElement) => el.src)).toBe(PORTAL_HOST);
    // jQuery ran first: the host script saw it.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __portalHostLoaded?: string }).__portalHostLoaded)).toBe('function');
    const res = await page.request.get(jqSrc);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);

    await page.getByTestId('back-to-home').click();
    await expect(page).toHaveURL(/\/(#services)?$/);
    await expect(page.locator('script[data-booking-script]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __portalHostLoaded?: string }).__portalHostLoaded)).toBeUndefined();
  });

  test('scripts load again when coming back, once each', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator('script[data-booking-script]')).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.heading);
    await expect(page.locator('script[data-booking-script="jquery"]')).toHaveCount(1);
    await expect(page.locator('script[data-booking-script="portal-host"]')).toHaveCount(1);
  });

  test('no other page loads the booking scripts', async ({ page }) => {
    for (const p of ['/faq', '/pilates', '/personal-training']) {
      await gotoReady(page, p);
      await expect(page.locator('script[data-booking-script]')).toHaveCount(0);
    }
  });
});
