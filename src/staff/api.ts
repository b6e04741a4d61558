/**
 * The staff inbox's contract with the lead service: the JSON API under /api/staff/, shared by
 * the server (server/staff/) and the inbox (src/pages/staff/, src/components/staff/). Pure data and types:
 * both sides import it, so a route, a stage or a shape is written once.
 *
 * Conventions:
 * - Every route answers JSON (except the CSV export and the event stream). Errors are
 *   `{ error: string }` with 400 (bad input, the message says which field and why), 401 (no or
 *   ended session), 403 (wrong role, or a cross-site request), 404, 409 (the lead changed since
 *   `version`: reload), 429 (too many sign-in attempts, or more leads read from the list within an
 *   hour than one session may read; with Retry-After).
 * - Every request that changes something is POST/PATCH/DELETE with `Content-Type: application/json`
 *   and the site's own `Origin`; anything else is 403 before the route runs.
 * - Times are ISO 8601 strings (UTC); a follow-up date is a calendar date `YYYY-MM-DD` (Vancouver).
 */

import type { LanguageCode } from '../content/languages';

export const STAFF_API = '/api/staff';

/**
 * Sent by the inbox on the requests it makes by itself (the list fetched again after a live update): the
 * service answers them as any other, but they do not count as the person's activity, so a tab left open
 * still reaches the session's idle limit. The event stream itself never counts either.
 */
export const AUTOMATIC_HEADER = 'X-Staff-Automatic';

/** The sales stages, in the order the inbox offers them; any stage may be chosen from any other. */
export const LEAD_STAGES = [
  { id: 'new', label: 'New' },
  { id: 'contacted', label: 'Contacted' },
  { id: 'tour-booked', label: 'Tour booked' },
  { id: 'trial', label: 'Trial' },
  { id: 'joined', label: 'Joined' },
  { id: 'not-interested', label: 'Not interested' },
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number]['id'];
/** The stage that needs a reason (`reason` in a stage change, 1-500 characters). */
export const STAGE_NEEDING_REASON: LeadStage = 'not-interested';

export type StaffRole = 'owner' | 'staff';

/**
 * The `error` of the enrolment and sign-in steps when the authenticator answered without verifying the
 * person (no fingerprint, face, PIN or screen lock): both steps require it. The inbox says the same when
 * the browser itself refuses for that reason.
 */
export const USER_NOT_VERIFIED =
  'Your device did not confirm it is you (fingerprint, face or PIN). Turn on its screen lock (or set a PIN on your security key) and try again.';

