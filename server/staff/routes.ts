/**
 * The staff API's handlers, one per route of STAFF_ROUTES in src/staff/api.ts. Their input is
 * already checked by each route's schema (schemas.ts); the access each route declares is enforced
 * by the one hook of http.ts. plugin.ts registers them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LeadDetail, StaffRouteName } from '../../src/staff/api';
import type { NotSpamResult } from '../submissions/types';
import { csvDocument } from '../csv';
import type { EventHub } from './events';
import { DEFAULT_STAFF_OPTIONS, refused, setSessionCookie, type StaffOptions } from './http';
import { passkeyHandlers } from './passkeys';
import { filterWords } from './reads';
import type { StaffHandler, StaffReply, StaffRequest } from './schemas';
import { StaffError, type StaffStore } from './store';
import type { Actor } from './types';

/** What the handlers work with: the staff store, the live updates, the settings, and the one step of another feature they take. */
export interface StaffContext {
  readonly store: StaffStore;
  hub: EventHub;
  staffOrigin: string | null;
  options: StaffOptions;
  /** Clears a lead's suspected-spam mark (the submissions' side), so the outbox sends it on. */
  markNotSpam: (id: string) => Promise<NotSpamResult>;
}

type Handlers<K extends StaffRouteName> = { [N in K]: StaffHandler<N> };

/** `<site>/staff/enrol/#<token>`: the token in the fragment never reaches a server log. */
export function enrolmentUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/staff/enrol/#${token}`;
}

function inboxBase(request: FastifyRequest, staffOrigin: string | null | undefined): string {
  return staffOrigin ? new URL(staffOrigin).origin : `${request.protocol}://${request.host}`;
}

function actorOf(request: FastifyRequest): Actor {
  const m = request.staffMember;
  if (!m) throw new Error('no staff member on an authenticated route');
  return { id: m.id, name: m.name };
}

/** The store's key of the request's session (set by the access hook on every authenticated route). */
function sessionKeyOf(ctx: StaffContext, request: FastifyRequest): string {
  return ctx.store.sessionKey(request.staffToken as string);
}

