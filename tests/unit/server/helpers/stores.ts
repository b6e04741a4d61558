/** Both stores for tests that run against each: PGlite in a temp dir, PostgreSQL on a temp server. */
import { PgliteStore, PostgresStore, type LeadStore } from '../../../../server/store';
import { freshDataDir, removeDir } from './pglite';
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres } from './postgres';

export interface StoreFixture {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<{ store: LeadStore; cleanup: () => Promise<void> }>;
}

export const PGLITE_FIXTURE: StoreFixture = {
  name: 'PGlite',
  async open() {
    const dir = await freshDataDir();
    const store = await PgliteStore.open({ dataDir: dir, role: 'test' });
    return {
      store,
      async cleanup() {
        await store.close().catch(() => undefined);
        removeDir(dir);
      },
    };
  },
};

export const POSTGRES_FIXTURE: StoreFixture = {
  name: 'PostgreSQL',
  async open() {
    const server = await startPostgres();
    const store = await PostgresStore.open(server.url);
    return {
      store,
      async cleanup() {
        await store.close().catch(() => undefined);
        await server.stop();
      },
    };
  },
};

/** The fixtures to run; without PostgreSQL binaries only PGlite, plus a failing test saying how to install them. */
export function storeFixtures(): StoreFixture[] {
  if (PG_BIN) return [PGLITE_FIXTURE, POSTGRES_FIXTURE];
  test('PostgreSQL server binaries are installed (npm test installs them where it can)', () => {
    throw new Error(PG_MISSING_MESSAGE);
  });
  return [PGLITE_FIXTURE];
}
