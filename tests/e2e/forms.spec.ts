import type { Locator, Page, Request, Route } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';

// The failure tests answer 500/503 or refuse the connection on purpose; the browser logs those itself.
test.use({ expectedConsole: /Failed to load resource: (the server responded with a status of 50[03]|net::ERR_CONNECTION_REFUSED)/ });

/**
 * The three visitor forms (spec 3, 4, 5, 7, 8; issue 4 items 1-5): client validation, states,
 * the JSON bodies, the toasts, the lead service storing a real post, and a post without JavaScript.
 */

const GYM_EMAIL = 'info@forge24fitness.example';
const CONSULTATION_FAILURE = `There was an issue sending your request. Please try again or contact us directly at ${GYM_EMAIL}`;
const CONTACT_FAILURE = `There was an issue sending your message. Please try again or contact us directly at ${GYM_EMAIL}`;
const CONSULTATION_SUCCESS = ['Consultation Request Sent!', "We'll get back to you within 24 hours to schedule your consultation."] as const;
const CONTACT_SUCCESS = ['Message sent successfully!', "We'll get back to you within 24 hours."] as const;

const OK_BODY = (formId: string) => JSON.stringify({ ok: true, next: `/thank-you?form=${formId}` });

/** Keeps the promo popup (5 s after load on the home page) out of the way. */
async function noPromo(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('promo-dismissed', '1'));
}

/** Every POST to the lead service's form paths, as the page sends it. */
function recordFormPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/f\/[a-z]+$/.test(new URL(req.url()).pathname)) posts.push(req);
  });
  return posts;
}

/**
 * Answers POST /f/{formId} itself: `status` after `release()` is called (or at once when `hold`
 * is false). `bodies` collects the JSON bodies sent.
 */
