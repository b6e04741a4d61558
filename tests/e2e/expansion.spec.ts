/**
 * The facility expansion page (spec 2.8, 4), on its long path and its alias, at 390 px and 1280 px.
 */
import { test, expect, gotoReady } from './fixtures';
import { expectCrumb, head } from './checks';

const EXPANSION = ['/new-gym-facility-surrey-delta', '/facility-expansion'] as const;

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
