/**
 * Live updates of the staff inbox: GET /api/staff/events delivers `event: lead` for a new
 * POST /f/consultation and `event: change` for a stage change within 2 s, also across two service
 * processes on one PostgreSQL (a session made on one works on the other); a stream ends when its
 * session is revoked, and an open stream does not hold the service's stop.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PostgresStore, type LeadStore } from '../../../server/submissions';
import { shutdown } from '../../../server/shutdown';
import { STAFF_ROUTES, type LeadPage } from '../../../src/staff/api';
import { SoftAuthenticator, type CreationOptions } from './helpers/authenticator';
import { postSubmission, request, type RawResponse } from './helpers/http';
import { freePort } from './helpers/net';
import { PGLITE_FIXTURE, storeForAll } from './helpers/stores';
import { describePostgres, startPostgres, type PgServer } from './helpers/postgres';
import { startService, type ServiceProcess } from './helpers/service';
import { INBOX, baseOf, call, staffTeam, tokenOf } from './helpers/staff';
import { CONSULTATION } from './helpers/values';
import { staffStoreOn } from '../../../server/staff/store';

jest.setTimeout(180_000);

interface Stream {
  text(): string;
  ended: Promise<void>;
  /** Resolves with the time it took once the stream's text matches; rejects after `ms`. */
  waitFor(re: RegExp, ms: number): Promise<number>;
  close(): void;
}

function openStream(base: string, cookie: string): Promise<Stream> {
  const url = new URL(STAFF_ROUTES.events.path, base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host: new URL(INBOX).host, cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`events answered ${res.statusCode}`));
        return;
      }
      let text = '';
      const waiters = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of [...waiters]) w();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', () => done());
        res.on('close', () => done());
        res.on('error', () => done());
      });
      resolve({
        text: () => text,
        ended,
        close: () => req.destroy(),
        waitFor: (re, ms) =>
          new Promise<number>((ok, fail) => {
            const start = Date.now();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no ${String(re)} within ${ms} ms; stream so far:\n${text}`));
            }, ms);
            const check = (): void => {
              if (!re.test(text)) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok(Date.now() - start);
            };
            waiters.add(check);
            check();
          }),
      });
    });
    req.on('error', reject);
  });
}

const within = <T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref())]);

describe('one service on the embedded store', () => {
  let store: LeadStore;
  storeForAll(PGLITE_FIXTURE, (s) => {
    store = s;
  });

  test('a new lead and a stage change reach an open stream within 2 s; revoking the member ends it; stopping the service is not held by a stream', async () => {
    const { app, owner, clerk } = await staffTeam(store);
    const stream = await openStream(baseOf(app), clerk.cookie);
    const port = Number(new URL(baseOf(app)).port);
    expect(await postSubmission(port, 'consultation', CONSULTATION)).toBe(200);
    const page = (await call(app, 'GET', STAFF_ROUTES.leads.path, { cookie: clerk.cookie })).json<LeadPage>();
    const id = page.leads[0].id;
    expect(await stream.waitFor(new RegExp(`event: lead\\ndata: \\{"id":"${id}"\\}\\n\\n`), 2_000)).toBeLessThan(2_000);
    const patched = await call(app, 'PATCH', STAFF_ROUTES.changeLead.path.replace(':id', id), { cookie: owner.cookie, body: { version: 1, stage: 'contacted' } });
    expect(patched.statusCode).toBe(200);
    await stream.waitFor(new RegExp(`event: change\\ndata: \\{"id":"${id}"\\}\\n\\n`), 2_000);
    // Revoked: the stream ends by itself (the session is checked every few polls).
    expect((await call(app, 'POST', STAFF_ROUTES.revoke.path.replace(':id', clerk.id), { cookie: owner.cookie })).statusCode).toBe(200);
    expect(await within(stream.ended, 6_000)).not.toBe('timeout');
    // An open stream at stop: the stop finishes well before the request limit would cut it.
    const ownerStream = await openStream(baseOf(app), owner.cookie);
    const started = Date.now();
    await shutdown({ app, store: { close: () => Promise.resolve() } });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await within(ownerStream.ended, 1_000)).not.toBe('timeout');
  });
});

describePostgres('two service processes on one PostgreSQL', () => {
  let server: PgServer;
  const services: ServiceProcess[] = [];
  let tmp = '';
  beforeAll(async () => {
    server = await startPostgres();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-events-'));
  });
  afterAll(async () => {
    for (const s of services) s.child.kill('SIGTERM');
    await Promise.all(services.map((s) => s.exited));
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a lead posted to one instance reaches a stream on the other within 2 s; a session made on one works on the other; revoked elsewhere, the stream ends', async () => {
    const env = (n: number): Record<string, string> => ({
      DATABASE_URL: server.url,
      STAFF_ORIGIN: INBOX,
      RATE_LIMIT_MAX: '0',
      PUBLIC_DIR: path.join(tmp, 'no-site'),
      DATA_DIR: fs.mkdtempSync(path.join(tmp, `service-${n}-`)),
      LOG_LEVEL: 'error',
    });
    services.push(...(await Promise.all([startService(env(1), await freePort()), startService(env(2), await freePort())])));
    const [a, b] = services.map((s) => `http://127.0.0.1:${s.port}`);
    const store = await PostgresStore.open(server.url);
    try {
      const { member, link } = await staffStoreOn(store.db).addMember('Olivia Owner', 'olivia@gym.test', 'owner', null);
      // Enrolled with the options from A and the answer verified by B (challenges live in the database).
      const cookie = await enrolAcross(a, b, tokenOf(`#${link.token}`));
      const stream = await openStream(b, cookie);
      expect(await postSubmission(services[0].port, 'consultation', CONSULTATION)).toBe(200);
      expect(await stream.waitFor(/event: lead\ndata: \{"id":"[0-9a-f-]{36}"\}\n\n/, 2_000)).toBeLessThan(2_000);
      // Revoked elsewhere (as `leads staff revoke` does): B's poller ends the stream by itself.
      await staffStoreOn(store.db).revoke(member.id, null);
      expect(await within(stream.ended, 6_000)).not.toBe('timeout');
    } finally {
      await store.close();
    }
  });
});

/** Enrolment with the options from one instance and the verification on the other; resolves with the session cookie. */
async function enrolAcross(optionsBase: string, verifyBase: string, token: string): Promise<string> {
  const post = (base: string, p: string, body: unknown): Promise<RawResponse> =>
    request(base, p, { method: 'POST', headers: { host: new URL(INBOX).host, 'content-type': 'application/json', origin: INBOX }, body: JSON.stringify(body) });
  const options = await post(optionsBase, STAFF_ROUTES.enrolOptions.path, { token });
  expect(options.status).toBe(200);
  const auth = new SoftAuthenticator(INBOX);
  const verified = await post(verifyBase, STAFF_ROUTES.enrolVerify.path, { token, response: auth.register(options.json() as CreationOptions) });
  expect(verified.status).toBe(200);
  const cookie = String(verified.headers['set-cookie']).split(';')[0];
  expect(cookie).toMatch(/^staff_session=[\w-]+$/);
  // The session made by B is good on A.
  const me = await request(optionsBase, STAFF_ROUTES.me.path, { headers: { host: new URL(INBOX).host, cookie } });
  expect(me.status).toBe(200);
  return cookie;
}
