import { test, expect, gotoReady } from './fixtures';
import { responsesUnder } from './checks';

/**
 * The second page a visitor opens runs from what the first brought: the islands' scripts and the headings' faces
 * are named by their content and kept a year (server/static.ts), so the browser's cache answers without asking the
 * server. Asking costs a round trip per file, and a face confirmed later than 100 ms into the page
 * (`font-display: optional`) leaves that page's headings in the fallback (measured in docs/performance.md; whether a
 * face came in time depends on the machine's load, so this checks the cause: nothing is asked again).
 */
test('a second page takes the islands’ scripts and the headings’ faces from the cache, without asking the server', async ({ page }) => {
  const scripts = await responsesUnder(page, '/islands/');
  const fonts = await responsesUnder(page, '/fonts/');
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  // A new page load, as a link from another site or the address bar gives it.
  await gotoReady(page, '/gym-faq-surrey-delta');
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank'); // the last load's responses are counted as it ends
  const seen = new Set<string>();
  const again = [...scripts, ...fonts].filter((r) => (seen.has(r.path) ? true : (seen.add(r.path), false)));
  const reused = (prefix: string) => new Set(again.filter((r) => r.path.startsWith(prefix)).map((r) => r.path)).size;
  expect(reused('/fonts/oswald'), 'heading faces used again').toBe(2);
  expect(reused('/islands/'), 'islands’ scripts used again').toBeGreaterThan(5);
  expect(again.filter((r) => !r.cached || r.status !== 200).map((r) => `${r.path} ${r.status}${r.cached ? ' (cache)' : ''}`), 'asked of the server again').toEqual([]);
});
