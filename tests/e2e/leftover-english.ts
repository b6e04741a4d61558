/**
 * Finds English left on a Punjabi or Hindi page: every run of Latin-script words a visitor can read or
 * hear (text, and the alt, aria-label, title and placeholder a screen reader announces) that is neither
 * in that language's content nor on the short allowlist of names the translations keep in Latin letters.
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';
import type { LanguageCode } from '../../src/content/languages';

/** Latin text that stays as it is in every language's pages: the social networks' names. */
const ALLOWED = new Set(['Facebook', 'Instagram']);

const loaded = loadContent(path.resolve(__dirname, '../../content'));

function stringsOf(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

const corpora = new Map<LanguageCode, string>();

/** Every text of a language's content as the pages show it (translations in, facts filled), as one string. */
function contentTextOf(language: LanguageCode): string {
  let text = corpora.get(language);
  if (text === undefined) corpora.set(language, (text = stringsOf(filledDataIn(loaded, language), []).join('\n')));
  return text;
}

/**
 * What a visitor reads or hears on the page (or in the parts the selector `within` matches, e.g. an open
 * dialog), outside the parts marked as another language (lang="en").
 */
async function readableTexts(page: Page, language: LanguageCode, within = 'body'): Promise<string[]> {
  return page.evaluate(([lang, selector]) => {
    const roots = [...document.querySelectorAll(selector)];
    if (!roots.length) throw new Error(`Nothing on the page matches ${selector}`);
    const out: string[] = [];
    const other = (el: Element | null) => {
      const marked = el?.closest('[lang]');
      return !!marked && marked !== document.documentElement && marked.getAttribute('lang')?.split('-')[0] !== lang;
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('script, style, noscript, template') || other(el)) continue;
        const text = n.textContent?.trim();
        if (text) out.push(text);
      }
      for (const el of [root, ...root.querySelectorAll('[alt], [aria-label], [title], [placeholder]')]) {
        if (other(el)) continue;
        for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
          const value = el.getAttribute(name)?.trim();
          if (value) out.push(value);
        }
      }
    }
    return out;
  }, [language, within] as const);
}

/** Runs of Latin-script words ("Close menu", "Book Appointment") in a text. */
function latinRuns(text: string): string[] {
  return text.match(/[A-Za-z][A-Za-z0-9'’&.,:/ -]*[A-Za-z0-9]|[A-Za-z]{2,}/g)?.map((r) => r.trim()).filter((r) => /[A-Za-z]{2}/.test(r)) ?? [];
}

/** The page's (or the `within` part's) Latin runs that are neither in the language's content nor allowed: the English left over. */
export async function leftoverEnglish(page: Page, language: LanguageCode, within?: string): Promise<string[]> {
  const corpus = contentTextOf(language);
  // Whole words only: 'Book' is not allowed by 'Facebook'.
  const inContent = (run: string) => new RegExp(`(?<![A-Za-z])${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(corpus);
  const left = new Set<string>();
  for (const text of await readableTexts(page, language, within)) {
    for (const run of latinRuns(text)) if (!ALLOWED.has(run) && !inContent(run)) left.add(run);
  }
  return [...left];
}
