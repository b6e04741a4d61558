/**
 * Home page sections not covered by home.spec.ts or home-membership.spec.ts (spec 2.3): facility
 * carousel, services, testimonials, social, contact. Expected values come from content/ (loaded,
 * validated and filled the way the build reads them), so the tests check that the page renders its
 * content, at 390px and 1280px.
 */
import type { Locator } from '@playwright/test';
import { test, expect, gotoReady, isPhone } from './fixtures';
import { content } from './content';
import { expectExternal } from './checks';
import { pathOf, routeNamed } from '../../src/lib/routes';

const services = content['services.yaml'].services;
const settings = content['settings.yaml'];
const facility = content['facility.yaml'];
const facilityPhotos = content['galleries.yaml'].facility;
const social = content['social.yaml'];
const business = content['business-info.yaml'];

/** "1,234 likes" -> 1234 */
const count = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('home page: facility', () => {
  /** Slides whose box lies mostly inside the carousel's viewport, as the visitor sees them. */
  async function slidesInView(carousel: Locator): Promise<number[]> {
    return carousel.evaluate((root) => {
      const viewport = root.querySelector('[data-carousel-viewport]');
      if (!viewport) throw new Error('the carousel has no viewport');
      const vp = viewport.getBoundingClientRect();
      return Array.from(root.querySelectorAll('[data-carousel-slide]'))
        .map((s, i) => {
          const r = s.getBoundingClientRect();
          const overlap = Math.min(r.right, vp.right) - Math.max(r.left, vp.left);
          return overlap > r.width * 0.9 ? i + 1 : 0;
        })
        .filter((i) => i > 0);
    });
  }

  test('the 16-photo carousel shows 1 (phone) or 3 (desktop) photos, buttons and arrow keys move it, bounded at both ends', async ({ page }) => {
    expect(facilityPhotos).toHaveLength(16);
    await gotoReady(page, '/');
    const carousel = page.locator('#facility').getByRole('region', { name: 'Facility photos' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(16);
    await expect(slides.locator('figcaption')).toHaveText(facilityPhotos.map((p) => p.caption));

    const visible = isPhone(page) ? 1 : 3;
    const status = page.getByTestId('facility-carousel-status');
    const label = (first: number) => (visible === 1 ? `Showing photo ${first} of 16` : `Showing photos ${first}-${first + visible - 1} of 16`);
    const range = (first: number) => Array.from({ length: visible }, (_, k) => first + k);
    const prev = carousel.getByRole('button', { name: 'Previous photos' });
    const next = carousel.getByRole('button', { name: 'Next photos' });

    await carousel.scrollIntoViewIfNeeded();
    await expect(status).toHaveText(label(1));
    await expect.poll(() => slidesInView(carousel)).toEqual(range(1));
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect(status).toHaveText(label(2));
    await expect.poll(() => slidesInView(carousel)).toEqual(range(2));
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect(status).toHaveText(label(1));
    await expect(prev).toBeDisabled();

    // Arrow keys while focus is in the carousel (its photo viewport is focusable).
    const viewport = carousel.locator('[data-carousel-viewport]');
    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(label(2));
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(label(3));
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(label(2));

    // To the end: the last photo is in view and next is disabled; more presses do nothing.
    const last = 16 - visible + 1;
    for (let s = 2; s < last; s++) await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(label(last));
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(label(last));
    await expect.poll(() => slidesInView(carousel)).toEqual(range(last));
    await expect(slides.nth(15)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  });

  test('six feature cards and the Opening Fall 2025 block with three stats', async ({ page }) => {
    await gotoReady(page, '/');
    const section = page.locator('#facility');
    const features = section.getByRole('list', { name: 'Facility features' }).getByRole('listitem');
    await expect(features).toHaveCount(6);
    expect(facility.features).toHaveLength(6);
    for (const [i, f] of facility.features.entries()) {
      await expect(features.nth(i).getByRole('heading', { level: 3 })).toHaveText(f.title);
      await expect(features.nth(i)).toContainText(f.text);
    }
    const opening = section.getByTestId('facility-opening');
    await expect(opening.getByRole('heading', { name: 'Opening Fall 2025' })).toBeVisible();
    expect(facility.opening.stats).toHaveLength(3);
    await expect(opening.getByRole('term')).toHaveText(facility.opening.stats.map((s) => s.label));
    await expect(opening.getByRole('definition')).toHaveText(facility.opening.stats.map((s) => s.value));
    await expect(opening.getByRole('link', { name: /Explore the Expansion/ })).toHaveAttribute('href', pathOf('facility-expansion'));
  });
});

test.describe('home page: services', () => {
  test('eight cards with title, description, four bullets, a price and a Learn More link to the service page', async ({ page }) => {
    expect(services).toHaveLength(8);
    await gotoReady(page, '/');
    const cards = page.locator('#services').getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const [i, s] of services.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAccessibleName(s.title);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(s.title);
      await expect(card).toContainText(s.description);
      const bullets = card.getByRole('list', { name: `${s.title} highlights` }).getByRole('listitem');
      await expect(bullets).toHaveCount(4);
      await expect(bullets).toHaveText(s.features);
      await expect(card.getByTestId('service-price')).toHaveText(s.price);
      const more = card.getByRole('link', { name: `Learn More about ${s.title}` });
      await expect(more).toHaveAttribute('href', routeNamed(s.slug).path);
    }

    // A card highlights on hover (where there is a pointer that hovers).
    if (!isPhone(page)) {
      const card = cards.nth(2);
      const glow = () => card.evaluate((el) => getComputedStyle(el).boxShadow);
      expect(await glow()).toBe('none');
      await card.hover();
      await expect.poll(glow).not.toBe('none');
    }

    // Learn More opens that service's page.
    const chosen = services.find((s) => s.slug === 'group-fitness');
    if (!chosen?.page) throw new Error('services.yaml has no group-fitness page');
    await page.getByRole('link', { name: `Learn More about ${chosen.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${routeNamed(chosen.slug).path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.page.title);
  });
});

test.describe('home page: testimonials', () => {
  test('Google reviews 4.8/5 with an external link, the gallery card to /before-after and four stats', async ({ page }) => {
    await gotoReady(page, '/');
    const section = page.locator('#testimonials');
    const google = section.getByTestId('google-reviews');
    await expect(google.getByRole('heading', { name: 'Google Reviews' })).toBeVisible();
    expect(settings.testimonials.ratingLabel).toBe('4.8/5');
    await expect(google.getByText('4.8/5', { exact: true })).toBeVisible();
    await expect(google.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expectExternal(google.getByRole('link', { name: /Google Reviews/ }), settings.links.googleReviews);

    const stats = section.getByTestId('testimonial-stats');
    expect(settings.testimonials.stats).toHaveLength(4);
    await expect(stats.getByRole('term')).toHaveText(settings.testimonials.stats.map((s) => s.label));
    await expect(stats.getByRole('definition')).toHaveText(settings.testimonials.stats.map((s) => s.value));

    const gallery = section.getByTestId('transformation-gallery');
    await expect(gallery.getByRole('heading', { name: 'Transformation Gallery' })).toBeVisible();
    const link = gallery.getByRole('link', { name: /View Transformations/ });
    await expect(link).toHaveAttribute('href', '/before-after');
    await expect(link).not.toHaveAttribute('target', '_blank');
    await link.click();
    await expect(page).toHaveURL(/\/before-after$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('home page: social', () => {
  test('Instagram handle and follow link, nine posts with likes, comments and captions, and Book Consultation', async ({ page }) => {
    expect(social.posts).toHaveLength(9);
    await gotoReady(page, '/');
    const section = page.locator('#social');
    await expect(section.getByText(social.handle, { exact: true })).toBeVisible();
    await expectExternal(section.getByRole('link', { name: new RegExp(`^Follow ${social.handle}`) }), settings.links.instagram);

    const posts = section.getByRole('list', { name: `Recent posts from ${social.handle}` }).getByRole('article');
    await expect(posts).toHaveCount(9);
    for (const [i, p] of social.posts.entries()) {
      const post = posts.nth(i);
      expect(count(await post.getByTestId('social-likes').textContent()), `post ${p.id} likes`).toBe(p.likes);
      await expect(post.getByTestId('social-likes')).toContainText('likes');
      expect(count(await post.getByTestId('social-comments').textContent()), `post ${p.id} comments`).toBe(p.comments);
      await expect(post.getByTestId('social-comments')).toContainText('comments');
      await expect(post.locator('.caption')).toHaveText(p.content);
      await expect(post.getByRole('img', { name: p.imageAlt })).toHaveCount(1);
      await expect(post.getByText('Video', { exact: true })).toHaveCount(p.type === 'video' ? 1 : 0);
    }
    if (!isPhone(page)) {
      // A 3x3 grid on a wide screen: three rows of three.
      const tops = await posts.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(3);
    }

    const book = section.getByRole('link', { name: 'Book Consultation' });
    await expect(book).toHaveAttribute('href', '#consultation');
    await book.click();
    await expect(page.locator('#consultation')).toBeInViewport();
  });
});

test.describe('home page: contact', () => {
  test('location, phone link, email link, 24/7 Access and the inquiry form', async ({ page }) => {
    expect(business.phone).toBe('604-555-0142');
    await gotoReady(page, '/');
    const section = page.locator('#contact');
    await expect(section.getByRole('heading', { name: 'Location' })).toBeVisible();
    await expect(section).toContainText(`${business.address}, ${business.city}, ${business.province} ${business.postal_code}`);
    await expect(section.getByRole('heading', { name: 'Phone' })).toBeVisible();
    await expect(section.getByRole('link', { name: '604-555-0142' })).toHaveAttribute('href', 'tel:+16045550142');
    await expect(section.getByRole('heading', { name: 'Email' })).toBeVisible();
    await expect(section.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    expect(business.email).toMatch(/^info@/);
    await expect(section.getByRole('heading', { name: 'Hours' })).toBeVisible();
    await expect(section.getByText('24/7 Access', { exact: true })).toBeVisible();
    const form = section.getByRole('form', { name: 'Contact us' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });
});
