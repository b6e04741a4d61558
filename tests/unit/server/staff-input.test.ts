/**
 * The staff API refuses bad input with a 400 naming what is wrong, in the words the inbox shows, before
 * any handler runs (each route's schema, server/staff/schemas.ts): one case per check, in the order the
 * checks are made, so the first wrong thing is the one named.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type LeadPage } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { call, staffOnStore, type Member } from './helpers/staff';
import { PGLITE_FIXTURE } from './helpers/stores';

jest.setTimeout(60_000);

const STAGES = 'stage must be one of new, contacted, tour-booked, trial, joined, not-interested.';

describe('bad input to the staff API', () => {
  let app: FastifyInstance;
  let owner: Member;
  let leadId = '';
  staffOnStore(
    PGLITE_FIXTURE,
    (world) => ({ app, owner } = world),
    async (store: LeadStore) => {
      const row = contactLead('Ivy Input', { deliveryState: 'stored' });
      leadId = row.id;
      await store.insert(row);
    },
  );

  const get = (path: string) => call(app, 'GET', path, { cookie: owner.cookie });
  const send = (method: string, path: string, body: unknown) => call(app, method, path, { cookie: owner.cookie, body });

  test.each([
    ['?view=all', 'view must be inbox or spam.'],
    ['?view=inbox&view=spam', 'view must be given once.'],
    ['?stage=won', STAGES],
    ['?form=careers', 'form must be one of consultation, contact, service.'],
    ['?from=2026-02-30', 'from must be a date YYYY-MM-DD.'],
    ['?to=tomorrow', 'to must be a date YYYY-MM-DD.'],
    ['?due=yes', 'due must be 1.'],
    [`?q=${'a'.repeat(201)}`, 'q must be at most 200 characters.'],
    ['?limit=0', 'limit must be a whole number from 1 to 200.'],
    ['?limit=', 'limit must be a whole number from 1 to 200.'],
    ['?cursor=nope', 'cursor is not one this service gave.'],
    ['?stage=won&limit=0', STAGES],
  ])('the list with %s', async (query, error) => {
    const res = await get(`${STAFF_ROUTES.leads.path}${query}`);
    expect([res.statusCode, res.json<{ error: string }>()]).toEqual([400, { error }]);
  });

  test('the list and the export take good filters, the export ignoring the list\'s paging', async () => {
    expect((await get(`${STAFF_ROUTES.leads.path}?view=inbox&limit=200&q=%20ivy%20`)).json<LeadPage>().leads.map((l) => l.name)).toEqual(['Ivy Input']);
    expect((await get(`${STAFF_ROUTES.exportCsv.path}?limit=0&cursor=nope`)).statusCode).toBe(200);
    expect((await get(`${STAFF_ROUTES.exportCsv.path}?due=yes`)).json<{ error: string }>()).toEqual({ error: 'due must be 1.' });
  });

  test.each([
    [[1], 'Send a JSON object.'],
    [{ stage: 'contacted' }, 'version must be the lead’s version (a whole number).'],
    [{ version: 1.5, stage: 'contacted' }, 'version must be the lead’s version (a whole number).'],
    [{ version: 1 }, 'Send stage or followUpOn.'],
    [{ version: 1, stage: 'won' }, STAGES],
    [{ version: 1, stage: 'contacted', reason: 'x'.repeat(501) }, 'reason must be text of at most 500 characters.'],
    [{ version: 1, stage: 'not-interested', reason: '  ' }, 'reason is needed for Not interested (1-500 characters).'],
    [{ version: 1, followUpOn: '2026-13-01' }, 'followUpOn must be a date YYYY-MM-DD or null.'],
  ])('a change %j', async (body, error) => {
    const res = await send('PATCH', STAFF_ROUTES.changeLead.path.replace(':id', leadId), body);
    expect([res.statusCode, res.json<{ error: string }>()]).toEqual([400, { error }]);
  });

  test.each([
    [STAFF_ROUTES.addNote.path, { text: ' ' }, 'text must be 1-5000 characters.'],
    [STAFF_ROUTES.addNote.path, ['text'], 'text must be 1-5000 characters.'],
    [STAFF_ROUTES.invite.path, { email: 'a@b.example', role: 'staff' }, 'name must be 1-100 characters.'],
    [STAFF_ROUTES.invite.path, { name: 'Ann', email: 'not an address', role: 'staff' }, 'email must be an email address.'],
    [STAFF_ROUTES.invite.path, { name: 'Ann', email: 'ann@gym.example', role: 'boss' }, 'role must be owner or staff.'],
    [STAFF_ROUTES.removePasskey.path, { passkeyId: 'has spaces' }, 'passkeyId must be the id of one of their passkeys.'],
    [STAFF_ROUTES.enrolOptions.path, { token: 'short' }, 'This enrolment link is not valid: it was used, replaced or has expired. Ask an owner for a new one.'],
    [STAFF_ROUTES.enrolVerify.path, { token: 'a'.repeat(30) }, 'Send {token, response}.'],
    [STAFF_ROUTES.signInVerify.path, { response: { id: 1 } }, 'Send {response} with the passkey’s id.'],
    // A passkey id is base64url, as WebAuthn makes it: anything else (bidi controls, say) is refused before it is looked up.
    [STAFF_ROUTES.signInVerify.path, { response: { id: 'abc\u202Edef' } }, 'Send {response} with the passkey’s id.'],
  ])('%s with %j', async (path, body, error) => {
    const res = await send('POST', path.replace(':id', owner.id).replace(':id', leadId), body);
    expect([res.statusCode, res.json<{ error: string }>()]).toEqual([400, { error }]);
  });

  test('the audit log\'s cursor', async () => {
    const res = await get(`${STAFF_ROUTES.audit.path}?cursor=x1`);
    expect([res.statusCode, res.json<{ error: string }>()]).toEqual([400, { error: 'cursor is not one this service gave.' }]);
    expect((await get(`${STAFF_ROUTES.audit.path}?cursor=`)).statusCode).toBe(200);
  });
});
