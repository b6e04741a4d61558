/** GET /lead-service.css: the one stylesheet of the service's own pages (html.ts), from the repository's static/ folder. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REVALIDATE } from '../static';
import { anything } from './validation';

export interface StylesheetOptions {
  publicDir: string;
  /** Where lead-service.css lives (the repository's static/ folder). */
  assetsDir?: string;
}

export function registerStylesheet(app: FastifyInstance, options: StylesheetOptions): void {
  // From the repository's static/ folder, or the copy Gatsby puts in public/.
  const candidates = [path.join(options.assetsDir ?? path.resolve('static'), 'lead-service.css'), path.join(options.publicDir, 'lead-service.css')];
  app.get('/lead-service.css', { schema: { querystring: anything } }, async (_request, reply) => {
    const file = candidates.find((f) => fs.existsSync(f));
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', REVALIDATE).type('text/css; charset=utf-8').send(await fs.promises.readFile(file));
  });
}
