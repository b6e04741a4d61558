/**
 * Personal text stays out of the append-only audit log, and the log has a retention, on both stores:
 * a Not interested reason is in the lead's history (purged with the lead) and the audit log says only
 * that the lead was marked Not interested; a failed sign-in's client address is in a column of its own;
 * every purge (LeadStore.purge with cutoffsFor) removes entries older than AUDIT_RETENTION_DAYS and
 * clears addresses older than AUDIT_ADDRESS_DAYS, through the database's one function, and nothing
 * else may. Migration 007 rewrites entries written before it the same way.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type AuditEntry, type AuditPage, type LeadDetail } from '../../../src/staff/api';
import { auditWhat } from '../../../src/staff/labels';
import { cutoffsFor, describePurge } from '../../../server/submissions/retention';
import type { LeadStore } from '../../../server/submissions';
import type { SqlDriver } from '../../../server/db';
import { MIGRATIONS_DIR, migrate } from '../../../server/db/migrate';
import { openPglite, pgliteDriver } from '../../../server/db/pglite-runtime';
import type { RequestOptions } from './helpers/authenticator';
import { contactLead } from './helpers/leads';
import { call, staffOnStore, type Member } from './helpers/staff';
import { storeFixtures } from './helpers/stores';

jest.setTimeout(120_000);

const REASON = 'Moved to Surrey after her husband’s stroke';
const RETENTION = { deliveredDays: 180, spamDays: 30, auditDays: 730, auditAddressDays: 30 };

describe.each(storeFixtures())('the audit log on $name', (fixture) => {
  let store: LeadStore;
  let app: FastifyInstance;
  let owner: Member;
  let clerk: Member;
  const lead = contactLead('Nadia Notinterested', { deliveryState: 'stored' });
  staffOnStore(
    fixture,
    (world) => ({ store, app, owner, clerk } = world),
    async (s) => {
      await s.insert(lead);
    },
  );
  const db = (): SqlDriver => store.db.sql;
  const audit = async (): Promise<AuditEntry[]> => (await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie })).json<AuditPage>().entries;

  test('a Not interested reason is in the lead’s history, never in the audit log', async () => {
    const url = STAFF_ROUTES.changeLead.path.replace(':id', lead.id);
    const marked = await call(app, 'PATCH', url, { cookie: clerk.cookie, body: { version: 1, stage: 'not-interested', reason: REASON } });
    expect(marked.statusCode).toBe(200);
    const again = await call(app, 'PATCH', url, { cookie: clerk.cookie, body: { version: 2, stage: 'not-interested', reason: `${REASON}, again` } });
    expect(again.json<LeadDetail>()).toMatchObject({ stageReason: `${REASON}, again`, version: 3 });
    const history = again.json<LeadDetail>().history.filter((h) => h.kind === 'stage').map((h) => h.text);
    expect(history).toEqual([`Stage: New → Not interested (${REASON})`, `Stage: Not interested → Not interested (${REASON}, again)`]);
    const entries = (await audit()).filter((e) => e.leadId === lead.id && e.action === 'stage');
    expect(entries.map((e) => e.detail)).toEqual(["Stage: Not interested → Not interested (reason in the lead's history)", "Stage: New → Not interested (reason in the lead's history)"]);
    const all = await db().query<{ detail: string }>('SELECT detail FROM staff_audit');
    expect(all.filter((r) => r.detail.includes('Surrey'))).toEqual([]);
  });

  test('a failed sign-in keeps its address apart from the entry’s text', async () => {
    // The clerk's own passkey, signed with another key: a member's failed sign-in, which is audited.
    const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    const forged = clerk.auth.authenticate(options.json<RequestOptions>(), { signWith: crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey });
    expect((await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: forged } })).statusCode).toBe(401);
    const failed = (await audit()).find((e) => e.action === 'signin-failed');
    expect(failed?.detail).toMatch(/^passkey of /);
    expect(failed?.detail).not.toMatch(/127\.0\.0\.1|from/);
    expect(failed?.address).toMatch(/127\.0\.0\.1$/);
    expect(auditWhat(failed as AuditEntry)).toMatch(/^signin-failed: passkey of \S+: .+ \(from (::ffff:)?127\.0\.0\.1\)$/);
  });

  test('every purge applies the audit log’s retention: old entries go, old addresses are cleared, nothing else can', async () => {
    await db().query(
      `INSERT INTO staff_audit (at, action, detail, client_address) VALUES
         (now() - interval '800 days', 'signin-failed', 'ancient', '203.0.113.1'),
         (now() - interval '800 days', 'view', 'Viewed the lead', NULL),
         (now() - interval '40 days', 'signin-failed', 'last month', '203.0.113.2'),
         (now() - interval '5 days', 'signin-failed', 'last week', '203.0.113.3')`,
    );
    // Not by hand: the guard refuses, whoever sends it.
    await expect(db().query("DELETE FROM staff_audit WHERE detail = 'ancient'")).rejects.toThrow(/append-only/);
    await expect(db().query("UPDATE staff_audit SET client_address = NULL WHERE detail = 'last month'")).rejects.toThrow(/append-only/);
    await expect(db().query('TRUNCATE staff_audit')).rejects.toThrow(/append-only/);
    const cutoffs = cutoffsFor(RETENTION);
    const result = await store.purge(cutoffs);
    expect(result).toMatchObject({ delivered: 0, spam: 0, auditEntries: 2, auditAddresses: 1 });
    expect(describePurge(result, cutoffs)).toMatch(/^No submissions to remove \(.*\)\. Audit log: removed 2 entries from before \d{4}-\d{2}-\d{2} and the addresses of 1 failed sign-in from before \d{4}-\d{2}-\d{2}\.$/);
    const rows = await db().query<{ detail: string; client_address: string | null }>(
      "SELECT detail, client_address FROM staff_audit WHERE detail IN ('ancient', 'last month', 'last week') ORDER BY id",
    );
    expect(rows).toEqual([
      { detail: 'last month', client_address: null },
      { detail: 'last week', client_address: '203.0.113.3' },
    ]);
    expect((await audit())[0]).toMatchObject({ action: 'purge', actor: null, detail: expect.stringMatching(/^Retention removed 2 audit entr\(ies\) from before .* and the addresses of 1 failed sign-in\(s\) from before /) as unknown });
    // Nothing left to do: no entry, nothing removed.
    expect(await store.purge(cutoffsFor(RETENTION))).toMatchObject({ auditEntries: 0, auditAddresses: 0 });
    // And the guard is back once the purge is over.
    await expect(db().query("UPDATE staff_audit SET client_address = NULL WHERE detail = 'last week'")).rejects.toThrow(/append-only/);
  });
});

test('migration 007 takes the reasons, searches and addresses out of entries written before it (PGlite)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-migrate-'));
  const pg = await openPglite(path.join(dir, 'pgdata'));
  try {
    const db = pgliteDriver(pg);
    const all = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
      .sort()
      .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8') }));
    await migrate(db, all.filter((m) => m.version < '007'));
    await db.query(
      `INSERT INTO staff_audit (action, detail) VALUES
         ('signin-failed', 'unknown passkey AbCd (from 198.51.100.7)'),
         ('signin-failed', 'passkey of sam@gym.test: bad signature (from ::ffff:10.0.0.1)'),
         ('stage', 'Stage: Contacted → Not interested (Too far (moved) → sad)'),
         ('stage', 'Stage: Not interested → Contacted'),
         ('export', 'Exported 2 lead(s) as CSV (view=inbox, stage=new, q=jane (doe))'),
         ('export', 'Exported 9 lead(s) as CSV (view=spam)')`,
    );
    await migrate(db, all);
    const rows = await db.query<{ detail: string; client_address: string | null }>('SELECT detail, client_address FROM staff_audit ORDER BY id');
    expect(rows).toEqual([
      { detail: 'unknown passkey AbCd', client_address: '198.51.100.7' },
      { detail: 'passkey of sam@gym.test: bad signature', client_address: '::ffff:10.0.0.1' },
      { detail: "Stage: Contacted → Not interested (reason in the lead's history)", client_address: null },
      { detail: 'Stage: Not interested → Contacted', client_address: null },
      { detail: 'Exported 2 lead(s) as CSV (view=inbox, stage=new, a search)', client_address: null },
      { detail: 'Exported 9 lead(s) as CSV (view=spam)', client_address: null },
    ]);
    await expect(db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
  } finally {
    await pg.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
