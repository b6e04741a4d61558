/**
 * The Punjabi and Hindi pages' faces (src/styles/script-font-faces.ts): the page's text is in its script's
 * face from the first paint, even when the font files are slow and the device has no face for the script
 * (this machine has none: a fallback would draw boxes), and nothing moves when the files arrive. Each
 * language's pages link their own script's faces and no other's; an English page none; and the second
 * page a visitor opens in a language downloads no face.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { renderedFonts, responsesUnder } from './checks';

const PAGES = [
  { path: '/pa/', family: 'Noto Sans Gurmukhi', other: 'Noto Sans Devanagari', script: /\p{Script=Gurmukhi}/u },
  { path: '/hi/', family: 'Noto Sans Devanagari', other: 'Noto Sans Gurmukhi', script: /\p{Script=Devanagari}/u },
];

/** A layout shift: its score, when, and what moved (an element's name and its first words). */
interface Shift {
  value: number;
  at: number;
  moved: string[];
}
type Observed = Window & { __shifts?: Shift[]; __facesAtFirstPaint?: string[] };
type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };

/** Records every layout shift of the page's documents, and the script faces' state at the first contentful paint. */
async function observe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Observed;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as ShiftEntry[]) {
        if (e.hadRecentInput) continue;
        const moved = e.sources.map((s) => `${s.node?.nodeName ?? '?'} ${(s.node?.textContent ?? '').slice(0, 40)}`);
        w.__shifts?.push({ value: e.value, at: Math.round(e.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      w.__facesAtFirstPaint = Array.from(document.fonts)
        .filter((f) => f.family.includes('Noto Sans'))
        .map((f) => `${f.family.replace(/["']/g, '')} ${f.weight} ${f.status}`);
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Holds every font file back `ms` milliseconds (a slow phone), and lists the font files the page asks for. */
async function slowFonts(page: Page, ms: number): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/fonts/**', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return asked;
}


for (const { path, family, other, script } of PAGES) {
  test.describe(`${path} in ${family}`, () => {
    test('with the font files 1.5 s late: the script from the first paint, and no layout shift', async ({ page }) => {
      await observe(page);
      await slowFonts(page, 1500);
      await gotoReady(page, path);
      await expect(page.locator('main h1')).toHaveText(script);
      // Until the late files (Oswald) have come and been used, and a moment after.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      });
      const { shifts, faces } = await page.evaluate(() => ({ shifts: (window as Observed).__shifts, faces: (window as Observed).__facesAtFirstPaint }));
      // The rules' faces, and the same bytes as FontFace objects (src/styles/script-font-faces.ts): both weights ready.
      expect(faces?.filter((f) => f.endsWith(' loaded')), 'the script faces at the first paint').toEqual([`${family} 400 loaded`, `${family} 700 loaded`]);
      expect(shifts, 'layout shifts').toEqual([]);
      for (const selector of ['main h1', 'main p']) {
        const fonts = await renderedFonts(page, selector);
        expect(fonts, `${selector}'s letters in ${family}`).toContain(family);
        // A letter missing from the face would be drawn by another face of this machine: all have none of the script.
        expect(fonts.filter((f) => !/^(Oswald|DejaVu Sans|Liberation Sans)/.test(f) && f !== family), `${selector} drawn in other faces`).toEqual([]);
      }
    });

    test("asks for the switcher's name faces from its head, before any of its scripts", async ({ page }) => {
      // Asked for only when the footer is laid out, they would come after the whole page is, and a face
      // that arrives re-lays out every line set in a web font: here all the page's text (LANGUAGE_NAME_LOADER).
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await gotoReady(page, path);
      const names = asked.filter((p) => p.startsWith('/fonts/language-name-')).sort();
      // One face per script, named by its bytes (a second page takes them from the cache, unasked: second-page.spec).
      expect(names).toEqual([expect.stringMatching(/^\/fonts\/language-name-devanagari-[0-9a-f]{16}\.woff2$/), expect.stringMatching(/^\/fonts\/language-name-gurmukhi-[0-9a-f]{16}\.woff2$/)]);
      const firstScript = asked.findIndex((p) => p.endsWith('.js'));
      expect(firstScript, 'a script asked for').toBeGreaterThan(0);
      for (const name of names) expect(asked.indexOf(name), `${name} before ${asked[firstScript]}`).toBeLessThan(firstScript);
    });

    test(`asks for its script's one sheet of faces and no font file of it, and has no ${other}`, async ({ page }) => {
      const asked = await slowFonts(page, 0);
      await gotoReady(page, path);
      const sheet = new RegExp(`^/fonts/${family.toLowerCase().replace(/ /g, '-')}-[0-9a-f]{16}\\.css$`);
      expect(asked.filter((p) => p.includes('noto-sans'))).toEqual([expect.stringMatching(sheet)]);
      const families = await page.evaluate(() => Array.from(document.fonts, (f) => f.family.replace(/["']/g, '')));
      expect(families).toContain(family);
      expect(families).not.toContain(other);
    });
  });
}

for (const { path, family } of PAGES) {
  test(`the second page opened in ${family} downloads no face: its sheet comes from the browser's cache`, async ({ page }) => {
    const responses = await responsesUnder(page, '/fonts/');
    const first = await page.request.get(path);
    const sheetPath = /<link rel="stylesheet" href="(\/fonts\/noto-sans-[^"]+\.css)"/.exec(await first.text())?.[1];
    expect(sheetPath, "the page's link to its faces").toBeTruthy();
    const sheet = await page.request.get(sheetPath as string);
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await gotoReady(page, path);
    const firstLoad = responses.splice(0).filter((r) => r.path === sheetPath);
    expect(firstLoad.map((r) => r.cached), 'the first page fetches the sheet').toEqual([false]);
    expect(firstLoad[0].bytes).toBeGreaterThan(10_000);
    // A new page load, as a link from another site or the address bar gives it.
    await gotoReady(page, `${path}gym-faq-surrey-delta`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const secondLoad = responses.splice(0).filter((r) => r.path.includes('noto-sans'));
    expect(secondLoad.map((r) => r.cached), 'the second page takes the sheet from the cache').toEqual([true]);
    expect(secondLoad.reduce((sum, r) => sum + r.bytes, 0), 'font bytes over the network on the second page').toBe(0);
    expect(await renderedFonts(page, 'main h1'), "the second page's heading in its script's face").toContain(family);
  });
}

test('an English page has no script face and asks for none', async ({ page }) => {
  const asked = await slowFonts(page, 0);
  await gotoReady(page, '/');
  expect(asked.filter((p) => p.includes('noto-sans'))).toEqual([]);
  expect(await page.evaluate(() => Array.from(document.fonts, (f) => f.family).filter((f) => f.includes('Noto Sans')))).toEqual([]);
});

test("the switcher's Punjabi and Hindi names are drawn in a face of their script on an English page, not as boxes", async ({ page }) => {
  await gotoReady(page, '/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toBeVisible();
  // Each script's name face is loaded (from the device's own face, or the site's 1 KB file of those letters).
  await expect
    .poll(() => page.evaluate(() => Array.from(document.fonts, (f) => `${f.family.replace(/["']/g, '')} ${f.status}`).filter((f) => f.startsWith('Language Names'))))
    .toEqual(['Language Names loaded', 'Language Names loaded']);
  expect(await page.evaluate(() => document.fonts.check("16px 'Language Names'", 'ਪੰਜਾਬੀ हिन्दी'))).toBe(true);
});
