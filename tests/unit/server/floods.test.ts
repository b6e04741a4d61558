/**
 * Floods within the limits: an IPv6 visitor is one rate-limit bucket per /64 (a
 * home or phone network hands out a whole /64, so counting each address counts nothing; the
 * rate-limit plugin's own key, pinned to /64 in app.ts); spam is
 * stored cut to the form's own fields and limits, never 32 KB; and when the data directory's disk
 * runs low, spam is refused first while real submissions are still stored, and a submission that
 * cannot be stored is never acknowledged (a real small tmpfs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { PgliteStore, type LeadStore } from '../../../server/submissions';
import { buildSubmission } from '../../../src/forms';
import { appsOnPglite } from './helpers/apps';
import { listen, request } from './helpers/http';
import { pgliteTemplate } from './helpers/pglite';
import { mountSmallFs, type SmallFs } from './helpers/tmpfs';
import { CONSULTATION, CONTACT } from './helpers/values';

jest.setTimeout(120_000);

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-floods-'));
let store: LeadStore;
const start = appsOnPglite(publicDir, (s) => {
  store = s;
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

function postContact(base: string, headers: Record<string, string>, values: Record<string, string> = CONTACT): Promise<number> {
  return request(base, '/f/contact', { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(buildSubmission('contact', values)) }).then((r) => r.status);
}

describe('IPv6 and the rate limit', () => {
  test('posts from many addresses of one /64 share one limit; another /64 has its own', async () => {
    // Through a trusted proxy on loopback, which names the visitor in X-Forwarded-For.
    const base = await start({ rateLimit: { max: 3, timeWindowMs: 60_000 }, trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push(await postContact(base, { 'x-forwarded-for': `2001:db8:aaaa:1::${i.toString(16)}:${i}` }));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await postContact(base, { 'x-forwarded-for': '2001:db8:aaaa:2::1' })).toBe(200);
    expect(await postContact(base, { 'x-forwarded-for': '198.51.100.7' })).toBe(200);
  });
});

test('spam (the honeypot filled) is stored cut to the form\'s own fields within their limits, not the 32 KB that was sent', async () => {
  const base = await start();
  const junk = {
    ...buildSubmission('contact', { ...CONTACT, email: 'bot@example.com', message: 'm'.repeat(5600) }),
    _gotcha: 'g'.repeat(4000),
    padding: 'p'.repeat(8000),
    ...Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`extra${i}`, 'e'.repeat(40)])),
  };
  const body = JSON.stringify(junk);
  expect(body.length).toBeGreaterThan(25_000);
  expect(body.length).toBeLessThan(32 * 1024); // under the body limit
  const res = await request(base, '/f/contact', { method: 'POST', headers: JSON_HEADERS, body });
  expect(res.status).toBe(200);
  const spam = (await store.list({ limit: 50 })).find((r) => r.spam && JSON.stringify(r.fields).includes('bot@example.com'));
  expect(spam).toBeDefined();
  const kept = JSON.stringify(spam?.fields);
  // The contact form's own limits: message 5,000 characters, the rest a few hundred.
  expect(kept.length).toBeLessThan(6 * 1024);
  // Stored as a real submission's fields are (what `leads list` shows), the honeypot's value beside them.
  expect(spam?.fields).toMatchObject({ name: CONTACT.name, email: 'bot@example.com', message: 'm'.repeat(5000), _gotcha: 'g'.repeat(200) });
  expect(kept).not.toContain('padding');
  expect(kept).not.toContain('extra1');
  expect(spam?.fields).toMatchObject({ _cut: { receivedBytes: Buffer.byteLength(body) } });
});

describe('a disk running low (DATA_DIR on a real 64 MB tmpfs)', () => {
  let small: SmallFs;
  beforeAll(async () => {
    small = mountSmallFs(64 * 1024 * 1024, 'leads-lowdisk-');
    fs.cpSync(path.join(await pgliteTemplate(), 'pgdata'), path.join(small.dir, 'pgdata'), { recursive: true });
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
  afterAll(() => small?.unmount());

  test('below the low-disk mark spam is refused (503, not stored) while real submissions are stored; on a full disk nothing is acknowledged', async () => {
    const lowDiskBytes = 8 * 1024 * 1024;
    const own = await PgliteStore.open({ dataDir: small.dir, role: 'test' });
    const app = await buildApp({ store: own, publicDir, rateLimit: false, lowDisk: { dir: small.dir, minFreeBytes: lowDiskBytes, recheckMs: 0 } });
    const base = await listen(app);
    const spamBody = (email: string): string => JSON.stringify({ ...buildSubmission('contact', { ...CONTACT, email }), _gotcha: 'filled by a bot' });
    const post = (body: string): Promise<number> => request(base, '/f/contact', { method: 'POST', headers: JSON_HEADERS, body }).then((r) => r.status);
    const acknowledged: string[] = [];
    try {
      expect(await post(spamBody('spam-roomy@example.com'))).toBe(200); // room enough: stored as spam

      small.fill(lowDiskBytes / 2);
      expect(await post(spamBody('spam-low@example.com'))).toBe(503);
      for (let i = 0; i < 5; i++) {
        const email = `real-low-${i}@example.com`;
        expect(await postContact(base, {}, { ...CONTACT, email })).toBe(200);
        acknowledged.push(email);
      }

      small.fill(0);
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const email = `real-full-${i}@example.com`;
          const status = await request(base, '/f/consultation', {
            method: 'POST',
            headers: JSON_HEADERS,
            body: JSON.stringify(buildSubmission('consultation', { ...CONSULTATION, email, additionalInfo: 'y'.repeat(950), healthConditions: 'h'.repeat(490) })),
          }).then((r) => r.status);
          if (status >= 200 && status < 300) acknowledged.push(email);
          return status;
        }),
      );
      expect(statuses.filter((s) => s >= 500).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s < 500)).toEqual([]);
    } finally {
      small.unfill();
      await app.close();
      await own.close();
    }
    const reopened = await PgliteStore.open({ dataDir: small.dir, role: 'test' });
    try {
      const rows = await reopened.list({ limit: 1000 });
      const emails = (r: (typeof rows)[number]): string => JSON.stringify(r.fields);
      expect(acknowledged.filter((e) => !rows.some((r) => !r.spam && emails(r).includes(e)))).toEqual([]);
      expect(rows.some((r) => emails(r).includes('spam-low@example.com'))).toBe(false);
      expect(rows.some((r) => r.spam && emails(r).includes('spam-roomy@example.com'))).toBe(true);
    } finally {
      await reopened.close();
    }
  });
});
