/**
 * POST /f/:formId — the form intake.
 *
 * Accepts JSON and url-encoded bodies in three shapes (server/README.md, "Wire format"):
 *   1. our browser's FormSubmission: the section-7 body plus the raw fields under `fields`;
 *   2. raw form fields at the top level (an HTML form posted without JavaScript);
 *   3. a plain Formspree body {email, subject, message, _replyto, _subject} (no `fields`, no `name`),
 *      only with `acceptPlainBody` (ACCEPT_PLAIN_BODY=1): its subject and message are the client's.
 * Posts from another site's pages are refused first (origin.ts).
 * Everything is checked again here: types, control characters, HTML (refused, never stripped
 * silently, so what is stored is what was sent), then the same validators the browser runs.
 * A valid submission is stored before the answer; a filled honeypot (`_gotcha`) is answered like a
 * success and stored as spam, or, when the post passes every other check, as suspected spam that
 * is delivered marked as such (a browser's autofill can fill the hidden field).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_IDS,
  HONEYPOT_FIELD,
  VALIDATION_TOAST_TITLE,
  buildPayload,
  containsHtml,
  fieldDefs,
  fieldNames,
  isEmailAddress,
  isFormId,
  isMultiValue,
  validateForm,
  type FieldError,
  type FormChoices,
  type FormId,
  type FormspreePayload,
  type IntakeFailure,
  type IntakeSuccess,
} from '../src/forms';
import type { Outbox } from './delivery';
import { idempotencyKey, submissionId } from './idempotency';
import { spamRecord, type LowDisk } from './spam';
import { LEAD_PAGES_CSP } from './csp';
import { loadFormChoices } from './form-choices';
import { GYM_EMAIL, formErrorsPage, problemPage } from './html';
import { crossSiteMessage, crossSiteRefusal } from './origin';
import type { DeliveryState, LeadStore, NewSubmission } from './store/types';

export const DEFAULT_BODY_LIMIT = 32 * 1024;

// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface FieldRule {
  noun: string;
  multiline: boolean;
  multi: boolean;
  numeric: boolean;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function rulesFor(formId: FormId): Map<string, FieldRule> {
  return new Map(
    fieldDefs(formId).map((d) => [
      d.name,
      { noun: capitalise(d.noun), multiline: d.kind === 'textarea', multi: isMultiValue(d), numeric: d.kind === 'number' },
    ]),
  );
}

const RULES: Record<FormId, Map<string, FieldRule>> = {
  consultation: rulesFor('consultation'),
  contact: rulesFor('contact'),
  service: rulesFor('service'),
};

/** The Formspree body's own fields and their limits. */
const FORMSPREE_RULES: Record<string, FieldRule & { max: number }> = {
  email: { noun: 'Email', multiline: false, multi: false, numeric: false, max: 254 },
  subject: { noun: 'Subject', multiline: false, multi: false, numeric: false, max: 200 },
  _subject: { noun: 'Subject', multiline: false, multi: false, numeric: false, max: 200 },
  _replyto: { noun: 'Reply-to address', multiline: false, multi: false, numeric: false, max: 254 },
  message: { noun: 'Message', multiline: true, multi: false, numeric: false, max: 10_000 },
  name: { noun: 'Name', multiline: false, multi: false, numeric: false, max: 100 },
};

type Values = Record<string, string | string[]>;

