/**
 * The staff API's access rules, on both stores: every route of the server's OWN route
 * table answers 401 without a session and 403 to a staff member on owner routes; public routes give
 * nothing without a valid token or passkey; cross-site and non-JSON changes are refused; enrolment
 * links work once and expire; a revoked member's session ends; sign-in is rate-limited; the
 * whole passkey ceremony (enrol, sign in) runs for real against a software authenticator; and an
 * authenticator that does not verify the person (a security key without a PIN) can neither enrol nor sign in.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, USER_NOT_VERIFIED } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from './helpers/authenticator';
import { INBOX, call, cookieOf, enrol, setCookieOf, member, signIn, staffApp, staffOnStore, tokenOf, type Member } from './helpers/staff';
import { PGLITE_FIXTURE, storeFixtures, storeForAll } from './helpers/stores';
import { staffStoreOn } from '../../../server/staff/store';

jest.setTimeout(120_000);

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string): string => path.replace(':id', SAMPLE_ID);

describe.each(storeFixtures())('staff access on $name', (fixture) => {
  let store: LeadStore;
  let app: FastifyInstance;
  let owner: Member;
  let clerk: Member;
  staffOnStore(fixture, (world) => ({ store, app, owner, clerk } = world));

  test("the server's own route table is exactly the contract's", () => {
    const own = app.staffRoutes.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
    const contract = Object.values(STAFF_ROUTES).map((r) => `${r.method} ${r.path} ${r.access}`).sort();
    expect(own).toEqual(contract);
  });

  test('every non-public route: 401 without a session, 401 with a made-up one; owner routes: 403 for staff', async () => {
    const routes = app.staffRoutes.filter((r) => r.access !== 'public');
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const none = await call(app, r.method, urlOf(r.url));
      expect([r.url, none.statusCode]).toEqual([r.url, 401]);
      expect(typeof none.json().error).toBe('string');
      expect(Object.keys(none.json())).toEqual(['error']);
      expect(none.headers['cache-control']).toBe('no-store');
      const forged = await call(app, r.method, urlOf(r.url), { cookie: 'staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect([r.url, forged.statusCode]).toEqual([r.url, 401]);
      if (r.access === 'owner') {
        const asStaff = await call(app, r.method, urlOf(r.url), { cookie: clerk.cookie });
        expect([r.url, asStaff.statusCode]).toEqual([r.url, 403]);
      }
    }
  });

  test('public routes give nothing without a valid token or passkey', async () => {
    const bad = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['error']);
    const badVerify = await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: 'x'.repeat(43), response: new SoftAuthenticator(INBOX).register({ challenge: 'abc', rp: {}, user: { id: 'AAAA' } }) } });
    expect(badVerify.statusCode).toBe(400);
    expect(cookieOf(badVerify)).toBeNull();
    // A passkey nobody enrolled, answering a real challenge.
    const stranger = await signIn(app, new SoftAuthenticator(INBOX));
    expect(stranger.statusCode).toBe(401);
    expect(cookieOf(stranger)).toBeNull();
    // The enrolled passkey signed by another key.
    const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    const other = new SoftAuthenticator(INBOX);
    const forged = owner.auth.authenticate(options.json<RequestOptions>(), { signWith: other.keys.privateKey });
    const res = await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: forged } });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res)).toBeNull();
  });

  test('an authenticator that does not verify the person can neither enrol nor sign in, and is told why', async () => {
    const { member: m, link } = await staffStoreOn(store.db).addMember('Uma Unverified', 'uma@gym.test', 'staff', null);
    const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: link.token } });
    const pinless = new SoftAuthenticator(INBOX);
    const refused = await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: link.token, response: pinless.register(options.json<CreationOptions>(), { verified: false }) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: USER_NOT_VERIFIED });
    expect(cookieOf(refused)).toBeNull();
    // The browser is asked for it too: it then refuses such an authenticator before the service sees it.
    expect(options.json<{ authenticatorSelection: unknown }>().authenticatorSelection).toMatchObject({ userVerification: 'required' });
    // No passkey was kept: the key cannot sign in even with the person verified.
    expect((await signIn(app, pinless)).statusCode).toBe(401);
    // The link still works for a device that verifies the person.
    expect((await enrol(app, link.token)).res.json()).toMatchObject({ id: m.id });

    // The owner's own passkey, on an authenticator that does not verify whoever holds it.
    const signInOptions = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    const unverified = owner.auth.authenticate(signInOptions.json<RequestOptions>(), { verified: false });
    const res = await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: unverified } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: USER_NOT_VERIFIED });
    expect(cookieOf(res)).toBeNull();
    expect(signInOptions.json().userVerification).toBe('required');
    // A passkey nobody enrolled gets the same answer: it does not tell which passkeys are enrolled.
    const strangerOptions = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    const stranger = await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: new SoftAuthenticator(INBOX).authenticate(strangerOptions.json<RequestOptions>(), { verified: false }) } });
    expect([stranger.statusCode, stranger.body]).toEqual([res.statusCode, res.body]);
  });

  test('sign-in with the enrolled passkey gives a working session; a replayed answer is refused', async () => {
    const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    expect(options.json().allowCredentials).toBeUndefined();
    const response = owner.auth.authenticate(options.json<RequestOptions>());
    const res = await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Olivia Owner', role: 'owner' });
    const set = setCookieOf(res);
    expect(set?.name).toBe('staff_session');
    expect(set?.value).toMatch(/^[\w-]{20,}$/);
    expect(set?.attributes).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Strict']);
    const me = await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: cookieOf(res) });
    expect(me.json()).toMatchObject({ id: owner.id, role: 'owner' });
    const replay = await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response } });
    expect(replay.statusCode).toBe(401);
  });

  test('a cross-site change with a valid cookie is refused; so is a non-JSON one', async () => {
    const body = { name: 'Eve', email: 'eve@evil.test', role: 'owner' };
    const cross = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body, origin: 'https://evil.test' });
    expect(cross.statusCode).toBe(403);
    const noOrigin = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body, origin: null });
    expect(noOrigin.statusCode).toBe(403);
    const sameSite = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body, headers: { 'sec-fetch-site': 'same-site' } });
    expect(sameSite.statusCode).toBe(403);
    const form = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body: 'name=Eve&email=eve%40evil.test&role=owner', contentType: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(403);
    const plain = await call(app, 'POST', STAFF_ROUTES.signOut.path, { cookie: owner.cookie, body: '{}', contentType: 'text/plain' });
    expect(plain.statusCode).toBe(403);
    expect((await staffStoreOn(store.db).findMember('eve@evil.test'))).toBeNull();
    // The same request from the site itself works.
    const ok = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body: { name: 'Nora New', email: 'nora@gym.test', role: 'staff' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ url: string }>().url).toMatch(/^http:\/\/inbox\.localhost\/staff\/enrol\/#[\w-]{43}$/);
  });

  test('an enrolment link works once; a replaced one and an expired one are refused', async () => {
    const { member: m, link } = await staffStoreOn(store.db).addMember('Ivan Invite', 'ivan@gym.test', 'staff', null);
    const first = await enrol(app, link.token);
    expect(first.res.json()).toMatchObject({ id: m.id });
    await expect(enrol(app, link.token)).rejects.toThrow(/enrol options: 400/);
    // Options fetched before the link was used cannot finish after it.
    const again = await staffStoreOn(store.db).newLink(m.id, null);
    const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: again.token } });
    const replaced = await staffStoreOn(store.db).newLink(m.id, null);
    const late = await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: again.token, response: new SoftAuthenticator(INBOX).register(options.json()) } });
    expect(late.statusCode).toBe(400);
    expect(cookieOf(late)).toBeNull();
    // Expired: a link of -1 hours.
    const expired = await staffStoreOn(store.db).newLink(m.id, null, -1);
    await expect(enrol(app, expired.token)).rejects.toThrow(/enrol options: 400/);
    await expect(enrol(app, replaced.token)).rejects.toThrow(/enrol options: 400/);
  });

  test("revoking a member ends their session at once; the owner's own stays; inviting them again needs a new passkey", async () => {
    const victim = await member(app, store, 'Rita Revoked', 'staff');
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: victim.cookie })).statusCode).toBe(200);
    const res = await call(app, 'POST', STAFF_ROUTES.revoke.path.replace(':id', victim.id), { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ revokedAt: string | null }>().revokedAt).toEqual(expect.any(String));
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: victim.cookie })).statusCode).toBe(401);
    expect((await signIn(app, victim.auth)).statusCode).toBe(401);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: owner.cookie })).statusCode).toBe(200);
    // Invited again (a mistake undone): the same record, no old passkey, a new enrolment.
    const again = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body: { name: 'Rita Back', email: 'RITA.REVOKED@gym.test', role: 'staff' } });
    expect(again.statusCode).toBe(201);
    expect((await signIn(app, victim.auth)).statusCode).toBe(401);
    const back = await enrol(app, tokenOf(again.json<{ url: string }>().url));
    expect(back.res.json()).toMatchObject({ id: victim.id, name: 'Rita Back' });
    const twice = await call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body: { name: 'Rita', email: 'rita.revoked@gym.test', role: 'staff' } });
    expect(twice.statusCode).toBe(409);
    const audit = await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie });
    const actions = audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['revoke', 'enrol', 'invite', 'signin', 'signin-failed']));
  });

  test('sign out ends the session and clears the cookie', async () => {
    const s = await signIn(app, clerk.auth);
    const cookie = cookieOf(s);
    const out = await call(app, 'POST', STAFF_ROUTES.signOut.path, { cookie });
    expect(out.statusCode).toBe(204);
    const cleared = setCookieOf(out);
    expect([cleared?.name, cleared?.value]).toEqual(['staff_session', '']);
    expect(cleared?.attributes).toContain('Max-Age=0');
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode).toBe(401);
  });
});

describe('sessions and sign-in limits (PGlite)', () => {
  let store: LeadStore;
  storeForAll(PGLITE_FIXTURE, (s) => {
    store = s;
  });

  test('sign-in attempts past the limit are answered 429 with Retry-After', async () => {
    const app = await staffApp(store, { staff: { signInPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatch(/Too many sign-in attempts/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  test('over https the cookie is __Host- prefixed and Secure; a session ends at its idle and its absolute limit', async () => {
    const app = await staffApp(store, { staffOrigin: 'https://inbox.localhost', staff: { idleHours: 1, maxDays: 7 } });
    try {
      const { link } = await staffStoreOn(store.db).addMember('Hana Https', 'hana@gym.test', 'staff', null);
      const auth = new SoftAuthenticator('https://inbox.localhost');
      const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token: tokenOf(`#${link.token}`) }, origin: 'https://inbox.localhost' });
      const res = await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token: link.token, response: auth.register(options.json<CreationOptions>()) }, origin: 'https://inbox.localhost' });
      expect(res.statusCode).toBe(200);
      const set = setCookieOf(res);
      expect(set?.name).toBe('__Host-staff_session');
      expect(set?.value).toMatch(/^[\w-]{20,}$/);
      expect(set?.attributes.map((a) => a.replace(/^Max-Age=\d+$/, 'Max-Age=N'))).toEqual(['HttpOnly', 'Max-Age=N', 'Path=/', 'SameSite=Strict', 'Secure']);
      const cookie = cookieOf(res);
      expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode).toBe(200);
      // The same value under the http name is not read on https.
      expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: (cookie as string).replace('__Host-', '') })).statusCode).toBe(401);
      // The store's own driver moves the session's times back instead of waiting an hour or a week.
      const db = store.db.sql;
      await db.query("UPDATE staff_sessions SET last_seen_at = now() - interval '59 minutes'");
      expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode).toBe(200); // and seen again now
      await db.query("UPDATE staff_sessions SET last_seen_at = now() - interval '61 minutes'");
      expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode).toBe(401);
      const https = { origin: 'https://inbox.localhost' };
      const signInOptions = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {}, ...https });
      const again = await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: auth.authenticate(signInOptions.json<RequestOptions>()) }, ...https });
      expect(again.statusCode).toBe(200);
      const fresh = cookieOf(again);
      expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: fresh })).statusCode).toBe(200);
      await db.query("UPDATE staff_sessions SET expires_at = now() - interval '1 second'");
      expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: fresh })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
