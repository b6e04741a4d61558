/**
 * The daily ceiling on notification mails, against a real SMTP server and both
 * real stores: past the day's limit of single mails the rest arrive together in digests, at most one
 * per interval, each submission in exactly one mail; a digest that fails is retried, never lost.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { createNotifier } from '../../../server/submissions/delivery';
import { composeDigest, type MailCeiling } from '../../../server/submissions/delivery/digest';
import { describeState } from '../../../server/cli/format';
import type { LeadStore, StoredSubmission } from '../../../server/submissions';
import { buildSubmission } from '../../../src/forms';
import { startOfGymDay } from '../../../src/content/gym-time';
import { client, listen } from './helpers/http';
import { contactLead, storedLead } from './helpers/leads';
import { freePort, waitFor } from './helpers/net';
import { TestSmtp, type Mail } from './helpers/smtp';
import { storeFixtures } from './helpers/stores';
import { CONSULTATION } from './helpers/values';

jest.setTimeout(90_000);

const DIGEST_EVERY_MS = 2_000;
const CEILING: MailCeiling = { perDay: 3, digestEveryMs: DIGEST_EVERY_MS, digestMax: 200 };
const FAST = { pollMs: 100, baseDelayMs: 200, maxDelayMs: 400, leaseMs: 10_000, ceiling: CEILING };
const JSON_HEADERS = { 'content-type': 'application/json' };

const isDigest = (m: Mail): boolean => Boolean(m.headers['x-lead-digest']);
/** Every submission id a mail carries (a single mail's header, or each "Submission id:" of a digest). */
const idsIn = (m: Mail): string[] =>
  isDigest(m) ? [...m.body.replace(/=\r\n/g, '').matchAll(/Submission id: ([0-9a-f-]{36})/g)].map((x) => x[1]) : [m.headers['x-lead-id']];

