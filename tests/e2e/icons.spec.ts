import type { Page } from '@playwright/test';
import { test, expect, gotoReady, isPhone, stubPortal } from './fixtures';
import { LONG_PATHS } from './routes';

/**
 * Every icon a visitor sees is drawn: the page's styles hold the drawings of the icons it renders, and of
 * the ones its menu, photo viewer and offer show when opened, so none waits for the drawings' chunk
 * (src/components/ui/icon-loader.ts); a page reached by a link fetches the drawings it lacks.
 */

/** The visible icons with no drawing (their `--icon` is empty), by class. */
async function undrawn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGElement>('svg.lucide')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).getPropertyValue('--icon').trim() === '')
      .map((el) => el.getAttribute('class') ?? ''),
  );
}

/** The requests for the drawings' chunk the page has made so far. */
function watchDrawingsChunk(page: Page): () => string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/icon-drawings-[0-9a-f]+\.js$/.test(r.url())) asked.push(r.url());
  });
  return () => asked;
}

test.describe('icons are drawn from the page\'s own styles', () => {
  for (const path of [...LONG_PATHS, '/pa', '/hi/gym-faq-surrey-delta']) {
    test(`every icon on ${path} (on the phone, the open menu's too), without fetching a drawing`, async ({ page }) => {
      const asked = watchDrawingsChunk(page);
      await stubPortal(page);
      await gotoReady(page, path);
      expect(await undrawn(page)).toEqual([]);
      if (isPhone(page)) {
        await page.locator('button[aria-controls="mobile-menu"]').click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        expect(await undrawn(page)).toEqual([]);
      }
      expect(asked()).toEqual([]);
    });
  }

  test('the photo viewer\'s close, without fetching a drawing', async ({ page }) => {
    const asked = watchDrawingsChunk(page);
    await gotoReady(page, '/');
    await page.getByTestId('tour-photo').first().click();
    await expect(page.getByTestId('lightbox')).toBeVisible();
    expect(await undrawn(page)).toEqual([]);
    expect(asked()).toEqual([]);
  });

  test.describe('the offer popup', () => {
    test.use({ showPromo: true });
    test('its close and copy icons, without fetching a drawing', async ({ page }) => {
      const asked = watchDrawingsChunk(page);
      await gotoReady(page, '/');
      await expect(page.getByTestId('promo-popup')).toBeVisible({ timeout: 15_000 });
      expect(await undrawn(page)).toEqual([]);
      expect(asked()).toEqual([]);
    });
  });

  test('a page reached by a link fetches the drawings it lacks, and draws them', async ({ page }) => {
    const asked = watchDrawingsChunk(page);
    await gotoReady(page, '/gym-faq-surrey-delta');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Trainers', exact: true }).first().click();
    await expect(page).toHaveURL(/\/certified-personal-trainers-surrey$/);
    await expect(page.locator('svg.lucide-award').first()).toBeVisible();
    await expect.poll(() => undrawn(page)).toEqual([]);
    expect(asked()).toHaveLength(1);
  });
});
