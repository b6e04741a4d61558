/**
 * Reads of the lead list leave a trace and have a ceiling, on both stores: a staff member paging
 * through every lead gives one audit entry per filter set that counts the different leads shown
 * (pages and refreshes of the same list add no entry and count a lead once), a search is named in the
 * entry but not quoted; and a session that reads more different leads within the hour than
 * STAFF_LIST_READS_PER_HOUR allows gets 429 with Retry-After and a message the inbox shows, while
 * another session is not held back.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type AuditEntry, type AuditPage, type LeadPage } from '../../../src/staff/api';
import { auditWhat } from '../../../src/staff/labels';
import { contactLead } from './helpers/leads';
import { call, cookieOf, member, signIn, staffApp, type Member } from './helpers/staff';
import { storeFixtures, storeForAll } from './helpers/stores';

jest.setTimeout(120_000);

const INBOX = 30;
const SPAM = 15;
const PER_HOUR = 40;

describe.each(storeFixtures())('list reads on $name', (fixture) => {
  let app: FastifyInstance | undefined;
  let owner: Member;
  let clerk: Member;
  afterAll(async () => {
    await app?.close();
  });
  storeForAll(fixture, async (s) => {
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < INBOX; i++) await s.insert(contactLead(`Lead ${i}`, { createdAt: new Date(start + i * 60_000), deliveryState: 'stored' }));
    for (let i = 0; i < SPAM; i++) await s.insert(contactLead(`Bot ${i}`, { createdAt: new Date(start + i * 60_000), spam: true, deliveryState: 'spam' }));
    app = await staffApp(s, { staff: { signInPerMinute: 1000, listReadsPerHour: PER_HOUR } });
    owner = await member(app, s, 'Olivia Owner', 'owner');
    clerk = await member(app, s, 'Sam Staff', 'staff');
  });

  const server = (): FastifyInstance => app as FastifyInstance;
  const list = (query: string, cookie: string) => call(server(), 'GET', `${STAFF_ROUTES.leads.path}${query}`, { cookie });
  /** Every page of a list, `limit` at a time; the number of leads shown. */
  const pageThrough = async (query: string, cookie: string, limit: number): Promise<number> => {
    let cursor: string | null = '';
    let shown = 0;
    while (cursor !== null) {
      const res = await list(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`, cookie);
      expect(res.statusCode).toBe(200);
      const page: LeadPage = res.json<LeadPage>();
      shown += page.leads.length;
      cursor = page.nextCursor;
    }
    return shown;
  };
  const readsOf = async (id: string): Promise<AuditEntry[]> => {
    const res = await call(server(), 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie });
    return res.json<AuditPage>().entries.filter((e) => e.action === 'read' && e.actor?.id === id);
  };

  test('paging through every lead is one audit entry that counts them; a refresh adds none; each filter set has its own', async () => {
    expect(await pageThrough('', clerk.cookie, 7)).toBe(INBOX);
    // The live refresh of the first page, twice: the same leads, counted once.
    for (let i = 0; i < 2; i++) expect((await list('', clerk.cookie)).statusCode).toBe(200);
    expect((await readsOf(clerk.id)).map(auditWhat)).toEqual([`read ${INBOX} leads (the inbox)`]);

    expect(await pageThrough('&stage=new&form=contact', clerk.cookie, 50)).toBe(INBOX);
    const search = await list('?q=lead%2012', clerk.cookie);
    expect(search.json<LeadPage>().leads.map((l) => l.name)).toEqual(['Lead 12']);
    const entries = await readsOf(clerk.id);
    expect(entries.map(auditWhat)).toEqual(['read 1 lead (the inbox, a search)', `read ${INBOX} leads (the inbox, stage New, Contact form)`, `read ${INBOX} leads (the inbox)`]);
    // What was searched for is a person's name: not in the log.
    expect(JSON.stringify(entries)).not.toMatch(/lead 12/i);
    expect(entries[2].lastAt).toEqual(expect.any(String));
    expect(Date.parse(entries[2].lastAt as string)).toBeGreaterThanOrEqual(Date.parse(entries[2].at));
  });

  test('past the hourly ceiling a session gets 429 with Retry-After and a message to show; nothing is counted; another session reads on', async () => {
    // The clerk has read 30 different leads; the 15 of the spam view would make 45 (over 40).
    const over = await list('?view=spam', clerk.cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(over.json()).toEqual({ error: expect.stringMatching(/^You have read 30 of the 40 different leads one person may read in an hour, and this list would go past that\. Please try again in \d+ minutes?\.$/) as unknown });
    expect((await readsOf(clerk.id)).map((e) => e.detail)).not.toContain('suspected spam');
    // What they have read already, they may read again (a refresh of their list goes on working).
    expect((await list('', clerk.cookie)).statusCode).toBe(200);
    // A few more different leads, up to the ceiling, are fine.
    expect((await list('?view=spam&limit=10', clerk.cookie)).statusCode).toBe(200);
    expect((await list('?view=spam', clerk.cookie)).statusCode).toBe(429);
    // Another person (another session) is not held back.
    expect(await pageThrough('&view=spam', owner.cookie, 200)).toBe(SPAM);
    // A script paging through with small pages stops at the ceiling.
    const fresh = cookieOf(await signIn(server(), clerk.auth)) as string;
    const codes: number[] = [];
    let cursor: string | null = '';
    for (let i = 0; i < 20 && cursor !== null; i++) {
      const res = await list(`?limit=9${cursor ? `&cursor=${cursor}` : ''}`, fresh);
      codes.push(res.statusCode);
      cursor = res.statusCode === 200 ? res.json<LeadPage>().nextCursor : null;
    }
    expect(codes).toEqual([200, 200, 200, 200]);
    const spamPages: number[] = [];
    for (const limit of [9, 15]) spamPages.push((await list(`?view=spam&limit=${limit}`, fresh)).statusCode);
    expect(spamPages).toEqual([200, 429]);
  });
});
