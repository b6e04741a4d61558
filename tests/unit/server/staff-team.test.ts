/**
 * The owner and one member's access, on both stores: their passkeys and live sessions listed (never a
 * key or a cookie), one passkey removed (it no longer signs in, another still does), signed out
 * everywhere (every session and event stream ends at once, a passkey still signs them in again); each
 * audited; a staff member may do none of it.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type AuditPage, type MemberAccess } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { SoftAuthenticator, type CreationOptions } from './helpers/authenticator';
import { INBOX, baseOf, call, cookieOf, signIn, staffOnStore, type Member } from './helpers/staff';
import { storeFixtures } from './helpers/stores';
import { staffStoreOn } from '../../../server/staff/store';

jest.setTimeout(120_000);

const at = (path: string, id: string): string => path.replace(':id', id);

describe.each(storeFixtures())('team access on $name', (fixture) => {
  let store: LeadStore;
  let app: FastifyInstance;
  let owner: Member;
  let clerk: Member;
  staffOnStore(fixture, (world) => ({ store, app, owner, clerk } = world));

  const access = async (id: string): Promise<MemberAccess> => {
    const res = await call(app, 'GET', at(STAFF_ROUTES.memberAccess.path, id), { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    return res.json<MemberAccess>();
  };
  /** The newest audit entry of this action. */
  const lastAudit = async (action: string) => (await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie })).json<AuditPage>().entries.find((e) => e.action === action);

  test('the owner sees a member’s passkeys and sessions, and removes one passkey', async () => {
    // A second passkey for the clerk, made with a new link (a new phone).
    const link = await staffStoreOn(store.db).newLink(clerk.id, null);
    const phone = new SoftAuthenticator(INBOX);
    const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: link.token } });
    expect((await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: link.token, response: phone.register(options.json<CreationOptions>()) } })).statusCode).toBe(200);
    const before = await access(clerk.id);
    expect(before.passkeys).toHaveLength(2);
    expect(before.sessions.length).toBeGreaterThanOrEqual(2);
    expect(before.sessions.every((s) => !s.current)).toBe(true);
    expect(Object.keys(before.passkeys[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt']);
    expect(Object.keys(before.sessions[0]).sort()).toEqual(['current', 'expiresAt', 'lastSeenAt', 'startedAt']);
    expect((await access(owner.id)).sessions.some((s) => s.current)).toBe(true);

    const lost = before.passkeys[0].id;
    const removed = await call(app, 'POST', at(STAFF_ROUTES.removePasskey.path, clerk.id), { cookie: owner.cookie, body: { passkeyId: lost } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<MemberAccess>().passkeys.map((k) => k.id)).toEqual([before.passkeys[1].id]);
    expect((await signIn(app, clerk.auth)).statusCode).toBe(401);
    expect((await signIn(app, phone)).statusCode).toBe(200);
    expect(await lastAudit('passkey-removed')).toMatchObject({ actor: { id: owner.id }, detail: expect.stringMatching(/^Removed a passkey of Sam Staff <sam\.staff@gym\.test> \(added \d{4}-\d{2}-\d{2}\)$/) as unknown });
    const again = await call(app, 'POST', at(STAFF_ROUTES.removePasskey.path, clerk.id), { cookie: owner.cookie, body: { passkeyId: lost } });
    expect(again.statusCode).toBe(404);
    // Only an owner.
    const asStaff = await call(app, 'POST', at(STAFF_ROUTES.removePasskey.path, owner.id), { cookie: cookieOf(await signIn(app, phone)), body: { passkeyId: 'x' } });
    expect(asStaff.statusCode).toBe(403);
    clerk = { ...clerk, auth: phone };
  });

  test('signing a member out everywhere ends every session and stream at once; their passkey signs them in again', async () => {
    const second = cookieOf(await signIn(app, clerk.auth)) as string;
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: second })).statusCode).toBe(200);
    const url = new URL(STAFF_ROUTES.events.path, baseOf(app));
    const ended = new Promise<number>((resolve) => {
      const start = Date.now();
      http.get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { cookie: second }, agent: false }, (res) => {
        res.resume();
        res.on('close', () => resolve(Date.now() - start));
      });
    });
    await new Promise((r) => setTimeout(r, 300));
    const res = await call(app, 'POST', at(STAFF_ROUTES.signOutMember.path, clerk.id), { cookie: owner.cookie, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberAccess>().sessions).toEqual([]);
    expect(await ended).toBeLessThan(5_000);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: second })).statusCode).toBe(401);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: clerk.cookie })).statusCode).toBe(401);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: owner.cookie })).statusCode).toBe(200);
    expect(await lastAudit('signout-everywhere')).toMatchObject({ actor: { id: owner.id }, detail: expect.stringMatching(/^Signed Sam Staff <sam\.staff@gym\.test> out everywhere \([2-9]\d* session\(s\) ended\)$/) as unknown });
    expect((await signIn(app, clerk.auth)).statusCode).toBe(200);
    expect((await call(app, 'POST', at(STAFF_ROUTES.signOutMember.path, '00000000-0000-4000-8000-000000000000'), { cookie: owner.cookie, body: {} })).statusCode).toBe(404);
  });
});
