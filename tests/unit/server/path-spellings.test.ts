/**
 * One path, one decision: every other spelling of an address that matters (percent-encoded letters and
 * slashes, double encoding, `//`, `/./`, `/../`, `\`, `%5c`, overlong UTF-8, hex digits in either case)
 * answers exactly as the plain address does, headers included, or 400. The cases are the ones that once
 * served the editor without its policy and the inbox's API on the site's name.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BAD_PATH_MESSAGE, canonicalTarget } from '../../../server/http/request-path';
import { STAFF_ROUTES } from '../../../src/staff/api';
import { appsOnPglite } from './helpers/apps';
import { request, type RawResponse } from './helpers/http';
import { buildSubmission } from '../../../src/forms';
import { CONTACT } from './helpers/values';

jest.setTimeout(120_000);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-spellings-'));
const publicDir = path.join(root, 'public');
const INBOX_HOST = 'inbox.gym.test';
const SITE_HOST = 'gym.test';
const put = (rel: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(publicDir, rel)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, rel), text);
};
beforeAll(() => {
  put('index.html', '<!doctype html><title>Home</title>');
  put('404.html', '<!doctype html><title>Not found</title>');
  put('faq/index.html', '<!doctype html><title>FAQ</title>');
  put('admin/index.html', '<!doctype html><title>Editor</title><img src=x onerror=alert(1)>');
  put('staff/[...]/index.html', '<!doctype html><title>Inbox</title>');
  put('page-data/staff/page-data.json', '{"path":"/staff/"}');
  put('app-0123456789abcdef.js', 'console.log(1)');
});
const start = appsOnPglite(publicDir);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const BODY = JSON.stringify(buildSubmission('contact', CONTACT));

/** What two answers must share to be the same answer. */
const HEADERS = ['content-type', 'content-security-policy', 'cache-control', 'x-frame-options', 'location', 'x-robots-tag', 'strict-transport-security', 'etag'];
function shape(res: RawResponse): Record<string, unknown> {
  const headers = Object.fromEntries(HEADERS.map((h) => [h, res.headers[h] ?? null]));
  // A passkey sign-in's options carry a fresh challenge each time: everything else must be the same.
  if (String(res.headers['content-type']).startsWith('application/json')) {
    const body = res.json() as Record<string, unknown>;
    delete body.challenge;
    return { status: res.status, ...headers, body };
  }
  return { status: res.status, ...headers, body: crypto.createHash('sha256').update(res.body).digest('hex') };
}

/** Percent-encodes the character at index i of s, with lower- or upper-case hex digits. */
const encodeAt = (s: string, i: number, lower = false): string => {
  const hex = `%${s.charCodeAt(i).toString(16).toUpperCase().padStart(2, '0')}`;
  return s.slice(0, i) + (lower ? hex.toLowerCase() : hex) + s.slice(i + 1);
};

/** Other spellings of `plain` (a path with at least two segments), each with whether it may only be refused. */
function spellings(plain: string): { path: string; refusedOnly: boolean }[] {
  const [, first, ...rest] = plain.split('/');
  const tail = rest.join('/');
  const same = (p: string) => ({ path: p, refusedOnly: false });
  const bad = (p: string) => ({ path: p, refusedOnly: true });
  return [
    same(encodeAt(plain, 1)),
    same(encodeAt(plain, 1, true)),
    same(`/${first.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}/${tail}`),
    bad(`/${first}%2F${tail}`),
    bad(`/${first}%2f${tail}`),
    bad(`/%25${first.charCodeAt(0).toString(16)}${first.slice(1)}/${tail}`),
    bad(`/%2561${plain.slice(2)}`),
    same(`/${plain}`),
    same(`//${first}//${tail}`),
    same(`/./${first}/./${tail}`),
    same(`/${first}/x/../${tail}`),
    same(`/../${first}/${tail}`),
    same(`/${first}/%2e/${tail}`),
    same(`/${first}/x/%2E%2E/${tail}`),
    bad(`/${first}\\${tail}`),
    bad(`/${first}%5c${tail}`),
    bad(`/${first}%5C${tail}`),
    bad(`/${first}%C0%AF${tail}`),
    bad(`/%C1%A1${plain.slice(2)}`),
    bad(`/${first}/%00${tail}`),
  ];
}

