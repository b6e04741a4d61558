/**
 * What the intake refuses before it stores anything: cross-site posts (Origin /
 * Sec-Fetch-Site, with an allow-list), the plain Formspree body unless enabled, and client
 * addresses a visitor could choose (X-Forwarded-For, TRUST_PROXY never `true`).
 */
import { expect } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { ConfigError, parseTrustProxy, readConfig } from '../../../server/config';
import type { LeadStore } from '../../../server/submissions';
import { buildSubmission } from '../../../src/forms';
import { appsOnPglite } from './helpers/apps';
import { request, type RawResponse } from './helpers/http';
import { freePort } from './helpers/net';
import { startService } from './helpers/service';
import { CONTACT } from './helpers/values';

jest.setTimeout(60_000);

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-public-'));
let store: LeadStore;
const start = appsOnPglite(publicDir, (s) => {
  store = s;
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
const HTML_FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const BODY = JSON.stringify(buildSubmission('contact', CONTACT));

function post(base: string, headers: Record<string, string>, body = BODY, form = 'contact'): Promise<RawResponse> {
  return request(base, `/f/${form}`, { method: 'POST', headers, body });
}

async function count(): Promise<number> {
  return (await store.counts()).total;
}

describe('cross-site posts', () => {
  let base: string;
  let self: string;
  beforeAll(async () => {
    base = await start();
    self = base; // http://127.0.0.1:<port>: what a browser on the site's own pages sends as Origin
  });

  test('a post from a foreign page is refused with 403 and a clear message, and nothing is stored', async () => {
    const before = await count();
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' }, // a sandboxed frame or a data: page
      { 'sec-fetch-site': 'cross-site' },
      { origin: self, 'sec-fetch-site': 'cross-site' },
      { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' }, // another port of the same host
      { origin: self.replace('127.0.0.1', 'localhost') },
    ];
    for (const headers of refused) {
      const res = await post(base, { ...JSON_HEADERS, ...headers });
      expect([headers, res.status]).toEqual([headers, 403]);
      expect(res.json()).toEqual({ error: expect.stringMatching(/^Forms can only be sent from this site's own pages/), errors: [] });
    }
    expect(await count()).toBe(before);
  });

  test('the same refusal as a page for a browser posting a plain HTML form', async () => {
    const res = await post(base, { ...HTML_FORM_HEADERS, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, new URLSearchParams(CONTACT).toString());
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain("Forms can only be sent from this site&#39;s own pages");
  });

  test("the site's own forms work: fetch with JSON and the HTML form without JavaScript (same origin)", async () => {
    const json = await post(base, { ...JSON_HEADERS, origin: self, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect(json.status).toBe(200);
    const html = await post(base, { ...HTML_FORM_HEADERS, origin: self, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }, new URLSearchParams(CONTACT).toString());
    expect(html.status).toBe(303);
    // An older browser that sends Origin but no Sec-Fetch-Site.
    expect((await post(base, { ...JSON_HEADERS, origin: self })).status).toBe(200);
  });

  test('no Origin and no Sec-Fetch-Site (curl, a server) is accepted', async () => {
    expect((await post(base, JSON_HEADERS)).status).toBe(200);
  });

  test('an origin in the allow-list is accepted, with CORS for its fetch; others are not', async () => {
    const allowed = await start({ allowedOrigins: ['https://www.forge24fitness.example'] });
    const ok = await post(allowed, { ...JSON_HEADERS, origin: 'https://www.forge24fitness.example', 'sec-fetch-site': 'same-site' });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://www.forge24fitness.example');
    const preflight = await request(allowed, '/f/contact', {
      method: 'OPTIONS',
      headers: { origin: 'https://www.forge24fitness.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.forge24fitness.example');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    const foreign = await post(allowed, { ...JSON_HEADERS, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('behind a proxy: the public origin comes from SITE_URL, or from X-Forwarded-Host/-Proto of a trusted proxy only', async () => {
    // Without Sec-Fetch-Site (an older browser): with `same-origin` the browser's word is enough (hardening.test.ts).
    const site = { ...JSON_HEADERS, origin: 'https://forge24fitness.example' };
    const proxyHeaders = { 'x-forwarded-host': 'forge24fitness.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    // Not trusted: the forwarded headers are the visitor's own words.
    expect((await post(base, { ...site, ...proxyHeaders })).status).toBe(403);
    const spoofed = await post(base, { ...JSON_HEADERS, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(spoofed.status).toBe(403);
    // A trusted proxy (one hop, or its address) says which host and scheme the browser used.
    for (const trustProxy of [1, ['127.0.0.1']] as const) {
      const proxied = await start({ trustProxy: trustProxy as number | string[] });
      expect((await post(proxied, { ...site, ...proxyHeaders })).status).toBe(200);
      expect((await post(proxied, { ...site, ...proxyHeaders, 'x-forwarded-host': 'evil.example' })).status).toBe(403);
    }
    // SITE_URL names the public origin when the proxy does not forward it.
    const withSiteUrl = await start({ siteUrl: 'https://forge24fitness.example' });
    expect((await post(withSiteUrl, { ...site, host: 'internal:8000' })).status).toBe(200);
    expect((await post(withSiteUrl, { ...JSON_HEADERS, origin: 'https://evil.example' })).status).toBe(403);
  });

  test('ALLOWED_ORIGINS is read and checked at start', () => {
    expect(readConfig({ ALLOWED_ORIGINS: 'https://www.forge24fitness.example, http://localhost:8000/' }).allowedOrigins).toEqual([
      'https://www.forge24fitness.example',
      'http://localhost:8000',
    ]);
    expect(readConfig({}).allowedOrigins).toEqual([]);
    for (const bad of ['*', 'null', 'evil.example', 'ftp://x.example', 'https://x.example/path']) {
      expect(() => readConfig({ ALLOWED_ORIGINS: bad })).toThrow(/ALLOWED_ORIGINS/);
    }
  });
});

describe('the plain Formspree body', () => {
  const plain = JSON.stringify({ email: 'ana@example.com', subject: 'Free money', message: 'Any text I like', _replyto: 'ana@example.com', _subject: 'Free money' });

  test('is refused by default with a clear 400: the site sends the form fields', async () => {
    const base = await start();
    const before = await count();
    const res = await post(base, JSON_HEADERS, plain);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/form's own fields.*ACCEPT_PLAIN_BODY=1/s), errors: [] });
    expect(await count()).toBe(before);
    // The site's own shapes still work.
    expect((await post(base, JSON_HEADERS)).status).toBe(200);
    expect((await post(base, { 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(CONTACT).toString())).status).toBe(200);
  });

  test('is accepted when ACCEPT_PLAIN_BODY enables it', async () => {
    const base = await start({ acceptPlainBody: true });
    const res = await post(base, JSON_HEADERS, plain);
    expect(res.status).toBe(200);
    expect(readConfig({ ACCEPT_PLAIN_BODY: '1' }).acceptPlainBody).toBe(true);
    expect(readConfig({}).acceptPlainBody).toBe(false);
    expect(readConfig({ ACCEPT_PLAIN_BODY: '0' }).acceptPlainBody).toBe(false);
    expect(() => readConfig({ ACCEPT_PLAIN_BODY: 'maybe' })).toThrow(/ACCEPT_PLAIN_BODY/);
  });
});

describe('client addresses and TRUST_PROXY', () => {
  const LIMIT = { max: 3, timeWindowMs: 60_000 };
  const send = (base: string, xff: string): Promise<RawResponse> => post(base, { ...JSON_HEADERS, 'x-forwarded-for': xff });

  test('TRUST_PROXY=true is refused with a message saying what to set instead', () => {
    for (const v of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => parseTrustProxy(v)).toThrow(ConfigError);
      expect(() => parseTrustProxy(v)).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/s);
    }
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['10.0.0.0/33', 'nginx', '300.1.1.1', '-1']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });

  test('the service does not start with TRUST_PROXY=true', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-trust-'));
    try {
      await expect(startService({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir, TRUST_PROXY: 'true' }, await freePort(), 30_000)).rejects.toThrow(
        /exited \(1\) before printing[\s\S]*TRUST_PROXY=true[\s\S]*TRUST_PROXY=1/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('buildApp refuses trustProxy: true', async () => {
    await expect(buildApp({ store, publicDir, trustProxy: true as unknown as number })).rejects.toThrow(/TRUST_PROXY/);
  });

  test('no trusted proxy: X-Forwarded-For is ignored, a visitor cannot escape the limit by changing it', async () => {
    const base = await start({ rateLimit: LIMIT });
    for (let i = 0; i < 3; i++) expect((await send(base, `198.51.100.${i}`)).status).toBe(200);
    expect((await send(base, '198.51.100.99')).status).toBe(429);
    expect((await store.list({ limit: 1 }))[0].clientIp).toBe('127.0.0.1');
  });

  test.each([
    ['a hop count', 1],
    ['the proxy address', ['127.0.0.1']],
  ])('trusted proxy (%s): the address the proxy saw counts, whatever the visitor put in front of it', async (_label, trustProxy) => {
    const base = await start({ rateLimit: LIMIT, trustProxy });
    // nginx appends the address it saw to what the visitor sent ($proxy_add_x_forwarded_for).
    for (let i = 0; i < 3; i++) expect((await send(base, `10.9.9.${i}, 203.0.113.7`)).status).toBe(200);
    expect((await store.list({ limit: 1 }))[0].clientIp).toBe('203.0.113.7');
    const limited = await send(base, '1.2.3.4, 203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(base, '203.0.113.7, 198.51.100.2')).status).toBe(200); // another visitor
  });
});
