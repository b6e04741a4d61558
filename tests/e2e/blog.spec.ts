/**
 * The blog list and the posts (spec 2.10), on the long prefix and the alias, at 390 px and 1280 px.
 */
import path from 'node:path';
import { test, expect, gotoReady } from './fixtures';
import type { Page } from '@playwright/test';
import { expectCrumb, head, platformFonts } from './checks';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';

const BLOG = ['/fitness-blog-surrey-delta', '/blog'] as const;

/** How many glyphs of an element's text each face draws. */
async function glyphsByFace(page: Page, selector: string): Promise<Record<string, number>> {
  return Object.fromEntries((await platformFonts(page, selector)).map((f) => [f.familyName, f.glyphCount]));
}

const loaded = loadContent(path.resolve(__dirname, '../../content'));
/** The mark of a post not translated, in Punjabi and Hindi (pages.yaml `blog.meta.inEnglish`). */
const inEnglish = { pa: filledDataIn(loaded, 'pa')['pages.yaml'].blog.meta.inEnglish, hi: filledDataIn(loaded, 'hi')['pages.yaml'].blog.meta.inEnglish };

// ---------------------------------------------------------------- blog (spec 2.10)

test.describe('blog list', () => {
  for (const listPath of BLOG) {
    test(`${listPath}: 17 cards with image, title, read time, author, date and a 200-character plain-text preview`, async ({ page }) => {
      await gotoReady(page, listPath);
      await expect(page.getByRole('heading', { level: 1, name: 'Fitness Blog' })).toBeVisible();
      const cards = page.getByTestId('blog-card');
      await expect(cards).toHaveCount(17);
      const seen = await cards.evaluateAll((els) =>
        els.map((el) => ({
          alt: [...el.querySelectorAll('img[alt]')].map((i) => i.getAttribute('alt') ?? '').find((a) => a.trim() !== '') ?? '',
          title: el.querySelector('h2')?.textContent ?? '',
          readTime: el.querySelector('[data-testid="post-read-time"]')?.textContent ?? '',
          author: el.querySelector('[data-testid="post-author"]')?.textContent ?? '',
          date: el.querySelector('[data-testid="post-date"]')?.textContent ?? '',
          preview: el.querySelector('[data-testid="blog-card-preview"]')?.textContent ?? '',
          href: el.querySelector('[data-testid="blog-card-link"]')?.getAttribute('href') ?? '',
        })),
      );
      seen.forEach((card, i) => {
        expect(card.alt).toMatch(/\S/);
        expect(card.title).toMatch(/\S/);
        expect(card.readTime).toMatch(/^\d+ min read$/);
        expect(card.author).toMatch(/\S/);
        expect(card.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        expect(card.preview.endsWith('...')).toBe(true);
        const text = card.preview.slice(0, -3);
        expect(text.length).toBeGreaterThanOrEqual(199);
        expect(text.length).toBeLessThanOrEqual(200);
        expect(text).not.toMatch(/[#*_`]|\]\(|\[/);
        expect(card.href).toBe(`/blog/${i + 1}`);
      });
      await expect(cards.first().getByRole('link', { name: seen[0]?.title ?? '' })).toBeVisible();
      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/fitness-blog-surrey-delta');
      expectCrumb(jsonLd, 'Blog');
    });
  }

  test('a card opens its post with a full page load', async ({ page }) => {
    await gotoReady(page, '/blog');
    await page.evaluate(() => {
      (window as unknown as { __samePage?: boolean }).__samePage = true;
    });
    const card = page.getByTestId('blog-card').nth(2);
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    // Click the middle of the card, not its title: the whole card is the link's target.
    await card.click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('blog post', () => {
  for (const [postPath, listPath] of [
    ['/fitness-blog-surrey-delta/1', '/fitness-blog-surrey-delta'],
    ['/blog/1', '/blog'],
  ] as const) {
    test(`${postPath}: title, image, read time, author role, date, the styled body and the back link`, async ({ page }) => {
      await gotoReady(page, postPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your First Week at a 24-Hour Gym: A Simple Beginner Plan');
      const post = page.getByTestId('blog-post');
      await expect(post.locator('img[alt^="A new member"]').last()).toBeVisible();
      await expect(page.getByTestId('post-read-time').first()).toHaveText('5 min read');
      await expect(page.getByTestId('post-author').first()).toContainText('Head Coach');
      await expect(page.getByTestId('post-date').first()).toHaveText('March 11, 2024');

      const body = page.getByTestId('blog-post-body');
      await expect(body.getByRole('heading', { level: 2, name: 'Before you arrive' })).toBeVisible();
      expect(await body.locator('h2').count()).toBeGreaterThanOrEqual(5);
      await expect(body.locator('ul > li > strong').first()).toHaveText('Pick your training times:');
      await expect(body.locator('ol > li > strong').first()).toHaveText('Leg press:');
      expect(await body.locator('p').count()).toBeGreaterThan(5);
      await expect(body).not.toContainText('**');
      await expect(body.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/consultation');
      // A reading measure: about 70 characters, never the full desktop width.
      const width = await body.evaluate((el) => el.getBoundingClientRect().width);
      const fontSize = await body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(width).toBeLessThanOrEqual(fontSize * 70 * 0.7);

      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/fitness-blog-surrey-delta/1');
      const posting = jsonLd.find((b) => b['@type'] === 'BlogPosting');
      expect(posting?.headline).toBe('Your First Week at a 24-Hour Gym: A Simple Beginner Plan');
      expect(posting?.datePublished).toBe('2024-03-11');
      expect(String(posting?.image)).toMatch(/^https?:\/\/.+\.(jpe?g|png|webp)$/);
      expect(String(posting?.mainEntityOfPage)).toMatch(/\/fitness-blog-surrey-delta\/1$/);
      expectCrumb(jsonLd, 'Your First Week at a 24-Hour Gym: A Simple Beginner Plan');

      const back = page.getByTestId('back-to-blog');
      await expect(back).toHaveText(/Back to Blog/);
      await expect(back).toHaveAttribute('href', listPath);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${listPath}$`));
      await expect(page.getByTestId('blog-card')).toHaveCount(17);
    });
  }

  test('every one of the 17 posts is a pre-rendered page under both prefixes', async ({ request }) => {
    for (let id = 1; id <= 17; id += 1) {
      for (const prefix of BLOG) {
        const res = await request.get(`${prefix}/${id}`);
        expect(res.status(), `${prefix}/${id}`).toBe(200);
        const html = await res.text();
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain('data-testid="blog-post-body"');
        expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
        expect(html).toContain(`/fitness-blog-surrey-delta/${id}"`);
      }
    }
  });

  test.describe('an id written another way (spec 2.10: parsed as a whole number)', () => {
    // The browser logs its own line for the 404 answer of the URL as typed; nothing else may be logged.
    test.use({ expectedConsole: /status of 404/ });
    for (const [typed, post] of [
      ['/blog/01', 1],
      ['/fitness-blog-surrey-delta/007', 7],
      ['/blog/3abc', 3],
    ] as const) {
      test(`${typed} opens post ${post}, replacing the history entry with the post's canonical path`, async ({ page }) => {
        await gotoReady(page, '/faq');
        const before = await page.evaluate(() => window.history.length);
        await page.goto(typed);
        await expect(page).toHaveURL(new RegExp(`/fitness-blog-surrey-delta/${post}$`));
        await expect(page.getByTestId('blog-post-body')).toBeVisible();
        expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
        await page.goBack({ waitUntil: 'commit' });
        await expect(page).toHaveURL(/\/faq$/);
      });
    }
  });

  test.describe('unknown id', () => {
    // The browser logs its own line for the 404 answers of the unknown URL; nothing else may be logged.
    test.use({ expectedConsole: /status of 404/ });
    for (const [bad, list] of [
      ['/blog/99', '/blog'],
      ['/fitness-blog-surrey-delta/abc', '/fitness-blog-surrey-delta'],
    ] as const) {
      test(`${bad} replaces the history entry with the blog list`, async ({ page }) => {
        test.slow();
        await gotoReady(page, '/faq');
        const before = await page.evaluate(() => window.history.length);
        await page.goto(bad);
        await expect(page).toHaveURL(new RegExp(`${list}$`));
        await expect(page.getByTestId('blog-card')).toHaveCount(17);
        // One entry for the visit, not two: the bad URL was replaced, and Back skips it.
        expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
        await page.goBack({ waitUntil: 'commit' });
        await expect(page).toHaveURL(/\/faq$/);
      });
    }
  });
});

// ---------------------------------------------------------------- the blog in Punjabi and Hindi

test.describe('the blog in another language', () => {
  test('/pa: every post listed, the English ones marked lang="en" and opening the English post', async ({ page }) => {
    await gotoReady(page, '/pa/fitness-blog-surrey-delta');
    await expect(page.locator('html')).toHaveAttribute('lang', /^pa/);
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(17);
    const seen = await cards.evaluateAll((els) =>
      els.map((el) => {
        const link = el.querySelector('[data-testid="blog-card-link"]');
        return {
          english: el.hasAttribute('data-english'),
          titleLang: link?.closest('[lang]')?.getAttribute('lang') ?? '',
          previewLang: el.querySelector('[data-testid="blog-card-preview"]')?.closest('[lang]')?.getAttribute('lang') ?? '',
          hreflang: link?.getAttribute('hreflang') ?? '',
          href: link?.getAttribute('href') ?? '',
          readTime: el.querySelector('[data-testid="post-read-time"]')?.textContent ?? '',
        };
      }),
    );
    seen.forEach((card, i) => {
      expect(card).toMatchObject({ english: true, titleLang: 'en', previewLang: 'en', hreflang: 'en', href: `/blog/${i + 1}` });
      // The card's own words are Punjabi: only the post's title, preview and author role are English.
      expect(card.readTime).not.toMatch(/min read/);
    });
    const card = cards.nth(4);
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/blog\/5$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The post says, in Punjabi, that it is in English, right under its title.
    await expect(page.locator('h1 + [data-testid="post-english-mark"] [lang="pa-CA"]')).toHaveText(inEnglish.pa);
  });

  test('an English post not translated is marked so under its title, in each script, drawn in its face, moving nothing', async ({ page }) => {
    await gotoReady(page, '/blog/5');
    const mark = page.locator('h1 + [data-testid="post-english-mark"]');
    await expect(mark.locator('[lang]')).toHaveText([inEnglish.pa, inEnglish.hi]);
    await expect(mark.locator('[lang="pa-CA"]')).toHaveText(inEnglish.pa);
    await expect(mark.locator('[lang="hi-CA"]')).toHaveText(inEnglish.hi);
    // This machine has no Gurmukhi or Devanagari face: every letter is in the name faces the site serves, none a
    // box; the one other face draws the space between the words.
    await expect.poll(() => page.evaluate(() => Array.from(document.fonts, (f) => `${f.family.replace(/["']/g, '')} ${f.status}`).filter((f) => f.startsWith('Language Names')))).toEqual(['Language Names loaded', 'Language Names loaded']);
    for (const [lang, face] of [['pa-CA', 'Noto Sans Gurmukhi'], ['hi-CA', 'Noto Sans Devanagari']] as const) {
      const glyphs = await glyphsByFace(page, `[data-testid="post-english-mark"] [lang="${lang}"]`);
      expect(glyphs[face], `${lang}: glyphs in ${face}`).toBeGreaterThan(0);
      const others = Object.entries(glyphs).filter(([f]) => f !== face);
      expect(others.reduce((n, [, count]) => n + count, 0), `${lang}: glyphs in other faces ${JSON.stringify(others)}`).toBe(1);
    }
  });

  test("an English post's mark moves nothing when its faces come 1.5 s late", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as Window & { __shifts?: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
          const moved = e.sources.map((s) => `${s.node?.nodeName ?? '?'} ${(s.node?.textContent ?? '').slice(0, 30)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`);
          w.__shifts?.push(`${e.value.toFixed(5)} at ${Math.round(e.startTime)}: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route('**/fonts/language-name-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoReady(page, '/blog/5');
    await expect(page.getByTestId('post-english-mark')).toBeVisible();
    await expect.poll(() => page.evaluate(() => Array.from(document.fonts).filter((f) => f.family.includes('Language Names') && f.status === 'loaded').length), { timeout: 10_000 }).toBe(2);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => (window as Window & { __shifts?: string[] }).__shifts)).toEqual([]);
  });

  test('/hi: a card is reached and opened with the keyboard too', async ({ page }) => {
    await gotoReady(page, '/hi/blog');
    const link = page.getByTestId('blog-card-link').first();
    await link.focus();
    await expect(link).toHaveAttribute('hreflang', 'en');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByTestId('blog-post-body')).toBeVisible();
  });

  test.describe('a post address with no page in the language', () => {
    // The browser logs its own line for the 404 answer of the URL as typed; nothing else may be logged.
    test.use({ expectedConsole: /status of 404/ });
    for (const [typed, post] of [
      ['/pa/fitness-blog-surrey-delta/3', 3],
      ['/hi/blog/01', 1],
    ] as const) {
      test(`${typed} opens the English post ${post}`, async ({ page }) => {
        await page.goto(typed);
        await expect(page).toHaveURL(new RegExp(`/fitness-blog-surrey-delta/${post}$`));
        expect(new URL(page.url()).pathname).toBe(`/fitness-blog-surrey-delta/${post}`);
        await expect(page.getByTestId('blog-post-body')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      });
    }

    test('/pa/blog/99 goes to the Punjabi blog list', async ({ page }) => {
      await page.goto('/pa/blog/99');
      await expect(page).toHaveURL(/\/pa\/blog$/);
      await expect(page.getByTestId('blog-card')).toHaveCount(17);
    });
  });
});
