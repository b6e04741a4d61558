/**
 * The contact form on home #contact (spec 4, 7.2, 8): native required fields, states, the
 * JSON body, the toasts, the lead service storing a real post, and a post without JavaScript.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { CONTACT_FAILURE, CONTACT_SUCCESS, FAILED_SEND_CONSOLE, allowHttpErrorLog, byLabel, expectNoFormPost, expectToast, recordFormPosts, stubForm } from './forms';

// The failure test answers 500 on purpose; the browser logs that itself.
test.use({ expectedConsole: FAILED_SEND_CONSOLE });

function contactFields(page: Page) {
  const form = page.locator('#contact form[data-form="contact"]');
  return {
    form,
    name: byLabel(form, 'Full Name'),
    email: byLabel(form, 'Email Address'),
    phone: byLabel(form, 'Phone Number'),
    service: byLabel(form, 'Service of Interest'),
    message: byLabel(form, 'Message'),
    submit: form.locator('button[type="submit"]'),
  };
}

test.describe('contact form', () => {
  test('has the fields, the 7 services (no Pilates) and native required name and email', async ({ page }) => {
    const posts = recordFormPosts(page);
    await gotoReady(page, '/');
    const c = contactFields(page);
    await expect(c.form).toHaveAttribute('method', 'post');
    await expect(c.form).toHaveAttribute('action', '/f/contact');
    await expect(c.form).not.toHaveAttribute('novalidate', '');
    await expect(c.name).toHaveAttribute('required', '');
    await expect(c.email).toHaveAttribute('required', '');
    await expect(c.email).toHaveAttribute('type', 'email');
    await expect(c.phone).toHaveAttribute('type', 'tel');
    await expect(c.phone).not.toHaveAttribute('required', '');
    await expect(c.message).not.toHaveAttribute('required', '');
    const options = await c.service.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual([
      ['', 'Select a service'],
      ['personal-training', 'Personal Training'],
      ['group-fitness', 'Group Fitness'],
      ['physiotherapy', 'Physiotherapy'],
      ['athletic-performance', 'Athletic Performance'],
      ['kickboxing-boxing', 'Kickboxing & Boxing'],
      ['prenatal-training', 'Pre & Post Natal Training'],
      ['online-coaching', 'Online Coaching'],
    ]);
    // Empty: the browser refuses to submit.
    await c.submit.click();
    expect(await c.name.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await expect(c.name).toBeFocused();
    await c.name.fill('Sam Lee');
    await c.submit.click();
    expect(await c.email.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await expectNoFormPost(page, posts);
    await expect(page.getByTestId('toast-title')).toHaveCount(0);
  });

  test('Sending..., the body of spec 7.2 with the default subject, success toast and cleared form', async ({ page }) => {
    const stub = await stubForm(page, 'contact', { hold: true });
    await gotoReady(page, '/');
    const c = contactFields(page);
    await c.name.fill('Sam Lee');
    await c.email.fill('sam@example.com');
    await c.message.fill('Do you have parking after 10pm?');
    await c.submit.click();
    await expect(c.submit).toHaveText('Sending...');
    await expect(c.submit).toBeDisabled();
    await expect.poll(() => stub.bodies.length).toBe(1);
    const body = stub.bodies[0] as Record<string, string>;
    expect(body.email).toBe('sam@example.com');
    expect(body._replyto).toBe('sam@example.com');
    expect(body.subject).toBe('Inquiry about your fitness services');
    expect(body._subject).toBe('Inquiry about your fitness services');
    expect(body.message.split('\n')).toEqual(['Name: Sam Lee', 'Email: sam@example.com', 'Phone: Not provided', 'Service Interest: Not specified', 'Message: Do you have parking after 10pm?']);
    stub.release();
    await expectToast(page, 'success', ...CONTACT_SUCCESS);
    await expect(c.submit).toHaveText('Send Message');
    for (const input of [c.name, c.email, c.phone, c.message, c.service]) await expect(input).toHaveValue('');
  });

  test('a chosen service names the subject; a failed send keeps the values and shows the message toast', async ({ page, consoleErrors }) => {
    const stub = await stubForm(page, 'contact', { status: 500 });
    await gotoReady(page, '/');
    const c = contactFields(page);
    await c.name.fill('Sam Lee');
    await c.email.fill('sam@example.com');
    await c.phone.fill('604 555 0100');
    await c.service.selectOption('kickboxing-boxing');
    await c.message.fill('Beginner classes?');
    await c.submit.click();
    await expectToast(page, 'error', 'Error', CONTACT_FAILURE);
    const body = stub.bodies[0] as Record<string, string>;
    expect(body.subject).toBe('Inquiry about Kickboxing & Boxing');
    expect(body.message).toContain('Service Interest: Kickboxing & Boxing');
    expect(body.message).toContain('Phone: 604 555 0100');
    await expect(c.submit).toHaveText('Send Message');
    await expect(c.name).toHaveValue('Sam Lee');
    await expect(c.email).toHaveValue('sam@example.com');
    await expect(c.phone).toHaveValue('604 555 0100');
    await expect(c.service).toHaveValue('kickboxing-boxing');
    await expect(c.message).toHaveValue('Beginner classes?');
    allowHttpErrorLog(consoleErrors, 500);
  });

  test('the real lead service stores a contact inquiry', async ({ page }) => {
    await gotoReady(page, '/');
    const c = contactFields(page);
    await c.name.fill('Sam Lee');
    await c.email.fill('sam@example.com');
    await c.service.selectOption('group-fitness');
    await c.message.fill('What time is the Saturday class?');
    const answer = page.waitForResponse((r) => r.url().endsWith('/f/contact') && r.request().method() === 'POST');
    await c.submit.click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'success', ...CONTACT_SUCCESS);
  });

  test('without JavaScript the form is an HTML post that ends on a confirmation page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const c = contactFields(page);
    await c.name.fill('No Script Sam');
    await c.email.fill('noscript@example.com');
    await c.service.selectOption('physiotherapy');
    await c.message.fill('Is a referral needed?');
    const post = page.waitForRequest((r) => r.url().endsWith('/f/contact') && r.method() === 'POST');
    await c.submit.click();
    const req = await post;
    expect(req.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const sent = new URLSearchParams(req.postData() ?? '');
    expect(sent.get('name')).toBe('No Script Sam');
    expect(sent.get('service')).toBe('physiotherapy');
    expect(sent.get('_gotcha')).toBe('');
    await expect(page).toHaveURL(/\/thank-you\?form=contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent successfully!');
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await context.close();
  });
});
