import type { Page } from '@playwright/test';
import { test, expect, gotoReady, isPhone, stubPortal } from './fixtures';
import { LONG_PATHS, ALIASES } from './routes';
import { expectReachable, settle, sweep } from './reachability';

/**
 * As a person sees the page: every visible link, button, form field, summary and tab, on every route at
 * phone and desktop width, is scrolled to the middle of the screen and must be what is painted on top at
 * its own centre (or its label must be). The same inside every overlay a visitor can open. A test that
 * only asked whether an element exists or takes focus passed while the phone menu was painted under the
 * page; this one fails then.
 */

const NOT_FOUND = '/this-page-does-not-exist';



/** Opens the phone menu with a tap, checks everything in it, closes it with the close button. */
async function sweepMobileMenu(page: Page, where: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  expectReachable(`${where}, menu open`, await sweep(page, '#mobile-menu'));
  expectReachable(`${where}, menu open, close button`, await sweep(page, '[aria-controls="mobile-menu"]'));
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
}

/** Opens the desktop Services dropdown with a click, checks its links, closes it with Escape. */
async function sweepServicesDropdown(page: Page, where: string): Promise<void> {
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const list = await services.getAttribute('aria-controls');
  expectReachable(`${where}, Services open`, await sweep(page, `[id="${list}"]`));
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
}

test.describe('every control is visible and tappable, as a person sees it', () => {
  for (const path of [...LONG_PATHS, ...ALIASES, NOT_FOUND]) {
    test.describe(path, () => {
      if (path === NOT_FOUND) test.use({ expectedConsole: /status of 404/ });
      test(path, async ({ page }) => {
        await stubPortal(page);
        await gotoReady(page, path);
        await settle(page);
        expectReachable(path, await sweep(page));
        for (const [position, y] of [
          ['top', 0],
          ['scrolled', 0.5],
        ] as const) {
          await page.evaluate((f) => window.scrollTo({ top: f * (document.documentElement.scrollHeight - innerHeight), behavior: 'instant' }), y);
          if (isPhone(page)) await sweepMobileMenu(page, `${path} (${position})`);
          else await sweepServicesDropdown(page, `${path} (${position})`);
        }
      });
    });
  }
});

test.describe('overlays: every control inside them is visible and tappable', () => {
  test("the bar's language menu @desktop", async ({ page }) => {
    await gotoReady(page, '/');
    await settle(page);
    const languages = page.getByTestId('navbar').getByRole('button', { name: 'Language / ਭਾਸ਼ਾ / भाषा' });
    await languages.click();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    expectReachable('language menu', await sweep(page, `[id="${await languages.getAttribute('aria-controls')}"]`));
    await page.mouse.click(5, 400);
    await expect(languages).toHaveAttribute('aria-expanded', 'false');
  });

  test('the tour lightbox', async ({ page }) => {
    await gotoReady(page, '/');
    await settle(page);
    const photo = page.getByTestId('tour-photo').first();
    await photo.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expectReachable('lightbox', await sweep(page, 'dialog[open]'));
    await dialog.getByRole('button', { name: 'Close photo' }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('the promo popup', () => {
    test.use({ showPromo: true });
    test('as it appears after 5 seconds', async ({ page }) => {
      await gotoReady(page, '/');
      const popup = page.getByTestId('promo-popup');
      await expect(popup).toBeVisible({ timeout: 10_000 });
      expectReachable('promo popup', await sweep(page, '[data-testid="promo-popup"]'));
      await popup.getByRole('button', { name: 'Close offer' }).click();
      await expect(popup).toBeHidden();
    });
  });

  for (const path of ['/gym-faq-surrey-delta', '/personal-trainer-surrey-delta', '/pilates-classes-surrey-delta']) {
    test(`an open FAQ item on ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      await settle(page);
      // The item to open: one whose answer holds a link, if any does, else the last question.
      const id = await page.evaluate(() => {
        const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('main button[aria-expanded="false"][aria-controls]'));
        const withLink = buttons.find((b) => document.getElementById(b.getAttribute('aria-controls') ?? '')?.querySelector('a[href]'));
        return (withLink ?? buttons[buttons.length - 1]).id;
      });
      const item = page.locator(`[id="${id}"]`);
      await item.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`[id="${await item.getAttribute('aria-controls')}"]`)).toBeVisible();
      // The answer opens with a short transition: check its controls where they come to rest, not on the way
      // (swept mid-transition, a link was still moving and the check failed now and then).
      const openItem = `[data-accordion-item]:has([id="${id}"])`;
      await page.locator(openItem).evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      expectReachable(`${path}, FAQ item open`, await sweep(page, openItem));
    });
  }

  test('the membership benefits list, opened', async ({ page }) => {
    await gotoReady(page, '/');
    await settle(page);
    const first = page.locator('#membership').getByTestId('plan-benefits-toggle').first();
    const toggle = page.locator(`[aria-controls="${await first.getAttribute('aria-controls')}"]`);
    await toggle.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expectReachable('membership, benefits open', await sweep(page, '#membership'));
  });
});
