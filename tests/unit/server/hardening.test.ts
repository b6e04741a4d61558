/**
 * Smaller guards: the Origin check trusts the browser's
 * `Sec-Fetch-Site: same-origin` and takes the service's own origin from SITE_URL rather than Host;
 * answers given while the service shuts down carry the security headers; a csp.json rewritten
 * while the service runs is served from then on. (FORWARD_URL over http: config.test.ts; modes of
 * a DATA_DIR the service did not create: modes.test.ts.)
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import type { LeadStore } from '../../../server/submissions';
import { buildSubmission } from '../../../src/forms';
import { appsOnPglite } from './helpers/apps';
import { listen, request } from './helpers/http';
import { freePort, waitFor } from './helpers/net';
import { runRefusedService, startService } from './helpers/service';
import { CONTACT } from './helpers/values';

jest.setTimeout(120_000);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-hardening-'));
const publicDir = path.join(root, 'public');
let store: LeadStore;
beforeAll(() => {
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="en"><title>Home</title><script>1</script></html>');
});
const start = appsOnPglite(publicDir, (s) => {
  store = s;
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const BODY = JSON.stringify(buildSubmission('contact', CONTACT));
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

describe('the Origin check', () => {
  test('a post the browser marks Sec-Fetch-Site: same-origin is accepted although Host names another origin (a proxy that rewrites Host)', async () => {
    const base = await start();
    const res = await request(base, '/f/contact', { method: 'POST', headers: { ...JSON_HEADERS, origin: 'https://forge24fitness.example', 'sec-fetch-site': 'same-origin' }, body: BODY });
    expect(res.status).toBe(200);
    // Without the browser's word, the same Origin is still refused.
    const bare = await request(base, '/f/contact', { method: 'POST', headers: { ...JSON_HEADERS, origin: 'https://forge24fitness.example' }, body: BODY });
    expect(bare.status).toBe(403);
  });

  test('with SITE_URL set, the service\'s own origin is SITE_URL\'s, not whatever Host says', async () => {
    const base = await start({ siteUrl: 'https://forge24fitness.example' });
    // A page on evil.example whose name resolves to the service (DNS rebinding) sends Host: evil.example.
    const rebound = await request(base, '/f/contact', { method: 'POST', headers: { ...JSON_HEADERS, origin: 'http://evil.example', host: 'evil.example' }, body: BODY });
    expect(rebound.status).toBe(403);
    const own = await request(base, '/f/contact', { method: 'POST', headers: { ...JSON_HEADERS, origin: 'https://forge24fitness.example', host: 'evil.example' }, body: BODY });
    expect(own.status).toBe(200);
  });
});

/** Splits the raw bytes of pipelined answers into status and lower-cased headers, one entry per answer. */
function parseAnswers(raw: string): { status: number; headers: Record<string, string> }[] {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.startsWith('HTTP/1.1 '))
    .map((part) => {
      const [head] = part.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      return { status: Number(statusLine.split(' ')[1]), headers };
    });
}

test('a request that arrives while the service shuts down gets 503 with the security headers', async () => {
  const app = await buildApp({ store, publicDir, rateLimit: false });
  const base = await listen(app);
  const port = Number(new URL(base).port);
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let raw = '';
  socket.on('data', (d: Buffer) => (raw += d.toString('latin1')));
  const closedSocket = new Promise<void>((r) => socket.once('close', () => r()));
  await new Promise<void>((r) => socket.once('connect', () => r()));
  try {
    // A post in flight (its body half sent) keeps the connection busy while the shutdown starts...
    socket.write(`POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 200));
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 200));
    // ...then the rest of it and, on the same connection, a page request.
    socket.write(`${BODY.slice(10)}GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await Promise.race([closedSocket, new Promise((r) => setTimeout(r, 10_000))]);
    await closing;
  } finally {
    socket.destroy();
  }
  const answers = parseAnswers(raw);
  expect(answers.map((a) => a.status)).toEqual([200, 503]);
  const refused = answers[1].headers;
  expect(refused).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    connection: 'close',
  });
  expect(refused['permissions-policy']).toMatch(/camera=\(\)/);
  expect(refused['retry-after']).toMatch(/^\d+$/);
});

test('csp.json rewritten while the service runs (a rebuild) is served from then on', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-csp-reload-'));
  const site = path.join(dir, 'public');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><html lang="en"><title>Home</title></html>');
  const policy = (hash: string): string => JSON.stringify({ scriptHashes: [`sha256-${hash}`], pages: { 'index.html': { scriptHashes: [`sha256-page-${hash}`] } } });
  fs.writeFileSync(path.join(site, 'csp.json'), policy('first'));
  const service = await startService({ DATA_DIR: path.join(dir, 'data'), PUBLIC_DIR: site, RETENTION_DAYS: 'off' }, await freePort());
  try {
    const base = `http://127.0.0.1:${service.port}`;
    const cspOf = async (): Promise<string> => String((await request(base, '/')).headers['content-security-policy'] ?? '');
    expect(await cspOf()).toContain("'sha256-page-first'");
    // What a build does: the new file is written next to the old and renamed over it.
    fs.writeFileSync(path.join(site, 'csp.json.tmp'), policy('second'));
    fs.renameSync(path.join(site, 'csp.json.tmp'), path.join(site, 'csp.json'));
    const seen = await waitFor(async () => ((await cspOf()).includes("'sha256-page-second'") ? 'second' : null), 10_000, 'the new policy').catch(() => cspOf());
    expect(seen).toBe('second');
    expect(await cspOf()).not.toContain('first');
    // A half-written file keeps the last good policy.
    fs.writeFileSync(path.join(site, 'csp.json'), '{"scriptHashes": [');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await cspOf()).toContain("'sha256-page-second'");
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the service refuses to start with FORWARD_URL over plain http unless ALLOW_INSECURE_FORWARD=1', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-insecure-forward-'));
  try {
    const refused = await runRefusedService({ DATA_DIR: path.join(dir, 'data'), PUBLIC_DIR: publicDir, FORWARD_URL: 'http://127.0.0.1:9/hook' }, await freePort(), 60_000);
    expect(refused.listened).toBe(false);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/configuration error: FORWARD_URL must start with https:\/\/.*ALLOW_INSECURE_FORWARD=1/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
