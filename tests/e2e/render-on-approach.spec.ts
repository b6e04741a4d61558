/**
 * Long pages render on approach (src/startup/render-on-approach): until the page has hydrated, the browser
 * styles and lays out only the parts on or near the screen (the sections after the first, the footer,
 * every trainer's card and FAQ topic after the first, a service page's sections after its hero), where the head's inline script has marked the page; without
 * JavaScript the page is laid out whole. Nothing on screen may move because of it, a visitor who scrolls
 * down finds each part rendered when it arrives, and a plain link to a place on the page lands there,
 * before the page has hydrated and without JavaScript alike.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady, scrollToEndSettled } from './fixtures';

/** Each long page, and a part far below its first screen (something inside it, to see it rendered). */
const LONG_PAGES = [
  { path: '/', far: 'footer a' },
  { path: '/certified-personal-trainers-surrey', far: '[data-testid="trainer-card"] >> nth=-1 >> h2' },
  { path: '/gym-faq-surrey-delta', far: '[data-testid="faq-category"] >> nth=-1 >> h2' },
  { path: '/personal-trainer-surrey-delta', far: '#faq h2' },
] as const;

/** Whether the browser renders the element now (false while a content-visibility: auto part skips it). */
const rendered = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

/** Scrolls to the page's end as a visitor does, by the wheel, a screen's height at most per turn. */
async function wheelToEnd(page: Page): Promise<void> {
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.8);
  await page.mouse.move(10, 200);
  for (let i = 0; i < 200; i++) {
    const left = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
    if (left <= 1) return;
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(120);
  }
  throw new Error('the wheel did not reach the end of the page in 200 turns');
}

for (const { path } of LONG_PAGES) {
  test(`${path}: nothing on screen moves while the page loads and starts, nor as the visitor scrolls to its end`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      /** What moved, so that a rare shift can be traced: the element, its class or test id, its text, from where to where. */
      const what = ({ node, previousRect, currentRect }: Source) => {
        const el = node instanceof Element ? node : node?.parentElement;
        const name = el ? `${el.tagName}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${el.className}` : '?';
        return `${name} "${(node?.textContent ?? '').trim().slice(0, 30)}" ${box(previousRect)} -> ${box(currentRect)}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: Source[] })[]) {
          shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map(what).join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoReady(page, path);
    // The parts below render as they come near the screen (the browser's own content-visibility), as the
    // visitor's wheel brings them there.
    await wheelToEnd(page);
    await scrollToEndSettled(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
}

/**
 * The page as a visitor has it before it has hydrated, for as long as the test runs: the server's HTML and
 * the head's inline script (src/startup/early-taps, src/startup/render-on-approach), none of the bundles.
 */
async function withoutBundles(page: Page): Promise<void> {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
}

for (const { path, far } of LONG_PAGES) {
  test.describe(`${path} before it has hydrated`, () => {
    test.use({ expectedConsole: /Failed to load resource/ });

    test('a part far below is rendered when the visitor scrolls to it', async ({ page }) => {
      await withoutBundles(page);
      await page.goto(path);
      expect(await rendered(page, far), 'far below the first screen, not rendered yet').toBe(false);
      await page.locator(far).first().scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(page, far), { message: 'rendered once scrolled to' }).toBe(true);
      await expect(page.locator(far).first()).toBeVisible();
    });
  });

  test.describe(`${path} with the server's HTML alone`, () => {
    test.use({ javaScriptEnabled: false });

    test('every part is rendered from the start: nothing is deferred without the script that marks the page', async ({ page }) => {
      await page.goto(path);
      expect(await rendered(page, far)).toBe(true);
    });
  });
}

/**
 * Where `target` is once the page has settled after following a link to it: 'landed' when its top is just
 * below the fixed bar, in the upper half of the screen (the page scrolls smoothly, so this polls), checked
 * again a moment later, once anything around it has rendered (there may be no page script to wait on).
 */
async function expectLanded(page: Page, target: Locator, name: string): Promise<void> {
  const bar = await page.getByTestId('navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  const half = (page.viewportSize()?.height ?? 0) / 2;
  const where = async () => {
    const top = await target.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    return top >= bar - 1 && top < half ? 'landed' : `its top at ${top}px`;
  };
  await expect.poll(where, { message: `"${name}" on screen` }).toBe('landed');
  await page.waitForTimeout(700);
  expect(await where(), `"${name}" still on screen`).toBe('landed');
}

/** The two ways a visitor meets a page before React has it: without JavaScript, and before it has hydrated (no bundles). */
const BEFORE_REACT = [
  ["with the server's HTML alone", () => test.use({ javaScriptEnabled: false })],
  ['before it has hydrated', () => test.use({ expectedConsole: /Failed to load resource/ })],
] as const;

/** The home page's links to its own sections that a visitor can see at this width, one per section. */
async function homeSectionLinks(page: Page): Promise<{ id: string; link: Locator }[]> {
  const hrefs = await page.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found: { id: string; link: Locator }[] = [];
  for (const href of [...new Set(hrefs)]) {
    if (href === '#main') continue; // the skip link: the start of the content, on the first screen
    const link = page.locator(`a[href="${href}"]`).filter({ visible: true }).first();
    if ((await link.count()) > 0) found.push({ id: href.slice(1), link });
  }
  return found;
}

for (const [mode, setUp] of BEFORE_REACT) {
  test.describe(`the home page's links to its sections ${mode}`, () => {
    setUp();

    test('each lands on its section, below the bar, and it stays there', async ({ page }) => {
      if (mode === 'before it has hydrated') await withoutBundles(page);
      await page.goto('/');
      const links = await homeSectionLinks(page);
      expect(links.length, 'links to sections of the page on screen or in the bar').toBeGreaterThan(1);
      // Far ones first, each from the top of the page (a link further down is scrolled to before its click).
      for (const { id, link } of links.reverse()) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await link.click();
        await expectLanded(page, page.locator(`#${id}`), `#${id}`);
      }
    });

    test('a visitor arriving from a link to a section lands on it', async ({ page }) => {
      if (mode === 'before it has hydrated') await withoutBundles(page);
      await page.goto('/#testimonials');
      await expectLanded(page, page.locator('#testimonials'), '#testimonials');
    });
  });
}

for (const [mode, setUp] of BEFORE_REACT) {
  test.describe(`the FAQ's topics index ${mode}`, () => {
    setUp();

    test("a topic's link lands on the topic, below the bar, and it stays there", async ({ page }) => {
      if (mode === 'before it has hydrated') await withoutBundles(page);
      await page.goto('/gym-faq-surrey-delta');
      const topic = page.getByTestId('faq-category').nth(-2);
      const name = ((await topic.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page.getByTestId('faq-index').getByRole('link', { name: new RegExp(`^${escaped}`, 'i') }).click();
      await expectLanded(page, topic, `the topic "${name}"`);
    });
  });
}
