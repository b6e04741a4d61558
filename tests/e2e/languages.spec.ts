import { test, expect, gotoReady, scrollToEndSettled, stubPortal } from './fixtures';
import { LONG_PATHS } from './routes';
import { leftoverEnglish } from './leftover-english';
import { SITE_LANGUAGES, SOURCE_LANGUAGE } from '../../src/content/languages';
import { BLOG_PREFIX, localPath } from '../../src/lib/routes';

const TRANSLATED_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE);
/** Blog posts are English unless translated: their pages exist only in English. */
const TRANSLATED_PATHS = LONG_PATHS.filter((p) => !new RegExp(`^${BLOG_PREFIX}/\\d+$`).test(p));

/**
 * Each page in Punjabi and in Hindi, scrolled through so every part has rendered: no English is left in
 * what a visitor reads or a screen reader announces, apart from what the translations keep in Latin
 * letters (the brand, people's names) and the parts marked lang="en" (English posts' titles).
 */
test.describe('translated pages: no English left over @phone', () => {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const path of [...TRANSLATED_PATHS, '/no-such-page']) {
      test(`${language} ${path}`, async ({ page }) => {
        await stubPortal(page);
        await gotoReady(page, localPath(path, language));
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-rendered'));
        await scrollToEndSettled(page);
        expect(await leftoverEnglish(page, language)).toEqual([]);
      });
    }
  }
});
