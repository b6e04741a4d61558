/**
 * Bounded requests: clients that send their headers or their body a byte at a
 * time, or nothing at all, are cut within the configured limits while a visitor's page load and
 * form post keep answering; idle keep-alive connections are closed; past MAX_CONNECTIONS a new
 * connection is refused at once. Real sockets on loopback, with small limits read through
 * readConfig as the service reads them.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import type { LeadStore } from '../../../server/submissions';
import { buildSubmission } from '../../../src/forms';
import { listen, request } from './helpers/http';
import { waitFor } from './helpers/net';
import { PGLITE_FIXTURE } from './helpers/stores';
import { CONTACT } from './helpers/values';

jest.setTimeout(90_000);

const LIMITS_ENV = {
  HEADERS_TIMEOUT_MS: '2000',
  REQUEST_TIMEOUT_MS: '3000',
  CONNECTION_TIMEOUT_MS: '5000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  MAX_CONNECTIONS: '1000',
};
/** How often each slow client sends its next byte: more often than the idle limit, so only the header and request limits can cut it. */
const DRIP_MS = 1000;
/** Node checks the header and request limits on a timer (server/http/limits.ts): a cut may come that much, plus scheduling, after the limit. */
const SLACK_MS = 2500;

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-slow-'));
let store: LeadStore;
let cleanup: (() => Promise<void>) | undefined;
const apps: FastifyInstance[] = [];
const sockets: net.Socket[] = [];

