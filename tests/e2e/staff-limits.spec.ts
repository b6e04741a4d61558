/**
 * The ceiling on reading the lead list, in the inbox: a service of this test's own lets one person read
 * 2 different leads an hour (STAFF_LIST_READS_PER_HOUR=2). The owner enrols and reads the 2 leads there
 * are, which is the ceiling; 2 more arrive (each refresh of the list would read a third lead, so the list's
 * own refresh is refused, quietly, however the two arrivals fall between refreshes); when the owner opens
 * the list again the inbox shows the service's message where the list would be, and the audit log says
 * what was read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { cliEnrolmentLink, enrol, sendContact, staffBrowser } from './staff';
import type { AuditPage } from '../../src/staff/api';
import { freePort } from '../unit/server/helpers/net';
import { stopService } from '../unit/server/helpers/posters';
import { startService, type ServiceProcess } from '../unit/server/helpers/service';

const root = path.resolve(__dirname, '../..');

test.describe.configure({ mode: 'serial' });

let service: ServiceProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-limits-'));
  service = await startService(
    { DATA_DIR: dataDir, PUBLIC_DIR: path.join(root, 'public'), RATE_LIMIT_MAX: '1000', STAFF_LIST_READS_PER_HOUR: '2' },
    await freePort(),
    90_000,
    { compiled: true },
  );
});

test.afterAll(async () => {
  if (service) await stopService(service, 20_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('past the hourly ceiling the inbox shows why the list is not there, and the audit log counts what was read', async ({ browser, playwright }, testInfo) => {
  if (!service) throw new Error('the service did not start');
  const owner = await staffBrowser(browser, testInfo, `http://127.0.0.1:${service.port}`);
  const { request } = owner.context;
  // Visitors post the forms to the site's origin (the inbox's origin serves the inbox only).
  const site = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${service.port}` });
  try {
    for (const n of [1, 2]) await sendContact(site, `limit-${n}`, `Early Lead ${n}`, 'Hello');
    await enrol(owner, await cliEnrolmentLink('Olivia Owner', 'olivia.limits@example.com', 'owner', dataDir));
    await expect(owner.page.getByTestId('lead-card')).toHaveCount(2);
    await expect(owner.page.locator('[data-live="open"]')).toBeVisible();
    const refused = owner.page.waitForResponse((r) => r.url().includes('/api/staff/leads') && r.status() === 429);
    for (const n of [3, 4]) await sendContact(site, `limit-${n}`, `Late Lead ${n}`, 'Hello');
    // The list's own refresh after the new leads is refused: the list the owner reads stays as it was.
    await refused;
    await expect(owner.page.getByTestId('lead-card')).toHaveCount(2);

    await owner.page.reload();
    const alert = owner.page.getByRole('alert');
    await expect(alert).toHaveText(/^You have read 2 of the 2 different leads one person may read in an hour, and this list would go past that\. Please try again in \d+ minutes?\.$/);
    await expect(owner.page.getByTestId('lead-card')).toHaveCount(0);

    // What the audit log holds (the page words it with auditWhat: "read 2 leads (the inbox)", tests/unit/staff/inbox-logic.test.ts).
    const audit = await request.get('/api/staff/audit');
    const reads = ((await audit.json()) as AuditPage).entries.filter((e) => e.action === 'read');
    expect(reads.map((e) => [e.leads, e.detail])).toEqual([[2, 'the inbox']]);
    await owner.page.getByRole('link', { name: 'Audit log' }).click();
    await expect(owner.page.getByTestId('audit-entry').first()).toBeVisible();
    expect(owner.errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
  } finally {
    await site.dispose();
    await owner.context.close();
  }
});