interface Normalised {
  shape: 'fields' | 'raw' | 'formspree';
  values: Values;
  errors: FieldError[];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks one text value: control characters, broken Unicode, HTML. Returns it trimmed, or an error. */
function checkText(field: string, raw: string, rule: FieldRule): { value: string } | { error: FieldError } {
  if ((rule.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(raw) || LONE_SURROGATE.test(raw)) {
    return { error: { field, code: 'control_characters', message: `${rule.noun} contains characters that are not allowed` } };
  }
  if (containsHtml(raw)) {
    return { error: { field, code: 'html', message: `${rule.noun} must not contain HTML` } };
  }
  return { value: raw.trim() };
}

function normaliseValue(field: string, raw: unknown, rule: FieldRule): { value: string | string[] } | { error: FieldError } | null {
  if (raw === undefined || raw === null) return null;
  if (rule.multi) {
    const items = Array.isArray(raw) ? raw : [raw];
    const out: string[] = [];
    for (const item of items) {
      if (typeof item !== 'string') return { error: { field, code: 'type', message: `${rule.noun} must be a list of text values` } };
      const checked = checkText(field, item, rule);
      if ('error' in checked) return checked;
      if (checked.value !== '') out.push(checked.value);
    }
    return { value: out };
  }
  if (rule.numeric && typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw) };
  if (typeof raw !== 'string') {
    return { error: { field, code: 'type', message: `${rule.noun} must be text` } };
  }
  return checkText(field, raw, rule);
}

/** Reads the body into the form's values (shape 1 or 2) or a Formspree body (shape 3). */
export function normaliseBody(formId: FormId, body: Record<string, unknown>): Normalised {
  const errors: FieldError[] = [];
  const values: Values = {};
  let source: Record<string, unknown>;
  let shape: Normalised['shape'];
  if ('fields' in body) {
    if (!isPlainObject(body.fields)) {
      return { shape: 'fields', values, errors: [{ field: 'fields', code: 'type', message: 'fields must be an object of form fields' }] };
    }
    source = body.fields;
    shape = 'fields';
  } else if (!('name' in body) && ('message' in body || 'subject' in body || '_subject' in body)) {
    shape = 'formspree';
    for (const [field, rule] of Object.entries(FORMSPREE_RULES)) {
      const r = normaliseValue(field, body[field], rule);
      if (!r) continue;
      if ('error' in r) errors.push(r.error);
      else if ((r.value as string).length > rule.max) {
        errors.push({ field, code: 'too_long', message: `${rule.noun} must be ${rule.max} characters or fewer` });
      } else values[field] = r.value;
    }
    return { shape, values, errors };
  } else {
    source = body;
    shape = 'raw';
  }
  const rules = RULES[formId];
  for (const field of fieldNames(formId)) {
    const rule = rules.get(field) as FieldRule;
    const r = normaliseValue(field, Object.prototype.hasOwnProperty.call(source, field) ? source[field] : undefined, rule);
    if (!r) continue;
    if ('error' in r) errors.push(r.error);
    else values[field] = r.value;
  }
  return { shape, values, errors };
}

function validateFormspree(values: Values): FieldError[] {
  const errors: FieldError[] = [];
  const email = (values.email as string | undefined) ?? '';
  if (email === '') errors.push({ field: 'email', code: 'required', message: 'Email is required' });
  else if (!isEmailAddress(email)) errors.push({ field: 'email', code: 'invalid', message: 'Please enter a valid email address' });
  const replyTo = (values._replyto as string | undefined) ?? '';
  if (replyTo !== '' && !isEmailAddress(replyTo)) errors.push({ field: '_replyto', code: 'invalid', message: 'Please enter a valid email address' });
  if (((values.message as string | undefined) ?? '') === '') errors.push({ field: 'message', code: 'required', message: 'Message is required' });
  return errors;
}

function formspreePayload(formId: FormId, values: Values): FormspreePayload {
  const v = (k: string): string => (values[k] as string | undefined) ?? '';
  const subject = v('subject') || v('_subject') || `New ${formId} form submission`;
  return { email: v('email'), subject, message: v('message'), _replyto: v('_replyto') || v('email'), _subject: v('_subject') || subject };
}

function honeypotFilled(body: Record<string, unknown>): boolean {
  const check = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false);
  return check(body[HONEYPOT_FIELD]) || (isPlainObject(body.fields) && check(body.fields[HONEYPOT_FIELD]));
}

/** The payload of a post that passes every check (used for one that filled the honeypot); null when it does not. */
function validSubmission(formId: FormId, normalised: Normalised, choices: FormChoices): FormspreePayload | null {
  if (normalised.errors.length > 0) return null;
  if (normalised.shape === 'formspree') return validateFormspree(normalised.values).length === 0 ? formspreePayload(formId, normalised.values) : null;
  return validateForm(formId, normalised.values, choices).errors.length === 0 ? buildPayload(formId, normalised.values) : null;
}

