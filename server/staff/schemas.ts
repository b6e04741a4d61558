/**
 * The staff API's routes' schemas (STAFF_SCHEMAS): their input, checked by Fastify before the handler
 * (http/validation.ts), each refusal a 400 whose text the inbox shows as it is; and their answers by
 * status code (replies.ts). The handlers take their types from them (StaffHandler).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ContextConfigDefault, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteHandlerMethod } from 'fastify';
import { z, type RefinementCtx, type ZodTypeAny } from 'zod';
import { LEAD_STAGES, STAGE_NEEDING_REASON, type LeadChange, type StaffRouteName } from '../../src/staff/api';
import { FORM_IDS } from '../../src/forms/form-ids';
import { hasHiddenFormat, hiddenFormatRefusal } from '../../src/staff/bidi';
import { LANGUAGE_CODES, isLanguageCode } from '../../src/content/languages';
import { anything, oneMessage, type ZodTypeProvider } from '../http/validation';
import { decodeCursor } from './leads';
import { auditPage, creationOptions, enrolmentLink, leadDetail, leadPage, memberAccess, requestOptions, staffMe, staffMember, withProblems } from './replies';
import type { LeadFilter } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string): boolean => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{2,}$/;
const STAGE_IDS: readonly string[] = LEAD_STAGES.map((s) => s.id);
const STAGES_MESSAGE = `stage must be one of ${STAGE_IDS.join(', ')}.`;

function refuse(ctx: RefinementCtx, message: string): never {
  ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  return z.NEVER;
}

/** A query parameter given at most once (absent or empty: undefined), then `problem` (a message, or null when fine). */
function queryText(name: string, problem: (v: string) => string | null = () => null) {
  return z.unknown().transform((v, ctx): string | undefined => {
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string') return refuse(ctx, `${name} must be given once.`);
    const message = problem(v);
    return message === null ? v : refuse(ctx, message);
  });
}

const FILTER_SHAPE = {
  view: queryText('view', (v) => (v === 'inbox' || v === 'spam' ? null : 'view must be inbox or spam.')),
  stage: queryText('stage', (v) => (STAGE_IDS.includes(v) ? null : STAGES_MESSAGE)),
  form: queryText('form', (v) => ((FORM_IDS as readonly string[]).includes(v) ? null : `form must be one of ${FORM_IDS.join(', ')}.`)),
  language: queryText('language', (v) => (isLanguageCode(v) ? null : `language must be one of ${LANGUAGE_CODES.join(', ')}.`)),
  from: queryText('from', (v) => (validDate(v) ? null : 'from must be a date YYYY-MM-DD.')),
  to: queryText('to', (v) => (validDate(v) ? null : 'to must be a date YYYY-MM-DD.')),
  due: queryText('due', (v) => (v === '1' ? null : 'due must be 1.')),
  q: queryText('q', (v) => (v.length > 200 ? 'q must be at most 200 characters.' : null)),
};

type FilterInput = { [K in keyof typeof FILTER_SHAPE]?: string };

function toFilter(q: FilterInput): LeadFilter {
  return {
    view: (q.view ?? 'inbox') as LeadFilter['view'],
    stage: q.stage as LeadFilter['stage'],
    form: q.form as LeadFilter['form'],
    language: q.language as LeadFilter['language'],
    from: q.from,
    to: q.to,
    due: q.due === '1',
    q: q.q?.trim() || undefined,
  };
}

/** The CSV export's query: the list's filters (its paging is ignored). */
const filterQuery = z.object(FILTER_SHAPE).transform(toFilter);

const limit = z.unknown().transform((v, ctx): number => {
  const raw = typeof v === 'string' ? v : '50';
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= 1 && n <= 200 ? n : refuse(ctx, 'limit must be a whole number from 1 to 200.');
});

const leadCursor = z.unknown().transform((v, ctx) => {
  if (typeof v !== 'string' || v === '') return null;
  return decodeCursor(v) ?? refuse(ctx, 'cursor is not one this service gave.');
});

