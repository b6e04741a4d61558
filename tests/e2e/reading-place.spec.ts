/**
 * Nothing a visitor is reading ever moves: opening or closing any overlay (the phone menu, the
 * Services dropdown, the tour lightbox, the offer popup on its own timer) anywhere on a long page leaves what
 * is under the visitor's eyes where it was, while the overlay is open and after it closes; a visitor who
 * scrolls or follows a section link while the page is still starting is not moved afterwards by anything
 * the page does by itself; back and forward restore the place; the offer popup never opens over another
 * overlay the visitor has open.
 *
 * Scrolling is Playwright's own (the mouse wheel, scrollIntoViewIfNeeded), clicks are Playwright's own, and
 * the popup's 5 s timer runs on the page's clock (page.clock), fast-forwarded by the test.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady, isPhone, renderedFrame, scrollSettled, wheelTo } from './fixtures';
import { renderedFonts } from './checks';

/** What a visitor reads far down the FAQ. */
const FAQ_READING = 'main section h2 >> nth=-3';

/** The long pages, each with something far down it that a visitor might be reading. */
const LONG_PAGES = [
  { path: '/', reading: '#testimonials h2' },
  { path: '/certified-personal-trainers-surrey', reading: '[data-testid="trainer-card"] >> nth=9 >> h2' },
  { path: '/personal-trainer-surrey-delta', reading: 'main h2 >> nth=-2' },
  { path: '/gym-faq-surrey-delta', reading: FAQ_READING },
  { path: '/fitness-blog-surrey-delta/1', reading: 'main article h2 >> nth=-1' },
] as const;

/** How far what the visitor reads may move (a rounding of a pixel or two, never a jump). */
const TOLERANCE_PX = 3;

/** The same, when the text above was set in another font on the other visit (a late web font). */
const FONT_CHANGE_TOLERANCE_PX = 8;

/** Where what the visitor is reading is on the screen now (its top, in px from the screen's top). */
const topOf = (target: Locator) => target.evaluate((el) => Math.round(el.getBoundingClientRect().top));

/** Expects `target` still at `top` now, and again after a few frames (anything pending has run). */
async function expectStill(page: Page, target: Locator, top: number, when: string, tolerance = TOLERANCE_PX): Promise<void> {
  await renderedFrame(page);
  await scrollSettled(page);
  const now = await topOf(target);
  expect(Math.abs(now - top), `${when}: what the visitor reads moved from ${top} to ${now} px`).toBeLessThanOrEqual(tolerance);
}

/** Set in Oswald on a good load: the testimonials' heading (Oswald 700) and its link (Oswald 500, a label). */
const OSWALD_SAMPLES = ['#testimonials h2', '#testimonials a[href$="/before-after"]'];

/**
 * Opens `path` and wheels to `target`, with both of the site's Oswald faces used, not their fallbacks.
 * The faces come from the cache after the first page, but on a busy machine a load can still miss one
 * (font-display: optional) and keep its fallback for that weight, whose lines are a pixel or two taller or
 * shorter: two visits to compare must be in the same fonts (Oswald 500 late on the first visit moved the
 * testimonials 13 px on the phone). At most three loads.
 */
async function readInOswald(page: Page, path: string, target: Locator): Promise<void> {
  for (let load = 0; load < 3; load++) {
    await gotoReady(page, path);
    await wheelTo(page, target);
    const fonts = await Promise.all(OSWALD_SAMPLES.map((sample) => renderedFonts(page, sample)));
    // The faces' own names: 'Oswald' (700) and 'Oswald Medium' (500); a fallback is another font's.
    if (fonts.every((f) => f.length > 0 && f.every((name) => /^Oswald( Medium)?$/.test(name)))) return;
  }
  throw new Error(`${path} opened three times without Oswald in ${OSWALD_SAMPLES.join(' and ')}`);
}

type Scrolled = Window & { __scrolls?: number[] };

