/**
 * Serving the built site: status codes, paths without trailing slashes and without redirects,
 * cache headers, compression, conditional requests, the 404 page, traversal attempts, a missing
 * build, and the CSP hook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { buildContentSecurityPolicy } from '../../../server/http/csp';
import { isBuildInternal } from '../../../server/static';
import { writeCompressedSiblings } from '../../../src/build/compressed-siblings';
import type { LeadStore } from '../../../server/submissions';
import { listen, request } from './helpers/http';
import { PGLITE_FIXTURE } from './helpers/stores';

jest.setTimeout(60_000);

const JS_NAME = 'app-2d8a3f8e2b9c4e5c1a3b.js';
const CSS_NAME = 'styles.0f1e2d3c4b5a69788796.css';
const bigText = (label: string): string => `<!doctype html><html lang="en"><title>${label}</title><main>${`<p>${label} `.repeat(400)}</main></html>`;

let root: string;
let publicDir: string;
let store: LeadStore;
let cleanup: (() => Promise<void>) | undefined;
let app: FastifyInstance | undefined;
let base: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-static-'));
  publicDir = path.join(root, 'public');
  const files: Record<string, string | Buffer> = {
    'index.html': bigText('Home'),
    'faq/index.html': bigText('FAQ'),
    // Gatsby's client-only splat page src/pages/staff/[...].tsx: one shell for every address under /staff/.
    'staff/[...]/index.html': bigText('Staff inbox shell'),
    'blog/3/index.html': bigText('Blog post 3'),
    'fitness-blog-surrey-delta/3/index.html': bigText('Blog post 3'),
    // Post 3 translated into Hindi, not into Punjabi.
    'hi/fitness-blog-surrey-delta/3/index.html': bigText('Blog post 3 in Hindi'),
    '404.html': '<!doctype html><title>404</title><h1>Oops! Page not found</h1><a href="/">Return to Home</a>',
    'pa/404.html': '<!doctype html><html lang="pa-CA"><title>404</title><h1>ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ</h1><a href="/pa">ਮੁੱਖ ਪੰਨੇ ਤੇ ਵਾਪਸ</a>',
    [JS_NAME]: `/* app */${'console.log("forge 24");'.repeat(200)}`,
    [CSS_NAME]: `body{color:#fff}${'.a{margin:0}'.repeat(200)}`,
    'page-data/app-data.json': JSON.stringify({ webpackCompilationHash: 'abc', padding: 'x'.repeat(2000) }),
    'static/1a2b3c/hero.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
    'islands/page-7-S7RM5HOY.js': 'import "./chunk-MP2TAHYC.js";',
    'islands/chunk-MP2TAHYC.js': 'export {};',
    'islands/start.js': 'export {};',
    'fonts/oswald-latin-700-normal-0123456789abcdef.woff2': Buffer.from('wOF2'),
    'fonts/language-name-gurmukhi.woff2': Buffer.from('wOF2'),
    'fonts/language-name-gurmukhi-0123456789abcdef.woff2': Buffer.from('wOF2'),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    // Build internals Gatsby (and our build plugin) leave in public/: never served.
    [`${JS_NAME}.map`]: JSON.stringify({ version: 3, sources: ['webpack://gym/./src/secret-source.tsx'], mappings: 'AAAA' }),
    'static/1a2b3c/styles.css.map': '{"version":3,"sources":["webpack://gym/./src/secret-source.css"]}',
    'chunk-map.json': '{"app":["/app-2d8a3f8e2b9c4e5c1a3b.js"],"secret-source":[]}',
    'webpack.stats.json': '{"errors":[],"assetsByChunkName":{"secret-source":[]}}',
    'csp.json': '{"scriptHashes":["sha256-secret-source"]}',
    '_gatsby/slices/_gatsby-scripts-1.html': '<!-- secret-source slice -->',
    [JS_NAME.replace('.js', '.js.LICENSE.txt')]: '/*! React: MIT licence */',
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, rel), content);
  }
  fs.writeFileSync(path.join(root, 'secret.txt'), 'outside public');
  // The build's last step: the compressed copies the service sends.
  await writeCompressedSiblings(publicDir, isBuildInternal);
  ({ store, cleanup } = await PGLITE_FIXTURE.open());
  app = await buildApp({ store, publicDir });
  base = await listen(app);
});

