/**
 * The Supabase source, run against a local HTTP server that answers as PostgREST does:
 * found, not found (406 PGRST116 for a single-row request), an error status, a malformed row and an
 * unreachable server. Whatever happens, the build keeps going with the file records.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { applyRemoteContent, type Log } from '../../src/build/remote-content';
import { fillContent } from '../../src/content/fill-content';
import { must } from './helpers/must';

const base = loadContent(path.resolve(__dirname, '../../content'));
const fileHome = must(base.data['seo.yaml'].records.find((r) => r.page_slug === 'home'), 'the home SEO record');
const fileInfo = base.data['business-info.yaml'];

type Answer = { status: number; body: unknown };
type Handler = (table: string, query: URLSearchParams) => Answer;

const notFound: Answer = {
  status: 406,
  body: { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'JSON object requested, multiple (or no) rows returned' },
};

const dbInfo = {
  id: 1,
  created_at: '2026-11-01T10:00:00Z',
  name: 'Forge 24 Fitness Scott Road',
  description: 'The database copy of the gym description, long enough to be a real one.',
  address: '7490 Scott Road',
  city: 'Surrey',
  province: 'BC',
  postal_code: 'V3W 3M7',
  phone: '604-555-0199',
  email: 'hello@forge24fitness.example',
  business_hours: '24/7 Access',
  services: ['Personal Training', 'Pilates'],
};

const dbHome = {
  id: 7,
  page_slug: 'home',
  title: 'Forge 24 | Surrey 24-Hour Gym (from the database)',
  meta_description: 'A description that came from the local_seo_content table rather than content/data/seo.yaml.',
  keywords: ['gym'],
  local_keywords: ['gym Surrey'],
  schema_markup: null,
};

interface Stub {
  url: string;
  requests: { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

async function postgrest(handler: Handler): Promise<Stub> {
  const requests: Stub['requests'] = [];
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    requests.push({ path: u.pathname, query: u.searchParams, headers: req.headers });
    const table = u.pathname.replace(/^\/rest\/v1\//, '');
    const { status, body } = handler(table, u.searchParams);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function recorder(): Log & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (m) => warnings.push(m), info: () => undefined };
}

const env = (url: string) => ({ SUPABASE_URL: url, SUPABASE_ANON_KEY: 'anon-key-for-tests' });

describe('applyRemoteContent', () => {
  let stub: Stub | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  it('leaves the file records alone and makes no request when Supabase is not configured', async () => {
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: {}, slugs: ['home'] });
    expect(out).toBe(base);
    expect(log.warnings).toEqual([]);
  });

  it('uses the rows the database returns (found)', async () => {
    stub = await postgrest((table, q) => {
      if (table === 'business_info') return { status: 200, body: dbInfo };
      return q.get('page_slug') === 'eq.home' ? { status: 200, body: dbHome } : notFound;
    });
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(stub.url), slugs: ['home'] });

    expect(out.data['business-info.yaml']).toEqual({ ...dbInfo, id: undefined, created_at: undefined });
    expect(out.data['business-info.yaml']).not.toHaveProperty('id');
    const home = out.data['seo.yaml'].records.find((r) => r.page_slug === 'home');
    expect(home?.title).toBe(dbHome.title);
    expect(home?.meta_description).toBe(dbHome.meta_description);
    expect(home?.schema_markup).toBeNull();
    expect(log.warnings).toEqual([]);

    // The requests are the ones spec 6.4-6.5 describe, sent with the anonymous key.
    const infoReq = must(stub.requests.find((r) => r.path === '/rest/v1/business_info'), 'the business_info request');
    expect(infoReq.query.get('select')).toBe('*');
    expect(infoReq.query.get('limit')).toBe('1');
    expect(infoReq.headers.accept).toBe('application/vnd.pgrst.object+json');
    expect(infoReq.headers.apikey).toBe('anon-key-for-tests');
    const seoReq = must(stub.requests.find((r) => r.path === '/rest/v1/local_seo_content'), 'the local_seo_content request');
    expect(seoReq.query.get('page_slug')).toBe('eq.home');
    expect(seoReq.headers.accept).toBe('application/vnd.pgrst.object+json');
  });

  it('keeps the file records when no row is found, and says so', async () => {
    stub = await postgrest(() => notFound);
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(stub.url), slugs: ['home', 'a-page-without-a-record'] });

    expect(out.data['business-info.yaml']).toEqual(fileInfo);
    expect(out.data['seo.yaml'].records.find((r) => r.page_slug === 'home')).toEqual(fileHome);
    expect(out.data['seo.yaml'].records.some((r) => r.page_slug === 'a-page-without-a-record')).toBe(false);
    expect(log.warnings).toHaveLength(3);
    expect(log.warnings[0]).toMatch(/business_info read failed \(no row found\); keeping content\/data\/business-info.yaml/);
    expect(log.warnings[1]).toMatch(/"home" failed \(no row found\); keeping the record from content\/data\/seo.yaml/);
    expect(log.warnings[2]).toMatch(/"a-page-without-a-record" failed \(no row found\); keeping the page's defaults/);
  });

  it('retries a transient 503 before taking the answer', async () => {
    let calls = 0;
    stub = await postgrest((table) => {
      if (table !== 'business_info') return notFound;
      calls += 1;
      return calls === 1 ? { status: 503, body: { message: 'schema cache loading' } } : { status: 200, body: dbInfo };
    });
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(stub.url), slugs: [] });
    expect(calls).toBe(2);
    expect(out.data['business-info.yaml'].name).toBe(dbInfo.name);
    expect(log.warnings).toEqual([]);
  });

  it('keeps the file records when the database answers with an error', async () => {
    stub = await postgrest(() => ({ status: 500, body: { code: 'XX000', message: 'database is down', details: null, hint: null } }));
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(stub.url), slugs: ['home'] });

    expect(out.data['business-info.yaml']).toEqual(fileInfo);
    expect(out.data['seo.yaml'].records).toEqual(base.data['seo.yaml'].records);
    expect(log.warnings.join('\n')).toMatch(/HTTP 500: database is down/);
  });

  it('keeps the file record when a row is missing required fields', async () => {
    stub = await postgrest((table) => (table === 'business_info' ? { status: 200, body: { ...dbInfo, email: 'not-an-email', services: [] } } : notFound));
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(stub.url), slugs: [] });

    expect(out.data['business-info.yaml']).toEqual(fileInfo);
    expect(log.warnings[0]).toMatch(/the row is not valid: email: .*services/);
  });

  it('keeps the file record when a row names a fact that does not exist, and fills the rows that use real placeholders', async () => {
    const typo = { ...dbHome, meta_description: 'Call us on {phnoe} or drop in any time: a typo the build must not publish.' };
    const good = { ...dbHome, page_slug: 'faq', meta_description: 'Call {phone}, or try the {price:3-day-pass} pass: facts the database row names by placeholder.' };
    stub = await postgrest((table, q) => {
      if (table === 'business_info') return { status: 200, body: { ...dbInfo, description: 'Regular hours run {opens}-{closes}, or {nosuchfact}.' } };
      return q.get('page_slug') === 'eq.home' ? { status: 200, body: typo } : { status: 200, body: good };
    });
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(stub.url), slugs: ['home', 'faq'] });

    expect(out.data['business-info.yaml']).toEqual(fileInfo);
    expect(out.data['seo.yaml'].records.find((r) => r.page_slug === 'home')).toEqual(fileHome);
    expect(out.data['seo.yaml'].records.find((r) => r.page_slug === 'faq')?.meta_description).toBe(good.meta_description);
    expect(log.warnings).toHaveLength(2);
    expect(log.warnings[0]).toMatch(/business_info read failed \(the row names no such fact: \{nosuchfact\}\)/);
    expect(log.warnings[1]).toMatch(/"home" failed \(the row names no such fact: \{phnoe\}\); keeping the record from content\/data\/seo.yaml/);
    // The build fills the rows it keeps from the facts in use.
    expect(fillContent(out).data['seo.yaml'].records.find((r) => r.page_slug === 'faq')?.meta_description).toBe(
      'Call 604-555-0142, or try the $5 pass: facts the database row names by placeholder.',
    );
  });

  it('keeps the file records when the server cannot be reached', async () => {
    stub = await postgrest(() => notFound);
    const url = stub.url;
    await stub.close();
    stub = undefined;
    const log = recorder();
    const out = await applyRemoteContent(base, log, { env: env(url), slugs: ['home'], retry: false });

    expect(out.data).toEqual(base.data);
    expect(log.warnings).toHaveLength(2);
    expect(log.warnings[0]).toMatch(/business_info read failed \(.*fetch failed/i);
  });

  it('gives up on a server that never answers, within the timeout', async () => {
    const server = http.createServer(() => undefined); // accepts, never responds
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const log = recorder();
      const started = Date.now();
      const out = await applyRemoteContent(base, log, { env: env(`http://127.0.0.1:${port}`), slugs: ['home'], timeoutMs: 300, retry: false });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(out.data).toEqual(base.data);
      expect(log.warnings).toHaveLength(2);
      expect(log.warnings[0]).toMatch(/abort|timeout/i);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
