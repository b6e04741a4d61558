/**
 * The staff API and a lead's language, on both stores: each lead in the list and its detail say which
 * language the visitor wrote in; `language` narrows the list and the CSV export (which has a language
 * column), is checked like every other filter (a 400 naming it), and the audit log says it in words.
 */
import { expect } from '@jest/globals';
import { STAFF_ROUTES, type AuditPage, type LeadDetail, type LeadPage } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { call, staffOnStore, type Member } from './helpers/staff';
import { storeFixtures } from './helpers/stores';
import type { FastifyInstance } from 'fastify';

jest.setTimeout(120_000);

const now = Date.now();
const harpreet = contactLead('Harpreet Kaur', { createdAt: new Date(now - 3 * 60_000), deliveryState: 'stored', language: 'pa' });
const priya = contactLead('Priya Sharma', { createdAt: new Date(now - 2 * 60_000), deliveryState: 'stored', language: 'hi' });
const jordan = contactLead('Jordan Lee', { createdAt: new Date(now - 60_000), deliveryState: 'stored' });
const gurpreet = contactLead('Gurpreet Gill', { createdAt: new Date(now - 4 * 60_000), deliveryState: 'stored', language: 'pa', spam: true });

describe.each(storeFixtures())('leads by language on $name', (fixture) => {
  let app: FastifyInstance;
  let owner: Member;
  let clerk: Member;
  staffOnStore(
    fixture,
    (world) => ({ app, owner, clerk } = world),
    async (s: LeadStore) => {
      for (const row of [harpreet, priya, jordan, gurpreet]) await s.insert(row);
    },
  );

  const list = async (query: string): Promise<LeadPage> => {
    const res = await call(app, 'GET', `${STAFF_ROUTES.leads.path}${query}`, { cookie: clerk.cookie });
    expect([query, res.statusCode]).toEqual([query, 200]);
    return res.json<LeadPage>();
  };
  const namesAndLanguages = (page: LeadPage): string[] => page.leads.map((l) => `${l.name}:${l.language}`);

  test('each lead says its language; the filter narrows the list, with the other filters and in the spam view', async () => {
    expect(namesAndLanguages(await list(''))).toEqual(['Jordan Lee:en', 'Priya Sharma:hi', 'Harpreet Kaur:pa']);
    expect(namesAndLanguages(await list('?language=pa'))).toEqual(['Harpreet Kaur:pa']);
    expect(namesAndLanguages(await list('?language=hi&form=contact'))).toEqual(['Priya Sharma:hi']);
    expect(namesAndLanguages(await list('?language=en'))).toEqual(['Jordan Lee:en']);
    expect(namesAndLanguages(await list('?language=hi&form=consultation'))).toEqual([]);
    expect(namesAndLanguages(await list('?view=spam&language=pa'))).toEqual(['Gurpreet Gill:pa']);
    const detail = await call(app, 'GET', STAFF_ROUTES.lead.path.replace(':id', harpreet.id), { cookie: clerk.cookie });
    expect(detail.json<LeadDetail>()).toMatchObject({ name: 'Harpreet Kaur', language: 'pa' });
  });

  test('a language the site does not have, or one given twice, is a 400 naming the filter', async () => {
    for (const query of ['?language=fr', '?language=PA', '?language=pa&language=hi']) {
      const res = await call(app, 'GET', `${STAFF_ROUTES.leads.path}${query}`, { cookie: clerk.cookie });
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json<{ error: string }>().error).toMatch(/^language must be (one of en, pa, hi|given once)\.$/);
    }
  });

  test('the CSV export of a language has a language column and only its leads; the audit log says it in words', async () => {
    const res = await call(app, 'GET', `${STAFF_ROUTES.exportCsv.path}?language=pa`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const columns = header.split(',');
    expect(columns.slice(0, 4)).toEqual(['"id"', '"received_at"', '"form"', '"language"']);
    expect(rows).toHaveLength(1);
    expect(rows[0].split(',').slice(3, 5)).toEqual(['"pa"', '"Harpreet Kaur"']);
    const audit = await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie });
    const entries = audit.json<AuditPage>().entries;
    expect(entries[0]).toMatchObject({ action: 'export', detail: 'Exported 1 lead(s) as CSV (the inbox, written in Punjabi)' });
    expect(entries.find((e) => e.action === 'read' && e.detail.includes('written in Hindi'))).toMatchObject({ detail: 'the inbox, Contact form, written in Hindi' });
  });
});
