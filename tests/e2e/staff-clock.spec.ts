/**
 * The gym's clock across the seams: a service of this test's own whose clock reads 20:00 UTC on
 * 1 December 2026 (tests/fixtures/clock-offset.cjs) stores a morning's believable leads; the inbox in
 * Chromium and `npm run leads -- list` both say they came in at 13:00 at the gym (British Columbia
 * stays on UTC-7 from November 2026: tzdata 2026b). The same inbox, with nothing but these sample leads in
 * it, is what the README's screenshots show: `UPDATE_DOCS_SCREENSHOTS=1 npm run test:e2e -- tests/e2e/staff-clock.spec.ts`
 * writes them into docs/staff/ (otherwise into the test's output folder).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { cliEnrolmentLink, enrol, staffBrowser } from './staff';
import { buildSubmission } from '../../src/forms';
import { freePort } from '../unit/server/helpers/net';
import { stopService } from '../unit/server/helpers/posters';
import { startService, type ServiceProcess } from '../unit/server/helpers/service';

const root = path.resolve(__dirname, '../..');
const STORED_AT = Date.parse('2026-12-01T20:00:00Z');

/** What visitors of the gym might send on a weekday afternoon: one per form, and a few more. */
const SAMPLES = [
  buildSubmission('contact', {
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    phone: '604-555-0183',
    service: 'kickboxing-boxing',
    message: 'Do you run beginner boxing classes on weekends? My daughter (16) would like to come too.',
  }),
  buildSubmission('service', {
    name: 'Mandeep Gill',
    email: 'mandeep.gill@example.com',
    phone: '778-555-0126',
    trainerPreference: 'female',
    fitnessGoals: 'weight-loss',
    currentFitnessLevel: 'sedentary',
    availability: 'Weekday evenings after 6',
    service: 'Pre & Post Natal',
  }),
  buildSubmission('contact', {
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    phone: '604-555-0119',
    service: 'personal-training',
    message: 'Is the gym open on statutory holidays, and can I bring a guest once?',
  }),
  buildSubmission('consultation', {
    name: 'Harpreet Sandhu',
    email: 'harpreet.sandhu@example.com',
    phone: '(604) 555-0147',
    age: '42',
    fitnessGoals: 'strength',
    currentFitnessLevel: 'lightly-active',
    workoutExperience: 'novice',
    healthConditions: 'Old knee injury (left), fine for walking.',
    availableDays: ['monday', 'wednesday', 'saturday'],
    preferredTime: 'early-morning',
    additionalInfo: 'I drive a truck out of Tilbury and would like to train before my shift.',
  }),
];

test.describe.configure({ mode: 'serial' });

let service: ServiceProcess | undefined;
let dataDir = '';

test.beforeAll(async ({ request }) => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-clock-'));
  service = await startService(
    {
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(root, 'public'),
      RATE_LIMIT_MAX: '1000',
      NODE_OPTIONS: `--require ${path.join(root, 'tests/fixtures/clock-offset.cjs')}`,
      CLOCK_OFFSET_MS: String(STORED_AT - Date.now()),
    },
    await freePort(),
    90_000,
    { compiled: true },
  );
  for (const body of SAMPLES) {
    const res = await request.post(`http://127.0.0.1:${service.port}/f/${formOf(body)}`, {
      data: body,
      headers: { connection: 'close' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});

test.afterAll(async () => {
  if (service) await stopService(service, 20_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The form a sample was built for, from the fields only that form has. */
function formOf(body: (typeof SAMPLES)[number]): string {
  if ('workoutExperience' in body.fields) return 'consultation';
  if ('trainerPreference' in body.fields) return 'service';
  return 'contact';
}

test('a lead stored at 20:00 UTC on 1 December 2026 came in at 13:00 at the gym: in the inbox and in `npm run leads -- list`', async ({ browser }, testInfo) => {
  if (!service) throw new Error('the service did not start');
  const width = testInfo.project.name === 'phone' ? 390 : 1280;
  const owner = await staffBrowser(browser, testInfo, `http://127.0.0.1:${service.port}`);
  try {
    // The owner reads the list half an hour later by their own clock.
    await owner.page.clock.setFixedTime(new Date(STORED_AT + 30 * 60_000));
    await enrol(owner, await cliEnrolmentLink('Gurpreet Dhillon', 'gurpreet.dhillon@example.com', 'owner', dataDir));
    const cards = owner.page.getByTestId('lead-card');
    await expect(cards).toHaveCount(SAMPLES.length);
    // Stored in the seconds after the service's clock read 20:00 (it starts, then takes the posts).
    await expect(cards.first()).toContainText(/(29|30) min ago/);
    const shots = process.env.UPDATE_DOCS_SCREENSHOTS === '1' ? path.join(root, 'docs/staff') : testInfo.outputDir;
    fs.mkdirSync(shots, { recursive: true });
    // CSS pixels (not the phone's 2.6 device pixels): small files for the README.
    await owner.page.screenshot({ path: path.join(shots, `inbox-list-${width}.png`), scale: 'css' });

    await owner.page.getByRole('link', { name: 'Harpreet Sandhu', exact: true }).click();
    await expect(owner.page.getByRole('heading', { name: 'What they sent' })).toBeVisible();
    await expect(owner.page.getByText('Received Dec 1, 2026, 1:00 p.m.')).toBeVisible();
    await owner.page.evaluate(() => window.scrollTo(0, 0));
    await owner.page.screenshot({ path: path.join(shots, `inbox-lead-${width}.png`), scale: 'css' });
    expect(owner.errors).toEqual([]);
  } finally {
    await owner.context.close();
  }

  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['server/cli/main.ts', 'list'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, TZ: 'UTC' },
    timeout: 60_000,
  });
  const row = stdout.split('\n').find((l) => l.includes('Harpreet Sandhu'));
  expect(row).toMatch(/^2026-12-01 13:00 /);
});
