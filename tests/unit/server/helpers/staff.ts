/** The staff API in tests: an app on a store, enrolment and sign-in with a software authenticator, JSON calls with the session cookie. */
import type { FastifyInstance } from 'fastify';
import { listen, request } from './http';
import { buildApp, type AppOptions } from '../../../../server/app';
import { enrolmentUrl } from '../../../../server/staff/routes';
import type { LeadStore } from '../../../../server/submissions';
import { STAFF_ROUTES } from '../../../../src/staff/api';
import type { StaffRole } from '../../../../src/staff/api';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from './authenticator';
import { storeForAll, type StoreFixture } from './stores';
import { staffStoreOn } from '../../../../server/staff/store';

/** The inbox's own origin (STAFF_ORIGIN: plain http is accepted on localhost names only); every call names its host, as a browser there does. */
export const INBOX = 'http://inbox.localhost';

/** What a call answers (real HTTP: light-my-request cannot load under Jest, see helpers/http.ts). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as JSON, typed as the caller expects it: what it holds is for the test to check. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it checks
  json<T = Record<string, unknown>>(): T;
}

const bases = new WeakMap<FastifyInstance, string>();

/** The app on a store, listening on a free loopback port. */
export async function staffApp(store: LeadStore, over: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ store, publicDir: '/nonexistent', rateLimit: false, staffOrigin: INBOX, staff: { signInPerMinute: 1000 }, ...over });
  bases.set(app, await listen(app));
  return app;
}

export function baseOf(app: FastifyInstance): string {
  const base = bases.get(app);
  if (!base) throw new Error('app not started by staffApp');
  return base;
}

export interface Call {
  cookie?: string | null;
  body?: unknown;
  origin?: string | null;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One request; changes are JSON with the site's own Origin unless told otherwise. */
export async function call(app: FastifyInstance, method: string, url: string, c: Call = {}): Promise<Answer> {
  const changing = method !== 'GET' && method !== 'HEAD';
  const headers: Record<string, string> = { host: new URL(INBOX).host, ...(c.headers ?? {}) };
  if (c.cookie) headers.cookie = c.cookie;
  const origin = c.origin === undefined ? (changing ? INBOX : null) : c.origin;
  if (origin) headers.origin = origin;
  if (changing) headers['content-type'] = c.contentType ?? 'application/json';
  const res = await request(baseOf(app), url, { method, headers, ...(changing ? { body: typeof c.body === 'string' ? c.body : JSON.stringify(c.body ?? {}) } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as Answer.json
  return { statusCode: res.status, headers: res.headers, body: res.text, json: <T>() => JSON.parse(res.text) as T };
}

/** `name=value` of the session cookie a response set, or null. */
export function cookieOf(res: Answer): string | null {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return first ? first.split(';')[0] : null;
}

/** The session cookie a response set: its name, its value and its attributes (in any order, names as sent). */
export function setCookieOf(res: Answer): { name: string; value: string; attributes: string[] } | null {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!first) return null;
  const [pair, ...attributes] = first.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes: attributes.sort() };
}

export const tokenOf = (url: string): string => url.slice(url.indexOf('#') + 1);

/** Enrols with a link token; resolves with the session cookie and the authenticator that holds the passkey. */
export async function enrol(app: FastifyInstance, token: string, auth = new SoftAuthenticator(INBOX)): Promise<{ cookie: string; auth: SoftAuthenticator; res: Answer }> {
  const options = await call(app, 'POST', STAFF_ROUTES.enrolOptions.path, { body: { token } });
  if (options.statusCode !== 200) throw new Error(`enrol options: ${options.statusCode} ${options.body}`);
  const res = await call(app, 'POST', STAFF_ROUTES.enrolVerify.path, { body: { token, response: auth.register(options.json<CreationOptions>()) } });
  if (res.statusCode !== 200) throw new Error(`enrol verify: ${res.statusCode} ${res.body}`);
  return { cookie: cookieOf(res) as string, auth, res };
}

export async function signIn(app: FastifyInstance, auth: SoftAuthenticator): Promise<Answer> {
  const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
  if (options.statusCode !== 200) throw new Error(`sign-in options: ${options.statusCode} ${options.body}`);
  return call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: auth.authenticate(options.json<RequestOptions>()) } });
}

/** An enrolled staff member: their session cookie, the authenticator holding their passkey, their id. */
export interface Member {
  cookie: string;
  auth: SoftAuthenticator;
  id: string;
}

/** A member added straight in the store and enrolled: their session cookie and authenticator. */
export async function member(app: FastifyInstance, store: LeadStore, name: string, role: StaffRole): Promise<Member> {
  const { member: m, link } = await staffStoreOn(store.db).addMember(name, `${name.toLowerCase().replace(/\W+/g, '.')}@gym.test`, role, null);
  const { cookie, auth } = await enrol(app, tokenOf(enrolmentUrl(INBOX, link.token)));
  return { cookie, auth, id: m.id };
}

export interface StaffTeam {
  app: FastifyInstance;
  /** Olivia Owner, role owner. */
  owner: Member;
  /** Sam Staff, role staff. */
  clerk: Member;
}

/** The staff app on a store (staffApp) with an owner and a staff member enrolled. */
export async function staffTeam(store: LeadStore): Promise<StaffTeam> {
  const app = await staffApp(store);
  return { app, owner: await member(app, store, 'Olivia Owner', 'owner'), clerk: await member(app, store, 'Sam Staff', 'staff') };
}

/**
 * In a describe: before its tests, the fixture's store with `seed` done in it, then the staff team
 * on it (staffTeam); after them, the app and the store closed. `use` receives them before the first test.
 */
export function staffOnStore(fixture: StoreFixture, use: (world: StaffTeam & { store: LeadStore }) => void, seed?: (store: LeadStore) => Promise<void>): void {
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
  });
  storeForAll(fixture, async (store) => {
    await seed?.(store);
    const team = await staffTeam(store);
    app = team.app;
    use({ store, ...team });
  });
}
