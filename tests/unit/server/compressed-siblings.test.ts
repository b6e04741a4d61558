/**
 * The build's last step writes every text file's brotli and gzip copy beside it, and the service sends
 * those bytes from its first request, compressing nothing itself: a copy older than its original (a file
 * rewritten after the build) is not used, and the copies themselves are never served as files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeCompressedSiblings } from '../../../src/build/compressed-siblings';
import { isBuildInternal } from '../../../server/static';
import { appsOnPglite } from './helpers/apps';
import { request } from './helpers/http';

jest.setTimeout(60_000);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-siblings-'));
const publicDir = path.join(root, 'public');
const page = (label: string): string => `<!doctype html><title>${label}</title>${`<p>${label} and more words `.repeat(300)}`;
const FILES: Record<string, string> = {
  'index.html': page('Home'),
  'faq/index.html': page('FAQ'),
  'app-0123456789abcdef.js': `console.log(${JSON.stringify('x'.repeat(4000))})`,
  'robots.txt': 'User-agent: *\n',
  'app.js.map': JSON.stringify({ sources: ['x'.repeat(4000)] }),
  'csp.json': JSON.stringify({ pages: { [`${'x'.repeat(2000)}.html`]: {} } }),
};
beforeAll(() => {
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, rel), text);
  }
});
const start = appsOnPglite(publicDir);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('the build writes .br and .gz beside each text file worth compressing, and none beside a small file or a build internal', async () => {
  const written = await writeCompressedSiblings(publicDir, isBuildInternal);
  expect(written.files).toBe(3);
  for (const rel of ['index.html', 'faq/index.html', 'app-0123456789abcdef.js']) {
    const file = path.join(publicDir, rel);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8')).toBe(FILES[rel]);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8')).toBe(FILES[rel]);
  }
  for (const rel of ['robots.txt', 'app.js.map', 'csp.json']) expect(fs.existsSync(path.join(publicDir, `${rel}.br`))).toBe(false);
});

test('the service sends the build\'s bytes from its first request; a copy older than its file is not used (the file goes uncompressed); the copies are not files of the site', async () => {
  const base = await start();
  const home = await request(base, '/', { headers: { 'accept-encoding': 'br' } });
  expect([home.status, home.headers['content-encoding']]).toEqual([200, 'br']);
  expect(home.body.equals(fs.readFileSync(path.join(publicDir, 'index.html.br')))).toBe(true);
  const gz = await request(base, '/faq', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.body.equals(fs.readFileSync(path.join(publicDir, 'faq/index.html.gz')))).toBe(true);
  // The page rewritten after the build: its old copy would be the old page.
  const faq = path.join(publicDir, 'faq/index.html');
  fs.writeFileSync(faq, page('FAQ, changed'));
  fs.utimesSync(faq, new Date(), new Date(Date.now() + 5_000));
  const changed = await request(base, '/faq', { headers: { 'accept-encoding': 'br' } });
  expect([changed.status, changed.headers['content-encoding'], changed.body.toString('utf8')]).toEqual([200, undefined, page('FAQ, changed')]);
  for (const p of ['/index.html.br', '/faq/index.html.gz', '/app-0123456789abcdef.js.br']) expect([p, (await request(base, p)).status]).toEqual([p, 404]);
});
