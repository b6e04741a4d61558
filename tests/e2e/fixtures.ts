import { test as base, expect, type Page } from '@playwright/test';

/**
 * The e2e test fixture: every test fails if the page logs a console error or throws,
 * and `gotoReady` waits until React has hydrated the page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
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

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;