/** True for a url-encoded post from a browser that wants an HTML page back (no JavaScript). */
function wantsHtml(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return false;
  const accept = (request.headers.accept ?? '').toLowerCase();
  return accept.includes('text/html');
}

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

const PLAIN_BODY_MESSAGE =
  "This form expects the form's own fields (name, email, …), as the site's forms send them. " +
  'A plain {email, subject, message} body is accepted only when the service runs with ACCEPT_PLAIN_BODY=1.';

function failure(error: string, errors: FieldError[] = []): IntakeFailure {
  return { error, errors };
}

function thankYouUrl(formId: FormId, siteUrl?: string | null): string {
  const rel = `/thank-you?form=${formId}`;
  return siteUrl ? new URL(rel, siteUrl).toString() : rel;
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, error: string, errors: FieldError[] = []): FastifyReply {
  reply.code(status);
  if (wantsHtml(request)) {
    const titles: Record<number, string> = { 403: 'This form cannot be sent from another site', 404: 'Form not found', 413: 'Your message is too long', 415: 'The form could not be read', 429: 'Please wait a moment' };
    const title = titles[status] ?? (status >= 500 ? 'Your request could not be saved' : 'The form could not be read');
    return reply.header('Content-Security-Policy', LEAD_PAGES_CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(problemPage(title, error));
  }
  return reply.header('Cache-Control', 'no-store').send(failure(error, errors));
}

export const STORE_FAILURE_MESSAGE = `Your submission could not be saved. Please try again in a moment, or contact us directly at ${GYM_EMAIL}`;

export function registerIntake(app: FastifyInstance, options: IntakeOptions): void {
  const { store, outbox } = options;
  const choices = options.choices ?? loadFormChoices();
  const deliveryState: DeliveryState = outbox ? 'pending' : 'stored';
  const known = FORM_IDS.join(', ');

  app.get<{ Params: { formId: string } }>('/f/:formId', async (request, reply) => {
    if (!isFormId(request.params.formId)) return app.sendNotFound(request, reply);
    return reply.code(405).header('Allow', 'POST').header('Cache-Control', 'no-store').send(failure('Send forms with POST.'));
  });

  app.post<{ Params: { formId: string } }>(
    '/f/:formId',
    {
      bodyLimit: options.bodyLimit,
      config: options.rateLimit ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } : {},
      onRequest: async (request, reply) => {
        const formId = request.params.formId;
        if (!isFormId(formId)) {
          return sendProblem(request, reply, 404, `Unknown form "${formId.slice(0, 40)}". Known forms: ${known}.`);
        }
        const refused = crossSiteRefusal(request, { allowedOrigins: options.allowedOrigins ?? [], siteUrl: options.siteUrl });
        if (refused) {
          request.log.warn({ form: formId, origin: refused.origin.slice(0, 100) }, 'cross-site post refused (list the origin in ALLOWED_ORIGINS if it is yours)');
          return sendProblem(request, reply, 403, crossSiteMessage(refused.origin));
        }
      },
    },
    async (request, reply) => {
      const formId = request.params.formId as FormId;
      const body: unknown = request.body;
      if (body === undefined || body === null || (typeof body === 'string' && body === '')) {
        return sendProblem(request, reply, 400, 'The request body is empty.');
      }
      if (!isPlainObject(body)) return sendProblem(request, reply, 400, 'The request body must be a JSON object of form fields.');

      // Fastify types it a string, but a socket that has already closed has no remote address.
      const ip = request.ip as string | undefined;
      const base = {
        id: randomUUID(),
        formId,
        createdAt: new Date(),
        clientIp: ip ?? null,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
      };

      const trapped = honeypotFilled(body);
      const normalised = normaliseBody(formId, body);
      if (trapped) {
        if (options.lowDisk && (await options.lowDisk.isLow())) {
          // Not stored, so not acknowledged either: a visitor whose browser filled the trap is told.
          request.log.warn({ form: formId }, 'spam refused: the disk is low');
          return sendProblem(request, reply.header('Retry-After', '60'), 503, STORE_FAILURE_MESSAGE);
        }
        // A filled honeypot is answered like a success whatever else the post holds. One that passes
        // every other check may be a visitor whose browser autofilled the hidden field: it is stored
        // and delivered, marked as suspected spam (spam: true), never dropped unseen. The rest is kept
        // cut to the form's own fields within their limits.
        const valid = normalised.shape !== 'formspree' || options.acceptPlainBody ? validSubmission(formId, normalised, choices) : null;
        const received = Number(request.headers['content-length']) || Buffer.byteLength(JSON.stringify(body));
        const spam: NewSubmission = valid
          ? { ...base, fields: normalised.values, payload: valid, spam: true, deliveryState, nextAttemptAt: null }
          : { ...base, fields: spamRecord(formId, body, received), payload: {}, spam: true, deliveryState: 'spam', nextAttemptAt: null };
        await store.insert(spam);
        if (valid) {
          request.log.info({ id: spam.id, form: formId, state: deliveryState }, 'suspected spam stored (honeypot filled, otherwise valid): delivered marked as suspected spam');
          if (outbox) setImmediate(() => outbox.kick());
        } else request.log.info({ id: spam.id, form: formId }, 'spam stored (honeypot filled)');
        return respondOk(request, reply, formId);
      }

      if (normalised.shape === 'formspree' && !options.acceptPlainBody) return sendProblem(request, reply, 400, PLAIN_BODY_MESSAGE);
      let errors = normalised.errors;
      if (normalised.shape === 'formspree') {
        const seen = new Set(errors.map((e) => e.field));
        errors = [...errors, ...validateFormspree(normalised.values).filter((e) => !seen.has(e.field))];
      } else {
        const seen = new Set(errors.map((e) => e.field));
        const result = validateForm(formId, normalised.values, choices);
        errors = [...errors, ...result.errors.filter((e) => !seen.has(e.field))];
        // Keep the order of the form's fields.
        const order: readonly string[] = fieldNames(formId);
        errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
      }
      if (errors.length > 0) {
        if (wantsHtml(request)) {
          return reply
            .code(400)
            .header('Content-Security-Policy', LEAD_PAGES_CSP)
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(formErrorsPage(formId, rawValuesForPage(formId, body), errors, choices));
        }
        return reply.code(400).header('Cache-Control', 'no-store').send(failure(VALIDATION_TOAST_TITLE, errors));
      }

      const payload =
        normalised.shape === 'formspree' ? formspreePayload(formId, normalised.values) : buildPayload(formId, normalised.values);
      const key = idempotencyKey(request);
      const submission: NewSubmission = {
        ...base,
        // With a key, a repeat of the same post is the same row: stored once, answered like the first.
        id: submissionId(formId, key, normalised.values),
        fields: normalised.values,
        payload,
        spam: false,
        deliveryState,
        nextAttemptAt: null,
      };
      await store.insert(submission); // durable before the answer; a failure becomes a 5xx
      request.log.info({ id: submission.id, form: formId, shape: normalised.shape, state: deliveryState, keyed: key !== null }, 'submission stored');
      if (outbox) setImmediate(() => outbox.kick());
      return respondOk(request, reply, formId);
    },
  );

  function respondOk(request: FastifyRequest, reply: FastifyReply, formId: FormId): FastifyReply {
    const next = thankYouUrl(formId, options.siteUrl);
    reply.header('Cache-Control', 'no-store');
    if (wantsHtml(request)) return reply.code(303).redirect(thankYouUrl(formId), 303);
    const ok: IntakeSuccess = { ok: true, next };
    return reply.code(200).send(ok);
  }
}

/** What the visitor typed, for the error page (strings only; the page escapes everything). */
function rawValuesForPage(formId: FormId, body: Record<string, unknown>): Record<string, string | string[]> {
  const source = isPlainObject(body.fields) ? body.fields : body;
  const out: Record<string, string | string[]> = {};
  for (const field of fieldNames(formId)) {
    const v = source[field];
    if (typeof v === 'string') out[field] = v;
    else if (Array.isArray(v)) out[field] = v.filter((x): x is string => typeof x === 'string');
    else if (typeof v === 'number') out[field] = String(v);
  }
  return out;
}
