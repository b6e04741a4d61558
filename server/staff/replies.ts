/**
 * The staff API's answers as route schemas, one per shape of the contract (src/staff/api.ts): Fastify
 * writes each JSON answer through the schema of its status code (http/validation.ts), and the handlers'
 * replies are typed by them. Each schema is checked, as it compiles, to describe exactly its type of the
 * contract (`exactly`): a field added there and not here would be left out of every answer, so it does
 * not compile. The passkey steps' options are @simplewebauthn/server's, passed on as it makes them.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { isLanguageCode } from '../../src/content/languages';
import { FORM_IDS } from '../../src/forms/form-ids';
import {
  LEAD_STAGES,
  type AuditEntry,
  type AuditPage,
  type EnrolmentLink,
  type LeadDetail,
  type LeadEvent,
  type LeadNote,
  type LeadPage,
  type LeadStage,
  type LeadSummary,
  type MemberAccess,
  type StaffMe,
  type StaffMember,
} from '../../src/staff/api';
import { exactly } from '../http/validation';

/** Every refusal: 400, 401, 403, 404, 409, 429 and 500 alike. */
const problemBody = z.object({ error: z.string() });

/** A refusal's answer by status class, beside a route's own answers. */
export const withProblems = <R extends Record<number, z.ZodTypeAny>>(answers: R) => ({ ...answers, '4xx': problemBody, '5xx': problemBody });

const STAGE_IDS: readonly string[] = LEAD_STAGES.map((s) => s.id);
const person = z.object({ id: z.string(), name: z.string() });

export const staffMe = exactly<StaffMe>()(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['owner', 'staff']) }));

export const staffMember = exactly<StaffMember>()(
  staffMe.extend({ createdAt: z.string(), enrolledAt: z.string().nullable(), revokedAt: z.string().nullable(), passkeys: z.number() }),
);

export const memberAccess = exactly<MemberAccess>()(
  z.object({
    passkeys: z.array(exactly<MemberAccess['passkeys'][number]>()(z.object({ id: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }))),
    sessions: z.array(
      exactly<MemberAccess['sessions'][number]>()(z.object({ startedAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string(), current: z.boolean() })),
    ),
  }),
);

export const enrolmentLink = exactly<EnrolmentLink>()(z.object({ url: z.string(), expiresAt: z.string() }));

// The order of the keys is the order the store writes them in (rows.ts): the answers' text is unchanged.
const leadSummaryShape = {
  id: z.string(),
  formId: z.enum(FORM_IDS),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  interest: z.string(),
  stage: z.custom<LeadStage>((v) => typeof v === 'string' && STAGE_IDS.includes(v)),
  stageReason: z.string().nullable(),
  followUpOn: z.string().nullable(),
  deliveryState: z.enum(['pending', 'delivered', 'failed', 'spam', 'stored']),
  spam: z.boolean(),
  language: z.custom<LeadSummary['language']>(isLanguageCode),
  version: z.number(),
};

const leadSummary = exactly<LeadSummary>()(z.object(leadSummaryShape));

export const leadPage = exactly<LeadPage>()(z.object({ leads: z.array(leadSummary), nextCursor: z.string().nullable() }));

const leadNote = exactly<LeadNote>()(z.object({ id: z.string(), at: z.string(), author: person, text: z.string() }));

const leadEvent = exactly<LeadEvent>()(
  z.object({
    at: z.string(),
    actor: person.nullable(),
    kind: z.enum(['received', 'delivered', 'stage', 'follow-up', 'note', 'not-spam', 'viewed']),
    text: z.string(),
  }),
);

export const leadDetail = exactly<LeadDetail>()(
  z.object({
    ...leadSummaryShape,
    fields: z.record(z.union([z.string(), z.array(z.string()), z.number(), z.boolean(), z.null()])),
    notes: z.array(leadNote),
    history: z.array(leadEvent),
  }),
);

const auditEntry = exactly<AuditEntry>()(
  z.object({
    id: z.string(),
    at: z.string(),
    actor: person.nullable(),
    action: z.string(),
    leadId: z.string().nullable(),
    detail: z.string(),
    leads: z.number().nullable(),
    lastAt: z.string().nullable(),
    address: z.string().nullable(),
  }),
);

export const auditPage = exactly<AuditPage>()(z.object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() }));

/** What is passed on as it is: a part of @simplewebauthn/server's options, checked by its own types. */
const asMade = <T>() => z.custom<T>(() => true);

type Creation = PublicKeyCredentialCreationOptionsJSON;

/** The enrolment's options, in the order @simplewebauthn/server writes them. */
export const creationOptions = exactly<Creation>()(
  z.object({
    challenge: z.string(),
    rp: asMade<Creation['rp']>(),
    user: asMade<Creation['user']>(),
    pubKeyCredParams: asMade<Creation['pubKeyCredParams']>(),
    timeout: z.number().optional(),
    attestation: asMade<Creation['attestation']>(),
    excludeCredentials: asMade<Creation['excludeCredentials']>(),
    authenticatorSelection: asMade<Creation['authenticatorSelection']>(),
    extensions: asMade<Creation['extensions']>(),
    hints: asMade<Creation['hints']>(),
    attestationFormats: asMade<Creation['attestationFormats']>(),
  }),
);

type Request = PublicKeyCredentialRequestOptionsJSON;

/** The sign-in's options, in the order @simplewebauthn/server writes them. */
export const requestOptions = exactly<Request>()(
  z.object({
    rpId: z.string().optional(),
    challenge: z.string(),
    allowCredentials: asMade<Request['allowCredentials']>(),
    timeout: z.number().optional(),
    userVerification: asMade<Request['userVerification']>(),
    extensions: asMade<Request['extensions']>(),
    hints: asMade<Request['hints']>(),
  }),
);