async function stubForm(page: Page, formId: string, { status = 200, hold = false } = {}) {
  const bodies: Record<string, unknown>[] = [];
  let release: () => void = () => undefined;
  const gate = hold ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  await page.route(`**/f/${formId}`, async (route: Route) => {
    const req = route.request();
    expect(req.method()).toBe('POST');
    expect(req.headers()['content-type']).toContain('application/json');
    bodies.push(req.postDataJSON() as Record<string, unknown>);
    await gate;
    await route.fulfill(
      status < 400
        ? { status, contentType: 'application/json', body: OK_BODY(formId) }
        : { status, contentType: 'application/json', body: JSON.stringify({ error: 'Your submission could not be saved.', errors: [] }) },
    );
  });
  return { bodies, release: () => release() };
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `text` (the label may end with the required mark ' *'). */
function byLabel(scope: Locator, text: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRe(text)}( \\*)?$`));
}

/**
 * The toast with exactly this title and text, with its role: errors are the destructive toast
 * (role=alert, announced at once), others role=status. Checked in one assertion, since a toast
 * closes itself after a few seconds.
 */
async function expectToast(page: Page, kind: 'error' | 'success', title: string, text: string): Promise<void> {
  const t = page
    .locator(`.Toastify__toast[role="${kind === 'error' ? 'alert' : 'status'}"]`)
    .filter({ has: page.getByTestId('toast-title').filter({ hasText: new RegExp(`^${escapeRe(title)}$`) }) })
    .filter({ has: page.getByTestId('toast-text').filter({ hasText: new RegExp(`^${escapeRe(text)}$`) }) });
  await expect(t.first()).toBeVisible();
}

/** Drops the browser's own log line for an HTTP error answer the test asked for. */
function allowHttpErrorLog(consoleErrors: string[], status: number): void {
  const kept = consoleErrors.filter((e) => !e.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

// ---------------------------------------------------------------------------------------------
// Consultation form: home #consultation and the consultation page
// ---------------------------------------------------------------------------------------------

const consultationPages = [
  { where: 'home #consultation', path: '/', form: (page: Page) => page.locator('#consultation form[data-form="consultation"]') },
  { where: 'the consultation page', path: '/consultation', form: (page: Page) => page.locator('form[data-form="consultation"]') },
];

function consultationFields(form: Locator) {
  return {
    name: byLabel(form, 'Full Name'),
    email: byLabel(form, 'Email Address'),
    phone: byLabel(form, 'Phone Number'),
    age: byLabel(form, 'Age'),
    trainer: byLabel(form, 'Preferred Trainer'),
    goal: byLabel(form, 'Primary Fitness Goal'),
    level: byLabel(form, 'Current Activity Level'),
    experience: byLabel(form, 'Workout Experience'),
    health: byLabel(form, 'Health Concerns or Injuries'),
    time: byLabel(form, 'Preferred Time'),
    info: byLabel(form, 'Additional Information'),
    day: (day: string) => form.getByLabel(day, { exact: true }),
    submit: form.locator('button[type="submit"]'),
    errors: form.getByTestId('form-errors'),
  };
}

async function fillValidConsultation(form: Locator): Promise<void> {
  const f = consultationFields(form);
  await f.name.fill('  <b>Jane</b> Doe-Smith ');
  await f.email.fill('jane.doe@example.com');
  await f.phone.fill('604-555-0199');
  await f.age.fill('34');
  await f.trainer.selectOption('Angela Dela Cruz');
  await f.goal.selectOption('strength');
  await f.level.selectOption('lightly-active');
  await f.experience.selectOption('novice');
  await f.health.fill('Old knee injury <script>alert(1)</script>(left)');
  await f.day('Monday').check();
  await f.day('Wednesday').check();
  await f.time.selectOption('early-morning');
  await f.info.fill('Prefer a female trainer if possible.\nCan start next week.');
}

for (const { where, path, form: formOf } of consultationPages) {
  test.describe(`consultation form on ${where}`, () => {
    test.beforeEach(async ({ page }) => {
      await noPromo(page);
    });

    test('has every field of spec 3 with its options, limits and required marks', async ({ page }) => {
      await gotoReady(page, path);
      const form = formOf(page);
      const f = consultationFields(form);
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/f/consultation');
      await expect(form).toHaveAttribute('novalidate', '');
      await expect(form.getByText('Fields marked * are required')).toBeVisible();
      for (const [input, name] of [
        [f.name, 'name'],
        [f.email, 'email'],
        [f.phone, 'phone'],
        [f.age, 'age'],
        [f.trainer, 'selectedTrainer'],
        [f.goal, 'fitnessGoals'],
        [f.level, 'currentFitnessLevel'],
        [f.experience, 'workoutExperience'],
        [f.health, 'healthConditions'],
        [f.time, 'preferredTime'],
        [f.info, 'additionalInfo'],
      ] as const) {
        await expect(input).toHaveAttribute('name', name);
      }
      for (const input of [f.name, f.email, f.phone, f.goal, f.level, f.experience]) await expect(input).toHaveAttribute('aria-required', 'true');
      for (const input of [f.age, f.trainer, f.health, f.time, f.info]) await expect(input).not.toHaveAttribute('aria-required', 'true');
      await expect(f.name).toHaveAttribute('maxlength', '50');
      await expect(f.name).toHaveAttribute('autocomplete', 'name');
      await expect(f.email).toHaveAttribute('maxlength', '100');
      await expect(f.email).toHaveAttribute('type', 'email');
      await expect(f.email).toHaveAttribute('autocomplete', 'email');
      await expect(f.phone).toHaveAttribute('maxlength', '20');
      await expect(f.phone).toHaveAttribute('type', 'tel');
      await expect(f.phone).toHaveAttribute('autocomplete', 'tel');
      await expect(f.age).toHaveAttribute('min', '12');
      await expect(f.age).toHaveAttribute('max', '100');
      await expect(f.health).toHaveAttribute('maxlength', '500');
      await expect(f.info).toHaveAttribute('maxlength', '1000');
      const values = (select: Locator) => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(await values(f.goal)).toEqual(['', 'weight-loss', 'muscle-gain', 'strength', 'endurance', 'toning', 'general-fitness', 'sport-specific', 'rehabilitation']);
      expect(await values(f.level)).toEqual(['', 'sedentary', 'lightly-active', 'moderately-active', 'very-active', 'extremely-active']);
      expect(await values(f.experience)).toEqual(['', 'beginner', 'novice', 'intermediate', 'advanced']);
      expect(await values(f.time)).toEqual(['', 'early-morning', 'morning', 'midday', 'afternoon', 'evening', 'late-evening']);
      await expect(f.experience.locator('option[value="beginner"]')).toHaveText('Beginner (0-6 months)');
      await expect(f.time.locator('option[value="early-morning"]')).toHaveText('Early Morning (6-8 AM)');
      // The trainers: every trainer of the content, by full name, after "No preference".
      const trainers = await values(f.trainer);
      expect(trainers[0]).toBe('');
      expect(trainers).toHaveLength(16);
      expect(trainers).toContain('Angela Dela Cruz');
      expect(trainers).toContain("Ryan O'Connor");
      const days = form.getByRole('group', { name: 'Available Days' }).getByRole('checkbox');
      await expect(days).toHaveCount(7);
      expect(await days.evaluateAll((cs) => cs.map((c) => (c as HTMLInputElement).value))).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
      await expect(days.first()).toHaveAttribute('name', 'availableDays');
      // The honeypot: present for bots, hidden from people and out of the tab order.
      const trap = form.locator('input[name="_gotcha"]');
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).toHaveAttribute('autocomplete', 'off');
      await expect(trap).not.toBeInViewport();
    });

    test('an invalid submit shows the error list and the toast, focuses the list and sends nothing', async ({ page }) => {
      const posts = recordFormPosts(page);
      await gotoReady(page, path);
      const form = formOf(page);
      const f = consultationFields(form);
      await f.submit.click();
      const required = ['Name is required', 'Email is required', 'Phone number is required', 'Please choose your primary fitness goal', 'Please choose your current activity level', 'Please choose your workout experience'];
      await expectToast(page, 'error', 'Form validation failed', required.join(', '));
      await expect(f.errors).toBeVisible();
      await expect(f.errors).toHaveAttribute('role', 'alert');
      await expect(f.errors.getByRole('listitem')).toHaveText(required);
      await expect(f.errors).toBeFocused();
      // Each field with an error is marked and points at its message.
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveAccessibleDescription('Name is required');
      await expect(f.goal).toHaveAttribute('aria-invalid', 'true');
      await expect(f.age).not.toHaveAttribute('aria-invalid', 'true');

      // The rules of spec 5, with the exact messages; HTML is stripped before validating.
      await fillValidConsultation(form);
      await f.name.fill('J4ne <i>Doe</i>');
      await f.email.fill('jane doe@example.com');
      await f.phone.fill('555-01');
      await f.age.fill('11');
      await f.submit.click();
      const messages = ['Name contains invalid characters', 'Please enter a valid email address', 'Please enter a valid phone number', 'Age must be between 12 and 100'];
      await expectToast(page, 'error', 'Form validation failed', messages.join(', '));
      await expect(f.errors.getByRole('listitem')).toHaveText(messages);
      await expect(f.errors).toBeFocused();
      // A name of only HTML is empty once stripped.
      await f.name.fill('<b></b>');
      await f.email.fill('jane@example.com');
      await f.phone.fill('+1 (604) 555-0199');
      await f.age.fill('');
      await f.submit.click();
      await expect(f.errors.getByRole('listitem')).toHaveText(['Name is required']);
      await page.waitForTimeout(300);
      expect(posts).toHaveLength(0);
    });

    test('the error list clears when a field is edited and on resubmit', async ({ page }) => {
      await gotoReady(page, path);
      const form = formOf(page);
      const f = consultationFields(form);
      await f.submit.click();
      await expect(f.errors).toBeVisible();
      await f.email.fill('j');
      await expect(f.errors).toBeHidden();
      await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
      await f.submit.click();
      await expect(f.errors.getByRole('listitem')).toHaveCount(6);
      await expect(f.errors.getByRole('listitem').nth(1)).toHaveText('Please enter a valid email address');
      await f.day('Friday').check();
      await expect(f.errors).toBeHidden();
      // Resubmitting a fixed form clears the list before sending.
      const stub = await stubForm(page, 'consultation', { hold: true });
      await f.submit.click();
      await expect(f.errors).toHaveCount(1);
      await fillValidConsultation(form);
      await f.submit.click();
      await expect(f.errors).toBeHidden();
      await expect(f.submit).toHaveText('Submitting...');
      stub.release();
      await expectToast(page, 'success', ...CONSULTATION_SUCCESS);
    });

    test('a valid submit shows Submitting..., posts the body of spec 7.1, then thanks and clears the form', async ({ page }) => {
      const posts = recordFormPosts(page);
      const stub = await stubForm(page, 'consultation', { hold: true });
      await gotoReady(page, path);
      const form = formOf(page);
      const f = consultationFields(form);
      await fillValidConsultation(form);
      await f.submit.click();
      await expect(f.submit).toHaveText('Submitting...');
      await expect(f.submit).toBeDisabled();
      await expect.poll(() => stub.bodies.length).toBe(1);
      const body = stub.bodies[0] as Record<string, string>;
      expect(body.email).toBe('jane.doe@example.com');
      expect(body._replyto).toBe('jane.doe@example.com');
      expect(body.subject).toBe('New Consultation Request from Jane Doe-Smith');
      expect(body._subject).toBe(body.subject);
      expect(body.message.split('\n')).toEqual([
        'Name: Jane Doe-Smith',
        'Email: jane.doe@example.com',
        'Phone: 604-555-0199',
        'Age: 34',
        'Preferred Trainer: Angela Dela Cruz',
        'Primary Fitness Goal: Strength',
        'Current Activity Level: Lightly Active',
        'Workout Experience: Novice (6 months-2 years)',
        'Health Concerns: Old knee injury (left)',
        'Available Days: Monday, Wednesday',
        'Preferred Time: Early Morning (6-8 AM)',
        'Additional Information: Prefer a female trainer if possible.',
        '  Can start next week.',
      ]);
      expect(body.fields).toMatchObject({ name: 'Jane Doe-Smith', availableDays: ['monday', 'wednesday'], selectedTrainer: 'Angela Dela Cruz' });
      expect(body).not.toHaveProperty('_gotcha');
      stub.release();
      await expectToast(page, 'success', ...CONSULTATION_SUCCESS);
      await expect(f.submit).toHaveText('Book My Free Consultation');
      await expect(f.submit).toBeEnabled();
      for (const input of [f.name, f.email, f.phone, f.age, f.health, f.info]) await expect(input).toHaveValue('');
      for (const select of [f.trainer, f.goal, f.level, f.experience, f.time]) await expect(select).toHaveValue('');
      await expect(f.day('Monday')).not.toBeChecked();
      await expect(f.day('Wednesday')).not.toBeChecked();
      expect(posts).toHaveLength(1);
    });

    test('a failed send (500) keeps every value and shows the Error toast naming the gym email', async ({ page, consoleErrors }) => {
      await stubForm(page, 'consultation', { status: 500 });
      await gotoReady(page, path);
      const form = formOf(page);
      const f = consultationFields(form);
      await fillValidConsultation(form);
      await f.submit.click();
      await expectToast(page, 'error', 'Error', CONSULTATION_FAILURE);
      await expect(f.submit).toHaveText('Book My Free Consultation');
      await expect(f.submit).toBeEnabled();
      await expect(f.name).toHaveValue('  <b>Jane</b> Doe-Smith ');
      await expect(f.email).toHaveValue('jane.doe@example.com');
      await expect(f.phone).toHaveValue('604-555-0199');
      await expect(f.age).toHaveValue('34');
      await expect(f.trainer).toHaveValue('Angela Dela Cruz');
      await expect(f.goal).toHaveValue('strength');
      await expect(f.level).toHaveValue('lightly-active');
      await expect(f.experience).toHaveValue('novice');
      await expect(f.health).toHaveValue('Old knee injury <script>alert(1)</script>(left)');
      await expect(f.day('Monday')).toBeChecked();
      await expect(f.day('Wednesday')).toBeChecked();
      await expect(f.time).toHaveValue('early-morning');
      await expect(f.info).toHaveValue('Prefer a female trainer if possible.\nCan start next week.');
      allowHttpErrorLog(consoleErrors, 500);
    });

    test('a network error is a failure too', async ({ page, consoleErrors }) => {
      await page.route('**/f/consultation', (route) => route.abort('connectionrefused'));
      await gotoReady(page, path);
      const form = formOf(page);
      await fillValidConsultation(form);
      await consultationFields(form).submit.click();
      await expectToast(page, 'error', 'Error', CONSULTATION_FAILURE);
      await expect(consultationFields(form).email).toHaveValue('jane.doe@example.com');
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED')));
    });
  });
}

test.describe('consultation page', () => {
  test('?trainer= pre-selects the trainer by full name, after hydration', async ({ page }) => {
    await gotoReady(page, `/consultation?trainer=${encodeURIComponent('Angela Dela Cruz')}`);
    const f = consultationFields(page.locator('form[data-form="consultation"]'));
    await expect(f.trainer).toHaveValue('Angela Dela Cruz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Fitness Consultation');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What happens next' }).locator('ol > li')).toHaveCount(3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await gotoReady(page, `/free-fitness-consultation-surrey?trainer=${encodeURIComponent("Ryan O'Connor")}`);
    await expect(f.trainer).toHaveValue("Ryan O'Connor");
    // '+' is a space in a query string.
    await gotoReady(page, '/consultation?trainer=Angela+Dela+Cruz');
    await expect(f.trainer).toHaveValue('Angela Dela Cruz');
  });

  test('an unknown or partial trainer name selects nothing', async ({ page }) => {
    await gotoReady(page, `/consultation?trainer=${encodeURIComponent('Angela')}`);
    const f = consultationFields(page.locator('form[data-form="consultation"]'));
    await page.waitForTimeout(200);
    await expect(f.trainer).toHaveValue('');
    await gotoReady(page, `/consultation?trainer=${encodeURIComponent('angela dela cruz')}`);
    await page.waitForTimeout(200);
    await expect(f.trainer).toHaveValue('');
  });

  test('the real lead service stores a consultation request', async ({ page }) => {
    await gotoReady(page, '/consultation');
    const form = page.locator('form[data-form="consultation"]');
    await fillValidConsultation(form);
    const answer = page.waitForResponse((r) => r.url().endsWith('/f/consultation') && r.request().method() === 'POST');
    await consultationFields(form).submit.click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'success', ...CONSULTATION_SUCCESS);
    await expect(consultationFields(form).name).toHaveValue('');
  });
});

// ---------------------------------------------------------------------------------------------
// Contact form: home #contact
// ---------------------------------------------------------------------------------------------

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
  test.beforeEach(async ({ page }) => {
    await noPromo(page);
  });

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
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
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

// ---------------------------------------------------------------------------------------------
// Service-page form: /personal-training
// ---------------------------------------------------------------------------------------------

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
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
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
