import type { Page } from '@playwright/test';
import { test, expect, gotoReady, stubPortal } from './fixtures';
import { LONG_PATHS } from './routes';
import { settle } from './reachability';

/**
 * Between the two widths the other tests use: the smallest phone in use (320px) and a tablet (820px).
 * A page wider than the screen makes a phone zoom out or scroll sideways, and pushes fixed controls
 * (the menu button, the floating buttons) off to the side.
 */
async function expectNoPageWiderThan(page: Page, width: number): Promise<void> {
  await stubPortal(page);
  for (const path of LONG_PATHS) {
    await gotoReady(page, path);
    await settle(page);
    const wide = await page.evaluate((w) => {
      const sideways = document.documentElement.scrollWidth;
      // The outermost elements that stick out, to say what to fix.
      const culprits = Array.from(document.querySelectorAll<HTMLElement>('main *, footer *, header *'))
        .filter((el) => el.getBoundingClientRect().right > w + 0.5 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > w + 0.5))
        .filter((el) => {
          // Off-screen slides of a carousel are clipped by its viewport: not wider than the screen.
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false;
          return true;
        })
        .slice(0, 3)
        .map((el) => `<${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 30)}"`);
      return { sideways, culprits };
    }, width);
    expect.soft(wide, `${path} at ${width}px`).toEqual({ sideways: width, culprits: [] });
  }
}

for (const [width, height] of [
  [320, 568],
  [820, 1180],
] as const) {
  test.describe(`at ${width}px @phone`, () => {
    test.use({ viewport: { width, height } });

    test('no page is wider than the screen', async ({ page }) => {
      test.setTimeout(180_000);
      await expectNoPageWiderThan(page, width);
    });
  });
}

test.describe('at 320px with the fallback fonts @phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, expectedConsole: /^Failed to load resource: net::ERR_FAILED$/ });

  // font-display: optional: when Oswald does not arrive at once (a slow connection), the headings keep the
  // fallback, which is wider, for the whole visit; a long word must still fit the narrowest screen.
  test('no page is wider than the screen', async ({ page }) => {
    test.setTimeout(180_000);
    await page.route('**/*.woff2', (route) => route.abort());
    await expectNoPageWiderThan(page, 320);
  });
});
