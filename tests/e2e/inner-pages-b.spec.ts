/**
 * Inner pages B: blog list and posts, trainers, before/after, facility expansion, accessibility
 * statement (spec 2.7-2.10, 4; issue 3 items 4, 5, 6, 8, 11; issue 5 items 2, 5, 6). Every page is
 * checked on its long path and its alias, at 390 px and 1280 px (the two projects).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
const trainersYaml = yaml.load(fs.readFileSync(path.join(ROOT, 'content/data/trainers.yaml'), 'utf8')) as {
  trainers: { id: number; name: string; practitionerType: string; yearsExperience: number | 'N/A'; phone: string; instagram: string; certificateType: string }[];
};
const TRAINERS = trainersYaml.trainers;
const EMAIL = 'info@forge24fitness.example';
const PHONE_HREF = 'tel:+16045550142';

const BLOG = ['/fitness-blog-surrey-delta', '/blog'] as const;
const TRAINERS_PATHS = ['/certified-personal-trainers-surrey', '/trainers'] as const;
const BEFORE_AFTER = ['/fitness-transformation-results', '/before-after'] as const;
const EXPANSION = ['/new-gym-facility-surrey-delta', '/facility-expansion'] as const;
const SITE = /^https?:\/\/[^/]+/;

/** The page's canonical path and its JSON-LD blocks, parsed. */
async function head(page: Page): Promise<{ canonical: string; jsonLd: Record<string, unknown>[] }> {
  const canonical = ((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').replace(SITE, '');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return { canonical, jsonLd: blocks.map((b) => JSON.parse(b) as Record<string, unknown>) };
}

/** A BreadcrumbList ending in `label` is in the head. */
function expectCrumb(jsonLd: Record<string, unknown>[], label: string): void {
  const crumbs = jsonLd.filter((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs).toHaveLength(1);
  const items = (crumbs[0]?.itemListElement ?? []) as { name: string }[];
  expect(items[0]?.name).toBe('Home');
  expect(items[items.length - 1]?.name).toBe(label);
}

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

// ---------------------------------------------------------------- trainers (spec 2.9)

test.describe('trainers', () => {
  for (const p of TRAINERS_PATHS) {
    test(`${p}: 15 cards with every field, the booking and Instagram links`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cards = page.getByTestId('trainer-card');
      await expect(cards).toHaveCount(15);
      const seen = await cards.evaluateAll((els) =>
        els.map((el) => {
          const q = (id: string): Element | null => el.querySelector(`[data-testid="${id}"]`);
          const t = (id: string): string => q(id)?.textContent ?? '';
          return {
            name: el.querySelector('h2')?.textContent ?? '',
            type: t('trainer-type'),
            alt: [...(q('trainer-photo')?.querySelectorAll('img[alt]') ?? [])].map((i) => i.getAttribute('alt') ?? '').find((a) => a !== '') ?? '',
            experience: t('trainer-experience'),
            certification: t('trainer-certification'),
            phone: t('trainer-phone'),
            phoneHref: q('trainer-phone')?.querySelector('a')?.getAttribute('href') ?? null,
            instagram: q('trainer-instagram')?.getAttribute('href') ?? '',
            languages: q('trainer-languages')?.querySelectorAll('li').length ?? 0,
            specialties: q('trainer-specialties')?.querySelectorAll('li').length ?? 0,
            bio: t('trainer-bio').trim().length > 40,
            book: t('trainer-book'),
            bookHref: q('trainer-book')?.getAttribute('href') ?? '',
            follow: (q('trainer-follow')?.textContent ?? '').includes('Follow on Instagram'),
            followHref: q('trainer-follow')?.getAttribute('href') ?? '',
            followTarget: q('trainer-follow')?.getAttribute('target') ?? '',
            followRel: q('trainer-follow')?.getAttribute('rel') ?? '',
          };
        }),
      );
      const expected = TRAINERS.map((t) => ({
        name: t.name,
        type: t.practitionerType,
        alt: expect.stringContaining(t.name) as unknown as string,
        experience: t.yearsExperience === 'N/A' ? 'N/A' : `${t.yearsExperience} Years`,
        certification: t.certificateType,
        phone: t.phone,
        phoneHref: t.phone === 'Contact via Instagram' ? null : `tel:+1${t.phone.replace(/\D/g, '')}`,
        instagram: t.instagram,
        languages: expect.any(Number) as unknown as number,
        specialties: expect.any(Number) as unknown as number,
        bio: true,
        book: `Book a Free Session with ${t.name.split(' ')[0] ?? ''}`,
        bookHref: `/consultation?trainer=${encodeURIComponent(t.name)}`,
        follow: true,
        followHref: t.instagram,
        followTarget: '_blank',
        followRel: 'noopener noreferrer',
      }));
      expect(seen).toEqual(expected);
      for (const card of seen) {
        expect(card.experience).toMatch(/^(N\/A|\d+ Years)$/);
        expect(card.languages).toBeGreaterThan(0);
        expect(card.specialties).toBeGreaterThan(0);
      }
      expect(seen.some((c) => c.experience === 'N/A')).toBe(true);
      expect(seen.some((c) => c.phone === 'Contact via Instagram')).toBe(true);
      // The button's accessible name is exactly the label.
      await expect(cards.nth(1).getByRole('link', { name: 'Book a Free Session with Marco', exact: true })).toBeVisible();
      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/certified-personal-trainers-surrey');
      expectCrumb(jsonLd, 'Trainers');
    });
  }

  test('photos alternate sides on a wide screen @desktop', async ({ page }) => {
    await gotoReady(page, '/trainers');
    const boxes = await page.getByTestId('trainer-card').evaluateAll((els) =>
      els.map((el) => {
        const photo = el.querySelector('[data-testid="trainer-photo"]')?.getBoundingClientRect();
        const name = el.querySelector('h2')?.getBoundingClientRect();
        return photo && name ? { photoLeft: photo.left, photoRight: photo.right, photoTop: photo.top, nameLeft: name.left, nameRight: name.right, nameBottom: name.bottom } : null;
      }),
    );
    expect(boxes).toHaveLength(15);
    boxes.forEach((b, i) => {
      expect(b).not.toBeNull();
      if (!b) return;
      // Side by side (the photo starts above the name's bottom), on the left for even cards and the right for odd ones.
      expect(b.photoTop).toBeLessThan(b.nameBottom);
      if (i % 2 === 0) expect(b.photoRight).toBeLessThanOrEqual(b.nameLeft);
      else expect(b.nameRight).toBeLessThanOrEqual(b.photoLeft);
    });
  });

  test('cards are stacked on a phone, photo first @phone', async ({ page }) => {
    await gotoReady(page, '/trainers');
    const cards = page.getByTestId('trainer-card');
    for (const i of [0, 1]) {
      const photo = await cards.nth(i).getByTestId('trainer-photo').boundingBox();
      const name = await cards.nth(i).getByRole('heading', { level: 2 }).boundingBox();
      if (!photo || !name) throw new Error('card not laid out');
      expect(photo.y + photo.height).toBeLessThanOrEqual(name.y);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the page starts at the top after arriving from a scrolled page @desktop', async ({ page }) => {
    await gotoReady(page, '/blog');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trainers', exact: true }).click();
    await expect(page).toHaveURL(/\/certified-personal-trainers-surrey$/);
    await expect(page.getByTestId('trainer-card').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('following a Book link pre-selects that trainer in the consultation form', async ({ page }) => {
    const t = TRAINERS[2];
    await gotoReady(page, '/trainers');
    const first = t.name.split(' ')[0] ?? '';
    await page.getByRole('link', { name: `Book a Free Session with ${first}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/consultation\\?trainer=${encodeURIComponent(t.name)}$`));
    const select = page.getByLabel('Preferred Trainer');
    await expect(select).toBeVisible();
    await expect.poll(() => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions.item(0)?.textContent ?? '')).toContain(t.name);
  });
});

// ---------------------------------------------------------------- before/after (spec 2.7)

test.describe('before/after gallery', () => {
  for (const p of BEFORE_AFTER) {
    test(`${p}: 31 grayscale photos with numbered alt text, back to home and the story invitation`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const photos = page.getByTestId('transformation');
      await expect(photos).toHaveCount(31);
      const seen = await photos.evaluateAll((els) =>
        els.map((el) => {
          const img = [...el.querySelectorAll('img[alt]')].find((i) => i.getAttribute('alt') !== '');
          return { alt: img?.getAttribute('alt') ?? '', filter: img ? getComputedStyle(img).filter : '' };
        }),
      );
      expect(seen.map((p) => p.alt)).toEqual(Array.from({ length: 31 }, (_, i) => `Before and after transformation ${i + 1}`));
      for (const p of seen) expect(p.filter).toMatch(/^grayscale\((1|100%)\)$/);
      await expect(page.getByRole('img', { name: 'Before and after transformation 31', exact: true })).toHaveCount(1);
      await expect(page.getByTestId('back-to-home')).toHaveAttribute('href', '/#services');
      const email = page.getByTestId('share-story-email');
      await expect(email).toHaveAttribute('href', new RegExp(`^mailto:${EMAIL.replace(/\./g, '\\.')}\\?subject=\\S+`));
      const subject = new URL((await email.getAttribute('href')) ?? '').searchParams.get('subject');
      expect(subject).toMatch(/story/i);
      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/fitness-transformation-results');
      expectCrumb(jsonLd, 'Transformations');
    });
  }

  test('Back to Home goes to the services section', async ({ page }) => {
    await gotoReady(page, '/before-after');
    await page.getByTestId('back-to-home').click();
    await expect(page).toHaveURL(/\/(#services)?$/);
    await expect(page.locator('#services')).toBeInViewport();
  });
});

// ---------------------------------------------------------------- facility expansion (spec 2.8, 4)

test.describe('facility expansion', () => {
  for (const p of EXPANSION) {
    test(`${p}: countdown, three feature cards, what is coming and the launch offer`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('offer-countdown').getByRole('timer')).toBeVisible();
      for (const unit of ['days', 'hours', 'minutes', 'seconds']) await expect(page.getByTestId('offer-countdown').locator(`[data-unit="${unit}"]`)).toHaveCount(1);
      const features = page.getByTestId('expansion-feature');
      await expect(features).toHaveCount(3);
      await expect(features.nth(0).getByRole('heading')).toHaveText(/Recovery & Wellness Cent(er|re)/i);
      await expect(features.nth(1).getByRole('heading')).toHaveText(/Premium Sauna Facilities/i);
      await expect(features.nth(2).getByRole('heading')).toHaveText(/Modern Training Environment/i);
      const coming = page.locator('#coming-soon');
      await expect(coming).toContainText('6,500 sq ft');
      for (const item of ['Sauna', 'Group Fitness Room', 'Private Showers']) await expect(coming.getByRole('heading', { name: item, exact: true })).toBeVisible();
      const offer = page.getByTestId('launch-offer');
      await expect(offer.getByRole('heading')).toContainText('500');
      await expect(offer.getByRole('link', { name: 'Reserve Your Spot Now' })).toHaveAttribute('href', '/#membership');
      await expect(page.getByTestId('back-to-home')).toHaveAttribute('href', '/#services');
      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/new-gym-facility-surrey-delta');
      expectCrumb(jsonLd, 'Facility Expansion');
    });

    test(`${p}: the render carousel wraps both ways, dots jump, arrow keys move it, 500 ms slide`, async ({ page }) => {
      await gotoReady(page, p);
      const carousel = page.getByTestId('expansion-carousel');
      const status = page.getByTestId('expansion-carousel-status');
      const slides = carousel.locator('[data-carousel-slide]');
      const track = carousel.locator('[data-carousel-viewport] > div');
      await expect(slides).toHaveCount(5);
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      // Starts at 0.
      await expect(status).toHaveText('Showing render 1 of 5');
      await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
      expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s');
      const next = carousel.getByRole('button', { name: 'Next render' });
      const prev = carousel.getByRole('button', { name: 'Previous render' });
      // Previous from the first wraps to the last.
      await prev.click();
      await expect(status).toHaveText('Showing render 5 of 5');
      await expect(slides.nth(4)).toHaveAttribute('data-active', 'true');
      await expect(track).toHaveAttribute('style', /translateX\(-400%\)/);
      // Next from the last wraps to the first.
      await next.click();
      await expect(status).toHaveText('Showing render 1 of 5');
      await next.click();
      await expect(status).toHaveText('Showing render 2 of 5');
      // A dot jumps to its render.
      const dot4 = carousel.getByRole('button', { name: 'Show render 4 of 5' });
      await dot4.click();
      await expect(status).toHaveText('Showing render 4 of 5');
      await expect(dot4).toHaveAttribute('aria-current', 'true');
      await expect(carousel.getByRole('button', { name: /^Show render \d of 5$/ })).toHaveCount(5);
      // Arrow keys while focus is in the carousel, wrapping too.
      await carousel.locator('[data-carousel-viewport]').focus();
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText('Showing render 5 of 5');
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText('Showing render 1 of 5');
      await page.keyboard.press('ArrowLeft');
      await expect(status).toHaveText('Showing render 5 of 5');
      // Each render has written alt text and a caption.
      for (let i = 0; i < 5; i += 1) await expect(slides.nth(i).locator('img[alt^="Render of"]')).toHaveCount(1);
    });
  }

  test('the carousel moves instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/facility-expansion');
    const track = page.getByTestId('expansion-carousel').locator('[data-carousel-viewport] > div');
    const seconds = await track.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(seconds).toBeLessThan(0.01);
  });

  test('Reserve Your Spot Now lands on the membership section of the home page', async ({ page }) => {
    await gotoReady(page, '/facility-expansion');
    await page.getByTestId('launch-offer').getByRole('link', { name: 'Reserve Your Spot Now' }).click();
    await expect(page).toHaveURL(/\/#membership$/);
    await expect(page.locator('#membership')).toBeInViewport();
  });
});

// ---------------------------------------------------------------- accessibility statement (issue 5 item 6)

test.describe('accessibility statement', () => {
  test('states the standard, the testing, the limits, how to report a barrier and the date', async ({ page }) => {
    await gotoReady(page, '/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    for (const h of ['Our Standard', 'How We Test', 'Known Limitations', 'Report a Barrier']) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    await expect(page.getByTestId('wcag-standard')).toContainText('WCAG 2.2 Level AA');
    const main = page.locator('main');
    for (const text of ['axe', '390 px', '1280 px', 'keyboard', 'Reduced motion', 'Colour contrast', 'Booking calendar', 'Map:', '2 business days']) {
      await expect(main).toContainText(text);
    }
    const contact = page.getByTestId('a11y-contact');
    await expect(contact.getByRole('link', { name: '604-555-0142' })).toHaveAttribute('href', PHONE_HREF);
    const email = contact.getByRole('link', { name: EMAIL });
    await expect(email).toHaveAttribute('href', new RegExp(`^mailto:${EMAIL.replace(/\./g, '\\.')}\\?subject=`));
    await expect(page.getByTestId('statement-date').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('footer').getByRole('link', { name: /Accessibility statement/i })).toHaveAttribute('href', '/accessibility');
    const { canonical, jsonLd } = await head(page);
    expect(canonical).toBe('/accessibility');
    expectCrumb(jsonLd, 'Accessibility');
  });
});
