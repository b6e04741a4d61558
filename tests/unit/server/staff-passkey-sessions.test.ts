/**
 * A session belongs to the passkey that opened it: removing a passkey (a lost phone) on the Team page
 * ends every session that passkey opened, at once, event streams included, while the sessions of the
 * member's other passkey stay; a session from before sessions recorded their passkey ends when any
 * passkey of that member is removed. On both stores (migration 009).
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type AuditPage } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { staffStoreOn } from '../../../server/staff/store';
import { SoftAuthenticator, type CreationOptions } from './helpers/authenticator';
import { INBOX, baseOf, call, cookieOf, signIn, staffOnStore, type Member } from './helpers/staff';
import { storeFixtures } from './helpers/stores';

jest.setTimeout(120_000);

const at = (path: string, id: string): string => path.replace(':id', id);

/** Opens the event stream; resolves once it is open, with when it ends (ms after it opened). */
function streamEnd(base: string, cookie: string): Promise<{ ended: Promise<number> }> {
  const url = new URL(STAFF_ROUTES.events.path, base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host: new URL(INBOX).host, cookie }, agent: false }, (res) => {
      const start = Date.now();
      res.resume();
      resolve({ ended: new Promise((done) => res.on('close', () => done(Date.now() - start))) });
    });
    req.on('error', reject);
  });
}

describe.each(storeFixtures())('sessions of a removed passkey on $name', (fixture) => {
  let store: LeadStore;
  let app: FastifyInstance;
  let owner: Member;
  let clerk: Member;
  staffOnStore(fixture, (world) => ({ store, app, owner, clerk } = world));

  const me = async (cookie: string): Promise<number> => (await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode;
  const passkeyIds = async (id: string): Promise<string[]> =>
    (await store.db.syncedSql.query<{ id: string }>('SELECT id FROM staff_passkeys WHERE staff_id = $1::uuid ORDER BY created_at, id', [id])).map((r) => r.id);

  test('removing the lost phone’s passkey ends its sessions and stream at once; the other passkey’s sessions stay', async () => {
    // The clerk's second device: a laptop, enrolled with a new link (its enrolment opens a session).
    const link = await staffStoreOn(store.db).newLink(clerk.id, null);
    const laptop = new SoftAuthenticator(INBOX);
    const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: link.token } });
    const laptopEnrolled = await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: link.token, response: laptop.register(options.json<CreationOptions>()) } });
    const laptopSessions = [cookieOf(laptopEnrolled) as string, cookieOf(await signIn(app, laptop)) as string];
    // The phone (the passkey of the first enrolment): that enrolment's session and a sign-in.
    const phoneSessions = [clerk.cookie, cookieOf(await signIn(app, clerk.auth)) as string];
    for (const c of [...laptopSessions, ...phoneSessions]) expect(await me(c)).toBe(200);
    const { ended } = await streamEnd(baseOf(app), phoneSessions[1]);
    await new Promise((r) => setTimeout(r, 300));

    const [phoneKey] = await passkeyIds(clerk.id);
    const res = await call(app, 'POST', at(STAFF_ROUTES.removePasskey.path, clerk.id), { cookie: owner.cookie, body: { passkeyId: phoneKey } });
    expect(res.statusCode).toBe(200);
    for (const c of phoneSessions) expect(await me(c)).toBe(401);
    for (const c of laptopSessions) expect(await me(c)).toBe(200);
    expect(await ended).toBeLessThan(2_000);
    expect((await signIn(app, clerk.auth)).statusCode).toBe(401);
    const entry = (await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie })).json<AuditPage>().entries.find((e) => e.action === 'passkey-removed');
    expect(entry?.detail).toMatch(/^Removed a passkey of Sam Staff <sam\.staff@gym\.test>/);
    clerk = { ...clerk, auth: laptop, cookie: laptopSessions[1] };
  });

  test('a session that names no passkey (opened before sessions recorded one) ends when any passkey of that member is removed', async () => {
    const staff = staffStoreOn(store.db);
    // A third device for the clerk, so that one passkey can go and another stay.
    const link = await staff.newLink(clerk.id, null);
    const tablet = new SoftAuthenticator(INBOX);
    const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: link.token } });
    expect((await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: link.token, response: tablet.register(options.json<CreationOptions>()) } })).statusCode).toBe(200);
    const oldToken = 'an-old-session-token-from-before-009';
    await store.db.syncedSql.query(
      `INSERT INTO staff_sessions (token_hash, staff_id, idle_seconds, expires_at) VALUES ($1, $2::uuid, 3600, now() + interval '1 day')`,
      [staff.sessionKey(oldToken), clerk.id],
    );
    const oldCookie = `staff_session=${oldToken}`;
    expect(await me(oldCookie)).toBe(200);
    // The owner's own old-style session is not touched by a passkey of someone else going.
    const ownerOld = 'the-owners-old-session-token-before-009';
    await store.db.syncedSql.query(
      `INSERT INTO staff_sessions (token_hash, staff_id, idle_seconds, expires_at) VALUES ($1, $2::uuid, 3600, now() + interval '1 day')`,
      [staff.sessionKey(ownerOld), owner.id],
    );
    const keys = await passkeyIds(clerk.id);
    const tabletKey = keys.at(-1) as string;
    const res = await call(app, 'POST', at(STAFF_ROUTES.removePasskey.path, clerk.id), { cookie: owner.cookie, body: { passkeyId: tabletKey } });
    expect(res.statusCode).toBe(200);
    expect(await me(oldCookie)).toBe(401);
    expect(await me(clerk.cookie)).toBe(200);
    expect(await me(`staff_session=${ownerOld}`)).toBe(200);
  });
});
