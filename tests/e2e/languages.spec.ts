/**
 * Every page in Punjabi and in Hindi, as a visitor of that language meets it: no English is left in what
 * they read or a screen reader announces (apart from what the translations keep in Latin letters, such as
 * the brand and people's names, and the parts marked lang="en", such as an English post's title), axe finds
 * no WCAG 2.2 A/AA violation, and every control is visible and tappable, the phone menu's too. At phone
 * width every page; at desktop width the pages whose layout differs most from English by the length of
 * their words (the bar with its Services menu, plan cards, cards and forms).
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoOffer, gotoReady, runUntil, scrollToEndSettled, stubPortal } from './fixtures';
import { LONG_PATHS } from './routes';
import { leftoverEnglish } from './leftover-english';
import { axeViolations } from './checks';
import { expectReachable, settle, sweep } from './reachability';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, tagOf, type LanguageCode } from '../../src/content/languages';
import { BLOG_PREFIX, localPath, pathOf } from '../../src/lib/routes';

const TRANSLATED_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE);
/** Blog posts are English unless translated: their pages exist only in English. */
const TRANSLATED_PATHS = LONG_PATHS.filter((p) => !new RegExp(`^${BLOG_PREFIX}/\\d+$`).test(p));
const NOT_FOUND = '/no-such-page';
const WIDE_PATHS = ['/', pathOf('faq'), pathOf('personal-training'), pathOf('trainers'), pathOf('consultation')];

async function open(page: Page, path: string, language: LanguageCode): Promise<void> {
  await stubPortal(page);
  await gotoReady(page, localPath(path, language));
  await expect(page.locator('html')).toHaveAttribute('lang', tagOf(language));
  await settle(page);
}

/** axe and the tap sweep on the page at its top, then with the bar's overlay open (phone menu or Services). */
async function expectUsable(page: Page, where: string, phone: boolean): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await axeViolations(page), where).toEqual([]);
  expectReachable(where, await sweep(page));
  const opener = page.locator(phone ? '[aria-controls="mobile-menu"]' : 'nav button[aria-controls]').first();
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  expectReachable(`${where}, ${phone ? 'menu' : 'Services'} open`, await sweep(page, `[id="${await opener.getAttribute('aria-controls')}"]`));
  await page.keyboard.press('Escape');
}

test.describe('translated pages at phone width @phone', () => {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const path of [...TRANSLATED_PATHS, NOT_FOUND]) {
      test.describe(`${language} ${path}`, () => {
        if (path === NOT_FOUND) test.use({ expectedConsole: /status of 404/ });
        test('no English left over, axe clean, every control tappable', async ({ page }) => {
          await open(page, path, language);
          await scrollToEndSettled(page);
          expect(await leftoverEnglish(page, language)).toEqual([]);
          await expectUsable(page, `${language} ${path}`, true);
        });
      });
    }
  }
});

test.describe('translated pages at desktop width @desktop', () => {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const path of WIDE_PATHS) {
      test(`${language} ${path}: axe clean, every control tappable`, async ({ page }) => {
        await open(page, path, language);
        await scrollToEndSettled(page);
        await expectUsable(page, `${language} ${path}`, false);
      });
    }
  }
});

/**
 * What the home page shows only when asked, in Punjabi and in Hindi: the offer popup (after its delay, its
 * code copied, with its toast) and the tour's photo viewer. No English in either while open.
 */
test.describe('translated home page: the offer popup and the photo viewer have no English @phone', () => {
  test.use({ showPromo: true });
  for (const language of TRANSLATED_LANGUAGES) {
    test(`${language} offer popup and photo viewer`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await stubPortal(page);
      await runUntil(page, await gotoOffer(page, localPath('/', language), Date.parse('2026-11-22T10:00:00Z')), 5100);
      const popup = page.getByTestId('promo-popup');
      await expect(popup).toBeVisible();
      expect(await leftoverEnglish(page, language, 'dialog[open]')).toEqual([]);
      // Copied: the button's "copied" state and the toast's words (the toast host's own controls are the layout's).
      await popup.getByTestId('promo-code').locator('xpath=following-sibling::button').click();
      await expect(popup.getByTestId('toast-title')).toBeVisible();
      const copied = ['[data-testid=promo-code] ~ button', '[data-testid=toast-title]', '[data-testid=toast-text]'];
      expect(await leftoverEnglish(page, language, copied.map((s) => `dialog[open] ${s}`).join(', '))).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      await page.clock.resume();
      await page.getByTestId('tour-photo').nth(2).click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      expect(await leftoverEnglish(page, language, 'dialog[open]')).toEqual([]);
    });
  }
});
