import type { Page } from '@playwright/test';
import { test, expect, gotoReady, scrollToEndSettled, stubPortal } from './fixtures';
import { contentTextOf, latinRuns } from './leftover-english';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, type LanguageCode } from '../../src/content/languages';
import { localPath } from '../../src/lib/routes';

/**
 * The frame every page shares (skip link, bar, open phone menu, footer, floating buttons) in Punjabi and
 * Hindi: no English left in what a visitor reads there or a screen reader announces, and every button's
 * words fit it at phone and desktop widths.
 */

const FRAME = 'a[href="#main"], header, footer, [data-testid="floating-buttons"]';
const MENU_BUTTON: Record<string, string> = { pa: 'ਮੀਨੂ ਖੋਲ੍ਹੋ', hi: 'मेन्यू खोलें' };

/** The frame's texts and accessible names, outside parts marked as another language. */
function frameTexts(page: Page, language: LanguageCode): Promise<string[]> {
  return page.evaluate(
    ([selector, lang]) => {
      const out: string[] = [];
      const other = (el: Element) => {
        const marked = el.closest('[lang]');
        return !!marked && marked !== document.documentElement && marked.getAttribute('lang')?.split('-')[0] !== lang;
      };
      for (const root of document.querySelectorAll(selector)) {
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (other(el)) continue;
          for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) out.push(n.textContent.trim());
          for (const name of ['aria-label', 'alt', 'title']) {
            const value = el.getAttribute(name)?.trim();
            if (value) out.push(value);
          }
        }
      }
      return out;
    },
    [FRAME, language] as const,
  );
}

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

/** Whole words only: 'Book' is not found in 'Facebook'. */
const inContent = (corpus: string, run: string) => new RegExp(`(?<![A-Za-z])${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(corpus);

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
    const corpus = contentTextOf(language);
    const left = new Set<string>();
    for (const text of await frameTexts(page, language)) for (const run of latinRuns(text)) if (!inContent(corpus, run)) left.add(run);
    expect([...left]).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
  });
}
