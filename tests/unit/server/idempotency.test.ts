/**
 * The visitor's side of a post, the service's part: a post carrying an
 * `Idempotency-Key` is stored once however often it is sent again with the same content: the
 * answer to a stored post is lost (the connection drops before it arrives), the visitor presses
 * submit again, and there is one lead. The same key with other content, or no key, stores each.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { LeadStore } from '../../../server/submissions';
import { buildSubmission } from '../../../src/forms';
import { listen, request } from './helpers/http';
import { waitFor } from './helpers/net';
import { PGLITE_FIXTURE } from './helpers/stores';
import { CONTACT } from './helpers/values';

jest.setTimeout(60_000);

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-idem-'));
let store: LeadStore;
let cleanup: (() => Promise<void>) | undefined;
let app: FastifyInstance | undefined;
let base: string;

beforeAll(async () => {
  ({ store, cleanup } = await PGLITE_FIXTURE.open());
  app = await buildApp({ store, publicDir, rateLimit: false });
  base = await listen(app);
});
afterAll(async () => {
  await app?.close();
  await cleanup?.();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

async function leadsWith(email: string): Promise<number> {
  return (await store.list({ limit: 10_000 })).filter((r) => (r.fields as { email?: string }).email === email).length;
}

/** Sends the post and drops the connection without reading the answer (a lost answer). */
function postAndHangUp(body: string, key: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => {
      socket.end(
        `POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\n` +
          `Idempotency-Key: ${key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => {
          socket.destroy();
          resolve();
        },
      );
    });
    socket.on('error', () => resolve());
  });
}

test('the answer to a stored post is lost and the visitor sends it again with the same key: one lead', async () => {
  const email = 'lost-answer@example.com';
  const body = JSON.stringify(buildSubmission('contact', { ...CONTACT, email }));
  const key = 'b7a0e6f2-3c51-4f7e-9a55-1d2c3b4a5e6f';
  await postAndHangUp(body, key);
  await waitFor(async () => (await leadsWith(email)) === 1, 10_000, 'the first post to be stored');
  for (let i = 0; i < 2; i++) {
    const again = await request(base, '/f/contact', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key }, body });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual({ ok: true, next: '/thank-you?form=contact' });
  }
  expect(await leadsWith(email)).toBe(1);
});

test('the same key with other content, or posts without a key, are each stored', async () => {
  const email = 'two-leads@example.com';
  const key = 'd1e2f3a4-0000-4000-8000-000000000001';
  const post = (message: string, headers: Record<string, string>) =>
    request(base, '/f/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(buildSubmission('contact', { ...CONTACT, email, message })),
    }).then((r) => r.status);
  expect(await post('First question', { 'idempotency-key': key })).toBe(200);
  expect(await post('A different question', { 'idempotency-key': key })).toBe(200);
  expect(await leadsWith(email)).toBe(2);
  expect(await post('No key', {})).toBe(200);
  expect(await post('No key', {})).toBe(200);
  expect(await leadsWith(email)).toBe(4);
});
