/**
 * How the intake answers: JSON for the site's scripts ({ok, next} or {error, errors}), or, for a
 * url-encoded post from a browser that wants HTML (no JavaScript), the service's own pages and a
 * redirect to the thank-you page. INTAKE_REPLIES are the intake's routes' answers by status code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SOURCE_LANGUAGE, type LanguageCode } from '../../src/content/languages';
import type { FieldError, FormId, IntakeFailure, IntakeSuccess } from '../../src/forms';
import { LEAD_PAGES_CSP } from '../http/csp';
import { GYM_EMAIL } from '../http/html';
import { exactly } from '../http/validation';
import { problemPage } from './pages/form-pages';

export const STORE_FAILURE_MESSAGE = `Your submission could not be saved. Please try again in a moment, or contact us directly at ${GYM_EMAIL}`;

const fieldError = exactly<FieldError>()(z.object({ field: z.string(), code: z.custom<FieldError['code']>((v) => typeof v === 'string'), message: z.string() }));
const intakeFailure = exactly<IntakeFailure>()(z.object({ error: z.string(), errors: z.array(fieldError) }));
/** A refusal: {error, errors}, or the page of a browser without JavaScript (text, sent as it is). */
const refusal = z.union([intakeFailure, z.string()]);

/** The answers of the intake's routes by status code (http/validation.ts). */
export const INTAKE_REPLIES = {
  200: exactly<IntakeSuccess>()(z.object({ ok: z.literal(true), next: z.string() })),
  /** To the thank-you page (a browser without JavaScript): no body. */
  303: z.undefined(),
  '4xx': refusal,
  '5xx': refusal,
};

/** What a handler of the intake answers with (or nothing, for the 303). */
export type IntakeAnswer = IntakeSuccess | IntakeFailure | string | undefined;

/** True for a url-encoded post from a browser that wants an HTML page back (no JavaScript). */
export function wantsHtml(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return false;
  const accept = (request.headers.accept ?? '').toLowerCase();
  return accept.includes('text/html');
}

export function failure(error: string, errors: FieldError[] = []): IntakeFailure {
  return { error, errors };
}

/** The thank-you page of the form, in the language of the page it was sent from (English names none). */
function thankYouUrl(formId: FormId, language: LanguageCode, siteUrl?: string | null): string {
  const rel = `/thank-you?form=${formId}${language === SOURCE_LANGUAGE ? '' : `&lang=${language}`}`;
  return siteUrl ? new URL(rel, siteUrl).toString() : rel;
}

/** A refusal's status and headers set on `reply`; its body: the page for a browser without JavaScript, else {error, errors}. */
export function problemAnswer(request: FastifyRequest, reply: FastifyReply, status: number, error: string, errors: FieldError[] = []): IntakeFailure | string {
  reply.code(status);
  if (wantsHtml(request)) {
    const titles: Record<number, string> = { 403: 'This form cannot be sent from another site', 404: 'Form not found', 413: 'Your message is too long', 415: 'The form could not be read', 429: 'Please wait a moment' };
    const title = titles[status] ?? (status >= 500 ? 'Your request could not be saved' : 'The form could not be read');
    reply.header('Content-Security-Policy', LEAD_PAGES_CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return problemPage(title, error);
  }
  reply.header('Cache-Control', 'no-store');
  return failure(error, errors);
}

/** A refusal sent (by the intake's hook and the app's error answers; a handler answers with problemAnswer). */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, error: string, errors: FieldError[] = []): FastifyReply {
  return reply.send(problemAnswer(request, reply, status, error, errors));
}

/** The answer to a stored post (or one answered as if it were): {ok, next}, or the 303 to the thank-you page (its Location set, no body). */
export function okAnswer(request: FastifyRequest, reply: FastifyReply, formId: FormId, language: LanguageCode, siteUrl?: string | null): IntakeSuccess | undefined {
  reply.header('Cache-Control', 'no-store');
  if (wantsHtml(request)) {
    reply.header('location', thankYouUrl(formId, language)).code(303);
    return undefined;
  }
  reply.code(200);
  return { ok: true, next: thankYouUrl(formId, language, siteUrl) };
}
