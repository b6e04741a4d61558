import type { Page } from '@playwright/test';
import { test, expect, gotoReady, wheelTo } from './fixtures';
import { byLabel, recordFormPosts } from './forms';

/**
 * The home page's two forms are islands hydrated as the visitor comes near them (src/islands/registry.ts,
 * `approach`), not with the page. Until then the server's form is on screen, and nothing done to it is lost.
 */
const part = (page: Page, name: string) => page.locator(`[data-island="home-${name}"]`);

test.describe('forms whose code comes on approach', () => {
  test('the page starts without the forms; each form hydrates as the visitor scrolls to it', async ({ page }) => {
    await gotoReady(page, '/');
    // The page at rest after start-up: everything it does by itself has been done.
    await page.waitForLoadState('networkidle');
    await expect(part(page, 'consultation-form')).not.toHaveAttribute('data-island-ready');
    await expect(part(page, 'contact-form')).not.toHaveAttribute('data-island-ready');

    // By the wheel, as a visitor comes to them: a scroll there in one jump lands by the estimated heights of
    // the parts above, not yet rendered, and 1 run in 24 found the section far below the screen afterwards.
    await wheelTo(page, page.locator('#consultation'));
    await expect(part(page, 'consultation-form')).toHaveAttribute('data-island-ready', '');

    await wheelTo(page, page.locator('#contact form'));
    await expect(part(page, 'contact-form')).toHaveAttribute('data-island-ready', '');
  });

  test('what is typed before the code has come is kept, and a tap on submit waits for it', async ({ page }) => {
    const posts = recordFormPosts(page);
    await gotoReady(page, '/');
    // From now on every script comes 1.5 s late (routing also turns the cache off, so the code prefetched
    // with the page is asked for again): the form's code is still on its way while the visitor types.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const form = page.locator('#consultation form');
    await byLabel(form, 'Full Name').fill('Early Ella');
    await expect(part(page, 'consultation-form'), 'typed before the form had its code (else this test proves nothing)').not.toHaveAttribute('data-island-ready');
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click();

    await expect(part(page, 'consultation-form')).toHaveAttribute('data-island-ready', '', { timeout: 15_000 });
    // The form's own check answers the held tap, with the name it was given: the email is the first thing missing.
    const errors = form.getByTestId('form-errors');
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('listitem').first()).toHaveText('Email is required');
    await expect(errors).not.toContainText('Name is required');
    await expect(byLabel(form, 'Full Name')).toHaveValue('Early Ella');
    await expect(page).toHaveURL(/\/$/);
    expect(posts).toHaveLength(0);
  });

  test.describe('when the code cannot be fetched', () => {
    test.use({ expectedConsole: /Failed to load resource: net::ERR_FAILED/ });

    test('the form works as it does without JavaScript: a plain post and the confirmation page', async ({ page }) => {
      await gotoReady(page, '/');
      await page.route(/\.js$/, (route) => route.abort());
      const form = page.locator('#contact form');
      await byLabel(form, 'Full Name').fill('Offline Olive');
      await byLabel(form, 'Email Address').fill('olive@example.com');
      // The form's code could not be fetched (src/islands/start.ts): it stays the server's form.
      await expect(page.locator('#contact [data-without-code]')).toHaveCount(1);
      const post = page.waitForRequest((r) => r.url().endsWith('/f/contact') && r.method() === 'POST');
      await form.getByRole('button', { name: 'Send Message' }).click();
      const sent = new URLSearchParams((await post).postData() ?? '');
      expect(sent.get('name')).toBe('Offline Olive');
      await expect(page).toHaveURL(/\/thank-you\?form=contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent successfully!');
    });
  });
});
