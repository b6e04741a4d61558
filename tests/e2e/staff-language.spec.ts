/**
 * A lead written from the Punjabi pages, in the inbox at both widths: its card and its page say "Wrote in
 * Punjabi" (an English lead's say nothing of the kind), and the Language filter narrows the list to it, by
 * pointer and by keyboard. The owner is enrolled from the CLI's link, as in staff-inbox.spec.ts.
 */
import { test, expect } from './fixtures';
import { axe, ownerForFile, sendContact } from './staff';

test.describe.configure({ mode: 'serial' });

const file = ownerForFile('l');

test('a Punjabi lead shows its language, and the Language filter narrows the list to it, by pointer and by keyboard', async ({ page: visitor }, testInfo) => {
  const { page } = file.owner;
  const letters = file.tag.replace(/[^a-z]/g, '');
  const harpreet = `Harpreet ${letters} Kaur`;
  const jordan = `Jordan ${letters} Lee`;
  await sendContact(visitor.request, file.tag, jordan, 'From the English pages.');
  await sendContact(visitor.request, file.tag, harpreet, 'From the Punjabi pages.', 'pa');
  await page.goto(`/staff/?q=${encodeURIComponent(`${file.tag}@example.com`)}`);
  const card = (name: string) => page.getByTestId('lead-card').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card(harpreet)).toBeVisible();
  await expect(card(jordan)).toBeVisible();
  await expect(card(harpreet).getByText('Wrote in Punjabi', { exact: true })).toBeVisible();
  await expect(card(jordan).getByText(/Wrote in/)).toHaveCount(0);

  // Pointer: the filter, folded away on a phone, beside the form filter.
  const fold = page.locator('summary', { hasText: 'More filters' });
  const language = page.getByLabel('Language', { exact: true });
  if (testInfo.project.name === 'phone') await fold.click();
  await language.selectOption('pa');
  await expect(page).toHaveURL(/language=pa/);
  await expect(card(jordan)).toHaveCount(0);
  await expect(card(harpreet)).toBeVisible();
  await expect(fold).toHaveText('More filters (1 on)');
  await axe(page);
  // The lead's own page says it too.
  await page.getByRole('link', { name: harpreet, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: harpreet })).toBeVisible();
  await expect(page.getByText('Wrote in Punjabi', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(language).toHaveValue('pa');

  // Keyboard: clear the filters, then step through the languages with the arrow keys.
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/?$/);
  await page.goto(`/staff/?q=${encodeURIComponent(`${file.tag}@example.com`)}`);
  await expect(card(jordan)).toBeVisible();
  if (!(await language.isVisible())) {
    await fold.focus();
    await page.keyboard.press('Enter');
  }
  await language.focus();
  await page.keyboard.press('ArrowDown'); // English
  await expect(page).toHaveURL(/language=en/);
  await expect(card(harpreet)).toHaveCount(0);
  await expect(card(jordan)).toBeVisible();
  // The list's address changes with each choice, and the select keeps the focus for the next key.
  await expect(language).toBeFocused();
  await page.keyboard.press('ArrowDown'); // Punjabi
  await expect(page).toHaveURL(/language=pa/);
  await expect(card(jordan)).toHaveCount(0);
  await expect(card(harpreet).getByText('Wrote in Punjabi', { exact: true })).toBeVisible();
  await expect(language).toBeFocused();
  await page.keyboard.press('ArrowDown'); // Hindi: no lead of this run
  await expect(page).toHaveURL(/language=hi/);
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  expect(file.owner.errors).toEqual([]);
});