/** Records, in every document the page loads, where the window was at each scroll event. */
async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Scrolled;
    w.__scrolls = [];
    addEventListener('scroll', () => w.__scrolls?.push(Math.round(scrollY)), { capture: true, passive: true });
  });
}

/**
 * Expects the window to have jumped to the place, not slid there: no position on the way between the
 * top and the place where it ended (a smooth scroll passes through hundreds of them).
 */
async function expectNoSlide(page: Page): Promise<void> {
  const { scrolls, end } = await page.evaluate(() => ({ scrolls: (window as Scrolled).__scrolls ?? [], end: Math.round(scrollY) }));
  const onTheWay = scrolls.filter((y) => y > 100 && y < end - 100);
  expect(onTheWay, `the page slid to the place (${end} px) through ${onTheWay.length} positions`).toEqual([]);
}

/** Opens the overlay a visitor has at this width in the bar: the phone menu, or the Services dropdown. */
async function openBarMenu(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    return menu;
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  const list = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pilates', exact: true });
  await expect(list).toBeVisible();
  return list;
}

async function closeBarMenu(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Close menu' }).click();
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
}

for (const { path, reading } of LONG_PAGES) {
  test(`${path}: opening and closing the bar's menu far down the page leaves the reader's place`, async ({ page }) => {
    await gotoReady(page, path);
    const target = page.locator(reading);
    await wheelTo(page, target);
    const top = await topOf(target);
    const menu = await openBarMenu(page);
    await expectStill(page, target, top, 'with the menu open');
    await closeBarMenu(page);
    await expect(menu).toBeHidden();
    await expectStill(page, target, top, 'after the menu closed');
  });

  test(`${path}: a visitor who scrolls while the page is still starting is not moved when it starts`, async ({ page }) => {
    const held = holdBundles(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const target = page.locator(reading);
    await wheelTo(page, target);
    const top = await topOf(target);
    held.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectStill(page, target, top, 'once the page has started');
  });
}

/** Holds every bundle back until `release()`: the page as a slow phone has it while it starts. */
function holdBundles(page: Page): { release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('the home page', () => {
  test('a visitor who follows a section link while the page is still starting stays there', async ({ page }) => {
    const held = holdBundles(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // A link every width shows: the hero's "View Membership Plans" goes to #membership.
    const link = page.locator('main a[href="#membership"]').first();
    await link.click();
    const target = page.locator('#membership h2');
    await expect.poll(() => topOf(target), { message: 'landed on Membership' }).toBeLessThan(300);
    await scrollSettled(page);
    const top = await topOf(target);
    held.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectStill(page, target, top, 'once the page has started');
  });

  test('back and forward bring the visitor back to the place they were reading', async ({ page }) => {
    await recordScrolls(page);
    // Both visits in the same font (the visit back has Oswald from the cache; a visit in the fallback differs
    // by a few pixels, as in the test after this one).
    const target = page.locator('#testimonials h2');
    await readInOswald(page, '/', target);
    const top = await topOf(target);
    await gotoReady(page, '/gym-faq-surrey-delta');
    const faqTarget = page.locator(FAQ_READING);
    await wheelTo(page, faqTarget);
    const faqTop = await topOf(faqTarget);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await renderedFonts(page, '#testimonials h2'), 'the visit back in Oswald').toEqual(['Oswald']);
    await expectStill(page, target, top, 'after going back');
    await expectNoSlide(page);
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectStill(page, faqTarget, faqTop, 'after going forward');
  });

  test('back brings the visitor to their place when the heading font came late on the first visit', async ({ page }) => {
    // A slow phone: Oswald arrives after the first paint, so that visit keeps the fallback font
    // (font-display: optional) and its headings wrap differently from the visit back, which has Oswald
    // from the cache. The position in pixels differs between the two; the place must not.
    let late = true;
    await page.route(/\/fonts\/.*\.woff2$/, async (route) => {
      if (late) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoReady(page, '/');
    const target = page.locator('#testimonials h2');
    await wheelTo(page, target);
    const top = await topOf(target);
    expect(await renderedFonts(page, '#testimonials h2'), 'the first visit in the fallback').not.toContain('Oswald');
    late = false;
    await gotoReady(page, '/gym-faq-surrey-delta');
    // Oswald is cached now, but font-display: optional lets the browser draw the visit back in the fallback
    // when the face is not ready within its first 100 ms (seen 3 times in 30 with three tests at once, each time
    // with both faces loaded before the first visit was left): then the two visits share a font and this case
    // did not happen, so forward and back again, at most three times, as readInOswald loads a page again.
    let back: string[] = [];
    for (let visit = 0; visit < 3; visit++) {
      if (visit > 0) {
        await page.goForward();
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      }
      await page.goBack();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      back = await renderedFonts(page, '#testimonials h2');
      if (back.join() === 'Oswald') break;
      await expectStill(page, target, top, 'after going back, in the fallback as on the first visit');
    }
    expect(back, 'Oswald from the cache on a visit back').toEqual(['Oswald']);
    // The browser restores the place by the part at the top of the screen. The lines between it and the
    // heading are now set in Oswald, not in the fallback, so they may take a few pixels more or less
    // (4 px at 1280 px wide, 0-3 px at 390 px): the heading is where it was, give or take that.
    await expectStill(page, target, top, 'after going back', FONT_CHANGE_TOLERANCE_PX);
  });

  test('back twice, the first back loading a page again, brings each place back', async ({ page }) => {
    // Home, then a link inside the site (one document, two entries), then a page loaded anew: the first back
    // loads the gallery again, so the second back loads home again on an entry the site has handled itself.
    const link = page.locator('#testimonials').getByRole('link', { name: 'View Transformations' });
    await readInOswald(page, '/', link);
    const homeTop = await topOf(link);
    await link.click();
    await expect(page).toHaveURL(/\/before-after$/);
    const photo = page.getByTestId('transformation').nth(20);
    await wheelTo(page, photo);
    const galleryTop = await topOf(photo);
    await gotoReady(page, '/gym-faq-surrey-delta');
    await page.goBack();
    await expect(page).toHaveURL(/\/before-after$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectStill(page, photo, galleryTop, 'after the first back');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await renderedFonts(page, '#testimonials h2'), 'the visit back in Oswald').toEqual(['Oswald']);
    await expectStill(page, link, homeTop, 'after the second back');
    await page.goForward();
    await expect(page).toHaveURL(/\/before-after$/);
    await expectStill(page, photo, galleryTop, 'after going forward');
  });

  /**
   * Reads the home page far down, leaves it for the FAQ, then opens `path` anew (a new page load, not
   * Back): Gatsby has a position saved for the home page's address by then.
   */
  async function revisitHome(page: Page, path: string): Promise<void> {
    await gotoReady(page, '/');
    await wheelTo(page, page.locator('#testimonials h2'));
    await gotoReady(page, '/gym-faq-surrey-delta');
    await gotoReady(page, path);
    await renderedFrame(page);
    await scrollSettled(page);
  }

  test('a new visit to a page read earlier in the same tab starts at its top', async ({ page }) => {
    await revisitHome(page, '/');
    expect(await page.evaluate(() => window.scrollY), 'the home page opened anew').toBe(0);
  });

  test('a new visit to a section of a page read earlier in the same tab goes to that section', async ({ page }) => {
    await revisitHome(page, '/#membership');
    const top = await topOf(page.locator('#membership'));
    expect(top, 'Membership at the top of the screen, under the bar').toBeGreaterThanOrEqual(0);
    expect(top, 'Membership at the top of the screen, under the bar').toBeLessThan(200);
  });

  test("opening and closing a tour photo far down the page leaves the reader's place", async ({ page }) => {
    await gotoReady(page, '/');
    const photo = page.getByTestId('tour-photo').nth(4);
    await wheelTo(page, photo);
    const top = await topOf(photo);
    await photo.click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    await expectStill(page, photo, top, 'with the photo open');
    await box.getByRole('button', { name: 'Close photo' }).click();
    await expect(box).toBeHidden();
    await expectStill(page, photo, top, 'after the photo closed');
  });
});

test.describe('the offer popup', () => {
  test.use({ showPromo: true });

  /** The home page with the page's clock under the test's hand (it flows until fast-forwarded). */
  async function openHome(page: Page): Promise<void> {
    await page.clock.install();
    await gotoReady(page, '/');
  }

  const popupOf = (page: Page) => page.getByTestId('promo-popup');

  /** Lets the popup's 5 s pass on the page's clock, and a little real time for its code to arrive. */
  async function letTimePass(page: Page): Promise<void> {
    await page.clock.fastForward(6000);
    await page.waitForTimeout(500);
    await renderedFrame(page);
  }

  test('opening on its own timer while the visitor reads far down, it leaves their place, open and closed', async ({ page }) => {
    await openHome(page);
    const target = page.locator('#testimonials h2');
    await wheelTo(page, target);
    const top = await topOf(target);
    await letTimePass(page);
    const popup = popupOf(page);
    await expect(popup).toBeVisible();
    await expectStill(page, target, top, 'with the offer open');
    await popup.getByRole('button', { name: 'Close offer' }).click();
    await expect(popup).toBeHidden();
    await expectStill(page, target, top, 'after the offer closed');
  });

  test('opens whole: the box does not appear empty and grow, nothing on the screen shifts', async ({ page }) => {
    // On the real clock: the offer's code arrives and renders as it would for a visitor.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[]; heights: number[] };
      w.shifts = [];
      w.heights = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shifts.push((e as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
      const sizes = new ResizeObserver((entries) => {
        for (const e of entries) if (e.contentRect.height > 0) w.heights.push(Math.round(e.contentRect.height));
      });
      new MutationObserver(() => {
        const dialog = document.querySelector('[data-testid="promo-popup"]');
        if (dialog) sizes.observe(dialog);
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, '/');
    const before = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);
    await expect(popupOf(page)).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    const seen = await page.evaluate((n) => {
      const w = window as unknown as { shifts: number[]; heights: number[] };
      return { shifts: w.shifts.slice(n), heights: [...new Set(w.heights)] };
    }, before);
    expect(seen.heights, 'the heights the open box had').toHaveLength(1);
    expect(seen.shifts, 'layout shifts as the offer opened').toEqual([]);
  });

  test('still opens after 5 s when nothing else is open', async ({ page }) => {
    await openHome(page);
    await page.clock.fastForward(4000);
    await renderedFrame(page);
    await expect(popupOf(page)).toBeHidden();
    await letTimePass(page);
    await expect(popupOf(page)).toBeVisible();
  });

  test("waits while the bar's menu is open, and opens once it is closed", async ({ page }) => {
    await openHome(page);
    const menu = await openBarMenu(page);
    await letTimePass(page);
    await expect(popupOf(page)).toBeHidden();
    await expect(menu).toBeVisible();
    await closeBarMenu(page);
    await expect(popupOf(page)).toBeVisible();
  });

  test('waits while a tour photo is open, and opens once it is closed', async ({ page }) => {
    await openHome(page);
    // Straight to the photo (the click scrolls to it): the popup's 5 s run from hydration on the page's clock,
    // which keeps real time until letTimePass, and wheeling there took longer than that on a busy machine.
    const photo = page.getByTestId('tour-photo').nth(1);
    await photo.click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    await letTimePass(page);
    await expect(popupOf(page)).toBeHidden();
    await box.getByRole('button', { name: 'Close photo' }).click();
    await expect(box).toBeHidden();
    await expect(popupOf(page)).toBeVisible();
  });
});
