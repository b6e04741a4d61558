import { StaffApiError, call } from '../../../src/browser/staff/client';
import { AUTOMATIC_HEADER } from '../../../src/staff/api';

interface Seen {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(status: number, body: string, headers: Record<string, string> = {}): { fetchImpl: (u: string, i?: RequestInit) => Promise<Response>; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetchImpl: (url, init) => {
      seen.push({ url, init });
      return Promise.resolve(new Response(status === 204 ? null : body, { status, headers }));
    },
  };
}

describe('calls to the lead service', () => {
  it('sends changes as JSON to the route, with the id filled in', async () => {
    const f = fakeFetch(200, '{"id":"a/b","version":3}');
    const out = await call<{ version: number }>('changeLead', { id: 'a/b', body: { version: 2, stage: 'trial' }, fetchImpl: f.fetchImpl });
    expect(out.version).toBe(3);
    expect(f.seen[0].url).toBe('/api/staff/leads/a%2Fb');
    expect(f.seen[0].init?.method).toBe('PATCH');
    expect(f.seen[0].init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(f.seen[0].init?.body).toBe('{"version":2,"stage":"trial"}');
  });

  it('reads with GET and no body, the query appended', async () => {
    const f = fakeFetch(200, '{"leads":[],"nextCursor":null}');
    await call('leads', { search: '?q=ann', fetchImpl: f.fetchImpl });
    expect(f.seen[0].url).toBe('/api/staff/leads?q=ann');
    expect(f.seen[0].init?.method).toBe('GET');
    expect(f.seen[0].init?.body).toBeUndefined();
  });

  it('resolves 204 with nothing', async () => {
    await expect(call('signOut', { fetchImpl: fakeFetch(204, '').fetchImpl })).resolves.toBeUndefined();
  });

  it("shows the server's own words for a refused input", async () => {
    const err = await call('addNote', { id: '1', body: { text: '' }, fetchImpl: fakeFetch(400, '{"error":"text: the note is empty"}').fetchImpl }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaffApiError);
    expect(err).toMatchObject({ status: 400, message: 'text: the note is empty' });
  });

  /** The error a call rejects with (the test fails when it resolves). */
  async function failure(p: Promise<unknown>): Promise<StaffApiError> {
    const err = await p.then(() => new Error('the call did not fail'), (e: unknown) => e);
    if (!(err instanceof StaffApiError)) throw err instanceof Error ? err : new Error(String(err));
    return err;
  }

  it('words an ended session, a stale lead and an unreadable answer for the front desk', async () => {
    await expect(call('me', { fetchImpl: fakeFetch(401, '{"error":"no session"}').fetchImpl })).rejects.toMatchObject({ status: 401, message: 'Your session has ended. Please sign in again.' });
    const stale = await failure(call('changeLead', { id: '1', body: {}, fetchImpl: fakeFetch(409, '{"error":"stale"}').fetchImpl }));
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/Someone else changed this lead/);
    const broken = await failure(call('me', { fetchImpl: fakeFetch(502, '<html>Bad gateway</html>').fetchImpl }));
    expect(broken.status).toBe(502);
    expect(broken.message).toMatch(/lead service had a problem/);
    expect((await failure(call('me', { fetchImpl: fakeFetch(200, '<html>').fetchImpl }))).message).toMatch(/cannot read/);
  });

  it('passes on how long to wait after too many attempts', async () => {
    await expect(call('signInOptions', { fetchImpl: fakeFetch(429, '{"error":"Too many sign-in attempts"}', { 'Retry-After': '30' }).fetchImpl })).rejects.toMatchObject({ status: 429, retryAfter: 30 });
  });

  it("shows the service's words when the list refuses more reads, with how long to wait", async () => {
    const said = 'You have read 1990 of the 2000 different leads one person may read in an hour, and this list would go past that. Please try again in 12 minutes.';
    const err = await failure(call('leads', { search: '?cursor=abc', fetchImpl: fakeFetch(429, JSON.stringify({ error: said }), { 'Retry-After': '700' }).fetchImpl }));
    expect(err).toMatchObject({ status: 429, message: said, retryAfter: 700 });
  });

  it('marks what the inbox asks by itself as automatic, and nothing else', async () => {
    const f = fakeFetch(200, '{"leads":[],"nextCursor":null}');
    await call('leads', { automatic: true, fetchImpl: f.fetchImpl });
    await call('leads', { fetchImpl: f.fetchImpl });
    await call('changeLead', { id: '1', body: { version: 1 }, fetchImpl: f.fetchImpl });
    expect(f.seen.map((s) => (s.init?.headers as Record<string, string>)[AUTOMATIC_HEADER] ?? '-')).toEqual(['1', '-', '-']);
    expect(f.seen[2].init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('says so when the service cannot be reached', async () => {
    const down = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    const err = await failure(call('me', { fetchImpl: down }));
    expect(err.status).toBe(0);
    expect(err.message).toMatch(/cannot reach/);
  });
});
