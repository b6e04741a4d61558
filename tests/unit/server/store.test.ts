/**
 * The store interface against both implementations: PGlite in a temp DATA_DIR and a real
 * PostgreSQL server started for this file. Plus the embedded store's journal and lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PgliteStore, PostgresStore, type LeadStore, type NewSubmission, type StoredSubmission } from '../../../server/submissions';
import { StoreLockedError } from '../../../server/db/lock';
import { contactLead } from './helpers/leads';
import { freshDataDir, openTestStore, removeDir } from './helpers/pglite';
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres, type PgServer } from './helpers/postgres';

jest.setTimeout(60_000);

/** What a round trip must keep exactly: an IP, a user agent, non-ASCII text, an array in the fields. */
function submission(over: Partial<NewSubmission> = {}): NewSubmission {
  return contactLead('Zoë 💪', { email: 'zoe@example.com', message: 'Name: Zoë 💪\nਸਤ ਸ੍ਰੀ ਅਕਾਲ', clientIp: '203.0.113.7', userAgent: 'jest', fields: { days: ['monday'] }, ...over });
}

function contract(name: string, open: () => Promise<{ store: LeadStore; cleanup: () => Promise<void> }>): void {
  describe(`${name} store`, () => {
    let store: LeadStore;
    let cleanup: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });
    afterAll(async () => {
      await cleanup?.();
    });

    test('insert and read back exactly, newest first', async () => {
      const t0 = Date.now();
      const a = submission({ createdAt: new Date(t0 - 2000) });
      const b = submission({ createdAt: new Date(t0 - 1000), formId: 'consultation' });
      await store.insert(a);
      await store.insert(b);
      const got = await store.get(a.id);
      expect(got).toMatchObject({ ...a, attempts: 0, lastError: null, deliveredAt: null });
      expect(got?.createdAt.toISOString()).toBe(a.createdAt.toISOString());
      const list = await store.list({ limit: 2 });
      expect(list.map((s) => s.id)).toEqual([b.id, a.id]);
      expect(await store.get('not-a-uuid')).toBeNull();
    });

    test('concurrent inserts are all kept', async () => {
      const before = (await store.counts()).total;
      await Promise.all(Array.from({ length: 120 }, () => store.insert(submission())));
      expect((await store.counts()).total).toBe(before + 120);
    });

    test('claiming, failures with backoff, giving up, delivery, re-queueing', async () => {
      // Start from a clean slate of due work.
      await store.claimDue(1e9, 100_000);
      const now = new Date();
      const x = submission({ createdAt: new Date(now.getTime() - 3000) });
      const y = submission({ createdAt: new Date(now.getTime() - 2000) });
      const z = submission({ createdAt: new Date(now.getTime() - 1000), deliveryState: 'stored' });
      const s = submission({ spam: true, deliveryState: 'spam' });
      for (const r of [x, y, z, s]) await store.insert(r);

      const claimed = await store.claimDue(60_000, 10);
      expect(claimed.map((c) => c.id)).toEqual([x.id, y.id]); // oldest first; stored and spam are never claimed
      expect(await store.claimDue(60_000, 10)).toEqual([]); // leased

      await store.markAttemptFailed(x.id, 'connect ECONNREFUSED', 300); // due again in 300 ms, by the database's clock
      await store.markAttemptFailed(y.id, 'gave up', null);
      expect(await store.get(x.id)).toMatchObject({ deliveryState: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' });
      expect(await store.get(y.id)).toMatchObject({ deliveryState: 'failed', attempts: 1, nextAttemptAt: null });
      expect(await store.claimDue(60_000, 10)).toEqual([]); // not due yet
      await new Promise((r) => setTimeout(r, 400));
      expect((await store.claimDue(60_000, 10)).map((c) => c.id)).toEqual([x.id]);

      await store.markDelivered(x.id, new Date());
      expect(await store.get(x.id)).toMatchObject({ deliveryState: 'delivered', attempts: 2, lastError: null });
      await store.markDelivered(s.id, new Date());
      expect((await store.get(s.id))?.deliveryState).toBe('spam'); // spam is never marked delivered

      const undelivered = (await store.listUndelivered()).map((u) => u.id);
      expect(undelivered).toEqual(expect.arrayContaining([y.id, z.id]));
      expect(undelivered).not.toContain(x.id);
      expect(undelivered).not.toContain(s.id);

      expect(await store.requeueUndelivered([y.id])).toBe(1);
      expect(await store.get(y.id)).toMatchObject({ deliveryState: 'pending' });
      const requeued = await store.requeueUndelivered();
      expect(requeued).toBeGreaterThanOrEqual(2);
      expect((await store.get(z.id))?.deliveryState).toBe('pending');
      expect((await store.get(s.id))?.deliveryState).toBe('spam');
    });

    test('a claim never takes more than its limit, however many are due (the daily mail ceiling counts on it)', async () => {
      await store.claimDue(1e9, 100_000); // nothing else due
      const now = Date.now();
      const due = Array.from({ length: 9 }, (_, i) => submission({ createdAt: new Date(now - 9000 + i * 1000) }));
      for (const r of due) await store.insert(r);
      const two = await store.claimDue(60_000, 2);
      expect(two.map((c) => c.id)).toEqual([due[0].id, due[1].id]);
      const three = await store.claimDue(60_000, 3);
      expect(three.map((c) => c.id)).toEqual([due[2].id, due[3].id, due[4].id]);
      expect(await store.claimDue(60_000, 100)).toHaveLength(4);
    });

    test('claims are atomic and carry a token: an ended claim cannot record, `retry` leaves a live claim alone', async () => {
      await store.claimDue(1e9, 100_000); // nothing else due
      const now = Date.now();
      const a = submission({ createdAt: new Date(now - 5000) });
      const b = submission({ createdAt: new Date(now - 4000) });
      await store.insert(a);
      await store.insert(b);
      // Two workers claim at the same moment: each submission goes to exactly one of them.
      const [first, second] = await Promise.all([store.claimDue(400, 1), store.claimDue(400, 1)]);
      expect([...first, ...second].map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
      const claimA = [...first, ...second].find((c) => c.id === a.id) as StoredSubmission;
      expect(claimA.claimToken).toMatch(/^[0-9a-f-]{36}$/);

      // `leads retry` while a worker is sending: the live claim is left alone, nobody else can take it.
      expect(await store.requeueUndelivered([a.id])).toBe(0);
      expect(await store.claimDue(60_000, 10)).toEqual([]);

      // The claim ran out (its worker died): another worker takes it over with a new token.
      await new Promise((r) => setTimeout(r, 500)); // the 400 ms lease ends, by the database's clock
      // `leads retry` leaves an ended claim alone too (it is due already): only the next claim takes it over.
      expect(await store.requeueUndelivered([a.id])).toBe(0);
      expect(await store.get(a.id)).toMatchObject({ claimToken: claimA.claimToken });
      const later = await store.claimDue(60_000, 10);
      expect(later.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
      const takeover = later.find((c) => c.id === a.id) as StoredSubmission;
      expect(takeover.claimToken).not.toBe(claimA.claimToken);
      // The first worker's late outcome is not recorded; the holder's is.
      expect(await store.markDelivered(a.id, new Date(), claimA.claimToken as string)).toBe(false);
      expect(await store.markAttemptFailed(a.id, 'late', null, claimA.claimToken as string)).toBe(false);
      expect(await store.get(a.id)).toMatchObject({ deliveryState: 'pending', attempts: 0 });
      expect(await store.markDelivered(a.id, new Date(), takeover.claimToken as string)).toBe(true);
      expect(await store.get(a.id)).toMatchObject({ deliveryState: 'delivered', attempts: 1, claimToken: takeover.claimToken });
      // The same record again (its answer was lost on the way back): recognised as done, counted once.
      expect(await store.markDelivered(a.id, null, takeover.claimToken as string)).toBe(true);
      expect(await store.get(a.id)).toMatchObject({ deliveryState: 'delivered', attempts: 1 });

      // Claimed but not attempted: given back, due at once, only by the claim that holds it.
      const heldB = later.find((c) => c.id === b.id) as StoredSubmission;
      expect(await store.releaseClaims([b.id], claimA.claimToken as string)).toBe(0);
      expect(await store.releaseClaims([b.id], heldB.claimToken as string)).toBe(1);
      expect((await store.claimDue(60_000, 10)).map((c) => c.id)).toEqual([b.id]);
    });

    test('counts by state', async () => {
      const c = await store.counts();
      expect(c.total).toBe(Object.values(c.byState).reduce((a, b) => a + b, 0));
      expect(c.byState.spam).toBeGreaterThanOrEqual(1);
    });
  });
}

contract('PGlite', async () => {
  const dir = await freshDataDir();
  const store = await PgliteStore.open({ dataDir: dir, role: 'test' });
  return { store, cleanup: async () => { await store.close(); removeDir(dir); } };
});

if (PG_BIN) {
  let server: PgServer | null = null;
  contract('PostgreSQL', async () => {
    server = await startPostgres();
    const store = await PostgresStore.open(server.url);
    return { store, cleanup: async () => store.close() };
  });

  test('PostgreSQL: migrations run once, also when two services start together', async () => {
    // A second, empty database on the same server.
    const admin = new pg.Client({ connectionString: (server as PgServer).url });
    await admin.connect();
    await admin.query('CREATE DATABASE migrations_twice');
    await admin.end();
    const url = (server as PgServer).url.replace(/\/postgres$/, '/migrations_twice');
    const [a, b] = await Promise.all([PostgresStore.open(url), PostgresStore.open(url)]);
    await a.insert(submission());
    expect((await b.counts()).total).toBe(1);
    await Promise.all([a.close(), b.close()]);
    const again = await PostgresStore.open(url);
    expect((await again.counts()).total).toBe(1);
    await again.close();
  });

  afterAll(async () => {
    await server?.stop();
  });
} else {
  test('PostgreSQL server binaries are installed (npm test installs them where it can)', () => {
    throw new Error(PG_MISSING_MESSAGE);
  });
}

describe('embedded store durability', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await freshDataDir();
  });
  afterAll(() => removeDir(dir));

  test('a journal entry that never reached PGlite is replayed at start; a torn last line is ignored', async () => {
    const lost = submission({ formId: 'service' });
    const line = JSON.stringify({ v: 1, s: { ...lost, createdAt: lost.createdAt.toISOString(), nextAttemptAt: null } });
    fs.writeFileSync(path.join(dir, 'journal.jsonl'), `${line}\n{"v":1,"s":{"id":"torn`);
    const store = await openTestStore(dir);
    try {
      expect(await store.get(lost.id)).toMatchObject({ formId: 'service', fields: lost.fields });
      expect(fs.readFileSync(path.join(dir, 'journal.jsonl'), 'utf8')).toBe(''); // compacted after the replay
      // One process at a time: a second opener gets a clear error.
      await expect(PgliteStore.open({ dataDir: dir, role: 'cli' })).rejects.toBeInstanceOf(StoreLockedError);
    } finally {
      await store.close();
    }
  });

  test('inserts are journaled and fsynced before they resolve; compaction empties the journal; a stale lock is taken over', async () => {
    const store = await PgliteStore.open({ dataDir: dir, role: 'test', compactBytes: 4096 });
    const first = submission();
    await store.insert(first);
    expect(fs.readFileSync(path.join(dir, 'journal.jsonl'), 'utf8')).toContain(first.id);
    await Promise.all(Array.from({ length: 30 }, () => store.insert(submission())));
    // Past the threshold: the journal was rotated and the rotated file is removed after the checkpoint.
    await new Promise((r) => setTimeout(r, 300));
    expect(store.journalBytes).toBeLessThan(4096 + 2048);
    expect((await store.counts()).total).toBe(32);
    await store.close();
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('journal')).map((f) => fs.statSync(path.join(dir, f)).size)).toEqual([0]);
    // A lock left by a process that no longer exists (killed with -9).
    fs.writeFileSync(path.join(dir, 'service.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, role: 'service', socket: null, startedAt: 'x' }));
    const reopened = await openTestStore(dir);
    expect((await reopened.counts()).total).toBe(32);
    await reopened.close();
  });
});
