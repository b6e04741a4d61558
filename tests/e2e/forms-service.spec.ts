/**
 * The consultation form of a service page (/personal-training; spec 3, 5, 7.3, 8): native
 * required fields, the shared validator, states, the JSON body, the toasts and a real post.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { CONSULTATION_FAILURE, CONSULTATION_SUCCESS, FAILED_SEND_CONSOLE, allowHttpErrorLog, byLabel, expectNoFormPost, expectToast, recordFormPosts, stubForm } from './forms';

// The failure test answers 503 on purpose; the browser logs that itself.
test.use({ expectedConsole: FAILED_SEND_CONSOLE });

function serviceFields(page: Page) {
  const form = page.locator('form[data-form="service"]');
  return {
    form,
    name: byLabel(form, 'Full Name'),
    email: byLabel(form, 'Email Address'),
    phone: byLabel(form, 'Phone Number'),
    trainer: byLabel(form, 'Trainer Preference'),
    goals: byLabel(form, 'Fitness Goals'),
    level: byLabel(form, 'Current Fitness Level'),
    medical: byLabel(form, 'Medical Conditions or Injuries'),
    availability: byLabel(form, 'Availability'),
    notes: byLabel(form, 'Additional Notes'),
    submit: form.locator('button[type="submit"]'),
    errors: form.getByTestId('form-errors'),
  };
}

test.describe('service-page consultation form', () => {
  test('native required fields, then the shared validator in a red box and the toast, no request', async ({ page }) => {
    const posts = recordFormPosts(page);
    await gotoReady(page, '/personal-training');
    const s = serviceFields(page);
    await expect(s.form).toHaveAttribute('action', '/f/service');
    await expect(s.form.locator('input[type="hidden"][name="service"]')).toHaveValue('Personal Training');
    for (const input of [s.name, s.email, s.phone, s.goals]) await expect(input).toHaveAttribute('required', '');
    await expect(s.email).toHaveAttribute('type', 'email');
    expect(await s.trainer.locator('option').evaluateAll((os) => os.map((o) => o.textContent))).toEqual(['No preference', 'Male Trainer', 'Female Trainer']);
    await s.submit.click();
    expect(await s.name.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await s.name.fill('R2-D2');
    await s.email.fill('r2@example.com');
    await s.phone.fill('12345');
    await s.submit.click();
    expect(await s.goals.evaluate((el) => (el as HTMLSelectElement).validity.valueMissing)).toBe(true);
    await s.goals.selectOption('endurance');
    await s.submit.click();
    const messages = ['Name contains invalid characters', 'Please enter a valid phone number'];
    await expectToast(page, 'error', 'Form validation failed', messages.join(', '));
    await expect(s.errors).toBeVisible();
    await expect(s.errors).toHaveAttribute('role', 'alert');
    await expect(s.errors.getByRole('listitem')).toHaveText(messages);
    await expect(s.errors).toBeFocused();
    expect(await s.errors.evaluate((el) => getComputedStyle(el).borderColor)).toBe('rgb(255, 92, 92)');
    await expect(s.phone).toHaveAttribute('aria-invalid', 'true');
    await s.phone.fill('604-555-0123');
    await expect(s.errors).toBeHidden();
    await expectNoFormPost(page, posts);
  });

  test("Submitting..., subject 'Consultation Request - Personal Training' with the 'None specified' / 'None' defaults", async ({ page }) => {
    const stub = await stubForm(page, 'service', { hold: true });
    await gotoReady(page, '/personal-training');
    const s = serviceFields(page);
    await s.name.fill('Priya Sandhu');
    await s.email.fill('priya@example.com');
    await s.phone.fill('778-555-0101');
    await s.goals.selectOption('weight-loss');
    await s.submit.click();
    await expect(s.submit).toHaveText('Submitting...');
    await expect(s.submit).toBeDisabled();
    await expect.poll(() => stub.bodies.length).toBe(1);
    const body = stub.bodies[0] as Record<string, string>;
    expect(body.email).toBe('priya@example.com');
    expect(body._replyto).toBe('priya@example.com');
    expect(body.subject).toBe('Consultation Request - Personal Training');
    expect(body._subject).toBe('Consultation Request - Personal Training');
    const lines = body.message.split('\n');
    expect(lines).toContain('CLIENT INFORMATION');
    expect(lines).toContain('Name: Priya Sandhu');
    expect(lines).toContain('Trainer Preference: No Preference');
    expect(lines).toContain('FITNESS INFORMATION');
    expect(lines).toContain('Fitness Goals: Weight Loss');
    expect(lines).toContain('Medical Conditions: None specified');
    expect(lines.slice(lines.indexOf('ADDITIONAL NOTES'), lines.indexOf('ADDITIONAL NOTES') + 2)).toEqual(['ADDITIONAL NOTES', 'None']);
    expect(lines.slice(-2)).toEqual(['SERVICE OF INTEREST', 'Personal Training']);
    stub.release();
    await expectToast(page, 'success', ...CONSULTATION_SUCCESS);
    for (const input of [s.name, s.email, s.phone, s.goals]) await expect(input).toHaveValue('');
  });

  test('a failed send keeps the values and shows the request toast', async ({ page, consoleErrors }) => {
    await stubForm(page, 'service', { status: 503 });
    await gotoReady(page, '/personal-training');
    const s = serviceFields(page);
    await s.name.fill('Priya Sandhu');
    await s.email.fill('priya@example.com');
    await s.phone.fill('778-555-0101');
    await s.trainer.selectOption('female');
    await s.goals.selectOption('toning');
    await s.medical.fill('Asthma');
    await s.availability.fill('Weekday evenings');
    await s.submit.click();
    await expectToast(page, 'error', 'Error', CONSULTATION_FAILURE);
    await expect(s.name).toHaveValue('Priya Sandhu');
    await expect(s.trainer).toHaveValue('female');
    await expect(s.goals).toHaveValue('toning');
    await expect(s.medical).toHaveValue('Asthma');
    await expect(s.availability).toHaveValue('Weekday evenings');
    allowHttpErrorLog(consoleErrors, 503);
  });

  test('the real lead service stores a service-page request', async ({ page }) => {
    await gotoReady(page, '/personal-training');
    const s = serviceFields(page);
    await s.name.fill("Chris O'Neil");
    await s.email.fill('chris@example.com');
    await s.phone.fill('(604) 555-0177');
    await s.goals.selectOption('muscle-gain');
    await s.notes.fill('Morning sessions, please.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/f/service') && r.request().method() === 'POST');
    await s.submit.click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'success', ...CONSULTATION_SUCCESS);
  });
});
