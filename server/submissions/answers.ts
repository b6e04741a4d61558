/**
 * How the intake answers: JSON for the site's scripts ({ok, next} or {error, errors}), or, for a
 * url-encoded post from a browser that wants HTML (no JavaScript), the service's own pages and a
 * redirect to the thank-you page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOURCE_LANGUAGE, type LanguageCode } from '../../src/content/languages';
import type { FieldError, FormId, IntakeFailure, IntakeSuccess } from '../../src/forms';
import { LEAD_PAGES_CSP } from '../http/csp';
import { GYM_EMAIL } from '../http/html';
import { problemPage } from './pages/form-pages';

export const STORE_FAILURE_MESSAGE = `Your submission could not be saved. Please try again in a moment, or contact us directly at ${GYM_EMAIL}`;

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

export function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number, error: string, errors: FieldError[] = []): FastifyReply {
  reply.code(status);
  if (wantsHtml(request)) {
    const titles: Record<number, string> = { 403: 'This form cannot be sent from another site', 404: 'Form not found', 413: 'Your message is too long', 415: 'The form could not be read', 429: 'Please wait a moment' };
    const title = titles[status] ?? (status >= 500 ? 'Your request could not be saved' : 'The form could not be read');
    return reply.header('Content-Security-Policy', LEAD_PAGES_CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(problemPage(title, error));
  }
  return reply.header('Cache-Control', 'no-store').send(failure(error, errors));
}

/** The answer to a stored post (or one answered as if it were): the thank-you page or {ok, next}. */
export function respondOk(request: FastifyRequest, reply: FastifyReply, formId: FormId, language: LanguageCode, siteUrl?: string | null): FastifyReply {
  reply.header('Cache-Control', 'no-store');
  if (wantsHtml(request)) return reply.code(303).redirect(thankYouUrl(formId, language), 303);
  const ok: IntakeSuccess = { ok: true, next: thankYouUrl(formId, language, siteUrl) };
  return reply.code(200).send(ok);
}
