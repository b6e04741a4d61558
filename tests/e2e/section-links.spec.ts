/**
 * The links to a section of the home page outside the bar (the hero's buttons, the social section's
 * "Book Consultation", the footer's Memberships: components/ui/SiteLink's HomeSectionLink) work as the
 * bar's do: on the home page they scroll there and move focus without a history entry; elsewhere they go
 * to the home page's section, by a client-side navigation; and a page reached by one shows its own version.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { content } from './content';

const services = content['services.yaml'].services;

/** Opens the phone menu where the bar shows the burger (below 1280 px). */
async function openMenuIfNarrow(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 1280) return;
  await page.getByRole('button', { name: 'Open menu' }).click();
  // As a visitor, wait until it is open: until then the first visible link of a name is the footer's.
  await expect(page.locator('#mobile-menu')).toBeVisible();
}

test.describe('links to a section of the home page', () => {
  test('on the home page they scroll there and move focus, as the bar’s do', async ({ page }) => {
    await gotoReady(page, '/');
    const entries = await page.evaluate(() => window.history.length);
    await page.locator('#home').getByRole('link', { name: 'Our Facility' }).click();
    await expect(page.locator('#facility')).toBeFocused();
    await expect(page.locator('#facility')).toBeInViewport();
    await expect(page).toHaveURL(/\/#facility$/);
    await page.locator('#social').getByRole('link', { name: /Book/ }).click();
    await expect(page.locator('#consultation')).toBeFocused();
    await expect(page.locator('#consultation')).toBeInViewport();
    await page.locator('footer').getByRole('link', { name: 'Memberships' }).click();
    await expect(page.locator('#membership')).toBeFocused();
    await expect(page.locator('#membership')).toBeInViewport();
    // As with the bar's section links, no history entry per section: Back leaves the page.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
  });

  test('the home page reached from another page has them, in its own version', async ({ page }) => {
    await gotoReady(page, '/faq');
    await openMenuIfNarrow(page);
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/#about$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByTestId('service-card')).toHaveCount(services.length);
    await expect(page.locator('#home').getByRole('link', { name: 'Gym Membership' })).toBeVisible();
    // The footer now belongs to the home page: its Memberships link is a link to the section here.
    await expect(page.locator('footer').getByRole('link', { name: 'Memberships' })).toHaveAttribute('href', '#membership');
    await page.locator('footer').getByRole('link', { name: 'Memberships' }).click();
    await expect(page.locator('#membership')).toBeInViewport();
    await expect(page.locator('#membership')).toBeFocused();
  });

  test('from another page opened first, the bar’s Contact lands on Contact once the forms above it are there', async ({ page }) => {
    // Opened first, the trainers' page has not fetched the home page's form code: the consultation form, above
    // Contact, is empty when the home page is shown, and fills (about 1,100 px) when its code has come.
    await gotoReady(page, '/certified-personal-trainers-surrey');
    await openMenuIfNarrow(page);
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#consultation form')).toBeVisible();
    await expect(page.locator('#contact')).toBeFocused();
    // At rest, Contact's top is at the top of the screen, under the bar (its scroll margin).
    await expect
      .poll(async () => {
        const top = await page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top));
        await page.waitForTimeout(300);
        const again = await page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top));
        return top === again ? top : Number.NaN;
      })
      .toBeGreaterThanOrEqual(0);
    const top = await page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top);
    expect(top, 'Contact at the top of the screen, under the bar').toBeLessThan(200);
  });

  test('leaving the home page, the next page’s footer links to the home page’s section', async ({ page }) => {
    await gotoReady(page, '/');
    await openMenuIfNarrow(page);
    await page.getByRole('link', { name: 'Trainers', exact: true }).first().click();
    await expect(page).toHaveURL(/\/certified-personal-trainers-surrey$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The home page's footer said "#membership"; on this page the link goes to the home page's section.
    const memberships = page.locator('footer').getByRole('link', { name: 'Memberships' });
    await expect(memberships).toHaveAttribute('href', '/#membership');
    await memberships.click();
    await expect(page).toHaveURL(/\/#membership$/);
    await expect(page.locator('#membership')).toBeInViewport();
  });
});
