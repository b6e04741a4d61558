/**
 * The app's own error answers, outside the staff API (which has its own): a form post (/f/…) is
 * answered as the intake answers (JSON {error, errors}, or its HTML page for a browser without
 * JavaScript), with the texts the site shows; anything else in plain text. While the app closes, a
 * request that still arrives on an open connection gets a 503 before any other hook.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorAnswers {
  /** Largest accepted form body in bytes (named in the 413's text). */
  bodyLimit: number;
  /** How a form post's refusal is answered (the intake's sendProblem). */
  formProblem(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply;
  /** What a form post is told when it could not be stored. */
  storeFailure: string;
}

const isForm = (request: FastifyRequest): boolean => request.url.startsWith('/f/');

/** The text a form post is told for an error Fastify or a plugin raised. */
function formMessage(error: FastifyError, status: number, answers: ErrorAnswers): string {
  if (status === 413) return `The form is too large (the limit is ${Math.round(answers.bodyLimit / 1024)} KB). Please shorten your answers.`;
  if (status === 415) return 'Unsupported content type. Send the form as application/json or application/x-www-form-urlencoded.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  // Also what `__proto__` / `constructor.prototype` keys get: Fastify's parser refuses them as invalid JSON.
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'The request body is not valid JSON.';
  return status >= 500 ? answers.storeFailure : error.message;
}

function refuseWhileClosing(app: FastifyInstance, answers: ErrorAnswers): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store');
    if (isForm(request)) return answers.formProblem(request, reply, 503, answers.storeFailure);
    return reply.type('text/plain; charset=utf-8').send('The service is restarting. Please try again in a moment.');
  });
}

export function registerErrorAnswers(app: FastifyInstance, answers: ErrorAnswers): void {
  refuseWhileClosing(app, answers);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    if (isForm(request)) return answers.formProblem(request, reply, status, formMessage(error, status, answers));
    return reply.code(status).type('text/plain; charset=utf-8').send(status >= 500 ? 'Internal Server Error' : error.message);
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (isForm(request)) return answers.formProblem(request, reply, 404, 'Unknown form address. Forms are sent to /f/consultation, /f/contact or /f/service.');
    return app.sendNotFound(request, reply);
  });
}