afterAll(async () => {
  await app?.close();
  await cleanup?.();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => request(base, p, { headers });
/** The same service reached as the inbox's origin (`localhost` on its port when STAFF_ORIGIN is not set: server/staff/origin.ts). */
const inboxHost = (b: string): Record<string, string> => ({ host: `localhost:${new URL(b).port}` });

describe('paths', () => {
  test.each([
    ['/', 'Home'],
    ['/faq', 'FAQ'],
    ['/blog/3', 'Blog post 3'],
    ['/faq/index.html', 'FAQ'],
  ])('%s is served directly (200, no redirect)', async (p, label) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`<title>${label}</title>`);
  });

  test('a trailing slash answers 301 to the bare path, keeping the query; never to another host', async () => {
    const res = await get('/faq/?q=hours');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/faq?q=hours');
    const sneaky = await get('//evil.example/');
    expect(sneaky.status).toBe(301);
    expect(sneaky.headers.location).toBe('/evil.example');
  });

  test("every address under /staff/ gets the inbox's shell, never a redirect, never stored by a cache", async () => {
    for (const p of ['/staff', '/staff/', '/staff/leads/0b1c/', '/staff/leads/0b1c', '/staff/enrol/', '/staff/signin/?next=%2Fstaff%2Fspam%2F', '/staff/%5B...%5D/']) {
      const res = await get(p, { 'accept-encoding': 'identity', ...inboxHost(base) });
      expect([p, res.status]).toEqual([p, 200]);
      expect(res.text).toContain('Staff inbox shell');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // A browser that kept an old copy anyway is not told to reuse it.
    const first = await get('/staff/', inboxHost(base));
    const again = await get('/staff/', { 'if-none-match': String(first.headers.etag), 'if-modified-since': String(first.headers['last-modified']), ...inboxHost(base) });
    expect(again.status).toBe(200);
    // Only the /staff prefix itself: a public page whose name starts the same is not the inbox.
    expect((await get('/staffroom')).status).toBe(404);
  });

  test("the inbox's shell gets its own page policy from csp.json (fetch and EventSource to 'self' allowed)", async () => {
    const pages = { 'staff/[...]/index.html': { scriptHashes: ['sha256-staffshell='] } };
    const withCsp = await buildApp({ store, publicDir, csp: { pages } });
    const cspBase = await listen(withCsp);
    try {
      const policy = String((await request(cspBase, '/staff/leads/7/', { headers: inboxHost(cspBase) })).headers['content-security-policy']);
      expect(policy).toContain("'sha256-staffshell='");
      expect(policy).toContain("connect-src 'self'");
      expect(/script-src [^;]*/.exec(policy)?.[0]).toBe("script-src 'self' 'sha256-staffshell='");
    } finally {
      await withCsp.close();
    }
  });

  test('unknown paths: 404 with the site 404 page', async () => {
    for (const p of ['/nope', '/blog/99', '/faq/missing.js']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Oops! Page not found');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  test("an unknown path under a language's prefix: 404 with that language's page, or the site's when it has none", async () => {
    for (const p of ['/pa/nope', '/pa/faq/missing', '/pa']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.text).toContain('ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ');
    }
    for (const p of ['/hi/nope', '/paint/nope']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Oops! Page not found');
    }
  });

  test("a blog address with no page in the path's language: 302 to the post in the language, else in English, else the language's list", async () => {
    for (const [p, to] of [
      ['/pa/fitness-blog-surrey-delta/3', '/fitness-blog-surrey-delta/3'],
      ['/pa/blog/3?from=card', '/fitness-blog-surrey-delta/3?from=card'],
      ['/hi/blog/03', '/hi/fitness-blog-surrey-delta/3'],
      ['/pa/blog/03', '/fitness-blog-surrey-delta/3'],
      ['/pa/blog/99', '/pa/blog'],
      ['/hi/fitness-blog-surrey-delta/abc', '/hi/fitness-blog-surrey-delta'],
    ]) {
      const res = await get(p);
      expect([p, res.status, res.headers.location]).toEqual([p, 302, to]);
    }
    expect((await get('/hi/fitness-blog-surrey-delta/3')).status).toBe(200);
    // Only blog addresses: another unknown page under a prefix is the language's 404 page.
    const res = await get('/pa/faq');
    expect(res.status).toBe(404);
    expect(res.text).toContain('ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ');
  });

  test('no way out of public/ and no dotfiles', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/.env', '/%00', '/%E0%A4%A', '/a/%2e%2e/%2e%2e/secret.txt']) {
      const res = await get(p);
      expect([400, 404]).toContain(res.status); // 400: the router refuses a malformed URL
      expect(res.text).not.toContain('outside public');
    }
  });

  test('build internals are not served: source maps, chunk-map.json, webpack.stats.json, csp.json, slice sources', async () => {
    const paths = [
      `/${JS_NAME}.map`,
      `/${JS_NAME}%2Emap`,
      `/${JS_NAME}.map?x=1`,
      `/${JS_NAME.toUpperCase()}.MAP`,
      '/static/1a2b3c/styles.css.map',
      '/chunk-map.json',
      '/webpack.stats.json',
      '/webpack.stats',
      '/csp.json',
      '/_gatsby/slices/_gatsby-scripts-1.html',
      '/_gatsby/slices/_gatsby-scripts-1',
      '/_gatsby/slices',
    ];
    for (const p of paths) {
      for (const method of ['GET', 'HEAD']) {
        const res = await request(base, p, { method });
        expect([p, method, res.status]).toEqual([p, method, 404]);
        expect(res.text).not.toContain('secret-source');
      }
    }
    // The files around them still are.
    expect((await get(`/${JS_NAME}`)).status).toBe(200);
    expect((await get(`/${JS_NAME.replace('.js', '.js.LICENSE.txt')}`)).status).toBe(200);
  });

  test('HEAD works like GET without a body', async () => {
    const res = await request(base, '/faq', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('cache headers', () => {
  test.each([
    [`/${JS_NAME}`, 'public, max-age=31536000, immutable'],
    [`/${CSS_NAME}`, 'public, max-age=31536000, immutable'],
    ['/static/1a2b3c/hero.jpg', 'public, max-age=31536000, immutable'],
    // The islands' scripts, named by esbuild's hash of their content: a second page runs them from the cache, unasked.
    ['/islands/page-7-S7RM5HOY.js', 'public, max-age=31536000, immutable'],
    ['/islands/chunk-MP2TAHYC.js', 'public, max-age=31536000, immutable'],
    ['/islands/start.js', 'public, max-age=0, must-revalidate'],
    ['/fonts/oswald-latin-700-normal-0123456789abcdef.woff2', 'public, max-age=31536000, immutable'],
    // The language-name faces, named by their bytes as the build writes them; a face not so named is asked again.
    ['/fonts/language-name-gurmukhi-0123456789abcdef.woff2', 'public, max-age=31536000, immutable'],
    ['/fonts/language-name-gurmukhi.woff2', 'public, max-age=0, must-revalidate'],
    ['/', 'public, max-age=0, must-revalidate'],
    ['/faq', 'public, max-age=0, must-revalidate'],
    ['/page-data/app-data.json', 'public, max-age=0, must-revalidate'],
    ['/sw.js', 'public, max-age=0, must-revalidate'],
    ['/robots.txt', 'public, max-age=0, must-revalidate'],
  ])('%s → %s', async (p, expected) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(expected);
  });

  test('a script, a style sheet and an image carry nosniff, not the headers only a document reads; a page carries them all', async () => {
    for (const p of [`/${JS_NAME}`, `/${CSS_NAME}`, '/static/1a2b3c/hero.jpg']) {
      const res = await get(p);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const documentOnly = ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'content-security-policy'];
      expect(documentOnly.filter((name) => name in res.headers).map((name) => `${p}: ${name}`)).toEqual([]);
    }
    const page = await get('/faq');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('content types', async () => {
    expect((await get(`/${JS_NAME}`)).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(`/${CSS_NAME}`)).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/static/1a2b3c/hero.jpg')).headers['content-type']).toBe('image/jpeg');
    expect((await get('/page-data/app-data.json')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('ETag and If-None-Match / If-Modified-Since answer 304', async () => {
    const first = await get('/faq');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/faq', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const since = await get('/faq', { 'if-modified-since': first.headers['last-modified'] as string });
    expect(since.status).toBe(304);
  });
});

describe('compression', () => {
  test('brotli when accepted, gzip otherwise, identity when neither; bytes decode to the file', async () => {
    const raw = fs.readFileSync(path.join(publicDir, 'index.html'));
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(raw.length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(raw)).toBe(true);

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(raw)).toBe(true);

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);

    const js = await get(`/${JS_NAME}`, { 'accept-encoding': 'br' });
    expect(js.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(js.body).toString()).toBe(fs.readFileSync(path.join(publicDir, JS_NAME), 'utf8'));

    const notFound = await get('/nope', { 'accept-encoding': 'gzip' });
    expect(notFound.status).toBe(404);
  });

  test('images and tiny files are sent as they are', async () => {
    const img = await get('/static/1a2b3c/hero.jpg', { 'accept-encoding': 'br, gzip' });
    expect(img.headers['content-encoding']).toBeUndefined();
    expect(img.body.equals(fs.readFileSync(path.join(publicDir, 'static/1a2b3c/hero.jpg')))).toBe(true);
    expect((await get('/robots.txt', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  test('a .br file made by the build is used as is', async () => {
    const file = path.join(publicDir, 'prebuilt.css');
    fs.writeFileSync(file, 'p{margin:0}'.repeat(200));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
    const res = await get('/prebuilt.css', { 'accept-encoding': 'br' });
    expect(res.body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
  });

  test('Accept-Encoding negotiation honours q=0', async () => {
    expect((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });
});

describe('headers and edge cases', () => {
  test('security headers on pages and on the 404 page; no CSP until hashes are provided', async () => {
    for (const p of ['/', '/nope']) {
      const res = await get(p);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  test('with script hashes the policy is sent on site pages', async () => {
    const withCsp = await buildApp({ store, publicDir, csp: { scriptHashes: ['sha256-abc='] } });
    const cspBase = await listen(withCsp);
    try {
      const res = await request(cspBase, '/faq');
      const policy = res.headers['content-security-policy'] as string;
      expect(policy).toContain("script-src 'self' 'sha256-abc='");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
    } finally {
      await withCsp.close();
    }
    expect(buildContentSecurityPolicy({})).toBeNull();
    expect(buildContentSecurityPolicy({ scriptHashes: ['sha256-x='], reportOnly: true })?.name).toBe('Content-Security-Policy-Report-Only');
  });

  test('no build yet: a clear 503 page; the form intake still answers', async () => {
    const missing = await buildApp({ store, publicDir: path.join(root, 'not-built') });
    const missingBase = await listen(missing);
    try {
      const res = await request(missingBase, '/');
      expect(res.status).toBe(503);
      expect(res.text).toContain('The site has not been built yet');
      expect(res.text).toContain('npm run build');
      const form = await request(missingBase, '/f/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(form.status).toBe(400);
    } finally {
      await missing.close();
    }
  });
});
