/**
 * Only a person's requests keep a staff session alive. A visitor's form post wakes every open inbox
 * (the event stream), whose list then fetches itself again; neither the stream (opened again, as a
 * browser's EventSource does after a drop) nor those refreshes (marked with AUTOMATIC_HEADER by the
 * inbox) restart the idle time, so an unattended tab's session ends at the idle limit, its stream
 * with it; a session whose person keeps working stays. A 5-second idle limit stands in for 12 hours.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AUTOMATIC_HEADER, STAFF_ROUTES } from '../../../src/staff/api';
import type { LeadStore } from '../../../server/submissions';
import { postSubmission } from './helpers/http';
import { PGLITE_FIXTURE, storeForAll } from './helpers/stores';
import { INBOX, baseOf, call, member, staffApp, type Member } from './helpers/staff';
import { CONSULTATION } from './helpers/values';

jest.setTimeout(120_000);

const IDLE_SECONDS = 5;

/** Opens the event stream as the inbox does; resolves with its status and, for a 200, a way to close it and its end. */
function openStream(base: string, cookie: string): Promise<{ status: number; text: () => string; ended: Promise<void>; close: () => void }> {
  const url = new URL(STAFF_ROUTES.events.path, base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host: new URL(INBOX).host, cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
        res.on('error', () => done());
      });
      resolve({ status: res.statusCode ?? 0, text: () => text, ended, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('idle sessions (PGlite)', () => {
  let store: LeadStore;
  let app: FastifyInstance | undefined;
  storeForAll(PGLITE_FIXTURE, (s) => {
    store = s;
  });
  afterAll(async () => {
    await app?.close();
  });

  test('a tab that only receives events and refreshes by itself ends at the idle limit; a person working stays signed in', async () => {
    app = await staffApp(store, { staff: { signInPerMinute: 1000, idleHours: IDLE_SECONDS / 3600 } });
    const base = baseOf(app);
    const port = Number(new URL(base).port);
    const person: Member = await member(app, store, 'Pat Person', 'staff');
    // The front desk's tab: signed in (the session starts) and then left alone.
    const desk: Member = await member(app, store, 'Dee Desk', 'staff');
    const start = Date.now();
    let stream = await openStream(base, desk.cookie);
    expect(stream.status).toBe(200);
    let events = 0;
    const automatic: number[] = [];
    const reopened: number[] = [];
    const byPerson: number[] = [];
    while (Date.now() - start < (IDLE_SECONDS + 4) * 1000) {
      // A visitor posts a form; the desk's stream says so; its list fetches itself again.
      expect(await postSubmission(port, 'consultation', CONSULTATION)).toBe(200);
      if (stream.status === 200) {
        const shown = stream;
        for (let waited = 0; !/event: lead/.test(shown.text()) && waited < 3000; waited += 100) await sleep(100);
        if (/event: lead/.test(shown.text())) events++;
      }
      automatic.push((await call(app, 'GET', `${STAFF_ROUTES.leads.path}?limit=50`, { cookie: desk.cookie, headers: { [AUTOMATIC_HEADER]: '1' } })).statusCode);
      // The desk's stream, dropped and opened again by the browser.
      stream.close();
      stream = await openStream(base, desk.cookie);
      reopened.push(stream.status);
      // The other person reads and works.
      byPerson.push((await call(app, 'GET', STAFF_ROUTES.leads.path, { cookie: person.cookie })).statusCode);
      await sleep(300);
    }
    stream.close();
    // The desk's tab was told of the visitors' leads while its session lived.
    expect(events).toBeGreaterThan(0);
    // Answered while the session lived, refused after: the automatic requests never restarted its idle time.
    expect(automatic[0]).toBe(200);
    expect(automatic.at(-1)).toBe(401);
    expect(reopened[0]).toBe(200);
    expect(reopened.at(-1)).toBe(401);
    expect(automatic.indexOf(401)).toBeGreaterThan(0);
    expect(automatic.slice(automatic.indexOf(401))).toEqual(automatic.slice(automatic.indexOf(401)).map(() => 401));
    expect(byPerson.every((code) => code === 200)).toBe(true);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: desk.cookie })).statusCode).toBe(401);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie: person.cookie })).statusCode).toBe(200);
  });

  test('an open stream whose session reaches the idle limit is closed by the service', async () => {
    const server = app as FastifyInstance;
    const desk: Member = await member(server, store, 'Ida Idle', 'staff');
    const stream = await openStream(baseOf(server), desk.cookie);
    expect(stream.status).toBe(200);
    const ended = await Promise.race([stream.ended.then(() => 'ended'), sleep((IDLE_SECONDS + 8) * 1000).then(() => 'still open')]);
    stream.close();
    expect(ended).toBe('ended');
  });
});
