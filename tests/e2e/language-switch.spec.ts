/**
 * The language switcher as a visitor uses it: in the bar on a wide screen, in the open phone menu on a
 * phone, and from the footer by keyboard. Each takes the visitor to the same page in the chosen language
 * at the section they were reading, and that language's page says so (<html lang>).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady, renderedFrame, wheelBy } from './fixtures';

/**
 * Scrolls with the mouse wheel until `section`'s top is just under the bar, as a reader would; each turn
 * is waited until the browser's scrollend (`wheelBy`), and the section's place is read once the page holds
 * still, as a reader looks: parts the scroll brought near take their own height a frame or two after it ends.
 */
async function readSection(page: Page, section: Locator): Promise<void> {
  const topOnceStill = async (): Promise<number> => {
    let top = Number.NaN;
    for (let i = 0; i < 20; i++) {
      await renderedFrame(page);
      const now = (await section.boundingBox())?.y ?? 0;
      if (now === top) return now;
      top = now;
    }
    return top;
  };
  for (let i = 0; i < 40; i++) {
    const top = await topOnceStill();
    if (top > 60 && top < 200) return;
    await wheelBy(page, top - 120);
  }
  throw new Error('could not scroll the section under the bar');
}

/** The section is where the visitor reads: its top in the upper third of the window. */
async function expectReading(page: Page, id: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  const top = async () => (await page.locator(`#${id}`).boundingBox())?.y ?? -1;
  await expect.poll(top, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(top, { timeout: 5000 }).toBeLessThan(height / 3);
}

test('phone: from the open menu to Punjabi, at the plans the visitor was reading @phone', async ({ page }) => {
  await gotoReady(page, '/');
  await readSection(page, page.locator('#membership'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click();
  await expect(page).toHaveURL(/\/pa\/?#membership$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa-CA');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expectReading(page, 'membership');
  await expect(page.locator('footer').getByText('ਪੰਜਾਬੀ')).toHaveAttribute('aria-current', 'true');
});

test('wide screen: from the bar to Hindi, at the FAQ topic the visitor was reading @desktop', async ({ page }) => {
  await gotoReady(page, '/gym-faq-surrey-delta');
  await readSection(page, page.locator('#faq-amenities'));
  // The bar's switcher is a button that opens the three languages; Escape closes it, focus back on it.
  const languages = page.getByTestId('navbar').getByRole('button', { name: 'Language / ਭਾਸ਼ਾ / भाषा' });
  await languages.click();
  await expect(languages).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(languages).toHaveAttribute('aria-expanded', 'false');
  await expect(languages).toBeFocused();
  await languages.click();
  await page.getByTestId('navbar').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/gym-faq-surrey-delta#faq-amenities$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-CA');
  await expectReading(page, 'faq-amenities');
});

test('keyboard: the footer switcher from Punjabi back to English, by Tab and Enter', async ({ page }) => {
  await gotoReady(page, '/pa/gym-faq-surrey-delta');
  const footer = page.locator('footer');
  // Tab from the footer's first link to the switcher, as a keyboard user moves through it.
  await footer.getByRole('link').first().focus();
  for (let i = 0; i < 40 && !(await footer.getByRole('link', { name: 'English' }).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(footer.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gym-faq-surrey-delta(#[\w-]+)?$/);
  expect(new URL(page.url()).pathname).toBe("/gym-faq-surrey-delta");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

/** Where each name of a switcher stands: its box and its bottom border. */
const namesOf = (list: Locator) =>
  list.locator(':scope > li > *').evaluateAll((names) =>
    names.map((name) => ({ top: name.getBoundingClientRect().top, height: name.getBoundingClientRect().height, border: getComputedStyle(name).borderBottomWidth })),
  );

/** Where a link's (or a name's) text starts. */
const textLeftOf = (link: Locator) =>
  link.evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el);
    return Math.round(text.getBoundingClientRect().left);
  });

test('the three names stand in one row, unbordered, the first lined up with the links above, in the footer and the phone menu', async ({ page, isMobile }) => {
  await gotoReady(page, '/');
  const places = [{ list: page.locator('footer').getByRole('list', { name: 'Language / ਭਾਸ਼ਾ / भाषा' }), above: page.locator('footer').getByRole('link', { name: 'Sitemap' }) }];
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    places.push({ list: menu.getByRole('list', { name: 'Language / ਭਾਸ਼ਾ / भाषा' }), above: menu.getByRole('link', { name: 'Contact', exact: true }) });
  }
  for (const { list, above } of places) {
    await list.scrollIntoViewIfNeeded();
    const names = await namesOf(list);
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toEqual({ top: names[0].top, height: names[0].height, border: '0px' });
    expect(await textLeftOf(list.locator(':scope > li > *').first())).toBe(await textLeftOf(above));
  }
});
