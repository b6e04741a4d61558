/**
 * The forms in Punjabi and Hindi, end to end against the real lead service: the consultation form on the
 * Punjabi consultation page by pointer, a Hindi service page's form by keyboard. An empty or wrong send
 * shows the validator's messages in the page's language (content/data/forms.*.yaml), a right one the
 * thank-you toast in that language, and the stored lead says which language it was written in while
 * keeping what the gym reads (the trainer's name, the service) as the gym's own words.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect, gotoReady } from './fixtures';
import { byLabel, expectToast } from './forms';
import { renderedFonts } from './checks';
import { loadFormWords } from '../../server/form-words';
import { errorsToToastText, validateForm, validationWords } from '../../src/forms';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';
import { localPath, pathOf } from '../../src/lib/routes';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const WORDS = loadFormWords();
const content = loadContent(path.join(root, 'content'));
/** Latin letters: none in a message of a translated form (names and the brand are not in them). */
const LATIN = /[A-Za-z]/;

interface StoredLead {
  form: string;
  language: string;
  fields: Record<string, unknown>;
}

/** The stored submissions, as the gym's `leads export --format json` prints them from the test service's store. */
async function storedLeads(): Promise<StoredLead[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it for the service and the tests)');
  const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['server/cli/main.ts', 'export', '--format', 'json'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as StoredLead[];
}

async function leadByEmail(email: string): Promise<StoredLead | undefined> {
  return (await storedLeads()).find((l) => l.fields.email === email);
}

/** A field's words in a form's words (every field of the table has them: the content check makes sure). */
function fieldWords<T>(fields: Readonly<Record<string, T | undefined>>, name: string): T {
  const words = fields[name];
  if (!words) throw new Error(`forms.yaml has no words for the field ${name}`);
  return words;
}

/** A unique address per run and project, so this file's leads are told apart from any other's. */
const emailFor = (who: string, project: string) => `${who}.${project}.${Date.now().toString(36)}@example.com`;

