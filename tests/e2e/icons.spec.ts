import type { Page } from '@playwright/test';
import { test, expect, gotoReady, isPhone, stubPortal } from './fixtures';
import { LONG_PATHS } from './routes';

/**
 * Every icon a visitor sees is drawn: the page's styles hold the drawings of the icons it renders, and of
 * the ones its menu, photo viewer and offer show when opened, so none waits for the drawings' chunk
 * (src/components/ui/icon-loader.ts); a page reached by a link is a page load of its own, with its own styles.
 */

/** The visible icons with no drawing (their `--icon` is empty), by class. */
async function undrawn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGElement>('svg.lucide')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).getPropertyValue('--icon').trim() === '')
      .map((el) => el.getAttribute('class') ?? ''),
  );
}

/**
 * The scripts holding the drawings' module that the page has fetched so far. Gatsby's bundle names its
 * chunk (icon-drawings-<hash>.js); the islands' bundle names every chunk by its hash alone, so a script is
 * known by a message only that module has.
 */
function watchDrawingsChunk(page: Page): () => Promise<string[]> {
  const seen: Promise<string | null>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    seen.push(
      r.text().then(
        (body) => (/\/icon-drawings-[0-9a-f]+\.js$/.test(r.url()) || body.includes('src/components/ui/icon-drawings.ts') ? r.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(seen)).filter((url): url is string => url !== null);
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
      expect(await asked()).toEqual([]);
    });
  }

  test('the photo viewer\'s close, without fetching a drawing', async ({ page }) => {
    const asked = watchDrawingsChunk(page);
    await gotoReady(page, '/');
    await page.getByTestId('tour-photo').first().click();
    await expect(page.getByTestId('lightbox')).toBeVisible();
    expect(await undrawn(page)).toEqual([]);
    expect(await asked()).toEqual([]);
  });

  test.describe('the offer popup', () => {
    test.use({ showPromo: true });
    test('its close and copy icons, without fetching a drawing', async ({ page }) => {
      const asked = watchDrawingsChunk(page);
      await gotoReady(page, '/');
      await expect(page.getByTestId('promo-popup')).toBeVisible({ timeout: 15_000 });
      expect(await undrawn(page)).toEqual([]);
      expect(await asked()).toEqual([]);
    });
  });

  test('a page reached by a link (a full page load) draws its icons from its own styles, fetching no drawing', async ({ page }) => {
    const asked = watchDrawingsChunk(page);
    await gotoReady(page, '/gym-faq-surrey-delta');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Trainers', exact: true }).first().click();
    await expect(page).toHaveURL(/\/certified-personal-trainers-surrey$/);
    await expect(page.locator('svg.lucide-award').first()).toBeVisible();
    await expect.poll(() => undrawn(page)).toEqual([]);
    expect(await asked()).toEqual([]);
  });
});
