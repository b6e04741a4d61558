/**
 * The staff inbox's pages as the service serves the build, on the inbox's own origin
 * (server/staff/origin.ts): an address under /staff/ with no file of its own (a lead's address) gets the
 * inbox's client-only page, never indexed. The site's origin serves no part of the inbox (its API is not
 * found there, /staff/ links to the inbox's address), and the inbox's origin serves nothing of the site
 * but the files the inbox's page loads: not the editor, not another page, not another page's data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { LeadStore } from '../../../server/submissions';
import { listen, request } from './helpers/http';

let dir = '';
let app: FastifyInstance;
let base = '';
/** The same service as the inbox's origin: `localhost` on its port when STAFF_ORIGIN is not set. */
let inbox: Record<string, string> = {};

const FILES: Record<string, string> = {
  'index.html': '<p>home</p>',
  '404.html': '<p>not found</p>',
  'staff/[...]/index.html': '<p>inbox</p>',
  'book-appointment-surrey/index.html': '<p>booking, with the portal’s script</p>',
  'admin/index.html': '<p>editor</p>',
  'app-0123abcd.js': '/* app */',
  'component---src-pages-staff-tsx-0123.js': '/* inbox */',
  'page-data/app-data.json': '{}',
  'page-data/staff/[...]/page-data.json': '{"path":"/staff/[...]/"}',
  'page-data/sq/d/123.json': '{}',
  'page-data/book-appointment-surrey/page-data.json': '{"path":"/book-appointment-surrey/"}',
  'fonts/oswald-latin-700-normal.woff2': 'font',
  '~partytown/partytown.js': '/* third party */',
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-pages-'));
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  // No store is used: these are pages only (the store is read by the staff API and the forms).
  app = await buildApp({ store: {} as unknown as LeadStore, publicDir: dir, rateLimit: false });
  base = await listen(app);
  inbox = { host: `localhost:${new URL(base).port}` };
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a lead’s address under /staff/ gets the inbox page (src/pages/staff/[...].tsx), never indexed, never kept', async () => {
  const lead = await request(base, '/staff/leads/0b7a2f1e-1111-4222-8333-444455556666', { headers: inbox });
  expect([lead.status, lead.text]).toEqual([200, '<p>inbox</p>']);
  expect(lead.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(lead.headers['cache-control']).toBe('no-store');
  const other = await request(base, '/not-a-page/leads/1');
  expect([other.status, other.text]).toEqual([404, '<p>not found</p>']);
  expect(other.headers['x-robots-tag']).toBeUndefined();
});

test('the site’s origin has no inbox: its API is not found, its page data neither, and /staff/ links to the inbox’s address', async () => {
  for (const p of ['/api/staff/me', '/api/staff/leads', '/api/staff/staff']) {
    for (const method of ['GET', 'POST']) {
      const res = await request(base, p, { method, headers: { 'content-type': 'application/json', origin: base }, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect([method, p, res.status]).toEqual([method, p, 404]);
    }
  }
  expect((await request(base, '/page-data/staff/[...]/page-data.json')).status).toBe(404);
  const page = await request(base, '/staff/leads/7?x=<b>');
  expect(page.status).toBe(200);
  expect(page.headers['x-robots-tag']).toBe('noindex');
  const target = `http://localhost:${new URL(base).port}/staff/leads/7?x=&lt;b&gt;`;
  expect(page.text).toContain(`the lead inbox is at <a href="${target}">${target}</a>`);
  expect(page.text).not.toContain('<p>inbox</p>');
  // A name a page reached by DNS rebinding gives (evil.example → 127.0.0.1) is the site too.
  expect((await request(base, '/api/staff/me', { headers: { host: `evil.example:${new URL(base).port}` } })).status).toBe(404);
});

test('the inbox’s origin serves the inbox’s page and what it loads, and nothing else of the site', async () => {
  const at = async (p: string) => request(base, p, { headers: inbox });
  for (const p of ['/staff/', '/app-0123abcd.js', '/component---src-pages-staff-tsx-0123.js', '/page-data/app-data.json', '/page-data/staff/[...]/page-data.json', '/page-data/sq/d/123.json', '/fonts/oswald-latin-700-normal.woff2']) {
    expect([p, (await at(p)).status]).toEqual([p, 200]);
  }
  // The editor, a page with a third party's script, another page's data (Gatsby's router would render it here), the site's home.
  for (const p of ['/admin/', '/admin/index.html', '/book-appointment-surrey/', '/page-data/book-appointment-surrey/page-data.json', '/~partytown/partytown.js', '/index.html']) {
    const res = await at(p);
    expect([p, res.status]).toEqual([p, 404]);
    expect(res.text).toBe('Not found: this address serves the lead inbox only.');
  }
  const home = await at('/');
  expect([home.status, home.headers.location]).toEqual([302, '/staff/']);
  expect((await at('/robots.txt')).text).toBe('User-agent: *\nDisallow: /\n');
});

test('an address the inbox’s origin has no file for gets the inbox’s own 404, never the site’s page or its policy', async () => {
  // Shapes the inbox's page loads (a bundle, its page data, a font, an icon) that name no built file.
  for (const p of ['/app-ffffffff.js', '/page-data/staff/missing/page-data.json', '/page-data/sq/d/999.json', '/fonts/none.woff2', '/icons/none.svg', '/staff-not-there.js']) {
    const res = await request(base, p, { headers: inbox });
    expect([p, res.status, res.text]).toEqual([p, 404, 'Not found: this address serves the lead inbox only.']);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  }
  // The same addresses on the site's origin keep the site's 404 page.
  const onSite = await request(base, '/app-ffffffff.js');
  expect([onSite.status, onSite.text]).toEqual([404, '<p>not found</p>']);
});

test('with STAFF_ORIGIN set, that host alone is the inbox (localhost is the site then)', async () => {
  const named = await buildApp({ store: {} as unknown as LeadStore, publicDir: dir, rateLimit: false, staffOrigin: 'https://inbox.gym.example' });
  const namedBase = await listen(named);
  try {
    expect((await request(namedBase, '/staff/', { headers: { host: 'inbox.gym.example' } })).text).toBe('<p>inbox</p>');
    expect((await request(namedBase, '/admin/', { headers: { host: 'inbox.gym.example' } })).status).toBe(404);
    const onSite = await request(namedBase, '/staff/', { headers: { host: 'www.gym.example' } });
    expect(onSite.text).toContain('<a href="https://inbox.gym.example/staff/">');
    expect((await request(namedBase, '/staff/', { headers: inbox })).text).toContain('<a href="https://inbox.gym.example/staff/">');
    expect((await request(namedBase, '/admin', { headers: { host: 'www.gym.example' } })).text).toBe('<p>editor</p>');
  } finally {
    await named.close();
  }
});
