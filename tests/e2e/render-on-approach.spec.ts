/**
 * Long pages render on approach (src/lib/render-on-approach): until the page has hydrated, the browser
 * styles and lays out only the parts on or near the screen (the sections after the first, the footer,
 * every trainer's card and FAQ topic after the first). Nothing on screen may move because of it, and a
 * visitor who scrolls down finds each part rendered when it arrives, with or without JavaScript.
 */
import { test, expect, gotoReady } from './fixtures';

/** Each long page, and a part far below its first screen (something inside it, to see it rendered). */
const LONG_PAGES = [
  { path: '/', far: 'footer a' },
  { path: '/certified-personal-trainers-surrey', far: '[data-testid="trainer-card"] >> nth=-1 >> h2' },
  { path: '/gym-faq-surrey-delta', far: '[data-testid="faq-category"] >> nth=-1 >> h2' },
] as const;

/** Whether the browser renders the element now (false while a content-visibility: auto part skips it). */
const rendered = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

for (const { path, far } of LONG_PAGES) {
  test(`${path}: nothing on screen moves while the page loads, hydrates and renders the rest`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
          shifts.push(`${entry.value.toFixed(3)} ${(entry.sources ?? []).map((s) => s.node?.nodeName ?? '?').join(',')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoReady(page, path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-rendered'));
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  test.describe(`${path} with the server's HTML alone`, () => {
    test.use({ javaScriptEnabled: false });

    test('a part far below is rendered when the visitor scrolls to it', async ({ page }) => {
      await page.goto(path);
      expect(await rendered(page, far), 'far below the first screen, not rendered yet').toBe(false);
      await page.locator(far).first().scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(page, far), { message: 'rendered once scrolled to' }).toBe(true);
      await expect(page.locator(far).first()).toBeVisible();
    });
  });
}
