import { test, expect, gotoReady } from './fixtures';
import { responsesUnder } from './checks';

/**
 * The second page a visitor opens runs from what the first brought: the islands' scripts, the headings' faces, and on
 * a Punjabi or Hindi page its script's sheet and the switcher's name faces, are named by their content and kept a
 * year (server/static.ts), so the browser's cache answers without asking the server. Asking costs a round trip
 * per file, and a face confirmed later than 100 ms into the page (`font-display: optional`) leaves that page's
 * headings in the fallback (measured in docs/performance.md; whether a face came in time depends on the machine's
 * load, so this checks the cause: nothing is asked again).
 */
for (const [language, names] of [['', 0], ['/pa', 2], ['/hi', 2]] as const) {
  const faces = names ? ', its script’s sheet and the switcher’s name faces' : '';
  test(`a second page${language ? ` in ${language}` : ''} takes the islands’ scripts${faces} and the headings’ faces from the cache, without asking the server`, async ({ page }) => {
    const scripts = await responsesUnder(page, '/islands/');
    const fonts = await responsesUnder(page, '/fonts/');
    /** Opens a page as a link from another site or the address bar does, and returns what it received (a blank page after it ends its count). */
    const visit = async (path: string) => {
      const from = { scripts: scripts.length, fonts: fonts.length };
      await gotoReady(page, path);
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');
      return [...scripts.slice(from.scripts), ...fonts.slice(from.fonts)];
    };
    const first = new Set((await visit(language || '/')).map((r) => r.path));
    const again = (await visit(`${language}/gym-faq-surrey-delta`)).filter((r) => first.has(r.path));
    const reused = (prefix: string) => new Set(again.filter((r) => r.path.startsWith(prefix)).map((r) => r.path)).size;
    expect(reused('/fonts/oswald'), 'heading faces used again').toBe(2);
    expect(reused('/fonts/language-name-'), 'name faces used again').toBe(names);
    if (names) expect(reused('/fonts/noto-sans-'), 'the script’s sheet used again').toBe(1);
    expect(reused('/islands/'), 'islands’ scripts used again').toBeGreaterThan(5);
    expect(again.filter((r) => !r.cached || r.status !== 200).map((r) => `${r.path} ${r.status}${r.cached ? ' (cache)' : ''}`), 'asked of the server again').toEqual([]);
  });
}
