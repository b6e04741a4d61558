/**
 * The staff API under /api/staff/: exactly the routes of STAFF_ROUTES in
 * src/staff/api.ts, each declaring its access in its route config; one hook (http.ts) enforces
 * it. registerStaff is called once from app.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { LEAD_STAGES, STAFF_API, STAFF_ROUTES, STAGE_NEEDING_REASON, type LeadChange, type StaffRouteName } from '../../src/staff/api';
import { FORM_IDS } from '../../src/forms/formIds';
import { csvDocument } from '../csv';
import { EventHub } from './events';
import { DEFAULT_STAFF_OPTIONS, accessHook, problem, sessionCookie, type StaffAccess, type StaffOptions } from './http';
import { decodeCursor } from './leads';
import { passkeyHandlers } from './passkeys';
import { filterWords } from './reads';
import { StaffError, type StaffStore } from './store';
import type { Actor, LeadFilter } from './types';

export interface StaffRouteOptions {
  staffOrigin?: string | null;
  options?: Partial<StaffOptions>;
}

interface RegisteredStaffRoute {
  method: string;
  url: string;
  access: StaffAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered under /api/staff/, as Fastify has them (for tests). */
    staffRoutes: RegisteredStaffRoute[];
    staffEvents: EventHub;
  }
}

/** `<site>/staff/enrol/#<token>`: the token in the fragment never reaches a server log. */
export function enrolmentUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/staff/enrol/#${token}`;
}