/** The list's query: filters, then the page size and the cursor of the page. */
const leadsQuery = z
  .object({ ...FILTER_SHAPE, limit, cursor: leadCursor })
  .transform(({ limit: size, cursor, ...filter }) => ({ filter: toFilter(filter), limit: size, cursor }));

const reasonText = z.unknown().refine((v) => v === undefined || (typeof v === 'string' && v.trim().length <= 500), 'reason must be text of at most 500 characters.');

/** A change of stage and/or follow-up date, at the version the inbox showed. */
const changeBody = oneMessage(z.record(z.unknown()), 'Send a JSON object.')
  .pipe(
    z.object({
      version: z.unknown().refine((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1, 'version must be the lead’s version (a whole number).'),
      stage: z.unknown(),
      reason: z.unknown(),
      followUpOn: z.unknown(),
    }),
  )
  .superRefine((b, ctx) => {
    if (b.stage === undefined && b.followUpOn === undefined) refuse(ctx, 'Send stage or followUpOn.');
    else if (b.stage !== undefined && !STAGE_IDS.includes(b.stage as string)) refuse(ctx, STAGES_MESSAGE);
    else if (!reasonText.safeParse(b.reason).success) refuse(ctx, 'reason must be text of at most 500 characters.');
    else if (b.stage === STAGE_NEEDING_REASON && (typeof b.reason !== 'string' || b.reason.trim() === '')) refuse(ctx, 'reason is needed for Not interested (1-500 characters).');
    else if (b.followUpOn !== undefined && b.followUpOn !== null && (typeof b.followUpOn !== 'string' || !validDate(b.followUpOn))) {
      refuse(ctx, 'followUpOn must be a date YYYY-MM-DD or null.');
    }
  })
  .transform(
    ({ version, stage, reason, followUpOn }): LeadChange => ({
      version: version as number,
      ...(stage !== undefined ? { stage: stage as LeadChange['stage'] } : {}),
      ...(stage === STAGE_NEEDING_REASON && typeof reason === 'string' ? { reason: reason.trim() } : {}),
      ...(followUpOn !== undefined ? { followUpOn: followUpOn as string | null } : {}),
    }),
  );

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string field of an object body, trimmed; '' when the body or the field is not one. */
function trimmed(body: unknown, name: string): string {
  const v = isObject(body) ? body[name] : undefined;
  return typeof v === 'string' ? v.trim() : '';
}

const noteBody = z
  .unknown()
  .transform((body) => ({ text: trimmed(body, 'text') }))
  .refine(({ text }) => text.length >= 1 && text.length <= 5000, 'text must be 1-5000 characters.');

const inviteBody = z
  .unknown()
  .transform((body) => ({ name: trimmed(body, 'name'), email: trimmed(body, 'email'), role: isObject(body) ? body.role : undefined }))
  .superRefine((b, ctx) => {
    if (b.name.length < 1 || b.name.length > 100) refuse(ctx, 'name must be 1-100 characters.');
    else if (hasHiddenFormat(b.name, { exceptJoiners: true })) refuse(ctx, hiddenFormatRefusal('name'));
    else if (hasHiddenFormat(b.email)) refuse(ctx, hiddenFormatRefusal('email'));
    else if (!EMAIL.test(b.email) || b.email.length > 200) refuse(ctx, 'email must be an email address.');
    else if (b.role !== 'owner' && b.role !== 'staff') refuse(ctx, 'role must be owner or staff.');
  })
  .transform((b) => ({ name: b.name, email: b.email, role: b.role as 'owner' | 'staff' }));

const passkeyBody = oneMessage(z.object({ passkeyId: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/) }), 'passkeyId must be the id of one of their passkeys.');

/** The audit log's page: the id of the last entry of the previous page, or none. */
const auditQuery = z
  .object({
    cursor: z.unknown().transform((v, ctx) => {
      if (typeof v !== 'string' || v === '') return null;
      return /^\d{1,18}$/.test(v) ? Number(v) : refuse(ctx, 'cursor is not one this service gave.');
    }),
  });

