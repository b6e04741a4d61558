/**
 * Working leads through the staff API, on both stores: the list (newest first, filters,
 * search by name/email/phone digits, keyset pages, the spam view), a lead's detail (a view is
 * audited), stage and follow-up changes (stale version → 409), notes, history and audit entries,
 * not-spam through the store's own flow, the owner's CSV export (formula cells neutralised), and
 * retention's purge taking a lead's notes and history with it, in the audit log.
 */
import type { FastifyInstance } from 'fastify';
import { buildSubmission } from '../../../src/forms';
import { gymDate } from '../../../src/content/gym-time';
import { STAFF_ROUTES, type AuditPage, type LeadDetail, type LeadPage } from '../../../src/staff/api';
import type { LeadStore, NewSubmission } from '../../../server/submissions';
import { CONSULTATION } from './helpers/values';
import { contactLead, type LeadOver } from './helpers/leads';
import { baseOf, call, staffOnStore, type Member } from './helpers/staff';
import { request } from './helpers/http';
import { storeFixtures } from './helpers/stores';

jest.setTimeout(120_000);

const DAY = 86_400_000;

/**
 * Midday in Vancouver `days` ago (19:30 UTC: 12:30 at UTC-7, 11:30 at UTC-8). A lead made then is on the
 * same Vancouver date by any time-zone data: BC has been at UTC-7 all year since 2026-11-01 (tzdata 2026a),
 * which PGlite's data has and older data (Node 20's ICU, a not updated Debian) does not. A lead made in the
 * hour after Vancouver's midnight would fall on two different dates for the test and for the store.
 */
const middayDaysAgo = (days: number): Date => {
  const d = new Date(Date.now() - days * DAY);
  d.setUTCHours(19, 30, 0, 0);
  return d;
};

/** A stored contact lead as the inbox lists it: a phone (empty unless given) and a service in its fields. */
function lead(name: string, { phone = '', ...over }: LeadOver & { phone?: string } = {}): NewSubmission {
  return contactLead(name, { deliveryState: 'stored', message: 'Hi', fields: { phone, service: 'kickboxing-boxing', message: 'Hi' }, ...over });
}

