/**
 * Home page sections not covered by home.spec.ts (spec 2.3): membership tabs and plan cards,
 * facility carousel, services, testimonials, social, contact; then keyboard-only use, visible
 * focus and reduced motion. Expected values come from content/ (loaded, validated and filled the way
 * the build reads them), so the tests check that the page renders its content, at 390px and 1280px.
 */
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test, expect, gotoReady, isPhone } from './fixtures';
import { loadContent } from '../../src/lib/load-content';
import { fillContent } from '../../src/lib/fill-content';
import { pathOf, routeNamed } from '../../src/lib/routes';

const { data } = fillContent(loadContent(path.resolve(__dirname, '../../content')));
const plans = data['plans.yaml'];
const services = data['services.yaml'].services;
const settings = data['settings.yaml'];
const facility = data['facility.yaml'];
const facilityPhotos = data['galleries.yaml'].facility;
const social = data['social.yaml'];
const business = data['business-info.yaml'];

/** Spec 2.3: the five membership tabs, in order. */
const TAB_LABELS = ['Monthly Billing', 'Annual Billing', 'Visit Packs', 'Trial Passes', 'Personal Training'];

/** "$1,199.99" -> 1199.99 */
const money = (text: string | null): number => Number((text ?? '').replace(/[$,\s]/g, ''));
/** "1,234 likes" -> 1234 */
const count = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

async function expectExternal(link: Locator, href?: string): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel')) ?? '';
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  if (href !== undefined) await expect(link).toHaveAttribute('href', href);
}