interface Case {
  plain: string;
  method: 'GET' | 'POST';
  host: string;
  headers?: Record<string, string>;
  body?: string;
}

const CASES: Case[] = [
  { plain: '/admin/index.html', method: 'GET', host: SITE_HOST },
  { plain: '/faq/index.html', method: 'GET', host: SITE_HOST },
  { plain: '/staff/leads', method: 'GET', host: SITE_HOST },
  { plain: '/staff/leads', method: 'GET', host: INBOX_HOST },
  { plain: '/page-data/staff/page-data.json', method: 'GET', host: SITE_HOST },
  { plain: '/page-data/staff/page-data.json', method: 'GET', host: INBOX_HOST },
  { plain: '/faq/index.html', method: 'GET', host: INBOX_HOST },
  ...[SITE_HOST, INBOX_HOST].map((host) => ({
    plain: STAFF_ROUTES.signInOptions.path,
    method: 'POST' as const,
    host,
    headers: { origin: `http://${host}`, 'content-type': 'application/json' },
    body: '{}',
  })),
];

describe('every spelling of an address that matters answers as the plain one, or 400', () => {
  test('the editor, the inbox and its API, page data and pages, on both names', async () => {
    const base = await start({ staffOrigin: `http://${INBOX_HOST}`, siteUrl: `http://${SITE_HOST}`, staff: { signInPerMinute: 1000 } });
    const send = (c: Case, p: string) => request(base, p, { method: c.method, headers: { host: c.host, ...(c.headers ?? {}) }, body: c.body });
    const failures: string[] = [];
    for (const c of CASES) {
      const plain = shape(await send(c, c.plain));
      expect(plain.status).not.toBe(400);
      for (const s of spellings(c.plain)) {
        const got = shape(await send(c, s.path));
        if (got.status === 400) continue;
        if (s.refusedOnly) failures.push(`${c.method} ${c.host} ${s.path}: ${String(got.status)}, not 400`);
        else if (JSON.stringify(got) !== JSON.stringify(plain)) failures.push(`${c.method} ${c.host} ${s.path}: ${JSON.stringify(got)} is not the plain answer ${JSON.stringify(plain)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('canonicalTarget', () => {
  test.each([
    ['/faq', '/faq'],
    ['/faq/', '/faq/'],
    ['//faq//', '/faq/'],
    ['/a/./b/../faq?x=%2F', '/a/faq?x=%2F'],
    ['/../../faq', '/faq'],
    ['/%61dmin/%69ndex.html', '/admin/index.html'],
    ['/caf%c3%a9', '/caf%C3%A9'],
    ['/blog/a:b@c+d', '/blog/a:b@c+d'],
  ])('%s is served as %s', (sent, canonical) => {
    expect(canonicalTarget(sent)).toBe(canonical);
  });
  test.each(['/\\evil.example/', '/%5Cevil.example', '/admin%2Findex.html', '/%2561dmin', '/%C0%AF', '/%FF', '/a%00b', '*', 'http://gym.test/faq'])('%s is refused', (sent) => {
    expect(canonicalTarget(sent)).toBeNull();
  });
});

describe('redirects and buckets take the same path', () => {
  test('a backslash never becomes a redirect target; doubled slashes redirect to the one-slash path', async () => {
    const base = await start();
    for (const p of ['/\\evil.example/', '/%5Cevil.example/', '/%5cevil.example/']) {
      const res = await request(base, p);
      expect([p, res.status, res.headers.location, res.text]).toEqual([p, 400, undefined, BAD_PATH_MESSAGE]);
    }
    const doubled = await request(base, '//evil.example/');
    expect([doubled.status, doubled.headers.location]).toEqual([301, '/evil.example']);
  });

  test('the form rate limit counts every spelling of /f/contact in one bucket', async () => {
    const base = await start({ rateLimit: { max: 2 } });
    const post = (p: string) => request(base, p, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', origin: base }, body: BODY });
    expect((await post('/f/contact')).status).toBe(200);
    expect((await post('/%66/contact')).status).toBe(200);
    expect((await post('//f/./contact')).status).toBe(429);
    expect((await post('/f/contact')).status).toBe(429);
  });
});
