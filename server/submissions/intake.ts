/**
 * POST /f/:formId — the form intake.
 *
 * Accepts JSON and url-encoded bodies in three shapes (server/README.md, "Wire format"; normalise.ts):
 *   1. our browser's FormSubmission: the section-7 body plus the raw fields under `fields`;
 *   2. raw form fields at the top level (an HTML form posted without JavaScript);
 *   3. a plain Formspree body {email, subject, message, _replyto, _subject} (no `fields`, no `name`),
 *      only with `acceptPlainBody` (ACCEPT_PLAIN_BODY=1): its subject and message are the client's.
 * Posts from another site's pages are refused first (origin.ts); a body that is no object of
 * fields is refused by the route's schema. Everything is checked again here: types, control
 * characters, HTML, the page's language (`_language`: missing is English, an unknown code a 400),
 * then the same validators the browser runs.
 * A valid submission is stored before the answer; a filled honeypot (`_gotcha`) is answered like a
 * success and stored as spam, or, when the post passes every other check, as suspected spam that
 * is delivered marked as such (a browser's autofill can fill the hidden field).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import { z } from 'zod';
import { FORM_IDS, buildPayload, fieldNames, isFormId, validateForm, validationWords, type FieldError, type FormChoices, type FormId } from '../../src/forms';
import { LEAD_PAGES_CSP } from '../http/csp';
import { loadFormChoices } from './form-choices';
import { formWords } from '../form-words';
import { formErrorsPage } from './pages/form-pages';
import { crossSiteMessage, crossSiteRefusal } from '../http/origin';
import type { ZodTypeProvider } from '../http/validation';
import { INTAKE_REPLIES, STORE_FAILURE_MESSAGE, failure, okAnswer, problemAnswer, sendProblem, wantsHtml, type IntakeAnswer } from './answers';
import type { Outbox } from './delivery';
import { idempotencyKey, submissionId } from './idempotency';
import { formspreePayload, honeypotFilled, isPlainObject, normaliseBody, rawValuesForPage, validSubmission, validateFormspree, type Normalised } from './normalise';
import { spamRecord, type LowDisk } from './spam';
import type { DeliveryState, LeadStore, NewSubmission } from './types';

export const DEFAULT_BODY_LIMIT = 32 * 1024;

export interface IntakeOptions {
  store: LeadStore;
  outbox: Outbox | null;
  bodyLimit: number;
  siteUrl?: string | null;
  rateLimit: { max: number; timeWindowMs: number } | false;
  /** Origins besides the service's own whose pages may post (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Accept the plain Formspree body (ACCEPT_PLAIN_BODY=1). */
  acceptPlainBody?: boolean;
  /** The forms' run-time option lists (the trainers); read from content/data/trainers.yaml when absent. */
  choices?: FormChoices;
  /** While the data directory's disk is low, spam is refused (503) and the room kept for real submissions. */
  lowDisk?: LowDisk | null;
}

interface Intake extends IntakeOptions {
  choices: FormChoices;
  deliveryState: DeliveryState;
}

const PLAIN_BODY_MESSAGE =
  "This form expects the form's own fields (name, email, …), as the site's forms send them. " +
  'A plain {email, subject, message} body is accepted only when the service runs with ACCEPT_PLAIN_BODY=1.';

/** A form's address: any text (GET /f/x answers the site's 404 page for an unknown one). */
const formParams = z.object({ formId: z.string() });

/** A form's address on a post: one of the forms (the route's hook has answered 404 for any other before this is checked). */
const postParams = z.object({ formId: z.enum(FORM_IDS) });

/** A form post's body: an object of fields (its fields are read and checked by normalise.ts). */
const formBody = z.unknown().transform((body, ctx): Record<string, unknown> => {
  if (isPlainObject(body)) return body;
  const message = body === undefined || body === null || body === '' ? 'The request body is empty.' : 'The request body must be a JSON object of form fields.';
  ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  return z.NEVER;
});

const POST_SCHEMA = { params: postParams, body: formBody, response: INTAKE_REPLIES };

/** A form post, its params and body as the route's schemas give them. */
type FormRequest = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, typeof POST_SCHEMA, ZodTypeProvider>;

/** What every row of a post has, whatever becomes of it. */
function receivedBase(request: FastifyRequest, formId: FormId, normalised: Normalised): Pick<NewSubmission, 'id' | 'formId' | 'createdAt' | 'clientIp' | 'userAgent' | 'language'> {
  // Fastify types it a string, but a socket that has already closed has no remote address.
  const ip = request.ip as string | undefined;
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 512) || null;
  return { id: randomUUID(), formId, createdAt: new Date(), clientIp: ip ?? null, userAgent, language: normalised.language };
}

/**
 * A filled honeypot is answered like a success whatever else the post holds. One that passes every
 * other check may be a visitor whose browser autofilled the hidden field: it is stored and delivered,
 * marked as suspected spam (spam: true), never dropped unseen. The rest is kept cut to the form's own
 * fields within their limits.
 */