beforeAll(async () => {
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="en"><title>Home</title><h1>Forge 24</h1></html>');
  ({ store, cleanup } = await PGLITE_FIXTURE.open());
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  for (const app of apps) await app.close();
  await cleanup?.();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<{ base: string; port: number }> {
  const config = readConfig(env);
  const app = await buildApp({ store, publicDir, rateLimit: false, httpLimits: config.httpLimits });
  apps.push(app);
  const base = await listen(app);
  return { base, port: Number(new URL(base).port) };
}

interface SlowClient {
  kind: 'headers' | 'body' | 'silent';
  openedAt: number;
  closedAt: number | null;
  /** What the server sent before closing (a 408, or nothing). */
  received: string;
}

/** A client that sends its request one piece every DRIP_MS and never finishes it. */
function slowClient(port: number, kind: SlowClient['kind']): SlowClient {
  const client: SlowClient = { kind, openedAt: Date.now(), closedAt: null, received: '' };
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  const pieces =
    kind === 'headers'
      ? ['GET / HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n', ...Array.from({ length: 200 }, (_, i) => `X-Slow-${i}: ${i}\r\n`)]
      : kind === 'body'
        ? [
            'POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n',
            ...Array.from({ length: 4000 }, () => ' '),
          ]
        : [];
  let timer: NodeJS.Timeout | undefined;
  const next = (): void => {
    const piece = pieces.shift();
    if (piece === undefined || socket.destroyed) return;
    socket.write(piece);
    timer = setTimeout(next, DRIP_MS);
  };
  socket.on('connect', next);
  socket.on('data', (d: Buffer) => (client.received += d.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearTimeout(timer);
    client.closedAt ??= Date.now();
  });
  return client;
}

/** One visitor's page load or form post on a new connection; resolves with its status and how long it took. */
async function visitor(base: string, kind: 'page' | 'post'): Promise<{ kind: string; status: number; ms: number }> {
  const t0 = Date.now();
  const res =
    kind === 'page'
      ? await request(base, '/', { headers: { accept: 'text/html' } })
      : await request(base, '/f/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(buildSubmission('contact', { ...CONTACT, email: `visitor-${t0}-${Math.random().toString(36).slice(2)}@example.com` })),
        });
  return { kind, status: res.status, ms: Date.now() - t0 };
}

test('200 slow clients (headers or body one piece a second, or nothing) are cut within the limits; a page load and a form post keep answering in under a second', async () => {
  const { base, port } = await start(LIMITS_ENV);
  const headersLimit = Number(LIMITS_ENV.HEADERS_TIMEOUT_MS);
  const requestLimit = Number(LIMITS_ENV.REQUEST_TIMEOUT_MS);
  const idleLimit = Number(LIMITS_ENV.CONNECTION_TIMEOUT_MS);

  const slow: SlowClient[] = [];
  for (let i = 0; i < 95; i++) slow.push(slowClient(port, 'headers'), slowClient(port, 'body'));
  for (let i = 0; i < 10; i++) slow.push(slowClient(port, 'silent'));

  const visits: { kind: string; status: number; ms: number }[] = [];
  const attack = { on: true };
  const visiting = (async () => {
    while (attack.on) {
      visits.push(await visitor(base, 'page'), await visitor(base, 'post'));
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  // Bounded: the longest limit here is the idle one (5 s); after that plus slack every one must be gone.
  const deadline = idleLimit + SLACK_MS + 2000;
  await waitFor(() => slow.every((c) => c.closedAt !== null), deadline, 'every slow client to be cut').catch(() => undefined);
  attack.on = false;
  await visiting;

  const stillOpen = slow.filter((c) => c.closedAt === null).map((c) => c.kind);
  expect({ stillOpen: stillOpen.length, kinds: [...new Set(stillOpen)] }).toEqual({ stillOpen: 0, kinds: [] });
  const lifetime = (c: SlowClient): number => (c.closedAt as number) - c.openedAt;
  const late = slow.filter((c) => lifetime(c) > (c.kind === 'headers' ? headersLimit : c.kind === 'body' ? requestLimit : idleLimit) + SLACK_MS);
  expect(late.map((c) => `${c.kind} cut after ${lifetime(c)} ms`)).toEqual([]);
  // The header limit answers 408 before closing; no slow client ever got a page.
  expect(slow.filter((c) => /^HTTP\/1\.1 200/.test(c.received)).length).toBe(0);

  expect(visits.length).toBeGreaterThanOrEqual(4);
  expect(visits.filter((v) => v.status !== 200)).toEqual([]);
  expect(visits.filter((v) => v.ms >= 1000)).toEqual([]);
});

test('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
  const { port } = await start(LIMITS_ENV);
  // A raw socket: Node's own client agent closes early on the server's Keep-Alive hint, which would hide the server's limit.
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  let answeredAt = 0;
  let received = '';
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - answeredAt)));
  socket.on('data', (d: Buffer) => {
    received += d.toString('latin1');
    if (answeredAt === 0 && received.includes('</html>')) answeredAt = Date.now();
  });
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n\r\n');
  const idleFor = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 10_000).unref())]);
  expect(received).toMatch(/^HTTP\/1\.1 200[^]*keep-alive/i);
  expect(idleFor).toBeGreaterThanOrEqual(0); // -1: still open 10 s after its answer
  // Kept open while idle for about the limit, then closed.
  expect(idleFor).toBeGreaterThanOrEqual(Number(LIMITS_ENV.KEEP_ALIVE_TIMEOUT_MS) / 2);
  expect(idleFor).toBeLessThan(Number(LIMITS_ENV.KEEP_ALIVE_TIMEOUT_MS) + SLACK_MS);
});

test('past MAX_CONNECTIONS a new connection is closed at once; once one closes, visitors are served again', async () => {
  const max = 5;
  const { base, port } = await start({ ...LIMITS_ENV, MAX_CONNECTIONS: String(max), CONNECTION_TIMEOUT_MS: '20000', HEADERS_TIMEOUT_MS: '15000', REQUEST_TIMEOUT_MS: '15000' });
  const held: net.Socket[] = [];
  for (let i = 0; i < max; i++) {
    const s = net.connect(port, '127.0.0.1');
    sockets.push(s);
    s.on('error', () => undefined);
    await new Promise<void>((r) => s.once('connect', () => r()));
    held.push(s);
  }
  // Let the server accept them all before the next one arrives.
  await new Promise((r) => setTimeout(r, 300));
  const extra = await request(base, '/', {}).then(
    (res) => `answered ${res.status}`,
    (err: unknown) => `refused (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
  );
  expect(extra).toMatch(/^refused/);

  held[0].destroy();
  const after = await waitFor(
    () =>
      request(base, '/', {}).then(
        (res) => res.status,
        () => 0,
      ),
    5000,
    'a visitor to be served once a connection closed',
  );
  expect(after).toBe(200);
});
