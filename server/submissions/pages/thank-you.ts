/**
 * GET /thank-you: where a form posted without JavaScript is sent on (303) once stored. A page the site
 * builds at /thank-you wins; without one, the service's own thank-you page (form-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOURCE_LANGUAGE, isLanguageCode } from '../../../src/content/languages';
import { isFormId } from '../../../src/forms';
import { LEAD_PAGES_CSP } from '../../http/csp';
import type { ZodTypeProvider } from '../../http/validation';
import { REVALIDATE } from '../../static';
import { thankYouPage } from './form-pages';

/**
 * Which form the thank-you page thanks for: one of ours, else none (the page then speaks generally); and in
 * which language (the page the form was sent from, `lang`), English when it names none of the site's.
 */
const thankYouQuery = z.object({
  form: z.unknown().transform((v) => (typeof v === 'string' && isFormId(v) ? v : undefined)),
  lang: z.unknown().transform((v) => (isLanguageCode(v) ? v : SOURCE_LANGUAGE)),
});

export function registerThankYouPage(app: FastifyInstance, options: { publicDir: string }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/thank-you', { schema: { querystring: thankYouQuery } }, async (request, reply) => {
    const built = path.join(options.publicDir, 'thank-you', 'index.html');
    if (fs.existsSync(built)) {
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(await fs.promises.readFile(built));
    }
    const { form, lang } = request.query;
    return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', LEAD_PAGES_CSP).type('text/html; charset=utf-8').send(thankYouPage(form, lang));
  });
}
