import { test, expect, gotoReady } from './fixtures';
import { renderedFonts, responsesUnder } from './checks';

/**
 * The second page a visitor opens runs from what the first brought: the islands' scripts and the headings' faces
 * are named by their content and kept a year (server/static.ts), so the browser's cache answers without asking the
 * server. Asking costs a round trip per file, and a face confirmed later than 100 ms into the page
 * (`font-display: optional`) leaves that page's headings in the fallback.
 */
test('a second page takes the islands’ scripts and the headings’ faces from the cache, without asking the server', async ({ page }) => {
  const scripts = await responsesUnder(page, '/islands/');
  const fonts = await responsesUnder(page, '/fonts/');
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  // A new page load, as a link from another site or the address bar gives it.
  await gotoReady(page, '/gym-faq-surrey-delta');
  await page.waitForLoadState('networkidle');
  expect(await renderedFonts(page, 'main h1'), "the second page's heading").toContain('Oswald');
  await page.goto('about:blank'); // the last load's responses are counted as it ends
  const seen = new Set<string>();
  const again = [...scripts, ...fonts].filter((r) => (seen.has(r.path) ? true : (seen.add(r.path), false)));
  expect(again.filter((r) => r.path.startsWith('/fonts/oswald')), 'both heading faces, used again').toHaveLength(2);
  expect(again.filter((r) => r.path.startsWith('/islands/')).length, 'islands’ scripts used again').toBeGreaterThan(5);
  expect(again.filter((r) => !r.cached || r.status !== 200).map((r) => `${r.path} ${r.status}${r.cached ? ' (cache)' : ''}`), 'asked of the server again').toEqual([]);
});
