/**
 * Reads from another site: every /api/staff/ request the browser says came from elsewhere
 * (`Sec-Fetch-Site` other than `same-origin`), reads included, is 403 with the owner's cookie, before
 * the session is touched, the read budget used or anything audited. And a session holds at most a few
 * event streams (StaffOptions.streamsPerSession): one more is 429, a closed one gives its slot back.
 */
import http from 'node:http';
import { EventHub } from '../../../server/staff/events';
import type { StaffStore } from '../../../server/staff/store';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type AuditPage } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { PGLITE_FIXTURE } from './helpers/stores';
import { INBOX, baseOf, call, signIn, cookieOf, staffApp, staffOnStore, type Member } from './helpers/staff';
import { contactLead } from './helpers/leads';

jest.setTimeout(120_000);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface OpenStream {
  status: number;
  body: () => string;
  close: () => void;
}

/** Opens the event stream as the inbox does; resolves once its status is known. */
function openStream(base: string, cookie: string): Promise<OpenStream> {
  const url = new URL(STAFF_ROUTES.events.path, base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host: new URL(INBOX).host, cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', () => undefined);
      resolve({ status: res.statusCode ?? 0, body: () => text, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

describe('requests from elsewhere, and the event streams of one session (PGlite)', () => {
  let store: LeadStore;
  let app: FastifyInstance;
  let owner: Member;
  const extra: FastifyInstance[] = [];
  afterAll(async () => {
    for (const a of extra) await a.close();
  });
  staffOnStore(
    PGLITE_FIXTURE,
    (world) => ({ store, app, owner } = world),
    async (s) => {
      for (let i = 0; i < 3; i += 1) await s.insert(contactLead(`Visitor ${i}`));
    },
  );

  const auditActions = async (): Promise<string[]> => (await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie })).json<AuditPage>().entries.map((e) => `${e.action}: ${e.detail}`);
  const sessionsSeen = async (): Promise<string[]> =>
    (await store.db.syncedSql.query<{ last_seen_at: unknown }>('SELECT last_seen_at FROM staff_sessions ORDER BY token_hash')).map((r) => String(r.last_seen_at));
  const listReads = async (): Promise<number> => Number((await store.db.syncedSql.query<{ n: string | number }>('SELECT count(*) AS n FROM staff_list_reads'))[0].n);

  test('a read with the owner’s cookie from a sibling site, another site or outside is 403, and leaves no trace', async () => {
    const auditBefore = await auditActions();
    const seenBefore = await sessionsSeen();
    const readsBefore = await listReads();
    await sleep(1100); // a touched session would show a later last_seen_at
    for (const site of ['same-site', 'cross-site', 'none', 'Same-Site']) {
      for (const path of [STAFF_ROUTES.exportCsv.path, STAFF_ROUTES.leads.path, STAFF_ROUTES.me.path, STAFF_ROUTES.audit.path, STAFF_ROUTES.staffList.path, STAFF_ROUTES.events.path]) {
        const res = await call(app, 'GET', path, { cookie: owner.cookie, headers: { 'sec-fetch-site': site } });
        expect({ site, path, status: res.statusCode }).toEqual({ site, path, status: 403 });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: 'Refused: the staff inbox answers only requests from its own pages.' });
      }
      // A sign-in step too: nothing on the inbox's API answers another site.
      const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {}, headers: { 'sec-fetch-site': site } });
      expect(options.statusCode).toBe(403);
    }
    expect(await sessionsSeen()).toEqual(seenBefore);
    expect(await listReads()).toBe(readsBefore);
    expect(await auditActions()).toEqual(auditBefore);
  });

  test('the same reads from the inbox’s own pages still work', async () => {
    const headers = { 'sec-fetch-site': 'same-origin' };
    const csv = await call(app, 'GET', STAFF_ROUTES.exportCsv.path, { cookie: owner.cookie, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Visitor 1');
    expect((await call(app, 'GET', STAFF_ROUTES.leads.path, { cookie: owner.cookie, headers })).statusCode).toBe(200);
    expect((await auditActions())[0]).toMatch(/^read: /);
    expect((await auditActions()).some((a) => a.startsWith('export: Exported 3 lead(s)'))).toBe(true);
  });

  test('a session opens at most the default four event streams; the fifth and more are 429, another session is not affected', async () => {
    const base = baseOf(app);
    const streams = await Promise.all(Array.from({ length: 7 }, () => openStream(base, owner.cookie)));
    try {
      expect(streams.map((s) => s.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
      await sleep(200);
      const refused = streams.find((s) => s.status === 429) as OpenStream;
      expect(JSON.parse(refused.body())).toEqual({
        error: 'This sign-in already has 4 inbox tabs receiving live updates, the most one sign-in may have. Close an inbox tab you no longer use, then reload this one.',
      });
      const other = await openStream(base, cookieOf(await signIn(app, owner.auth)) as string);
      expect(other.status).toBe(200);
      other.close();
    } finally {
      for (const s of streams) s.close();
    }
  });

  test('the cap is a setting; a closed stream gives its slot back', async () => {
    const small = await staffApp(store, { staff: { signInPerMinute: 1000, streamsPerSession: 2 } });
    extra.push(small);
    const base = baseOf(small);
    const first = await openStream(base, owner.cookie);
    const second = await openStream(base, owner.cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await openStream(base, owner.cookie)).status).toBe(429);
    first.close();
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i += 1) {
      await sleep(100);
      const s = await openStream(base, owner.cookie);
      again = s.status;
      if (again === 200) s.close();
    }
    expect(again).toBe(200);
    second.close();
  });
});

test('a stream whose client left before it opened (while its session was looked up) gives its slot back', async () => {
  // A store whose only read a stream makes before it starts answers at once.
  const store = { lastEventSeq: () => Promise.resolve(0) } as unknown as StaffStore;
  const hub = new EventHub(() => store, { warn: () => undefined });
  const gone = await new Promise<http.ServerResponse>((resolve, reject) => {
    const server = http.createServer((req, res) => {
      req.socket.destroy();
      res.on('close', () => {
        server.close();
        resolve(res);
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      http.get({ host: '127.0.0.1', port, path: '/api/staff/events' }).on('error', () => undefined);
    });
    server.on('error', reject);
  });
  const release = hub.claim('token', 1);
  expect(release).not.toBeNull();
  await hub.open(gone, 'token', 'staff-id', undefined, release as () => void);
  expect(hub.claim('token', 1)).not.toBeNull();
});