function inboxBase(request: FastifyRequest, staffOrigin: string | null | undefined): string {
  return staffOrigin ? new URL(staffOrigin).origin : `${request.protocol}://${request.host}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string): boolean => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{2,}$/;

class BadInput extends Error {}

function readFilter(q: Record<string, unknown>): LeadFilter {
  const one = (name: string): string | undefined => {
    const v = q[name];
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string') throw new BadInput(`${name} must be given once.`);
    return v;
  };
  const view = one('view') ?? 'inbox';
  if (view !== 'inbox' && view !== 'spam') throw new BadInput('view must be inbox or spam.');
  const stage = one('stage');
  if (stage !== undefined && !LEAD_STAGES.some((s) => s.id === stage)) throw new BadInput(`stage must be one of ${LEAD_STAGES.map((s) => s.id).join(', ')}.`);
  const form = one('form');
  if (form !== undefined && !(FORM_IDS as readonly string[]).includes(form)) throw new BadInput(`form must be one of ${FORM_IDS.join(', ')}.`);
  const from = one('from');
  const to = one('to');
  for (const [name, v] of [['from', from], ['to', to]] as const) if (v !== undefined && !validDate(v)) throw new BadInput(`${name} must be a date YYYY-MM-DD.`);
  const due = one('due');
  if (due !== undefined && due !== '1') throw new BadInput('due must be 1.');
  const search = one('q');
  if (search !== undefined && search.length > 200) throw new BadInput('q must be at most 200 characters.');
  return { view, stage: stage as LeadFilter['stage'], form: form as LeadFilter['form'], from, to, due: due === '1', q: search?.trim() || undefined };
}

function readChange(body: unknown): LeadChange {
  if (!isObject(body)) throw new BadInput('Send a JSON object.');
  const { version, stage, reason, followUpOn } = body;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new BadInput('version must be the lead’s version (a whole number).');
  if (stage === undefined && followUpOn === undefined) throw new BadInput('Send stage or followUpOn.');
  if (stage !== undefined && !LEAD_STAGES.some((s) => s.id === stage)) throw new BadInput(`stage must be one of ${LEAD_STAGES.map((s) => s.id).join(', ')}.`);
  if (reason !== undefined && (typeof reason !== 'string' || reason.trim().length > 500)) throw new BadInput('reason must be text of at most 500 characters.');
  if (stage === STAGE_NEEDING_REASON && (typeof reason !== 'string' || reason.trim() === '')) throw new BadInput('reason is needed for Not interested (1-500 characters).');
  if (followUpOn !== undefined && followUpOn !== null && (typeof followUpOn !== 'string' || !validDate(followUpOn))) throw new BadInput('followUpOn must be a date YYYY-MM-DD or null.');
  return {
    version,
    ...(stage !== undefined ? { stage: stage as LeadChange['stage'] } : {}),
    ...(stage === STAGE_NEEDING_REASON && typeof reason === 'string' ? { reason: reason.trim() } : {}),
    ...(followUpOn !== undefined ? { followUpOn } : {}),
  };
}

const actorOf = (request: FastifyRequest): Actor => {
  const m = request.staffMember;
  if (!m) throw new Error('no staff member on an authenticated route');
  return { id: m.id, name: m.name };
};

/** The list's 429: what happened and when the person can go on. */
function tooManyReads(read: number, perHour: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have read ${read} of the ${perHour} different leads one person may read in an hour, and this list would go past that. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const CSV_HEADER = ['id', 'received_at', 'form', 'name', 'email', 'phone', 'interest', 'stage', 'stage_reason', 'follow_up_on', 'delivery_state', 'spam', 'fields'];

export async function registerStaff(app: FastifyInstance, routeOptions: StaffRouteOptions = {}): Promise<void> {
  const options: StaffOptions = { ...DEFAULT_STAFF_OPTIONS, ...routeOptions.options };
  const staffOrigin = routeOptions.staffOrigin ?? null;
  const store = (): StaffStore => app.store.staff;
  const hub = new EventHub(store, app.log);
  const registered: RegisteredStaffRoute[] = [];
  app.decorate('staffRoutes', registered);
  app.decorate('staffEvents', hub);
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });
  const passkeys = passkeyHandlers({ store, staffOrigin, options });

  const leadOr404 = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<FastifyReply> => {
    const detail = await store().leads.detail(request.params.id);
    return detail ? reply.send(detail) : problem(reply, 404, 'No such lead (it may have been removed by retention).');
  };

  const handlers: Record<StaffRouteName, RouteHandlerMethod> = {
    enrolOptions: passkeys.enrolOptions,
    enrolVerify: passkeys.enrolVerify,
    signInOptions: passkeys.signInOptions,
    signInVerify: passkeys.signInVerify,
    async signOut(request, reply) {
      if (request.staffToken) {
        await store().endSession(request.staffToken);
        hub.end({ token: request.staffToken });
      }
      await store().audit(actorOf(request), 'signout', `${actorOf(request).name} signed out`);
      return reply.code(204).header('Set-Cookie', sessionCookie(request, staffOrigin, null, 0)).send();
    },
    async me(request, reply) {
      return reply.send(request.staffMember);
    },
    async leads(request, reply) {
      const q = request.query as Record<string, unknown>;
      const filter = readFilter(q);
      const limitRaw = typeof q.limit === 'string' ? q.limit : '50';
      const limit = Number(limitRaw);
      if (!/^\d+$/.test(limitRaw) || limit < 1 || limit > 200) throw new BadInput('limit must be a whole number from 1 to 200.');
      const cursor = typeof q.cursor === 'string' && q.cursor !== '' ? decodeCursor(q.cursor) : null;
      if (typeof q.cursor === 'string' && q.cursor !== '' && !cursor) throw new BadInput('cursor is not one this service gave.');
      const page = await store().leads.list(filter, limit, cursor);
      const ids = page.leads.map((l) => l.id);
      const read = await store().reads.record(store().sessionKey(request.staffToken as string), actorOf(request), filter, ids, options.listReadsPerHour);
      if (!read.ok) {
        request.log.warn(`staff: list reads of ${actorOf(request).name} refused: ${read.read} leads read in the last hour (STAFF_LIST_READS_PER_HOUR ${options.listReadsPerHour})`);
        return problem(reply.header('Retry-After', String(read.retryAfterSeconds)), 429, tooManyReads(read.read, options.listReadsPerHour, read.retryAfterSeconds));
      }
      return reply.send(page);
    },
    async lead(request, reply) {
      const { id } = request.params as { id: string };
      const detail = await store().leads.detail(id);
      if (!detail) return problem(reply, 404, 'No such lead (it may have been removed by retention).');
      await store().leads.recordView(id, actorOf(request));
      return reply.send((await store().leads.detail(id)) ?? detail);
    },
    async changeLead(request, reply) {
      const r = request as FastifyRequest<{ Params: { id: string } }>;
      const outcome = await store().leads.change(r.params.id, readChange(request.body), actorOf(request));
      if (outcome === 'not-found') return problem(reply, 404, 'No such lead.');
      if (outcome === 'stale') return problem(reply, 409, 'Someone changed this lead meanwhile. Reload it and make your change again.');
      return leadOr404(r, reply);
    },
    async addNote(request, reply) {
      const r = request as FastifyRequest<{ Params: { id: string } }>;
      const body = request.body;
      const text = isObject(body) && typeof body.text === 'string' ? body.text.trim() : '';
      if (text.length < 1 || text.length > 5000) throw new BadInput('text must be 1-5000 characters.');
      if (!(await store().leads.addNote(r.params.id, text, actorOf(request)))) return problem(reply, 404, 'No such lead.');
      return leadOr404(r, reply);
    },
    async notSpam(request, reply) {
      const r = request as FastifyRequest<{ Params: { id: string } }>;
      if (!/^[0-9a-f-]{36}$/i.test(r.params.id)) return problem(reply, 404, 'No such lead.');
      const result = await app.store.markNotSpam(r.params.id);
      if (result.outcome === 'not-found') return problem(reply, 404, 'No such lead.');
      if (result.outcome === 'not-spam') return problem(reply, 409, 'This lead is not marked as spam.');
      if (result.outcome === 'not-a-form') return problem(reply, 409, 'This was not a valid form (the whole request was kept as spam): there is nothing to send on.');
      await store().leads.recordNotSpam(r.params.id, result.outcome, actorOf(request));
      return leadOr404(r, reply);
    },
    async events(request, reply) {
      reply.hijack();
      await hub.open(reply.raw, request.staffToken as string, actorOf(request).id as string, request.headers.origin);
    },
    async exportCsv(request, reply) {
      const q = { ...(request.query as Record<string, unknown>) };
      delete q.cursor;
      delete q.limit;
      const filter = readFilter(q);
      const rows = await store().leads.exportRows(filter);
      const cells = rows.map((l) => [l.id, l.receivedAt, l.formId, l.name, l.email, l.phone, l.interest, l.stage, l.stageReason ?? '', l.followUpOn ?? '', l.deliveryState, String(l.spam), JSON.stringify(l.fields)]);
      // The filters in words: a search is named, not quoted (what was searched for is a person's name or number).
      await store().audit(actorOf(request), 'export', `Exported ${rows.length} lead(s) as CSV (${filterWords(filter)})`);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leads-${filter.view}-${day}.csv"`)
        .send(csvDocument(CSV_HEADER, cells));
    },
    async staffList(_request, reply) {
      return reply.send(await store().listStaff());
    },
    async invite(request, reply) {
      const body = request.body;
      const name = isObject(body) && typeof body.name === 'string' ? body.name.trim() : '';
      const email = isObject(body) && typeof body.email === 'string' ? body.email.trim() : '';
      const role = isObject(body) ? body.role : undefined;
      if (name.length < 1 || name.length > 100) throw new BadInput('name must be 1-100 characters.');
      if (!EMAIL.test(email) || email.length > 200) throw new BadInput('email must be an email address.');
      if (role !== 'owner' && role !== 'staff') throw new BadInput('role must be owner or staff.');
      try {
        const { link } = await store().addMember(name, email, role, actorOf(request));
        return await reply.code(201).send({ url: enrolmentUrl(inboxBase(request, staffOrigin), link.token), expiresAt: link.expiresAt });
      } catch (err) {
        if (err instanceof StaffError) return problem(reply, 409, err.message);
        throw err;
      }
    },
    async newLink(request, reply) {
      const { id } = request.params as { id: string };
      const member = await store().member(id);
      if (!member || member.revokedAt) return problem(reply, 404, 'No such staff member, or revoked.');
      const link = await store().newLink(member.id, actorOf(request));
      return reply.send({ url: enrolmentUrl(inboxBase(request, staffOrigin), link.token), expiresAt: link.expiresAt });
    },
    async revoke(request, reply) {
      const { id } = request.params as { id: string };
      if (!/^[0-9a-f-]{36}$/i.test(id)) return problem(reply, 404, 'No such staff member.');
      if (id === request.staffMember?.id) return problem(reply, 400, 'You cannot revoke yourself; another owner can, or `npm run leads -- staff revoke` on the server.');
      const member = await store().revoke(id, actorOf(request));
      hub.end({ staffId: id });
      return member ? reply.send(member) : problem(reply, 404, 'No such staff member.');
    },
    async memberAccess(request, reply) {
      const { id } = request.params as { id: string };
      const access = await store().access.of(id, store().sessionKey(request.staffToken as string));
      return access ? reply.send(access) : problem(reply, 404, 'No such staff member.');
    },
    async removePasskey(request, reply) {
      const { id } = request.params as { id: string };
      const body = request.body;
      const passkeyId = isObject(body) && typeof body.passkeyId === 'string' ? body.passkeyId : '';
      if (!/^[A-Za-z0-9_-]{1,1400}$/.test(passkeyId)) throw new BadInput('passkeyId must be the id of one of their passkeys.');
      if (!(await store().access.removePasskey(id, passkeyId, actorOf(request)))) return problem(reply, 404, 'No such passkey of this staff member (it may have been removed already).');
      return reply.send(await store().access.of(id, store().sessionKey(request.staffToken as string)));
    },
    async signOutMember(request, reply) {
      const { id } = request.params as { id: string };
      const ended = await store().access.signOutEverywhere(id, actorOf(request));
      if (ended === null) return problem(reply, 404, 'No such staff member.');
      hub.end({ staffId: id });
      if (id === request.staffMember?.id) return reply.code(204).header('Set-Cookie', sessionCookie(request, staffOrigin, null, 0)).send();
      return reply.send(await store().access.of(id, store().sessionKey(request.staffToken as string)));
    },
    async audit(request, reply) {
      const q = request.query as Record<string, unknown>;
      const cursor = typeof q.cursor === 'string' && q.cursor !== '' ? q.cursor : null;
      if (cursor !== null && !/^\d{1,18}$/.test(cursor)) throw new BadInput('cursor is not one this service gave.');
      return reply.send(await store().auditPage(100, cursor === null ? null : Number(cursor)));
    },
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify's plugin signature
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') registered.push({ method, url: route.url, access: route.config?.staffAccess });
    });
    scope.addHook('onRequest', accessHook(store, staffOrigin));
    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      if (error instanceof BadInput) return problem(reply, 400, error.message);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error, url: request.url }, 'staff API request failed');
      if (status === 429) return problem(reply, 429, error.message);
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return problem(reply, 400, 'The request body is not valid JSON.');
      return problem(reply, status, status >= 500 ? 'The service could not do this just now. Please try again.' : error.message);
    });
    scope.setNotFoundHandler((_request, reply) => problem(reply, 404, 'Unknown staff API address.'));
    const limited = { max: options.signInPerMinute, timeWindow: 60_000, errorResponseBuilder: (_r: FastifyRequest, context: { ttl: number; statusCode: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error(`Too many sign-in attempts from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`), { statusCode: context.statusCode });
    } };
    for (const [name, route] of Object.entries(STAFF_ROUTES) as [StaffRouteName, (typeof STAFF_ROUTES)[StaffRouteName]][]) {
      scope.route({
        method: route.method,
        url: route.path.slice(STAFF_API.length),
        handler: handlers[name],
        config: { staffAccess: route.access, staffPassive: name === 'events', ...(route.access === 'public' ? { rateLimit: limited } : {}) },
      });
    }
  }, { prefix: STAFF_API });
}
