import { test as base, expect, type Locator, type Page } from '@playwright/test';

interface Options {
  /** Let the promo popup appear (it is a modal after 5 s; other tests would have it in their way). */
  showPromo: boolean;
  /**
   * Console errors this test expects (e.g. the browser's own line for a 404 document), as one pattern.
   * Not an array: Playwright reads an array option value as a [value, options] tuple.
   */
  expectedConsole: RegExp | null;
}

/**
 * The e2e test fixture: every test fails if the page logs an unexpected console error or throws,
 * and `gotoReady` waits until React has hydrated the page.
 */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  showPromo: [false, { option: true }],
  expectedConsole: [null, { option: true }],
  consoleErrors: [
    async ({ page, showPromo, expectedConsole }, use) => {
      if (!showPromo) {
        await page.addInitScript(() => {
          try {
            window.sessionStorage.setItem('promo-dismissed', '1');
          } catch {
            // storage unavailable: the popup may show
          }
        });
      }
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !expectedConsole?.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Loads a page under a paused fake clock, advancing it in small steps until React has hydrated,
 * so every timer the page starts runs on time the test controls. Returns the fake time then.
 */
export async function gotoPaused(page: Page, path: string, time: number): Promise<number> {
  // The installed clock runs until paused: start it a minute early, then pause at `time` exactly.
  await page.clock.install({ time: time - 60_000 });
  await page.clock.pauseAt(time);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  for (let i = 0; i < 400; i++) {
    if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) break;
    await page.clock.runFor(50);
  }
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 1000 });
  return page.evaluate(() => Date.now());
}

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;

/** Answers the booking page's external portal script locally (no network in tests). */
export async function stubPortal(page: Page): Promise<void> {
  await page.route(/forge24fitness\.example\/js\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* portal widget */' }));
}

/**
 * Resolves once the browser has painted a frame after everything already queued (React's pending
 * renders run in tasks queued before it): for checking that something did not happen.
 */
export async function renderedFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Loads a page with the offer on a paused clock (gotoPaused), runs the clock until the offer's island has
 * started (2 s after the load: src/islands/registry.ts) and returns the time the page started: the offer
 * opens 5 s from then. Its code comes over the network in real time, so the page's clock is moved on in
 * steps with real time between them, and never past 4 s, however slow the code is to come.
 */
export async function gotoOffer(page: Page, path: string, time: number): Promise<number> {
  const start = await gotoPaused(page, path, time);
  const ready = page.locator('[data-island="promo-popup"][data-island-ready]');
  for (let i = 0; i < 300 && !(await ready.count()); i++) {
    if ((await page.evaluate(() => Date.now())) - start < 4000) await page.clock.runFor(100);
    await page.waitForTimeout(50);
  }
  await expect(ready).toHaveCount(1);
  return start;
}

/** Runs the paused clock until `ms` after `start` (a time gotoPaused returned). */
export async function runUntil(page: Page, start: number, ms: number): Promise<void> {
  await page.clock.runFor(start + ms - (await page.evaluate(() => Date.now())));
}

/**
 * Renders every part of a long page now (src/startup/render-on-approach leaves each to the browser until it
 * comes near the screen): what the page itself does before a jump whose landing depends on the heights above.
 * For checks that read the whole page at once (axe, the reachability sweep).
 */
export async function renderWhole(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-rendered', 'true'));
}

/**
 * Scrolls to the end of the page and waits until it stays there (parts rendered on approach can
 * make the page taller on the way) and every image on screen has finished loading or failed.
 */
export async function scrollToEndSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (window.scrollY < end - 1) {
      window.scrollTo({ top: end, behavior: 'instant' });
      return false;
    }
    const onScreen = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
    });
    return onScreen.every((img) => img.complete);
  });
}

/**
 * Waits until the window has stopped scrolling: a wheel or a smooth scroll is animated, and may start a
 * frame or two after the input, so the position must stay the same over a few readings 100 ms apart.
 */
export async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN;
  let same = 0;
  for (let i = 0; i < 100 && same < 3; i++) {
    await page.waitForTimeout(100);
    const y = await page.evaluate(() => window.scrollY);
    same = y === last ? same + 1 : 0;
    last = y;
  }
}

/**
 * Scrolls with the mouse wheel, as a visitor does, until `target` is in the middle third of the screen
 * (the wheel over the page's middle; steps of at most a screen). Not a script's scrollIntoView: in Chromium
 * 150 that also moves the browser's Tab starting point to the element, which a visitor's scrolling does not.
 * Each step is a `wheelBy`, which waits for the browser's `scrollend`, not for a position that holds over
 * several readings: half the time.
 */
export async function wheelTo(page: Page, target: Locator): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(width / 2, height / 2);
  for (let i = 0; i < 80; i++) {
    const top = await target.evaluate((el) => el.getBoundingClientRect().top);
    if (top > height / 3 && top < (2 * height) / 3) break;
    await wheelBy(page, Math.max(-height * 0.8, Math.min(height * 0.8, top - height / 2)));
  }
  await scrollSettled(page);
}

type Watched = Window & { __scrollEnded?: boolean };

/**
 * One turn of the mouse wheel by `dy` px where the mouse is, waited until the browser's `scrollend` (the
 * wheel's animation has finished, in the window or in whatever the wheel scrolled). A wheel that scrolls
 * nothing has no scrollend: that fails, saying so.
 */
export async function wheelBy(page: Page, dy: number): Promise<void> {
  await page.evaluate(() => {
    const w = window as Watched;
    w.__scrollEnded = false;
    window.addEventListener('scrollend', () => (w.__scrollEnded = true), { once: true, capture: true });
  });
  await page.mouse.wheel(0, dy);
  try {
    await page.waitForFunction(() => (window as Watched).__scrollEnded, undefined, { timeout: 10_000 });
  } catch (error) {
    const y = await page.evaluate(() => window.scrollY);
    throw new Error(`a wheel of ${Math.round(dy)} px scrolled nothing (no scrollend in 10 s; the window is at ${y} px)`, { cause: error });
  }
}
