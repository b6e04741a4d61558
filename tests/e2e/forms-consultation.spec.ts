/**
 * The consultation form (spec 3, 5, 7.1, 8) on home #consultation and on the consultation
 * page: its fields, client validation, states, the JSON body, the toasts, the lead service storing a
 * real post; and the page's ?trainer= pre-selection.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady, renderedFrame } from './fixtures';
import { CONSULTATION_FAILURE, CONSULTATION_SUCCESS, FAILED_SEND_CONSOLE, allowHttpErrorLog, byLabel, expectNoFormPost, expectToast, recordFormPosts, stubForm } from './forms';

// The failure tests answer 500 or refuse the connection on purpose; the browser logs those itself.
test.use({ expectedConsole: FAILED_SEND_CONSOLE });

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
      await expectNoFormPost(page, posts);
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
    await renderedFrame(page);
    await expect(f.trainer).toHaveValue('');
    await gotoReady(page, `/consultation?trainer=${encodeURIComponent('angela dela cruz')}`);
    await renderedFrame(page);
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