async function storeTrapped(intake: Intake, request: FormRequest, reply: FastifyReply, normalised: Normalised): Promise<IntakeAnswer> {
  const formId = request.params.formId;
  const body = request.body;
  if (intake.lowDisk && (await intake.lowDisk.isLow())) {
    // Not stored, so not acknowledged either: a visitor whose browser filled the trap is told.
    request.log.warn({ form: formId }, 'spam refused: the disk is low');
    return problemAnswer(request, reply.header('Retry-After', '60'), 503, STORE_FAILURE_MESSAGE);
  }
  const valid = normalised.shape !== 'formspree' || intake.acceptPlainBody ? validSubmission(formId, normalised, intake.choices) : null;
  const received = Number(request.headers['content-length']) || Buffer.byteLength(JSON.stringify(body));
  const base = receivedBase(request, formId, normalised);
  const spam: NewSubmission = valid
    ? { ...base, fields: normalised.values, payload: valid, spam: true, deliveryState: intake.deliveryState, nextAttemptAt: null }
    : { ...base, fields: spamRecord(formId, body, received), payload: {}, spam: true, deliveryState: 'spam', nextAttemptAt: null };
  await intake.store.insert(spam);
  if (valid) {
    request.log.info({ id: spam.id, form: formId, state: intake.deliveryState }, 'suspected spam stored (honeypot filled, otherwise valid): delivered marked as suspected spam');
    kick(intake);
  } else request.log.info({ id: spam.id, form: formId }, 'spam stored (honeypot filled)');
  return okAnswer(request, reply, formId, normalised.language, intake.siteUrl);
}

function kick(intake: Intake): void {
  const outbox = intake.outbox;
  if (outbox) setImmediate(() => outbox.kick());
}

/** The field errors of a post, in the order of the form's fields (the shared validators' and our own checks'). */
function fieldErrors(intake: Intake, formId: FormId, normalised: Normalised): FieldError[] {
  const seen = new Set(normalised.errors.map((e) => e.field));
  if (normalised.shape === 'formspree') return [...normalised.errors, ...validateFormspree(normalised.values).filter((e) => !seen.has(e.field))];
  const words = validationWords(formWords()[normalised.language], formId);
  const errors = [...normalised.errors, ...validateForm(formId, normalised.values, words, intake.choices).errors.filter((e) => !seen.has(e.field))];
  const order: readonly string[] = fieldNames(formId);
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

function refuseFields(intake: Intake, request: FormRequest, reply: FastifyReply, normalised: Normalised, errors: FieldError[]): IntakeAnswer {
  const formId = request.params.formId;
  if (wantsHtml(request)) {
    reply.code(400).header('Content-Security-Policy', LEAD_PAGES_CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return formErrorsPage(formId, rawValuesForPage(formId, request.body), errors, intake.choices, normalised.language);
  }
  reply.code(400).header('Cache-Control', 'no-store');
  return failure(formWords()[normalised.language].common.validationTitle, errors);
}

async function receive(intake: Intake, request: FormRequest, reply: FastifyReply): Promise<IntakeAnswer> {
  const formId = request.params.formId;
  const normalised = normaliseBody(formId, request.body);
  if (honeypotFilled(request.body)) return storeTrapped(intake, request, reply, normalised);
  if (normalised.shape === 'formspree' && !intake.acceptPlainBody) return problemAnswer(request, reply, 400, PLAIN_BODY_MESSAGE);
  const errors = fieldErrors(intake, formId, normalised);
  if (errors.length > 0) return refuseFields(intake, request, reply, normalised, errors);
  const payload = normalised.shape === 'formspree' ? formspreePayload(formId, normalised.values) : buildPayload(formId, normalised.values);
  const key = idempotencyKey(request);
  const submission: NewSubmission = {
    ...receivedBase(request, formId, normalised),
    // With a key, a repeat of the same post is the same row: stored once, answered like the first (its
    // language too: the id is derived from the fields, so a repeat naming another language keeps the first's).
    id: submissionId(formId, key, normalised.values),
    fields: normalised.values,
    payload,
    spam: false,
    deliveryState: intake.deliveryState,
    nextAttemptAt: null,
  };
  await intake.store.insert(submission); // durable before the answer; a failure becomes a 5xx
  request.log.info({ id: submission.id, form: formId, language: submission.language, shape: normalised.shape, state: intake.deliveryState, keyed: key !== null }, 'submission stored');
  kick(intake);
  return okAnswer(request, reply, formId, normalised.language, intake.siteUrl);
}

/** Before the body is read: an unknown form is 404, a post from another site's page 403. */
function guard(intake: Intake) {
  const known = FORM_IDS.join(', ');
  return async (request: FastifyRequest<{ Params: { formId: string } }>, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const formId = request.params.formId;
    if (!isFormId(formId)) return sendProblem(request, reply, 404, `Unknown form "${formId.slice(0, 40)}". Known forms: ${known}.`);
    const refused = crossSiteRefusal(request, { allowedOrigins: intake.allowedOrigins ?? [], siteUrl: intake.siteUrl });
    if (!refused) return undefined;
    request.log.warn({ form: formId, origin: refused.origin.slice(0, 100) }, 'cross-site post refused (list the origin in ALLOWED_ORIGINS if it is yours)');
    return sendProblem(request, reply, 403, crossSiteMessage(refused.origin));
  };
}

export function registerIntake(app: FastifyInstance, options: IntakeOptions): void {
  const intake: Intake = { ...options, choices: options.choices ?? loadFormChoices(), deliveryState: options.outbox ? 'pending' : 'stored' };
  formWords(); // read at start-up: a malformed forms.yaml stops the service here, naming the field
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/f/:formId', { schema: { params: formParams, response: INTAKE_REPLIES } }, async (request, reply) => {
    if (!isFormId(request.params.formId)) {
      await app.sendNotFound(request, reply);
      return undefined;
    }
    reply.code(405).header('Allow', 'POST').header('Cache-Control', 'no-store');
    return failure('Send forms with POST.');
  });
  typed.post(
    '/f/:formId',
    {
      bodyLimit: options.bodyLimit,
      schema: POST_SCHEMA,
      config: options.rateLimit ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } : {},
      onRequest: guard(intake),
    },
    (request, reply) => receive(intake, request, reply),
  );
}
