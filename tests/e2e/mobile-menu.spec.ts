import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { sweep } from './reachability';

/**
 * The phone menu as a person uses it, at every width below the desktop bar (1280px): a small phone,
 * the common phone and a tablet, at the top of a page and scrolled down.
 */

const SERVICE_PAGES = ['Personal Training', 'Group Fitness', 'Physiotherapy & Kinesiology', 'Pre & Post Natal', 'Athletic Performance', 'Kickboxing & Boxing', 'Online Coaching', 'Pilates'];

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
}

/** What is painted at a grid of points below the bar: true where it belongs to the open menu. */
function menuCoversScreen(page: Page) {
  return page.evaluate(() => {
    const menu = document.getElementById('mobile-menu');
    const bar = document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().bottom ?? 0;
    const misses: string[] = [];
    for (let x = 5; x < innerWidth; x += (innerWidth - 10) / 4) {
      for (let y = bar + 5; y < innerHeight; y += (innerHeight - bar - 10) / 6) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !menu?.contains(hit)) misses.push(`(${Math.round(x)}, ${Math.round(y)}): ${hit?.tagName ?? 'nothing'}`);
      }
    }
    const r = menu?.getBoundingClientRect();
    return { misses, top: r?.top, bottom: r?.bottom, left: r?.left, right: r?.right, bar, background: menu ? getComputedStyle(menu).backgroundColor : '' };
  });
}

for (const [width, height] of [
  [320, 568],
  [390, 844],
  [820, 1180],
] as const) {
  test.describe(`the phone menu at ${width}px @phone`, () => {
    test.use({ viewport: { width, height } });

    for (const position of ['top', 'scrolled'] as const) {
      test(`covers the screen under the bar, opaque, every item tappable (${position})`, async ({ page }) => {
        await gotoReady(page, '/');
        if (position === 'scrolled') {
          await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
          await expect(page.getByTestId('navbar')).toHaveAttribute('data-scrolled', 'true');
        }
        await openMenu(page);
        const cover = await menuCoversScreen(page);
        expect(cover.misses, 'points under the bar not painted by the menu').toEqual([]);
        expect(cover).toMatchObject({ top: cover.bar, bottom: height, left: 0, right: width });
        expect(cover.background, 'the menu is opaque').toMatch(/^rgb\(/);
        // The bar above the open menu is painted in the menu's own colour, scrolled or not.
        await expect.poll(() => page.getByTestId('navbar').evaluate((el) => getComputedStyle(el, '::before').backgroundColor)).toBe(cover.background);

        const menu = page.locator('#mobile-menu');
        for (const name of SERVICE_PAGES) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(menu.getByRole('list', { name: 'Services' }).getByRole('link')).toHaveCount(8);
        const result = await sweep(page, '#mobile-menu');
        expect(result.checked).toBe(8 + 9 + 2 + 2); // the service pages, the other items, the two buttons, the two other languages
        expect(result.problems).toEqual([]);
      });
    }

    test('scrolls by itself when taller than the screen, while the page behind stays put', async ({ page }) => {
      await gotoReady(page, '/trainers');
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await openMenu(page);
      const menu = page.locator('#mobile-menu');
      const tall = await menu.evaluate((el) => el.scrollHeight > el.clientHeight);
      const box = await menu.boundingBox();
      if (!box) throw new Error('the menu has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      if (tall) {
        await expect.poll(() => menu.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
        // Scrolled to its end, the last item is on screen and tappable.
        await expect(menu.getByRole('link', { name: 'Sign Up Online' })).toBeInViewport({ ratio: 1 });
      }
      // Touch-scrolling the page around the menu is not possible either: the page does not scroll.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.getByRole('button', { name: 'Close menu' }).click();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    });
  });
}

test.describe('closing the phone menu @phone', () => {
  test('the close button closes it and gives focus back to the menu button', async ({ page }) => {
    await gotoReady(page, '/faq');
    await openMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Escape closes it and gives focus back to the menu button', async ({ page }) => {
    await gotoReady(page, '/faq');
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('choosing a section on the home page closes it, scrolls there and gives focus back', async ({ page }) => {
    await gotoReady(page, '/');
    await openMenu(page);
    await page.locator('#mobile-menu').getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.locator('#membership')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('choosing a service page closes it and opens the page', async ({ page }) => {
    await gotoReady(page, '/');
    await openMenu(page);
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pilates', exact: true }).click();
    await expect(page).toHaveURL(/\/pilates-classes-surrey-delta$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
