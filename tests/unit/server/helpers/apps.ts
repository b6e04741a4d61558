/** Apps on one PGlite store for a test file (or describe): each listening on a free loopback port, all closed after its last test. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../../server/app';
import type { LeadStore } from '../../../../server/submissions';
import { listen } from './http';
import { PGLITE_FIXTURE, storeForAll } from './stores';

/**
 * Opens a PGlite store before the first test (`use` receives it) and returns `start`: an app on
 * that store serving `publicDir`, rate limit off unless `options` say otherwise; resolves with its
 * base URL. The apps close, then the store, after the last test.
 */
export function appsOnPglite(publicDir: string, use: (store: LeadStore) => void = () => undefined): (options?: Partial<AppOptions>) => Promise<string> {
  let store: LeadStore | undefined;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
  });
  storeForAll(PGLITE_FIXTURE, (s) => {
    store = s;
    use(s);
  });
  return async (options = {}) => {
    if (!store) throw new Error('start() runs in a test or hook, once the store is open');
    const app = await buildApp({ store, publicDir, rateLimit: false, ...options });
    apps.push(app);
    return listen(app);
  };
}
