import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * A tap during start-up is not dropped: on a phone whose CPU is slowed as a mid-tier phone's
 * is and whose network brings the site's main bundle a little late, the visitor taps a control as soon
 * as the page shows it, before React has taken over the page, and sees the tap take effect once the
 * page is interactive (src/startup/early-taps).
 */
const SLOWDOWN = 6;
/** How late the main bundle arrives: long enough that the tap surely comes first, on any machine. */
const BUNDLE_DELAY_MS = 4000;

/** Loads `path` on a slowed CPU and network and returns as soon as the browser has the first bytes of the page. */
async function openSlowly(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, BUNDLE_DELAY_MS));
    await route.continue();
  });
  // Notes, at the moment of the first click, whether React had taken over the page yet (React marks
  // the element it renders into with a __reactContainer property when it does).
  await page.addInitScript(() => {
    const reactAttached = () => Object.keys(document.getElementById('___gatsby') ?? {}).some((k) => k.startsWith('__reactContainer'));
    window.addEventListener('click', () => (document.documentElement.dataset.tappedWhen = reactAttached() ? 'ready' : 'starting'), { capture: true, once: true });
  });
  await page.goto(path, { waitUntil: 'commit' });
}

/** Taps `control` as a person does, the moment it is visible, and checks that the page was not interactive yet. */
async function tapEarly(page: Page, control: Locator): Promise<void> {
  await control.click();
  await expect(page.locator('html'), 'the tap came before the page was interactive (else this test proves nothing)').toHaveAttribute('data-tapped-when', 'starting');
}

test.describe('a tap during start-up takes effect', () => {
  // The menu button is the phone navigation: this one runs in the phone project only (@phone).
  test('the menu button @phone', async ({ page }) => {
    await openSlowly(page, '/');
    await tapEarly(page, page.getByRole('button', { name: 'Open menu' }));
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Membership', exact: true })).toBeVisible();
  });

  test('a membership tab', async ({ page }) => {
    await openSlowly(page, '/');
    const tab = page.locator('#membership').getByRole('tab').last();
    await tapEarly(page, tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  });

  test("the consultation form's submit", async ({ page }) => {
    await openSlowly(page, '/');
    const form = page.locator('#consultation form');
    await tapEarly(page, form.getByRole('button', { name: 'Book My Free Consultation' }));
    // The form's own check answers, as it does for a tap after start-up: nothing was sent, and it says why.
    const errors = form.getByTestId('form-errors');
    await expect(errors).toBeVisible({ timeout: 30_000 });
    await expect(errors.getByRole('listitem').first()).toHaveText('Name is required');
    await expect(page).toHaveURL(/\/$/);
  });
});