const TOKEN = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
/**
 * What the passkey ceremonies send: an authenticator's answer, an object here, is checked by
 * @simplewebauthn/server, whose type it then has.
 */
const authenticatorAnswer = <T>() => z.custom<T>(isObject);
const enrolOptionsBody = oneMessage(
  z.object({ token: TOKEN }),
  'This enrolment link is not valid: it was used, replaced or has expired. Ask an owner for a new one.',
);
const enrolVerifyBody = oneMessage(z.object({ token: TOKEN, response: authenticatorAnswer<RegistrationResponseJSON>() }), 'Send {token, response}.');
/** A passkey's id is base64url (WebAuthn's credential id): anything else names no passkey and is refused before it is looked up or written anywhere. */
const signInVerifyBody = oneMessage(
  z.object({ response: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/) }).passthrough().pipe(authenticatorAnswer<AuthenticationResponseJSON>()) }),
  'Send {response} with the passkey’s id.',
);

/** A lead's or a member's id in the path; what it names is looked up by the handler (404 when none). */
const idParams = z.object({ id: z.string() });

interface RouteSchema {
  params?: ZodTypeAny;
  querystring?: ZodTypeAny;
  body?: ZodTypeAny;
  response: Record<string, ZodTypeAny>;
}

/** No body: the answer is its status (204). */
const noContent = z.undefined();
/** A text answer (the CSV export), sent as it is. */
const text = z.string();

/**
 * Every staff route's input and answers. A route that reads none says so with `anything` for the part it
 * ignores; every one answers its refusals as `{error}` (withProblems).
 */
export const STAFF_SCHEMAS = {
  enrolOptions: { body: enrolOptionsBody, response: withProblems({ 200: creationOptions }) },
  enrolVerify: { body: enrolVerifyBody, response: withProblems({ 200: staffMe }) },
  signInOptions: { body: anything, response: withProblems({ 200: requestOptions }) },
  signInVerify: { body: signInVerifyBody, response: withProblems({ 200: staffMe }) },
  signOut: { body: anything, response: withProblems({ 204: noContent }) },
  me: { querystring: anything, response: withProblems({ 200: staffMe }) },
  leads: { querystring: leadsQuery, response: withProblems({ 200: leadPage }) },
  lead: { params: idParams, response: withProblems({ 200: leadDetail }) },
  changeLead: { params: idParams, body: changeBody, response: withProblems({ 200: leadDetail }) },
  addNote: { params: idParams, body: noteBody, response: withProblems({ 200: leadDetail }) },
  notSpam: { params: idParams, body: anything, response: withProblems({ 200: leadDetail }) },
  // The stream itself is text/event-stream, written on the raw response.
  events: { querystring: anything, response: withProblems({}) },
  exportCsv: { querystring: filterQuery, response: withProblems({ 200: text }) },
  staffList: { querystring: anything, response: withProblems({ 200: z.array(staffMember) }) },
  invite: { body: inviteBody, response: withProblems({ 201: enrolmentLink }) },
  newLink: { params: idParams, body: anything, response: withProblems({ 200: enrolmentLink }) },
  revoke: { params: idParams, body: anything, response: withProblems({ 200: staffMember }) },
  memberAccess: { params: idParams, response: withProblems({ 200: memberAccess }) },
  removePasskey: { params: idParams, body: passkeyBody, response: withProblems({ 200: memberAccess }) },
  signOutMember: { params: idParams, body: anything, response: withProblems({ 200: memberAccess, 204: noContent }) },
  audit: { querystring: auditQuery, response: withProblems({ 200: auditPage }) },
} satisfies Record<StaffRouteName, RouteSchema>;

/** A staff route's handler: its request's input and its answers typed by the route's schemas. */
export type StaffHandler<K extends StaffRouteName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  (typeof STAFF_SCHEMAS)[K],
  ZodTypeProvider
>;
export type StaffRequest<K extends StaffRouteName> = Parameters<StaffHandler<K>>[0];
export type StaffReply<K extends StaffRouteName> = Parameters<StaffHandler<K>>[1];
