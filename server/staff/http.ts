/**
 * The staff API's HTTP rules: its configuration, the session cookie, the same-origin
 * JSON rule for changes, and the one hook that enforces each route's declared access.
 *
 * The cookie is host-only (no Domain: the inbox's origin alone gets it, staff/origin.ts), HttpOnly,
 * SameSite=Strict, Path=/. When the inbox is served over https (STAFF_ORIGIN is
 * https, or a trusted proxy says the request came over https) it is `__Host-staff_session` with
 * Secure; on plain http (local use on loopback) it is `staff_session` without Secure, which a
 * browser would not send back over http otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/cookie'; // request.cookies, reply.setCookie
import { AUTOMATIC_HEADER, type StaffMe, type StaffRole } from '../../src/staff/api';
import { normaliseOrigin, ownOrigins } from '../http/origin';
import type { StaffStore } from './store';

export type StaffAccess = 'public' | 'staff' | 'owner';

// The inbox's sessions and rates (STAFF_*): their shape and defaults are with the other settings (settings.ts).
export { DEFAULT_STAFF_OPTIONS, type StaffOptions } from '../settings';

const COOKIE_HTTPS = '__Host-staff_session';
const COOKIE_HTTP = 'staff_session';

function servedOverHttps(request: FastifyRequest, staffOrigin: string | null | undefined): boolean {
  if (staffOrigin) return staffOrigin.startsWith('https:');
  return request.protocol === 'https';
}

function cookieName(request: FastifyRequest, staffOrigin: string | null | undefined): string {
  return servedOverHttps(request, staffOrigin) ? COOKIE_HTTPS : COOKIE_HTTP;
}

/** The session token the request carries under the name this scheme uses (@fastify/cookie parses the header), or null. */
function sessionToken(request: FastifyRequest, staffOrigin: string | null | undefined): string | null {
  const value = request.cookies[cookieName(request, staffOrigin)];
  return value !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** Sets the session cookie on the answer (`token` null: removes it). */
export function setSessionCookie(reply: FastifyReply, staffOrigin: string | null | undefined, token: string | null, maxAgeSeconds: number): FastifyReply {
  const { request } = reply;
  return reply.setCookie(cookieName(request, staffOrigin), token ?? '', {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: token ? Math.floor(maxAgeSeconds) : 0,
    secure: servedOverHttps(request, staffOrigin),
  });
}

/**
 * Whether the browser says the request comes from somewhere other than the inbox's own pages
 * (`Sec-Fetch-Site` sent and not `same-origin`: another site, a sibling name of the same site, or an
 * address typed or opened from outside). Browsers send it on every request; a client that sends none
 * (curl, a test) is judged by the rest.
 */
function fetchedFromElsewhere(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  return typeof fetchSite === 'string' && fetchSite.toLowerCase() !== 'same-origin';
}

/** A change may come only from the inbox's own pages: its Origin, and a browser that does not say otherwise. */
function sameOrigin(request: FastifyRequest, staffOrigin: string | null | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  const normalised = normaliseOrigin(origin);
  return normalised !== null && ownOrigins(request, staffOrigin).includes(normalised);
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

const CHANGING_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route under /api/staff/ (src/staff/api.ts STAFF_ROUTES). */
    staffAccess?: StaffAccess;
    /** A route only the inbox calls by itself (the event stream): never counts as the person's activity. */
    staffPassive?: boolean;
  }
  interface FastifyRequest {
    staffMember?: StaffMe;
    staffToken?: string;
  }
}

/** A refusal's status and headers set on `reply`; its body, for a handler to answer with. */
export function refused(reply: FastifyReply, status: number, error: string): { error: string } {
  reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
  return { error };
}

/** A refusal sent (by the hooks and the error handlers; a handler answers with `refused`). */
export function problem(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply.send(refused(reply, status, error));
}

const ROLE_RANK: Record<StaffRole, number> = { staff: 1, owner: 2 };

/**
 * The one access hook of the staff API: no-store on every answer; any request the browser says came
 * from elsewhere (Sec-Fetch-Site), reads included, → 403 before anything else, so it neither touches
 * the session (its idle time), nor uses its read budget, nor writes to the audit log; a change that
 * is not JSON from the inbox's own origin → 403; then a route that is not public needs a live
 * session (401) of a role at least its access (403). The session's idle time restarts only on a
 * person's request.
 */
export function accessHook(staff: () => StaffStore, staffOrigin: string | null | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    reply.header('Cache-Control', 'no-store');
    if (fetchedFromElsewhere(request)) return problem(reply, 403, 'Refused: the staff inbox answers only requests from its own pages.');
    if (CHANGING_METHODS.has(request.method)) {
      if (!sameOrigin(request, staffOrigin)) return problem(reply, 403, 'Refused: staff changes are accepted only from this site’s own pages.');
      if (!isJson(request)) return problem(reply, 403, 'Refused: staff changes must be sent as application/json.');
    }
    const access = request.routeOptions.config.staffAccess;
    if (access === 'public') return undefined;
    if (access === undefined) return problem(reply, 404, 'Not found.');
    const token = sessionToken(request, staffOrigin);
    // Only a person's requests keep a session from its idle limit: not the event stream, nor what the
    // inbox fetches by itself when an event arrives (it says so with AUTOMATIC_HEADER).
    const active = request.routeOptions.config.staffPassive !== true && request.headers[AUTOMATIC_HEADER.toLowerCase()] === undefined;
    const member = token ? await staff().session(token, active) : null;
    if (!token || !member) return problem(reply, 401, 'Please sign in.');
    if (ROLE_RANK[member.role] < ROLE_RANK[access]) return problem(reply, 403, 'Only an owner may do this.');
    request.staffMember = member;
    request.staffToken = token;
    return undefined;
  };
}
