/**
 * Long pages render on approach (src/lib/render-on-approach): until the page has hydrated, the browser
 * styles and lays out only the parts on or near the screen (the sections after the first, the footer,
 * every trainer's card after the first). Nothing on screen may move because of it, a visitor who scrolls
 * down finds each part rendered when it arrives, and a plain link to a place on the page lands there,
 * with or without JavaScript.
 */
import { test, expect, gotoReady } from './fixtures';

/** Each long page, and a part far below its first screen (something inside it, to see it rendered). */
const LONG_PAGES = [
  { path: '/', far: 'footer a' },
  { path: '/certified-personal-trainers-surrey', far: '[data-testid="trainer-card"] >> nth=-1 >> h2' },
] as const;

/** Whether the browser renders the element now (false while a content-visibility: auto part skips it). */
const rendered = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

for (const path of [...LONG_PAGES.map((p) => p.path), '/gym-faq-surrey-delta']) {
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
}

for (const { path, far } of LONG_PAGES) {
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

test.describe("the FAQ's topics index with the server's HTML alone", () => {
  test.use({ javaScriptEnabled: false });

  test("a topic's link lands on the topic, below the bar, and it stays there", async ({ page }) => {
    await page.goto('/gym-faq-surrey-delta');
    const topic = page.getByTestId('faq-category').nth(-2);
    const name = ((await topic.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByTestId('faq-index').getByRole('link', { name: new RegExp(`^${escaped}`, 'i') }).click();
    // Landed: the topic's top between the fixed bar and the middle of the screen (the page scrolls smoothly).
    const half = (page.viewportSize()?.height ?? 0) / 2;
    const where = async () => {
      const top = await topic.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      return top >= 60 && top < half ? 'landed' : `its top at ${top}px`;
    };
    await expect.poll(where, { message: `the topic "${name}" on screen` }).toBe('landed');
    // Still there a moment later, once anything around it has rendered (no page script to wait on here).
    await page.waitForTimeout(700);
    expect(await where(), `the topic "${name}" still on screen`).toBe('landed');
  });
});