test.describe('home page: membership', () => {
  test('is a tablist of five tabs, Monthly Billing selected, each tab controlling its panel', async ({ page }) => {
    expect(plans.tabs.map((t) => t.label)).toEqual(TAB_LABELS);
    await gotoReady(page, '/');
    const section = page.locator('#membership');
    const tablist = section.getByRole('tablist');
    await expect(tablist).toHaveCount(1);
    await expect(tablist).toHaveAccessibleName(/\S/);
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(TAB_LABELS);
    await expect(section.getByRole('tabpanel')).toHaveCount(1); // only the selected panel is exposed

    for (let i = 0; i < TAB_LABELS.length; i++) {
      const tab = tabs.nth(i);
      await expect(tab).toHaveAttribute('aria-selected', i === 0 ? 'true' : 'false');
      await expect(tab).toHaveAttribute('tabindex', i === 0 ? '0' : '-1');
      const panelId = await tab.getAttribute('aria-controls');
      const tabId = await tab.getAttribute('id');
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', tabId as string);
      if (i === 0) await expect(panel).toBeVisible();
      else await expect(panel).toBeHidden();
    }

    // A click selects a tab and shows only its panel.
    await tabs.nth(3).click();
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(section.getByRole('tabpanel')).toHaveCount(1);
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName(TAB_LABELS[3]);
  });

  test('the arrow keys move and select with wrap-around; Home and End jump to the ends', async ({ page }) => {
    await gotoReady(page, '/');
    const section = page.locator('#membership');
    const tabs = section.getByRole('tab');
    const expectSelected = async (i: number) => {
      await expect(tabs.nth(i)).toBeFocused();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(i)).toHaveAttribute('tabindex', '0');
      await expect(section.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      await expect(section.getByRole('tabpanel')).toHaveAccessibleName(TAB_LABELS[i]);
    };
    // Reach the selected tab with the keyboard: Tab from the element before the tablist.
    await tabs.nth(0).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectSelected(0);
    await page.keyboard.press('ArrowRight');
    await expectSelected(1);
    await page.keyboard.press('ArrowRight');
    await expectSelected(2);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(1);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(0);
    await page.keyboard.press('ArrowLeft'); // wraps to the last
    await expectSelected(4);
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expectSelected(0);
    await page.keyboard.press('End');
    await expectSelected(4);
    await page.keyboard.press('Home');
    await expectSelected(0);
    // Roving tab index: Tab leaves the tablist for the selected panel, not the next tab.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('tabpanel')).toBeFocused();
  });

  test('every tab shows its plan cards: names, prices, benefits, sign-up links and the popular badge', async ({ page }) => {
    await gotoReady(page, '/');
    const section = page.locator('#membership');
    for (const tab of plans.tabs) {
      await section.getByRole('tab', { name: tab.label }).click();
      const panel = section.getByRole('tabpanel', { name: tab.label });
      await expect(panel).toBeVisible();
      const cards = panel.getByTestId('plan-card');
      await expect(cards).toHaveCount(tab.plans.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(tab.plans.map((p) => p.name));

      for (const [i, plan] of tab.plans.entries()) {
        const card = cards.nth(i);
        const price = card.getByTestId('plan-price');
        expect(money(await price.locator('.amount').textContent()), `${plan.name} price`).toBe(plan.price);
        await expect(price.locator('.period')).toContainText(plan.period);
        if (plan.originalPrice !== null) {
          expect(money((await card.getByTestId('plan-was').textContent())?.replace(/^.*?\$/, '$') ?? ''), `${plan.name} regular price`).toBe(plan.originalPrice);
        }
        if (plan.savings) await expect(card.getByTestId('plan-savings')).toHaveText(`Save ${plan.savings}%`);

        // Most Popular badge and highlight (accent border and glow) on the popular cards only.
        const frame = await card.evaluate((el) => ({ border: parseFloat(getComputedStyle(el).borderTopWidth), glow: getComputedStyle(el).boxShadow }));
        if (plan.popular) {
          await expect(card.getByText('Most Popular', { exact: true })).toBeVisible();
          expect(frame.border, `${plan.name} highlighted border`).toBeGreaterThanOrEqual(2);
          expect(frame.glow, `${plan.name} highlight glow`).not.toBe('none');
        } else {
          await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(0);
          expect(frame.glow, `${plan.name} has no highlight`).toBe('none');
        }

        // View Benefits (N): a disclosure button revealing the N benefits.
        const n = plan.features.length;
        const toggle = card.getByRole('button', { name: `View Benefits (${n})` });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        const benefits = card.getByRole('list', { name: `${plan.name} benefits` });
        await expect(benefits).toBeHidden();
        const controls = await toggle.getAttribute('aria-controls');
        expect(await page.locator(`[id="${controls}"]`).count(), 'aria-controls names an element').toBe(1);
        await toggle.click();
        const hide = card.getByRole('button', { name: `Hide Benefits (${n})` });
        await expect(hide).toHaveAttribute('aria-expanded', 'true');
        await expect(benefits).toBeVisible();
        await expect(benefits.getByRole('listitem')).toHaveText(plan.features);
        await hide.click();
        await expect(card.getByRole('button', { name: `View Benefits (${n})` })).toHaveAttribute('aria-expanded', 'false');
        await expect(benefits).toBeHidden();

        // Sign Up Online: an external link to the plan's portal page; secondary and upgrade links when given.
        const signUp = card.getByRole('link', { name: /^Sign Up Online/ });
        await expect(signUp).toHaveCount(1);
        await expectExternal(signUp, plan.link);
        if (plan.secondaryLink && plan.secondaryLinkText) await expectExternal(card.getByRole('link', { name: new RegExp(`^${plan.secondaryLinkText.replace(/[$+.()]/g, '\\$&')}`) }), plan.secondaryLink);
        if (plan.upgradeLink && plan.upgradeText) await expectExternal(card.getByRole('link', { name: new RegExp(`^${plan.upgradeText.replace(/[$+.()]/g, '\\$&')}`) }), plan.upgradeLink);
        else await expect(card.getByTestId('plan-upgrade')).toHaveCount(0);
      }
    }
    // At least one popular plan exists, so the badge check above was exercised.
    expect(plans.tabs.flatMap((t) => t.plans).some((p) => p.popular)).toBe(true);
  });
});

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

test.describe('home page: keyboard only', () => {
  test('the first Tab reaches Skip to main content, which moves focus to the main content', async ({ page }) => {
    await gotoReady(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  });

  test('the Services dropdown opens with Enter, Space and ArrowDown and closes on Escape back to its button @desktop', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services' });
    const menuId = await button.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    const item = (name: string) => menu.getByRole('link', { name, exact: true });
    // Reach the button with Tab from the link before it.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();

    // Enter opens; Tab walks the items; the arrows move between them.
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(8);
    await page.keyboard.press('Tab');
    await expect(item('Personal Training')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(item('Group Fitness')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Physiotherapy & Kinesiology')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Group Fitness')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Space opens too.
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // ArrowDown opens and focuses the first item; ArrowUp from the first wraps to the last.
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(item('Personal Training')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Pilates')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the hamburger menu opens from the keyboard, keeps focus inside and a hash link closes it @phone', async ({ page }) => {
    await gotoReady(page, '/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    // From the top: skip link, home logo, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    // Focus stays in the header while the menu is open, in both directions.
    const inHeader = () => page.evaluate(() => document.querySelector('[data-testid="navbar"]')?.contains(document.activeElement));
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inHeader(), `after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inHeader(), `after Shift+Tab ${i + 1}`).toBe(true);
    }
    // A hash link followed with Enter scrolls to its section and closes the menu.
    await menu.getByRole('link', { name: 'Membership', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('#membership')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the tour lightbox opens with Enter, traps Tab inside and returns focus on Escape', async ({ page }) => {
    await gotoReady(page, '/');
    const photo = page.getByTestId('tour-photo').nth(4);
    await photo.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(photo).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/\S/);
    const inDialog = () => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== document.body);
    await expect.poll(inDialog).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog(), `after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog(), `after Shift+Tab ${i + 1}`).toBe(true);
    }
    await expect(dialog.getByRole('button', { name: 'Close photo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test('focused controls show a visible focus indicator: nav link, tab, carousel button, form field', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const samples: [string, Locator][] = [
      ['nav link', isPhone(page) ? nav.getByRole('link', { name: /home$/ }) : nav.getByRole('link', { name: 'Membership', exact: true })],
      ['membership tab', page.locator('#membership').getByRole('tab', { name: 'Monthly Billing' })],
      ['carousel button', page.locator('#facility').getByRole('button', { name: 'Next photos' })],
      ['contact form field', page.getByRole('form', { name: 'Contact us' }).locator('input[name="name"]')],
    ];
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), outlineColor: s.outlineColor, boxShadow: s.boxShadow };
    };
    for (const [what, el] of samples) {
      const before = await el.evaluate(look);
      // Focus it with the keyboard (Tab into it from the element before), so :focus-visible applies.
      await el.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(el, what).toBeFocused();
      expect(await el.evaluate((e) => e.matches(':focus-visible')), `${what} matches :focus-visible`).toBe(true);
      await expect
        .poll(async () => {
          const now = await el.evaluate(look);
          const outline = now.outlineStyle !== 'none' && now.outlineWidth >= 2 && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(now.outlineColor);
          const ring = now.boxShadow !== 'none' && now.boxShadow !== before.boxShadow;
          return outline || ring;
        }, { message: `${what} shows a focus indicator` })
        .toBe(true);
    }
  });
});

test.describe('home page: reduced motion', () => {
  /** Longest transition or animation duration of an element or its ::before layer (the bar's background), in seconds. */
  const longest = (el: Element): number => {
    const secs = (v: string) => v.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)) || 0);
    return Math.max(
      ...[null, '::before'].flatMap((pseudo) => {
        const s = getComputedStyle(el, pseudo);
        return [...secs(s.transitionDuration), ...secs(s.animationDuration)];
      }),
    );
  };

  test('transitions run normally, and stop under prefers-reduced-motion: reduce', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoReady(page, '/');
    const animated: [string, Locator][] = [
      ['navbar', page.getByTestId('navbar')],
      ['service card', page.getByTestId('service-card').first()],
      ['facility carousel track', page.getByTestId('facility-carousel').locator('[data-carousel-viewport] > div')],
      ['plan card', page.getByTestId('plan-card').first()],
    ];
    for (const [what, el] of animated) expect(await el.evaluate(longest), `${what} animates normally`).toBeGreaterThan(0.1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [what, el] of animated) await expect.poll(() => el.evaluate(longest), { message: `${what} under reduced motion` }).toBeLessThanOrEqual(0.0001);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');

    // The carousel moves at once: one frame after a click on next, the track is at its new place.
    const track = animated[2][1];
    const visible = isPhone(page) ? 1 : 3;
    await page.locator('#facility').getByRole('button', { name: 'Next photos' }).scrollIntoViewIfNeeded();
    const moved = await track.evaluate(
      (el) =>
        new Promise<{ shift: number; width: number }>((resolve) => {
          document.querySelector<HTMLButtonElement>('#facility button[aria-label="Next photos"]')?.click();
          requestAnimationFrame(() => resolve({ shift: new DOMMatrix(getComputedStyle(el).transform).m41, width: el.getBoundingClientRect().width }));
        }),
    );
    expect(moved.shift).toBeCloseTo(-moved.width / visible, 0);
  });
});