export interface StaffMe {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** GET /api/staff/staff (owner). */
export interface StaffMember extends StaffMe {
  createdAt: string;
  /** null while the enrolment link has not been used. */
  enrolledAt: string | null;
  revokedAt: string | null;
  passkeys: number;
}

/** A member's passkey as the Team page lists it (never its key). */
interface PasskeyInfo {
  /** The credential id (base64url), to name it in a removal. */
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A member's live session as the Team page lists it (never its cookie). */
interface SessionInfo {
  startedAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The session of the owner asking. */
  current: boolean;
}

/** GET /api/staff/staff/:id/access (owner). */
export interface MemberAccess {
  passkeys: PasskeyInfo[];
  sessions: SessionInfo[];
}

/** Answer to an invitation or a new link: the one-time enrolment address and when it stops working. */
export interface EnrolmentLink {
  /** `<site>/staff/enrol/#<token>`: the token is in the fragment, so it never reaches a server log. */
  url: string;
  expiresAt: string;
}

/** The delivery state of the notification to the gym (server/submissions/types.ts DeliveryState). */
export type LeadDeliveryState = 'pending' | 'delivered' | 'failed' | 'spam' | 'stored';

export interface LeadSummary {
  id: string;
  formId: 'consultation' | 'contact' | 'service';
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  /** What they asked for, one line: the goal, the service or the subject. */
  interest: string;
  stage: LeadStage;
  /** The reason given for 'not-interested'; null otherwise. */
  stageReason: string | null;
  followUpOn: string | null;
  deliveryState: LeadDeliveryState;
  /** Suspected spam (honeypot): listed only in the spam view. */
  spam: boolean;
  /** The language of the page the visitor wrote from (src/content/languages.ts); 'en' for most. */
  language: LanguageCode;
  /** Optimistic concurrency: a PATCH carries the version it was made from. */
  version: number;
}

export interface LeadNote {
  id: string;
  at: string;
  author: { id: string; name: string };
  text: string;
}

export type LeadEventKind = 'received' | 'delivered' | 'stage' | 'follow-up' | 'note' | 'not-spam' | 'viewed';

export interface LeadEvent {
  at: string;
  /** null for what the service did by itself (received, delivered). */
  actor: { id: string; name: string } | null;
  kind: LeadEventKind;
  /** A sentence a person reads: 'Stage: New → Contacted', 'Follow-up set to 2026-12-01'. */
  text: string;
}

export interface LeadDetail extends LeadSummary {
  /** Every field the visitor sent, by field name (src/forms/fields.ts gives the labels). */
  fields: Record<string, string | string[] | number | boolean | null>;
  notes: LeadNote[];
  history: LeadEvent[];
}

/** GET /api/staff/leads query; every parameter optional. */
export interface LeadQuery {
  view?: 'inbox' | 'spam';
  stage?: LeadStage;
  form?: LeadSummary['formId'];
  /** Only leads written from the pages of this language. */
  language?: LanguageCode;
  /** Received on or after / before this calendar date (inclusive). */
  from?: string;
  to?: string;
  /** '1': only leads whose follow-up date is today or past and whose stage is not joined/not-interested. */
  due?: '1';
  /** Search in name, email and phone (phone digits match whatever the punctuation). */
  q?: string;
  /** Opaque, from the previous page's `nextCursor`. */
  cursor?: string;
  /** 1-200, default 50. */
  limit?: string;
}

export interface LeadPage {
  leads: LeadSummary[];
  nextCursor: string | null;
}

/** PATCH /api/staff/leads/:id body: at least one of stage / followUpOn. */
export interface LeadChange {
  version: number;
  stage?: LeadStage;
  reason?: string;
  /** null clears it. */
  followUpOn?: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; name: string } | null;
  /** signin, signin-failed, signout, enrol, invite, link, revoke, passkey-removed, signout-everywhere, read, view, stage, follow-up, note, not-spam, export, purge */
  action: string;
  leadId: string | null;
  /** For 'read': the filters of the list, in words ('the inbox, stage Contacted'). */
  detail: string;
  /** For 'read': how many different leads the person was shown (pages and refreshes of that list); else null. */
  leads: number | null;
  /** For 'read': the last read of that list (the entry grows while the person keeps reading it); else null. */
  lastAt: string | null;
  /** For 'signin-failed': the client's address, until retention clears it (AUDIT_ADDRESS_DAYS); else null. */
  address: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/**
 * The routes, for both sides. `access`: who may call it; 'public' routes are the sign-in steps only.
 * The server registers exactly these (and a test walks this table and the server's own).
 */
export const STAFF_ROUTES = {
  enrolOptions: { method: 'POST', path: '/api/staff/enrol/options', access: 'public' }, // {token} → PublicKeyCredentialCreationOptionsJSON
  enrolVerify: { method: 'POST', path: '/api/staff/enrol/verify', access: 'public' }, // {token, response} → StaffMe + session cookie
  signInOptions: { method: 'POST', path: '/api/staff/signin/options', access: 'public' }, // {} → PublicKeyCredentialRequestOptionsJSON (discoverable)
  signInVerify: { method: 'POST', path: '/api/staff/signin/verify', access: 'public' }, // {response} → StaffMe + session cookie
  signOut: { method: 'POST', path: '/api/staff/signout', access: 'staff' }, // {} → 204, cookie cleared
  me: { method: 'GET', path: '/api/staff/me', access: 'staff' }, // → StaffMe
  leads: { method: 'GET', path: '/api/staff/leads', access: 'staff' }, // LeadQuery → LeadPage
  lead: { method: 'GET', path: '/api/staff/leads/:id', access: 'staff' }, // → LeadDetail (audited as a view)
  changeLead: { method: 'PATCH', path: '/api/staff/leads/:id', access: 'staff' }, // LeadChange → LeadDetail; 409 when stale
  addNote: { method: 'POST', path: '/api/staff/leads/:id/notes', access: 'staff' }, // {text: 1-5000 chars} → LeadDetail
  notSpam: { method: 'POST', path: '/api/staff/leads/:id/not-spam', access: 'staff' }, // {} → LeadDetail (sent on to the gym as a normal lead)
  events: { method: 'GET', path: '/api/staff/events', access: 'staff' }, // text/event-stream: `event: lead` / `event: change`, data {id}
  exportCsv: { method: 'GET', path: '/api/staff/export.csv', access: 'owner' }, // LeadQuery (no cursor/limit) → text/csv, attachment
  staffList: { method: 'GET', path: '/api/staff/staff', access: 'owner' }, // → StaffMember[]
  invite: { method: 'POST', path: '/api/staff/staff', access: 'owner' }, // {name, email, role} → EnrolmentLink
  newLink: { method: 'POST', path: '/api/staff/staff/:id/link', access: 'owner' }, // {} → EnrolmentLink
  revoke: { method: 'POST', path: '/api/staff/staff/:id/revoke', access: 'owner' }, // {} → StaffMember (their sessions end at once)
  memberAccess: { method: 'GET', path: '/api/staff/staff/:id/access', access: 'owner' }, // → MemberAccess: their passkeys and live sessions
  removePasskey: { method: 'POST', path: '/api/staff/staff/:id/passkeys/remove', access: 'owner' }, // {passkeyId} → MemberAccess (audited)
  signOutMember: { method: 'POST', path: '/api/staff/staff/:id/signout', access: 'owner' }, // {} → MemberAccess: every session of theirs ended (audited)
  audit: { method: 'GET', path: '/api/staff/audit', access: 'owner' }, // {cursor?} → AuditPage, newest first
} as const;
export type StaffRouteName = keyof typeof STAFF_ROUTES;

/** The inbox's own addresses (client-only routes under /staff/). */
export const STAFF_PAGES = {
  inbox: '/staff/',
  lead: (id: string) => `/staff/leads/${id}/`,
  enrol: '/staff/enrol/',
  signIn: '/staff/signin/',
} as const;