describe.each(storeFixtures())('daily mail ceiling on $name', (fixture) => {
  let store: LeadStore;
  let cleanup: (() => Promise<void>) | undefined;
  let smtp: TestSmtp;
  let app: FastifyInstance | undefined;
  let base: string;

  beforeAll(async () => {
    ({ store, cleanup } = await fixture.open());
    smtp = new TestSmtp(await freePort());
    await smtp.start();
    const notifier = createNotifier({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`, notifyTo: 'front-desk@forge24fitness.example' });
    app = await buildApp({ store, publicDir: '/nonexistent', delivery: notifier, outbox: FAST, rateLimit: false });
    base = await listen(app);
  });
  afterAll(async () => {
    await app?.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
    await smtp?.stop();
    await cleanup?.();
  });

  async function post(n: number, tag: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await client(base).post('/f/consultation', JSON.stringify(buildSubmission('consultation', { ...CONSULTATION, name: `Visitor ${tag}${String.fromCharCode(97 + i)}` })), JSON_HEADERS);
      expect(res.status).toBe(200);
    }
    // The answer names no id: find the rows by the names just sent.
    for (const row of await store.list({ limit: 1000 })) {
      const name = (row.fields as { name?: string }).name ?? '';
      if (name.startsWith(`Visitor ${tag}`)) ids.push(row.id);
    }
    expect(ids).toHaveLength(n);
    return ids;
  }
  const delivered = async (ids: string[]): Promise<boolean> =>
    (await Promise.all(ids.map((id) => store.get(id)))).every((s) => s?.deliveryState === 'delivered');

  test('a flood: the first mails one by one, the rest in digests at most one per interval, each lead in exactly one mail', async () => {
    const first = await post(10, 'a');
    await waitFor(() => delivered(first), 20_000, 'the first ten delivered');
    expect(smtp.mails.filter((m) => !isDigest(m))).toHaveLength(3);
    const firstDigestAt = Date.now();
    // More arrive right after a digest went: they are stored and wait for the next one.
    const more = await post(4, 'b');
    await new Promise((resolve) => setTimeout(resolve, DIGEST_EVERY_MS / 2));
    expect(await delivered(more)).toBe(false);
    expect((await store.get(more[0]))?.deliveryState).toBe('pending');
    await waitFor(() => delivered(more), 20_000, 'the next digest');
    expect(Date.now() - firstDigestAt).toBeGreaterThanOrEqual(DIGEST_EVERY_MS * 0.9);

    expect(smtp.mails.filter((m) => !isDigest(m))).toHaveLength(3);
    const digests = smtp.mails.filter(isDigest);
    expect(digests.length).toBeGreaterThanOrEqual(2);
    expect(digests.length).toBeLessThanOrEqual(3);
    const sent = smtp.mails.flatMap(idsIn).sort();
    expect(sent).toEqual([...first, ...more].sort());
    const digest = digests[digests.length - 1];
    expect(digest.headers.subject).toBe('4 more website requests (daily email limit reached)');
    expect(digest.body).toContain('more than 3 requests today');
    expect(digest.body).toContain('Visitor bd');
    const stored = await store.get(more[3]);
    expect(stored?.digestId).toBe(digest.headers['x-lead-digest']);
    expect(describeState(stored as StoredSubmission)).toMatch(/^delivered \d\d:\d\d in a digest$/);
  });

  test("the mail server down when a digest is due: the held leads stay pending with the error, then arrive once it is back", async () => {
    await smtp.stop();
    const held = await post(3, 'c');
    await waitFor(async () => ((await store.get(held[0]))?.attempts ?? 0) >= 1, 20_000, 'a failed digest attempt');
    const row = await store.get(held[0]);
    expect(row?.deliveryState).toBe('pending');
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    const before = smtp.mails.length;
    await smtp.start();
    await waitFor(() => delivered(held), 20_000, 'the digest after the outage');
    const after = smtp.mails.slice(before);
    expect(after.every(isDigest)).toBe(true);
    expect(after.flatMap(idsIn).sort()).toEqual([...held].sort());
  });

  const sql = (text: string, params: unknown[] = []): Promise<{ id: string }[]> =>
    store.db.sql.query<{ id: string }>(text, params);

  test("yesterday's single mails do not count against today's ceiling", async () => {
    await sql("UPDATE submissions SET delivered_at = delivered_at - interval '2 days' WHERE digest_id IS NULL AND delivery_state = 'delivered'");
    const budget = await store.mailBudget(startOfGymDay(new Date()));
    expect(budget.sentToday).toBe(0);
    expect(budget.sinceLastDigestMs).not.toBeNull();
  });

  test("the gym's day starts at 07:00 UTC on 1 December 2026 (UTC-7 all year), whatever the database's zone data", async () => {
    const singles = await sql("UPDATE submissions SET delivered_at = '2026-11-30T12:00:00Z' WHERE digest_id IS NULL AND delivery_state = 'delivered' RETURNING id");
    expect(singles.length).toBeGreaterThanOrEqual(3);
    const times = ['2026-12-01T06:59:59Z', '2026-12-01T07:00:00Z', '2026-12-01T07:30:00Z'];
    for (const [i, at] of times.entries()) await sql('UPDATE submissions SET delivered_at = $2::timestamptz WHERE id = $1::uuid', [singles[i].id, at]);
    const dayStart = startOfGymDay(new Date('2026-12-01T20:00:00Z'));
    expect(dayStart.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect((await store.mailBudget(dayStart)).sentToday).toBe(2);
  });
});

test('the digest mail: one subject, every lead with its reply address and id; nothing a visitor typed becomes a header', () => {
  const sub = (name: string) => storedLead({ ...contactLead(name, { email: 'v@example.com' }), id: '0a1b2c3d-0000-4000-8000-000000000000' });
  const mail = composeDigest([sub('A\r\nBcc: x@evil.example'), sub('B')], { to: 'desk@x', from: 'Site <site@forge.example>', perDay: 100, digestId: 'd1', siteUrl: 'https://forge.example', staffOrigin: 'https://inbox.forge.example' });
  expect(mail.text).toContain('Open it in the staff inbox: https://inbox.forge.example/staff/leads/0a1b2c3d-0000-4000-8000-000000000000/');
  expect(mail.subject).toBe('2 more website requests (daily email limit reached)');
  expect(mail.text).toContain('=== 1 of 2: Inquiry from A');
  expect(mail.text).toContain('Reply to: v@example.com. Submission id: 0a1b2c3d-0000-4000-8000-000000000000');
  expect(mail.messageId).toBe('<digest-d1@forge.example>');
  expect(Object.keys(mail.headers)).toEqual(['X-Lead-Digest', 'Auto-Submitted']);
});
