import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoReady, stubPortal } from './fixtures';
import { LONG_PATHS, ALIASES } from './routes';


/**
 * Every long path at both widths: one h1, no console error or CSP report while the whole page is
 * scrolled through (the fixture fails the test on any), then axe with the WCAG 2.2 A and AA rules.
 */
test.describe('accessibility: axe, WCAG 2.2 A and AA, zero violations, no console errors', () => {
  for (const path of LONG_PATHS) {
    test(path, async ({ page }) => {
      await stubPortal(page);
      await gotoReady(page, path);
      // Scanned as the page is once settled: every part rendered (lib/render-on-approach), so axe can measure contrast everywhere.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-rendered'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      await page.evaluate(() => window.scrollTo(0, 0));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
});

/** The aliases serve the same templates (layout.spec.ts compares their HTML); here they load cleanly in a browser. */
test.describe('aliases load cleanly @phone', () => {
  for (const path of ALIASES) {
    test(path, async ({ page }) => {
      await stubPortal(page);
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});