/** The list's 429: what happened and when the person can go on. */
function tooManyReads(read: number, perHour: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have read ${read} of the ${perHour} different leads one person may read in an hour, and this list would go past that. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The event stream's 429: a session holds at most `cap` streams (one per open inbox tab). */
function tooManyStreams(cap: number): string {
  return `This sign-in already has ${cap} inbox tabs receiving live updates, the most one sign-in may have. Close an inbox tab you no longer use, then reload this one.`;
}

const CSV_HEADER = ['id', 'received_at', 'form', 'language', 'name', 'email', 'phone', 'interest', 'stage', 'stage_reason', 'follow_up_on', 'delivery_state', 'spam', 'fields'];

async function leadOr404(ctx: StaffContext, id: string, reply: FastifyReply): Promise<LeadDetail | { error: string }> {
  return (await ctx.store.leads.detail(id)) ?? refused(reply, 404, 'No such lead (it may have been removed by retention).');
}

function sessionHandlers(ctx: StaffContext): Handlers<'signOut' | 'me' | 'events'> {
  return {
    async signOut(request, reply) {
      if (request.staffToken) {
        await ctx.store.endSession(request.staffToken);
        ctx.hub.end({ token: request.staffToken });
      }
      await ctx.store.audit(actorOf(request), 'signout', `${actorOf(request).name} signed out`);
      setSessionCookie(reply.code(204), ctx.staffOrigin, null, 0);
    },
    // eslint-disable-next-line @typescript-eslint/require-await -- a route's handler answers through its promise
    async me(request) {
      return request.staffMember;
    },
    async events(request, reply) {
      const token = request.staffToken as string;
      const cap = ctx.options.streamsPerSession ?? DEFAULT_STAFF_OPTIONS.streamsPerSession ?? 4;
      const release = ctx.hub.claim(token, cap);
      if (!release) {
        request.log.warn(`staff: an event stream of ${actorOf(request).name} refused: ${cap} already open on this session`);
        return refused(reply.header('Retry-After', '30'), 429, tooManyStreams(cap));
      }
      reply.hijack();
      await ctx.hub.open(reply.raw, token, actorOf(request).id as string, request.headers.origin, release);
    },
  };
}

async function exportCsv(ctx: StaffContext, request: StaffRequest<'exportCsv'>, reply: StaffReply<'exportCsv'>): Promise<string> {
  const filter = request.query;
  const rows = await ctx.store.leads.exportRows(filter);
  const cells = rows.map((l) => [l.id, l.receivedAt, l.formId, l.language, l.name, l.email, l.phone, l.interest, l.stage, l.stageReason ?? '', l.followUpOn ?? '', l.deliveryState, String(l.spam), JSON.stringify(l.fields)]);
  // The filters in words: a search is named, not quoted (what was searched for is a person's name or number).
  await ctx.store.audit(actorOf(request), 'export', `Exported ${rows.length} lead(s) as CSV (${filterWords(filter)})`);
  const day = new Date().toISOString().slice(0, 10);
  reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="leads-${filter.view}-${day}.csv"`);
  return csvDocument(CSV_HEADER, cells);
}

function leadReadHandlers(ctx: StaffContext): Handlers<'leads' | 'lead' | 'exportCsv'> {
  const perHour = ctx.options.listReadsPerHour;
  return {
    async leads(request, reply) {
      const { filter, limit, cursor } = request.query;
      const page = await ctx.store.leads.list(filter, limit, cursor);
      const read = await ctx.store.reads.record(sessionKeyOf(ctx, request), actorOf(request), filter, page.leads.map((l) => l.id), perHour);
      if (!read.ok) {
        request.log.warn(`staff: list reads of ${actorOf(request).name} refused: ${read.read} leads read in the last hour (STAFF_LIST_READS_PER_HOUR ${perHour})`);
        return refused(reply.header('Retry-After', String(read.retryAfterSeconds)), 429, tooManyReads(read.read, perHour, read.retryAfterSeconds));
      }
      return page;
    },
    async lead(request, reply) {
      const { id } = request.params;
      const detail = await ctx.store.leads.detail(id);
      if (!detail) return refused(reply, 404, 'No such lead (it may have been removed by retention).');
      await ctx.store.leads.recordView(id, actorOf(request));
      return (await ctx.store.leads.detail(id)) ?? detail;
    },
    exportCsv: (request, reply) => exportCsv(ctx, request, reply),
  };
}

function leadChangeHandlers(ctx: StaffContext): Handlers<'changeLead' | 'addNote' | 'notSpam'> {
  return {
    async changeLead(request, reply) {
      const { id } = request.params;
      const outcome = await ctx.store.leads.change(id, request.body, actorOf(request));
      if (outcome === 'not-found') return refused(reply, 404, 'No such lead.');
      if (outcome === 'stale') return refused(reply, 409, 'Someone changed this lead meanwhile. Reload it and make your change again.');
      return leadOr404(ctx, id, reply);
    },
    async addNote(request, reply) {
      const { id } = request.params;
      const { text } = request.body;
      if (!(await ctx.store.leads.addNote(id, text, actorOf(request)))) return refused(reply, 404, 'No such lead.');
      return leadOr404(ctx, id, reply);
    },
    async notSpam(request, reply) {
      const { id } = request.params;
      if (!/^[0-9a-f-]{36}$/i.test(id)) return refused(reply, 404, 'No such lead.');
      const result = await ctx.markNotSpam(id);
      if (result.outcome === 'not-found') return refused(reply, 404, 'No such lead.');
      if (result.outcome === 'not-spam') return refused(reply, 409, 'This lead is not marked as spam.');
      if (result.outcome === 'not-a-form') return refused(reply, 409, 'This was not a valid form (the whole request was kept as spam): there is nothing to send on.');
      await ctx.store.leads.recordNotSpam(id, result.outcome, actorOf(request));
      return leadOr404(ctx, id, reply);
    },
  };
}

function memberHandlers(ctx: StaffContext): Handlers<'staffList' | 'invite' | 'newLink' | 'revoke' | 'audit'> {
  return {
    async staffList() {
      return ctx.store.listStaff();
    },
    async invite(request, reply) {
      const { name, email, role } = request.body;
      try {
        const { link } = await ctx.store.addMember(name, email, role, actorOf(request));
        reply.code(201);
        return { url: enrolmentUrl(inboxBase(request, ctx.staffOrigin), link.token), expiresAt: link.expiresAt };
      } catch (err) {
        if (err instanceof StaffError) return refused(reply, 409, err.message);
        throw err;
      }
    },
    async newLink(request, reply) {
      const member = await ctx.store.member(request.params.id);
      if (!member || member.revokedAt) return refused(reply, 404, 'No such staff member, or revoked.');
      const link = await ctx.store.newLink(member.id, actorOf(request));
      return { url: enrolmentUrl(inboxBase(request, ctx.staffOrigin), link.token), expiresAt: link.expiresAt };
    },
    async revoke(request, reply) {
      const { id } = request.params;
      if (!/^[0-9a-f-]{36}$/i.test(id)) return refused(reply, 404, 'No such staff member.');
      if (id === request.staffMember?.id) return refused(reply, 400, 'You cannot revoke yourself; another owner can, or `npm run leads -- staff revoke` on the server.');
      const member = await ctx.store.revoke(id, actorOf(request));
      ctx.hub.end({ staffId: id });
      return member ?? refused(reply, 404, 'No such staff member.');
    },
    async audit(request) {
      return ctx.store.auditPage(100, request.query.cursor);
    },
  };
}

function accessHandlers(ctx: StaffContext): Handlers<'memberAccess' | 'removePasskey' | 'signOutMember'> {
  return {
    async memberAccess(request, reply) {
      const access = await ctx.store.access.of(request.params.id, sessionKeyOf(ctx, request));
      return access ?? refused(reply, 404, 'No such staff member.');
    },
    async removePasskey(request, reply) {
      const { id } = request.params;
      const { passkeyId } = request.body;
      const ended = await ctx.store.access.removePasskey(id, passkeyId, actorOf(request));
      if (ended === null) return refused(reply, 404, 'No such passkey of this staff member (it may have been removed already).');
      // Removing the passkey the owner is signed in with ends this session too: their next request is 401.
      ctx.hub.end({ sessionKeys: ended });
      return (await ctx.store.access.of(id, sessionKeyOf(ctx, request))) ?? refused(reply, 404, 'No such staff member.');
    },
    async signOutMember(request, reply) {
      const { id } = request.params;
      const ended = await ctx.store.access.signOutEverywhere(id, actorOf(request));
      if (ended === null) return refused(reply, 404, 'No such staff member.');
      ctx.hub.end({ staffId: id });
      if (id === request.staffMember?.id) {
        setSessionCookie(reply.code(204), ctx.staffOrigin, null, 0);
        return undefined;
      }
      return (await ctx.store.access.of(id, sessionKeyOf(ctx, request))) ?? refused(reply, 404, 'No such staff member.');
    },
  };
}

export function staffHandlers(ctx: StaffContext): Handlers<StaffRouteName> {
  return {
    ...passkeyHandlers({ store: () => ctx.store, staffOrigin: ctx.staffOrigin, options: ctx.options, unknownSignIns: { count: 0 } }),
    ...sessionHandlers(ctx),
    ...leadReadHandlers(ctx),
    ...leadChangeHandlers(ctx),
    ...memberHandlers(ctx),
    ...accessHandlers(ctx),
  };
}
