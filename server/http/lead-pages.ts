/**
 * The lead service's own stylesheet and its thank-you page for posts without JavaScript (a page
 * the site builds at /thank-you wins).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOURCE_LANGUAGE, isLanguageCode } from '../../src/content/languages';
import { isFormId } from '../../src/forms';
import { LEAD_PAGES_CSP } from './csp';
import { thankYouPage } from './html';
import { REVALIDATE } from '../static';
import { anything } from './validation';

export interface LeadPagesOptions {
  publicDir: string;
  /** Where lead-service.css lives (the repository's static/ folder). */
  assetsDir?: string;
}

/**
 * Which form the thank-you page thanks for: one of ours, else none (the page then speaks generally); and in
 * which language (the page the form was sent from, `lang`), English when it names none of the site's.
 */
const thankYouQuery = z.object({
  form: z.unknown().transform((v) => (typeof v === 'string' && isFormId(v) ? v : undefined)),
  lang: z.unknown().transform((v) => (isLanguageCode(v) ? v : SOURCE_LANGUAGE)),
});

export function registerLeadPages(app: FastifyInstance, options: LeadPagesOptions): void {
  // From the repository's static/ folder, or the copy Gatsby puts in public/.
  const cssCandidates = [path.join(options.assetsDir ?? path.resolve('static'), 'lead-service.css'), path.join(options.publicDir, 'lead-service.css')];
  app.get('/lead-service.css', { schema: { querystring: anything } }, async (_request, reply) => {
    const file = cssCandidates.find((f) => fs.existsSync(f));
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', REVALIDATE).type('text/css; charset=utf-8').send(await fs.promises.readFile(file));
  });
  app.get('/thank-you', { schema: { querystring: thankYouQuery } }, async (request, reply) => {
    const built = path.join(options.publicDir, 'thank-you', 'index.html');
    if (fs.existsSync(built)) {
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(await fs.promises.readFile(built));
    }
    const { form, lang } = request.query as z.output<typeof thankYouQuery>;
    return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', LEAD_PAGES_CSP).type('text/html; charset=utf-8').send(thankYouPage(form, lang));
  });
}
