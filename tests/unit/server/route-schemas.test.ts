/**
 * Every route the service registers declares its input with a schema (http/validation.ts), so a bad
 * request is refused by Fastify before its handler; and every route that answers JSON declares its
 * answers by status code (`schema.response`), through which Fastify writes them. The routes are listed
 * by Fastify itself, through an onRoute hook on an app built as main.ts builds it (createFastify, then
 * registerApp).
 */
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { createFastify, registerApp } from '../../../server/app';
import { STAFF_ROUTES } from '../../../src/staff/api';
import { openTestStore } from './helpers/pglite';
import type { LeadStore } from '../../../server/submissions';

let store: LeadStore;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  store = await openTestStore();
  const options = { store, publicDir: path.join(os.tmpdir(), 'route-schemas-no-site'), allowedOrigins: ['https://partner.example'] };
  const app = createFastify(options);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await registerApp(app, options);
  await app.ready();
  await app.close();
});

afterAll(async () => {
  await store.close();
});

describe('route schemas', () => {
  it('sees the routes of every part of the service', () => {
    const seen = routes.map((r) => `${String(r.method)} ${r.url}`);
    expect(seen).toEqual(expect.arrayContaining(['POST /f/:formId', 'GET /thank-you', 'GET /*', 'GET /api/staff/leads', 'PATCH /api/staff/leads/:id']));
    expect(routes.filter((r) => r.url.startsWith('/api/staff/')).length).toBeGreaterThanOrEqual(Object.keys(STAFF_ROUTES).length);
  });

  it('finds every route that answers JSON with its answers declared by status code, refusals included', () => {
    // What answers no JSON: the site's files (static.ts), the thank-you page and the pages' stylesheet.
    const notJson = ['GET /*', 'GET /thank-you', 'GET /lead-service.css'];
    const own = routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const name = (r: RouteOptions): string => `${String(r.method)} ${r.url}`;
    expect(own.map(name)).toEqual(expect.arrayContaining(notJson));
    const json = own.filter((r) => !notJson.includes(name(r)));
    expect(json.map(name)).toEqual(expect.arrayContaining(['POST /f/:formId', 'GET /f/:formId', 'GET /api/staff/leads', 'POST /api/staff/signin/verify']));
    const answers = (r: RouteOptions): string[] => Object.keys(r.schema?.response ?? {});
    const undeclared = json.filter((r) => !['4xx', '5xx'].every((code) => answers(r).includes(code))).map(name);
    expect(undeclared).toEqual([]);
    // Each answers something besides its refusals; the event stream's is text/event-stream, written on the raw response.
    const onlyRefusals = json.filter((r) => answers(r).every((code) => code === '4xx' || code === '5xx')).map(name);
    expect(onlyRefusals).toEqual(['GET /api/staff/events']);
  });

  it('finds none without a schema', () => {
    // Fastify's own HEAD twins of GET routes and CORS's preflight answer take no input.
    const own = routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const without = own.filter((r) => !r.schema || Object.keys(r.schema).length === 0).map((r) => `${String(r.method)} ${r.url}`);
    expect(without).toEqual([]);
  });
});
