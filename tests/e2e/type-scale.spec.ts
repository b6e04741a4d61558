/**
 * The first screen of each key page uses at most eight sizes and weights of type (src/styles/theme.ts,
 * typeScale): each one is a font the browser looks up in the page's first layout. Counted from the computed
 * style of every text on the first screen, at phone and desktop width.
 */
import { test, expect, gotoReady } from './fixtures';
import { KEY_PAGES, firstScreenFontPairs } from './type-scale';

test.describe('the type scale on first screens', () => {
  for (const path of KEY_PAGES) {
    test(`${path} shows at most 8 sizes and weights on its first screen`, async ({ page }) => {
      await gotoReady(page, path);
      await page.evaluate(() => document.fonts.ready);
      const pairs = await firstScreenFontPairs(page);
      const list = pairs.map((p) => `${p.family.split(',')[0]} ${p.size} ${p.weight} ("${p.sample}")`);
      expect(pairs.length, list.join('\n')).toBeGreaterThan(2);
      expect(pairs.length, `more than 8 faces on the first screen:\n${list.join('\n')}`).toBeLessThanOrEqual(8);
    });
  }
});