test.describe('forms in the page’s language @phone', () => {
  test('the consultation form on the Punjabi page, by pointer: Punjabi messages, Punjabi thank-you, a lead marked Punjabi', async ({ page }, testInfo) => {
    const words = WORDS.pa;
    const f = words.consultation.fields;
    await gotoReady(page, localPath(pathOf('consultation'), 'pa'));
    const form = page.locator('form[data-form="consultation"]');
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toHaveText(words.consultation.submit);

    // Empty: every required field's message, in Punjabi, in the red box and the toast.
    await submit.click();
    const expected = validateForm('consultation', {}, validationWords(words, 'consultation'), { trainers: [] }).errors.map((e) => e.message);
    expect(expected.length).toBeGreaterThan(3);
    for (const m of expected) expect(m).not.toMatch(LATIN);
    const errors = form.getByTestId('form-errors');
    await expect(errors.getByRole('listitem')).toHaveText(expected);
    await expectToast(page, 'error', words.common.validationTitle, errorsToToastText(expected.map((message) => ({ message }))));

    // The trainers are listed with what they do in Punjabi; the option's value stays the trainer's name.
    const trainers = (filledDataIn(content, 'pa')['trainers.yaml'] as { trainers: { name: string; practitionerType: string }[] }).trainers;
    const angela = trainers.find((t) => t.name === 'Angela Dela Cruz');
    if (!angela) throw new Error('Angela Dela Cruz is not in content/data/trainers.yaml');
    expect(angela.practitionerType).not.toMatch(LATIN);
    const trainer = byLabel(form, fieldWords(f, 'selectedTrainer').label);
    await expect(trainer.locator('option[value="Angela Dela Cruz"]')).toHaveText(`Angela Dela Cruz (${angela.practitionerType})`);

    const email = emailFor('harpreet', testInfo.project.name);
    await byLabel(form, fieldWords(f, 'name').label).fill('Harpreet Kaur');
    await byLabel(form, fieldWords(f, 'email').label).fill(email);
    await byLabel(form, fieldWords(f, 'phone').label).fill('604-555-0142');
    await trainer.selectOption('Angela Dela Cruz');
    await byLabel(form, fieldWords(f, 'fitnessGoals').label).selectOption('strength');
    await byLabel(form, fieldWords(f, 'currentFitnessLevel').label).selectOption('lightly-active');
    await byLabel(form, fieldWords(f, 'workoutExperience').label).selectOption('novice');
    const monday = fieldWords(f, 'availableDays').options?.find((o) => o.id === 'monday')?.label;
    if (!monday) throw new Error('forms.pa.yaml names no Monday');
    await form.getByLabel(monday, { exact: true }).click();
    await expect(errors).toBeHidden();
    const answer = page.waitForResponse((r) => r.url().endsWith('/f/consultation') && r.request().method() === 'POST');
    await submit.click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'success', words.consultation.successTitle, words.consultation.successText);
    expect(words.consultation.successTitle).not.toMatch(LATIN);
    // Drawn in the page's script face: the toasts' library has a font of its own, which has no Gurmukhi.
    expect(await renderedFonts(page, '.Toastify__toast[role="status"] [data-testid="toast-title"]')).toContain('Noto Sans Gurmukhi');

    const lead = await leadByEmail(email);
    expect(lead).toMatchObject({ form: 'consultation', language: 'pa', fields: { name: 'Harpreet Kaur', selectedTrainer: 'Angela Dela Cruz', availableDays: ['monday'] } });
  });

  test('a Hindi service page’s form, by keyboard: the browser stops an empty send, Hindi messages, Hindi thank-you, a lead marked Hindi', async ({ page }, testInfo) => {
    const words = WORDS.hi;
    const f = words.service.fields;
    await gotoReady(page, localPath(pathOf('personal-training'), 'hi'));
    const form = page.locator('form[data-form="service"]');
    const submit = form.locator('button[type="submit"]');
    const name = byLabel(form, fieldWords(f, 'name').label);
    const phone = byLabel(form, fieldWords(f, 'phone').label);
    const goals = byLabel(form, fieldWords(f, 'fitnessGoals').label);
    // The form is named in Hindi; it sends the service as the gym names it.
    await expect(form).not.toHaveAttribute('aria-label', LATIN);
    await expect(form.locator('input[type="hidden"][name="service"]')).toHaveValue('Personal Training');

    // Empty: the browser's own check keeps it from sending and takes the focus to the first empty field.
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    expect(await name.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);

    // Filled but wrong: the shared validator's messages, in Hindi.
    await page.keyboard.type('R2-D2');
    await byLabel(form, fieldWords(f, 'email').label).focus();
    const email = emailFor('priya', testInfo.project.name);
    await page.keyboard.type(email);
    await phone.focus();
    await page.keyboard.type('12345');
    await goals.focus();
    await page.keyboard.press('ArrowDown');
    await expect(goals).not.toHaveValue('');
    await submit.focus();
    await page.keyboard.press('Enter');
    const messages = [words.messages.nameInvalid, words.messages.phoneInvalid];
    for (const m of messages) expect(m).not.toMatch(LATIN);
    const errors = form.getByTestId('form-errors');
    await expect(errors.getByRole('listitem')).toHaveText(messages);
    await expect(errors).toBeFocused();
    await expectToast(page, 'error', words.common.validationTitle, messages.join(', '));

    // Right: sent, thanked in Hindi, stored as a Hindi lead about Personal Training.
    await name.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Priya Sharma');
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('604-555-0177');
    const answer = page.waitForResponse((r) => r.url().endsWith('/f/service') && r.request().method() === 'POST');
    await submit.focus();
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'success', words.service.successTitle, words.service.successText);
    expect(words.service.successText).not.toMatch(LATIN);
    expect(await renderedFonts(page, '.Toastify__toast[role="status"] [data-testid="toast-text"]')).toContain('Noto Sans Devanagari');

    const lead = await leadByEmail(email);
    expect(lead).toMatchObject({ form: 'service', language: 'hi', fields: { name: 'Priya Sharma', service: 'Personal Training', phone: '604-555-0177' } });
  });
});
