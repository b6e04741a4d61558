import { test, expect, gotoReady, scrollToEndSettled, stubPortal } from './fixtures';
import { LONG_PATHS } from './routes';
import { leftoverEnglish } from './leftover-english';
import type { Page } from '@playwright/test';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, type LanguageCode } from '../../src/content/languages';
import { BLOG_PREFIX, localPath } from '../../src/lib/routes';

const TRANSLATED_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE);
/** Blog posts are English unless translated: their pages exist only in English. */
const TRANSLATED_PATHS = LONG_PATHS.filter((p) => !new RegExp(`^${BLOG_PREFIX}/\\d+$`).test(p));

/**
 * Each page in Punjabi and in Hindi, scrolled through so every part has rendered: no English is left in
 * what a visitor reads or a screen reader announces, apart from what the translations keep in Latin
 * letters (the brand, people's names) and the parts marked lang="en" (English posts' titles).
 */
async function expectNoEnglishLeft(page: Page, language: LanguageCode, path: string): Promise<void> {
  await stubPortal(page);
  await gotoReady(page, localPath(path, language));
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-rendered'));
  await scrollToEndSettled(page);
  expect(await leftoverEnglish(page, language)).toEqual([]);
}

test.describe('translated pages: no English left over @phone', () => {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const path of TRANSLATED_PATHS) {
      test(`${language} ${path}`, async ({ page }) => {
        await expectNoEnglishLeft(page, language, path);
      });
    }
  }

  test.describe('the page-not-found page', () => {
    // The browser logs its own line for the 404 answer of the address; nothing else may be logged.
    test.use({ expectedConsole: /status of 404/ });
    for (const language of TRANSLATED_LANGUAGES) {
      test(`${language} /no-such-page`, async ({ page }) => {
        await expectNoEnglishLeft(page, language, '/no-such-page');
      });
    }
  });
});
