import type { Page } from '@playwright/test';
import { test, expect, gotoReady, scrollToEndSettled, stubPortal } from './fixtures';
import { leftoverEnglish } from './leftover-english';
import { SITE_LANGUAGES, SOURCE_LANGUAGE } from '../../src/content/languages';
import { localPath } from '../../src/lib/routes';

/**
 * The frame every page shares (skip link, bar, open phone menu, footer, floating buttons) in Punjabi and
 * Hindi: no English left in what a visitor reads there or a screen reader announces, and every button's
 * words fit it at phone and desktop widths.
 */

const FRAME = 'a[href="#main"], header, footer, [data-testid="floating-buttons"]';
const MENU_BUTTON: Record<string, string> = { pa: 'ਮੀਨੂ ਖੋਲ੍ਹੋ', hi: 'मेन्यू खोलें' };

/** Words wider than the button or link that holds them (a label that does not fit). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const el of root.querySelectorAll<HTMLElement>('a, button')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (el.scrollWidth > el.clientWidth + 1 || r.right > innerWidth + 1) out.push(`${el.textContent.trim()} (${Math.round(r.width)}px)`);
      }
    }
    return out;
  }, FRAME);
}

// Both projects: the phone (390px, with the phone menu open) and the desktop bar (1280px).
for (const language of SITE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
  test(`the frame in ${language}, menu open on a phone, has no English and its words fit`, async ({ page }) => {
    await stubPortal(page);
    await gotoReady(page, localPath('/gym-faq-surrey-delta', language));
    await scrollToEndSettled(page);
    const burger = page.getByRole('button', { name: MENU_BUTTON[language] });
    if (await burger.isVisible()) {
      await burger.click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    }
    expect(await leftoverEnglish(page, language, FRAME)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
  });
}