describe.each(storeFixtures())('lead work on $name', (fixture) => {
  let store: LeadStore;
  let app: FastifyInstance;
  let owner: Member;
  let clerk: Member;
  const now = Date.now();
  const old = lead('Olga Oldest', { createdAt: new Date(now - 400 * DAY), deliveryState: 'delivered' });
  const formula = lead('=HYPERLINK("http://evil.test","x")', { createdAt: middayDaysAgo(3), phone: '+1 (604) 555-0142' });
  const spam = lead('Spammy Bot', { createdAt: new Date(now - 2 * DAY), spam: true, deliveryState: 'stored' });
  const recent = Array.from({ length: 5 }, (_, i) => lead(`Recent ${i}`, { createdAt: new Date(now - (10 - i) * 60_000) }));

  staffOnStore(
    fixture,
    (world) => ({ store, app, owner, clerk } = world),
    async (s) => {
      for (const row of [old, formula, spam, ...recent]) await s.insert(row);
    },
  );

  const list = async (query: string, cookie = clerk.cookie): Promise<LeadPage> => {
    const res = await call(app, 'GET', `${STAFF_ROUTES.leads.path}${query}`, { cookie });
    expect([query, res.statusCode]).toEqual([query, 200]);
    return res.json<LeadPage>();
  };
  const names = (page: LeadPage): string[] => page.leads.map((l) => l.name);

  test('a form posted to the service is in the list at once, newest first, with what it asked for', async () => {
    const res = await request(baseOf(app), '/f/consultation', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(buildSubmission('consultation', CONSULTATION)),
    });
    expect(res.status).toBe(200);
    const page = await list('');
    expect(page.leads[0]).toMatchObject({ name: CONSULTATION.name, formId: 'consultation', phone: CONSULTATION.phone, interest: 'Strength', stage: 'new', version: 1, spam: false });
    expect(names(page).slice(1)).toEqual(['Recent 4', 'Recent 3', 'Recent 2', 'Recent 1', 'Recent 0', formula.fields.name, 'Olga Oldest']);
  });

  test('filters, search by name, email and phone digits, the spam view, and keyset pages', async () => {
    expect(names(await list('?view=spam'))).toEqual(['Spammy Bot']);
    expect(names(await list('?q=RECENT%202'))).toEqual(['Recent 2']);
    expect(names(await list('?q=olga.oldest%40example'))).toEqual(['Olga Oldest']);
    expect(names(await list('?q=604.555.0142'))).toEqual([formula.fields.name]);
    expect(names(await list('?q=5550142'))).toEqual([formula.fields.name]);
    expect(names(await list('?q=%25'))).toEqual([]); // a % is text, not a pattern
    expect(names(await list('?form=consultation'))).toEqual([CONSULTATION.name]);
    const day = (ms: number): string => gymDate(new Date(ms));
    expect(names(await list(`?to=${day(now - 300 * DAY)}`))).toEqual(['Olga Oldest']);
    const formulaDay = formula.createdAt.getTime();
    expect(names(await list(`?from=${day(formulaDay - DAY)}&to=${day(formulaDay)}`))).toEqual([formula.fields.name]);
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: LeadPage = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...names(page));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(names(await list('?limit=200')));
    for (const bad of ['?stage=won', '?limit=0', '?from=2026-02-30', '?cursor=nope', '?view=all']) {
      const res = await call(app, 'GET', `${STAFF_ROUTES.leads.path}${bad}`, { cookie: clerk.cookie });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
  });

  test('stage and follow-up changes: history, audit, version; a stale version is 409; due filter', async () => {
    const id = recent[0].id;
    const url = STAFF_ROUTES.changeLead.path.replace(':id', id);
    const viewed = await call(app, 'GET', STAFF_ROUTES.lead.path.replace(':id', id), { cookie: clerk.cookie });
    expect(viewed.statusCode).toBe(200);
    expect((await call(app, 'GET', STAFF_ROUTES.lead.path.replace(':id', id), { cookie: clerk.cookie })).statusCode).toBe(200);
    expect(viewed.json<LeadDetail>().fields).toMatchObject({ name: 'Recent 0', service: 'kickboxing-boxing' });
    const first = await call(app, 'PATCH', url, { cookie: clerk.cookie, body: { version: 1, stage: 'contacted', followUpOn: '2020-01-02' } });
    expect(first.statusCode).toBe(200);
    expect(first.json<LeadDetail>()).toMatchObject({ stage: 'contacted', followUpOn: '2020-01-02', version: 2 });
    const stale = await call(app, 'PATCH', url, { cookie: owner.cookie, body: { version: 1, stage: 'trial' } });
    expect(stale.statusCode).toBe(409);
    expect(names(await list('?due=1'))).toEqual(['Recent 0']);
    const noReason = await call(app, 'PATCH', url, { cookie: clerk.cookie, body: { version: 2, stage: 'not-interested' } });
    expect(noReason.statusCode).toBe(400);
    const lost = await call(app, 'PATCH', url, { cookie: clerk.cookie, body: { version: 2, stage: 'not-interested', reason: 'Moved away' } });
    expect(lost.json<LeadDetail>()).toMatchObject({ stage: 'not-interested', stageReason: 'Moved away', version: 3 });
    expect(names(await list('?due=1'))).toEqual([]);
    const note = await call(app, 'POST', STAFF_ROUTES.addNote.path.replace(':id', id), { cookie: clerk.cookie, body: { text: '<script>alert(1)</script> called back' } });
    expect(note.statusCode).toBe(200);
    const detail = note.json<LeadDetail>();
    expect(detail.notes).toEqual([expect.objectContaining({ text: '<script>alert(1)</script> called back', author: { id: clerk.id, name: 'Sam Staff' } })]);
    expect(detail.history.map((h) => `${h.kind}:${h.actor?.name ?? '-'}:${h.text}`)).toEqual([
      'received:-:Received from the contact form',
      'viewed:Sam Staff:Viewed the lead',
      'stage:Sam Staff:Stage: New → Contacted',
      'follow-up:Sam Staff:Follow-up set to 2020-01-02',
      'stage:Sam Staff:Stage: Contacted → Not interested (Moved away)',
      'note:Sam Staff:Note added (37 characters)',
    ]);
    const audit = await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie });
    const mine = audit.json<AuditPage>().entries.filter((e) => e.leadId === id).map((e) => e.action);
    // Both views audited; one 'viewed' in the history (above).
    expect(mine).toEqual(['note', 'stage', 'follow-up', 'stage', 'view', 'view']);
  });

  test('not-spam sends a suspected-spam lead on as a normal one (the store’s flow), audited', async () => {
    const res = await call(app, 'POST', STAFF_ROUTES.notSpam.path.replace(':id', spam.id), { cookie: clerk.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<LeadDetail>()).toMatchObject({ spam: false, deliveryState: 'stored' });
    expect((await store.get(spam.id))?.spam).toBe(false);
    expect(names(await list('?view=spam'))).toEqual([]);
    expect(names(await list('?q=spammy'))).toEqual(['Spammy Bot']);
    expect((await call(app, 'POST', STAFF_ROUTES.notSpam.path.replace(':id', spam.id), { cookie: clerk.cookie })).statusCode).toBe(409);
  });

  test('CSV export: owner only, the current filter, a cell starting with = neutralised, audited', async () => {
    const url = `${STAFF_ROUTES.exportCsv.path}?q=hyperlink`;
    expect((await call(app, 'GET', url, { cookie: clerk.cookie })).statusCode).toBe(403);
    const res = await call(app, 'GET', url, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[1]).not.toMatch(/,"=/);
    const audit = await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie });
    expect(audit.json<AuditPage>().entries[0]).toMatchObject({ action: 'export', actor: { id: owner.id, name: 'Olivia Owner' }, detail: expect.stringContaining('1 lead') as unknown });
  });

  test('purge removes a lead with its notes, stage and history, and says so in the audit log', async () => {
    const notes = await call(app, 'POST', STAFF_ROUTES.addNote.path.replace(':id', old.id), { cookie: clerk.cookie, body: { text: 'Old note' } });
    expect(notes.statusCode).toBe(200);
    const result = await store.purge({ deliveredBefore: new Date(now - 180 * DAY), spamBefore: new Date(now - 30 * DAY), auditBefore: new Date(now - 730 * DAY), auditAddressesBefore: new Date(now - 30 * DAY) });
    expect(result.delivered).toBe(1);
    expect((await call(app, 'GET', STAFF_ROUTES.lead.path.replace(':id', old.id), { cookie: clerk.cookie })).statusCode).toBe(404);
    expect(names(await list('?q=olga'))).toEqual([]);
    const audit = await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie });
    expect(audit.json<AuditPage>().entries[0]).toMatchObject({ action: 'purge', actor: null, detail: expect.stringMatching(/removed 1 submission\(s\).*with 1 note\(s\) and 1 history/) as unknown });
  });

  test('the audit log is append-only: UPDATE and DELETE are refused by the database itself', async () => {
    // The store's own driver (protected: no code path of the service updates or deletes audit entries).
    const db = store.db.sql;
    const before = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM staff_audit');
    await expect(db.query("UPDATE staff_audit SET detail = 'rewritten'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    const after = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM staff_audit');
    expect(Number(after[0].n)).toBe(Number(before[0].n));
    expect(Number(after[0].n)).toBeGreaterThan(5);
  });
});
