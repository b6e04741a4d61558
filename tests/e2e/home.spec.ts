import { test, expect, gotoReady, gotoOffer, gotoPaused, runUntil, wheelBy, wheelTo } from './fixtures';
import { remaining } from '../../src/lib/countdown';

const TARGET = Date.parse('2026-01-14T23:59:59-08:00');

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero photo and the facility photos are shown from the HTML alone', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#home picture img');
    await expect(hero).toBeVisible();
    const shown = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1';
    await expect.poll(() => hero.evaluate(shown)).toBe(true);
    const first = page.getByTestId('facility-carousel').locator('picture img').first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate(shown)).toBe(true);
  });
});

test.describe('home page: hero', () => {
  test('shows the four claims and the five buttons', async ({ page }) => {
    await gotoReady(page, '/');
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    for (const claim of ['7,000+', 'Members Helped', '13,000', 'Sqft Gym', '24/7', 'Hours', '500', 'Membership Cap']) {
      await expect(hero.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(hero.getByRole('link', { name: 'Gym Membership' })).toHaveAttribute('href', '#membership');
    const trial = hero.getByRole('link', { name: /3 Day Trial Pass/ });
    await expect(trial).toHaveAttribute('target', '_blank');
    await expect(trial).toHaveAttribute('href', /portal\.forge24fitness\.example/);
    const physio = hero.getByRole('link', { name: /Physiotherapy Assessment/ });
    await expect(physio).toHaveAttribute('target', '_blank');
    await expect(physio).toHaveAttribute('href', /physio\.forge24fitness\.example/);
    await expect(hero.getByRole('link', { name: 'Personal Training Consultation' })).toHaveAttribute('href', '/consultation');
    await hero.getByRole('link', { name: 'Our Facility' }).click();
    await expect(page.locator('#facility')).toBeInViewport();
  });

  test('Personal Training Consultation opens the consultation page', async ({ page }) => {
    await gotoReady(page, '/');
    await page.locator('#home').getByRole('link', { name: 'Personal Training Consultation' }).click();
    await expect(page).toHaveURL(/\/consultation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('has every home section with its anchor', async ({ page }) => {
    await gotoReady(page, '/');
    for (const id of ['home', 'about', 'membership', 'facility', 'services', 'consultation', 'testimonials', 'social', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByTestId('business-info')).toBeVisible();
  });
});

test.describe('home page: expansion banner and countdown', () => {
  test('the pre-rendered page shows 90 days before the first tick', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('EXPANSION OPENING THIS FALL!');
    const timer = (html.match(/data-testid="countdown">[\s\S]*?<\/dl>/)?.[0] ?? '').replace(/<style[\s\S]*?<\/style>/g, '');
    expect(timer.replace(/^[^>]*>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()).toBe('Days 90 Hours 00 Minutes 00 Seconds 00');
  });

  test('counts down every second toward 14 January 2026 23:59:59', async ({ page }) => {
    const start = TARGET - ((12 * 24 + 5) * 3600 + 6 * 60 + 40) * 1000;
    await gotoPaused(page, '/', start);
    const timer = page.getByTestId('countdown');
    // The countdown ticks once it is near the screen (its island: src/islands/registry), as a visitor reads it.
    await timer.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="countdown"][data-island-ready]', { state: 'attached' });
    const unit = (u: string) => timer.locator(`[data-unit="${u}"] dd`);
    const shown = async () => [await unit('days').textContent(), await unit('hours').textContent(), await unit('minutes').textContent(), await unit('seconds').textContent()].join(':');
    const expected = (now: number) => {
      const r = remaining(TARGET, now);
      return [String(r.days), ...[r.hours, r.minutes, r.seconds].map((n) => String(n).padStart(2, '0'))].join(':');
    };
    // The interval ticks once a second from when the countdown started: after one more second of fake time
    // the display is what was left at the last tick.
    await page.clock.runFor(1000);
    const t1 = await page.evaluate(() => Date.now());
    expect([expected(t1), expected(t1 - 999)]).toContain(await shown());
    expect(await shown()).toMatch(/^12:05:06:\d\d$/);
    const before = await shown();
    await page.clock.runFor(1000);
    const after = await shown();
    expect(Number(before.slice(-2)) - Number(after.slice(-2))).toBe(1);
    await page.clock.runFor(5000);
    expect(Number(after.slice(-2)) - Number((await shown()).slice(-2))).toBe(5);
  });

  test('shows zeros at and after the target', async ({ page }) => {
    await page.clock.install({ time: TARGET + 5000 });
    await gotoReady(page, '/');
    const timer = page.getByTestId('countdown');
    await timer.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="countdown"][data-island-ready]', { state: 'attached' });
    await page.clock.runFor(1500);
    await expect(timer).toHaveText(/Days\s*0\s*Hours\s*00\s*Minutes\s*00\s*Seconds\s*00/);
  });
});

test.describe('home page: about', () => {
  test('shows years, size, the five stat tiles and the eight-point Why Choose list', async ({ page }) => {
    await gotoReady(page, '/');
    const about = page.locator('#about');
    await expect(about).toContainText('8+ years');
    await expect(about).toContainText('13,500 sq ft');
    for (const [value, label] of [
      ['15+', 'Certified Trainers'],
      ['2+', 'Physiotherapists'],
      ['1000s+', 'Lives Changed'],
      ['100s+', 'Success Stories'],
      ['8+', 'Years'],
    ]) {
      await expect(about.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
      await expect(about.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(about.getByRole('heading', { name: /Why Choose/ })).toBeVisible();
    await expect(about.getByRole('heading', { name: /Why Choose/ }).locator('xpath=following-sibling::ul[1]/li')).toHaveCount(8);
  });

  test('the 12-photo tour opens a lightbox with its caption; button, backdrop and Escape close it', async ({ page }) => {
    await gotoReady(page, '/');
    const photos = page.getByTestId('tour-photo');
    await expect(photos).toHaveCount(12);
    const third = photos.nth(2);
    const label = (await third.getAttribute('aria-label'))?.replace('Open photo: ', '') ?? '';
    await third.click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    await expect(box.locator('figcaption')).toHaveText(label);
    await box.getByRole('button', { name: 'Close photo' }).click();
    await expect(box).toBeHidden();
    await expect(third).toBeFocused();

    await photos.nth(5).click();
    await expect(box).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(box).toBeHidden();

    await photos.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(photos.nth(0)).toBeFocused();
  });

  test('the page behind the lightbox stays where it was, open and closed', async ({ page }) => {
    await gotoReady(page, '/');
    const photo = page.getByTestId('tour-photo').nth(4);
    await photo.scrollIntoViewIfNeeded();
    // Where the window is and where the photo is on the screen: the reader's place (the page's full height may
    // change while it is open, as parts far below are rendered by the browser: src/startup/render-on-approach).
    const where = async () => ({ y: await page.evaluate(() => window.scrollY), photo: await photo.evaluate((el) => el.getBoundingClientRect().top) });
    const before = await where();

    await photo.click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    expect(await where(), 'while the photo is open').toEqual(before);

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    expect(await where(), 'after closing').toEqual(before);
  });
});

test.describe('home page: promo popup', () => {
  test.use({ showPromo: true });

  const openHome = (page: import('@playwright/test').Page) => gotoOffer(page, '/', Date.parse('2026-11-22T10:00:00Z'));

  test('appears after 5 seconds with the code and the offer terms, and closes', async ({ page }) => {
    const start = await openHome(page);
    const popup = page.getByTestId('promo-popup');
    await runUntil(page, start, 4800);
    await expect(popup).toBeHidden();
    await runUntil(page, start, 5100);
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('promo-code')).toHaveText('20%OFF4M');
    await expect(popup).toContainText('20% off your first 4 months');
    await expect(popup).toContainText('Up to $75 in savings');
    await expect(popup).toContainText('New members only');
    await expect(popup).toContainText('Cannot be combined with other offers');
    await popup.getByRole('button', { name: 'Close offer' }).click();
    await expect(popup).toBeHidden();
    // Closed stays closed for the rest of the visit.
    await page.clock.resume();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.clock.fastForward(6000);
    await expect(popup).toBeHidden();
  });

  test('copy puts the code on the clipboard, toasts, and shows "Copied!" for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await runUntil(page, await openHome(page), 5100);
    const popup = page.getByTestId('promo-popup');
    await popup.getByRole('button', { name: /Copy code/ }).click();
    await expect(popup.getByRole('button', { name: 'Copied' })).toHaveText(/Copied!/);
    // The toast shows above the open popup.
    await expect(popup.getByTestId('toast-title').filter({ hasText: 'Promo Code Copied!' })).toBeVisible();
    await expect(popup.getByTestId('toast-text').first()).toContainText('20%OFF4M');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('20%OFF4M');
    await page.clock.runFor(1800);
    await expect(popup.getByRole('button', { name: 'Copied' })).toHaveText(/Copied!/);
    await page.clock.runFor(300);
    await expect(popup.getByRole('button', { name: /Copy code/ })).toHaveText(/Copy/);
  });

  test('a failed copy says so and asks to copy manually', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    });
    await runUntil(page, await openHome(page), 5100);
    await page.getByTestId('promo-popup').getByRole('button', { name: /Copy code/ }).click();
    await page.clock.resume();
    await expect(page.getByTestId('toast-title').filter({ hasText: 'Copy Failed' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Copy Failed' })).toContainText('copy the code manually: 20%OFF4M');
  });

  test('closed with Escape, the next Tab goes on where the visitor is reading, not where the popup sits', async ({ page }) => {
    await openHome(page);
    const heading = page.locator('#membership h2');
    const height = page.viewportSize()?.height ?? 800;
    await wheelTo(page, heading);
    // Then half a screen on, so that Memberships fills the screen under the bar.
    await wheelBy(page, height / 2);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(height / 4);
    await page.clock.runFor(5100);
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible();
    const read = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    expect(await focused.evaluate((el) => el.closest('section')?.id)).toBe('membership');
    expect(await page.evaluate(() => window.scrollY)).toBe(read);
  });

  test('claim scrolls to membership and closes the popup', async ({ page }) => {
    await runUntil(page, await openHome(page), 5100);
    const popup = page.getByTestId('promo-popup');
    await popup.getByRole('button', { name: 'Claim Offer' }).click();
    await expect(popup).toBeHidden();
    await page.clock.resume();
    await expect(page.locator('#membership')).toBeInViewport();
  });
});

test.describe('home page: business information', () => {
  test('shows the record and loads the map only when asked', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
    });
    await page.route(/google\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await gotoReady(page, '/');
    const info = page.getByTestId('business-info');
    await info.scrollIntoViewIfNeeded();
    await expect(info).toContainText('7488 Scott Road');
    await expect(info.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('target', '_blank');
    expect(thirdParty).toEqual([]);
    await info.getByRole('button', { name: 'Show Map' }).click();
    await expect(info.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
  });
});
