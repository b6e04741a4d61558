import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoReady } from './fixtures';
import { LONG_PATHS, ALIASES } from './routes';

/** Answers the booking page's external portal script locally (no network in tests). */
async function stubPortal(page: import('@playwright/test').Page): Promise<void> {
  await page.route(/forge24fitness\.example\/js\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* portal widget */' }));
}

test.describe('accessibility: axe, WCAG 2.2 A and AA, zero violations', () => {
  for (const path of LONG_PATHS) {
    test(`${path}`, async ({ page }) => {
      await stubPortal(page);
      await gotoReady(page, path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});

test.describe('no console errors on any route', () => {
  for (const path of [...LONG_PATHS, ...ALIASES]) {
    test(`${path} loads cleanly`, async ({ page }) => {
      await stubPortal(page);
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
    });
  }
});
