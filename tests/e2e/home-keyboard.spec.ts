/**
 * The home page by keyboard only (skip link, Services dropdown, hamburger menu, tour lightbox, visible
 * focus) and under prefers-reduced-motion, at 390px and 1280px.
 */
import type { Locator } from '@playwright/test';
import { test, expect, gotoReady, isPhone, wheelTo } from './fixtures';

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
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement) ?? false)).toBe(true);
  });

  test('read far down, the first Tab shows Skip to main content where the visitor is, and the page stays', async ({ page }) => {
    await gotoReady(page, '/');
    await wheelTo(page, page.locator('#membership'));
    const read = await page.evaluate(() => window.scrollY);
    expect(read, 'read far down').toBeGreaterThan(2000);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // Long enough for the page's smooth scrolling to have carried it away from where it was read.
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(read);
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
    const inHeader = () => page.evaluate(() => document.querySelector('[data-testid="navbar"]')?.contains(document.activeElement) ?? false);
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
      // Polled: the contact form's code may arrive between two steps and put its rendered field in place of
      // the server's one (focus carried over), and a single evaluate could read the field that just left.
      await expect.poll(() => el.evaluate((e) => e.matches(':focus-visible')), { message: `${what} matches :focus-visible` }).toBe(true);
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
    const next = page.locator('#facility').getByRole('button', { name: 'Next photos' });
    await next.scrollIntoViewIfNeeded();
    // Notes where the track is one frame after the click; the click itself is Playwright's, as a person's.
    await track.evaluate((el) => {
      document.addEventListener('click', () => requestAnimationFrame(() => (el.dataset.shiftAfterFrame = String(new DOMMatrix(getComputedStyle(el).transform).m41))), { capture: true, once: true });
    });
    await next.click();
    await expect(track).toHaveAttribute('data-shift-after-frame', /^-?[\d.]+$/);
    const moved = { shift: Number(await track.getAttribute('data-shift-after-frame')), width: await track.evaluate((el) => el.getBoundingClientRect().width) };
    expect(moved.shift).toBeCloseTo(-moved.width / visible, 0);
  });
});
