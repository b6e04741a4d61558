/**
 * The home page's HTML stays as light as what it says: at most 120 KB before compression and at most 1,000
 * elements, counted by the browser's own parser with scripts off (so nothing is added after the HTML).
 * Every element and byte is parsed, styled and laid out before the first paint on a phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

const HOME = path.resolve(__dirname, '../../public/index.html');

test.describe('the home page\'s HTML @phone', () => {
  test('is at most 120 KB', () => {
    const bytes = fs.statSync(HOME).size;
    expect(bytes, `public/index.html is ${(bytes / 1000).toFixed(1)} KB`).toBeLessThanOrEqual(120_000);
  });

  test('has at most 1,000 elements', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await context.close();
    expect(elements, `the home page has ${elements} elements`).toBeLessThanOrEqual(1000);
  });
});
