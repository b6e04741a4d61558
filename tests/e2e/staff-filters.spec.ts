/**
 * The inbox's filters end to end, at both widths: they narrow the list by pointer and by keyboard,
 * fold away on a phone, and every control shows what the person chose at once, even on a busy device. The
 * owner is enrolled from the CLI's link, as in staff-inbox.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { sweep } from './reachability';
import { axe, ownerForFile, sendContact } from './staff';

test.describe.configure({ mode: 'serial' });

const file = ownerForFile('f');

/** The "Follow-up due" box, once it is in view: folded away on a phone (the fold is opened), open on a wide screen. */
async function followUpDue(page: Page): Promise<Locator> {
  const due = page.getByLabel('Follow-up due');
  if (test.info().project.name === 'phone') await page.locator('summary', { hasText: 'More filters' }).click();
  await expect(due).toBeVisible();
  return due;
}

test('the filters narrow the list by pointer and by keyboard; on a phone they are folded so the first lead is on the first screen', async ({ page: visitor }, testInfo) => {
  const { page } = file.owner;
  const phone = testInfo.project.name === 'phone';
  const name = `Morgan ${file.tag.replace(/[^a-z]/g, '')} Filters`;
  await sendContact(visitor.request, file.tag, name, 'For the filters.');
  const search = `?q=${encodeURIComponent(`${file.tag}@example.com`)}`;
  await page.goto(`/staff/${search}`);
  const morgan = page.getByRole('link', { name, exact: true });
  await expect(morgan).toBeVisible();
  const fold = page.locator('summary', { hasText: 'More filters' });
  const stage = page.getByLabel('Stage', { exact: true });
  if (phone) {
    // Folded: the search and the first lead are on the first screen, without scrolling.
    await expect(stage).toBeHidden();
    await expect(page.getByTestId('lead-card').first()).toBeInViewport();
    await fold.click();
  }
  await expect(stage).toBeVisible();

  // Pointer: a stage no lead of this run is in leaves nothing, and says so; the fold says a filter is on.
  await stage.selectOption('joined');
  await expect(page).toHaveURL(/stage=joined/);
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  await expect(fold).toHaveText('More filters (1 on)');
  await page.getByLabel('Form', { exact: true }).selectOption('contact');
  await expect(fold).toHaveText('More filters (2 on)');
  await stage.selectOption('new');
  await expect(morgan).toBeVisible();
  await page.getByLabel('Follow-up due').check();
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  await page.getByLabel('Follow-up due').uncheck();
  await expect(morgan).toBeVisible();
  // A filtered address opened afresh shows its filters open, even on a phone (what narrows the list is in view).
  await page.reload();
  await expect(stage).toHaveValue('new');
  await expect(stage).toBeVisible();
  await expect(morgan).toBeVisible();
  expect((await sweep(page, 'body')).problems).toEqual([]);
  await axe(page);

  // Keyboard: clear the filters, fold and unfold them, choose a form, all without the pointer.
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/?$/);
  await fold.focus();
  const open = await fold.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  await page.keyboard.press('Enter');
  await expect(stage).toBeVisible({ visible: !open });
  if (open) await page.keyboard.press('Enter');
  await expect(stage).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(stage).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Form', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/form=consultation/);
  await expect(fold).toHaveText('More filters (1 on)');
  expect(file.owner.errors).toEqual([]);
});

test('two presses in a row on More filters leave the fold as it was, even when the device is busy between them, by pointer and by keyboard', async () => {
  const { page } = file.owner;
  await page.goto('/staff/');
  const details = page.locator('details', { has: page.locator('summary', { hasText: 'More filters' }) });
  const fold = details.locator('summary');
  const stage = page.getByLabel('Stage', { exact: true });
  await expect(fold).toBeVisible();
  // A phone busy for a moment each time the fold opens or closes (a cheap phone rendering new leads takes as
  // long): the second press arrives before the page has caught up with the first.
  await details.evaluate((el) =>
    el.addEventListener('toggle', () => {
      const end = performance.now() + 300;
      while (performance.now() < end);
    }),
  );
  for (const press of ['pointer', 'keyboard']) {
    for (let n = 0; n < 6; n++) {
      const wasOpen = await stage.isVisible();
      if (press === 'pointer') {
        await fold.dblclick();
      } else {
        await fold.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
      }
      // Once the page has caught up (a frame after its busy moments), the fold is as it was before the two presses.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
      await expect(stage, `${press}, press pair ${n + 1}`).toBeVisible({ visible: wasOpen, timeout: 1 });
    }
  }
  expect(file.owner.errors).toEqual([]);
});

test('a filter control shows what was chosen as soon as the click is handled, before the list follows, by pointer and by keyboard', async () => {
  const { page } = file.owner;
  await page.goto('/staff/');
  const due = await followUpDue(page);
  // What the box shows once the browser has handled the click, before it runs anything else (on a busy phone,
  // the next thing may come much later): it must already be what the person chose, never the old state.
  await due.evaluate((box) => {
    const w = window as unknown as { shownAfterClick: boolean[] };
    w.shownAfterClick = [];
    window.addEventListener('click', () => queueMicrotask(() => w.shownAfterClick.push((box as HTMLInputElement).checked)));
  });
  const shown = () => page.evaluate(() => (window as unknown as { shownAfterClick: boolean[] }).shownAfterClick);
  await due.click();
  await expect(page).toHaveURL(/due=1/);
  await due.focus();
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/due=1/);
  expect(await shown()).toEqual([true, false]);
  await expect(due).not.toBeChecked();
  expect(file.owner.errors).toEqual([]);
});

test('a lead that arrives just as the filters change never puts leads that do not match them on the list', async ({ page: visitor }) => {
  const { page } = file.owner;
  const letters = file.tag.replace(/[^a-z]/g, '');
  const first = `Quinn ${letters} Unfiltered`;
  await sendContact(visitor.request, file.tag, first, 'Before the filter.');
  await page.goto(`/staff/?q=${encodeURIComponent(`${file.tag}@example.com`)}`);
  await expect(page.getByRole('link', { name: first, exact: true })).toBeVisible();
  await expect(page.locator('[data-live="open"]')).toBeVisible();
  const due = await followUpDue(page);

  // A slow network: the list's answers for the filters as they are now take two seconds, so the refresh that a
  // new lead starts is answered only after the person has narrowed the list to follow-ups that are due.
  let held = 0;
  const unfiltered = (url: URL) => url.pathname === '/api/staff/leads' && !url.searchParams.has('due');
  await page.route(unfiltered, async (route) => {
    held += 1;
    await new Promise((done) => setTimeout(done, 2000));
    await route.continue();
  });
  const lateAnswer = page.waitForResponse((res) => unfiltered(new URL(res.url())));
  await sendContact(visitor.request, file.tag, `Rowan ${letters} Arrives`, 'Arrives as the filter changes.');
  await expect.poll(() => held).toBeGreaterThan(0);
  await due.check();
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  await lateAnswer;
  // Once the late answer has been handled, the list still holds only what the filters match: nothing.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
  await expect(page.getByTestId('lead-card')).toHaveCount(0, { timeout: 1 });
  await expect(page.getByText('No leads match these filters.')).toBeVisible({ timeout: 1 });
  // Another refresh may still be held (a second event): wait for it to be let through, or its handler would
  // answer a request that the route no longer owns once unrouted (run 14: "Route is already handled!").
  await page.unrouteAll({ behavior: 'wait' });
  expect(file.owner.errors).toEqual([]);
});
