/** Both stores for tests that run against each: PGlite in a temp dir, PostgreSQL on a temp server. */
import { PgliteStore, PostgresStore, type LeadStore } from '../../../../server/store';
import { freshDataDir, removeDir } from './pglite';
import { IS_CI, PG_BIN, PG_MISSING_MESSAGE, startPostgres } from './postgres';

export interface StoreFixture {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<{ store: LeadStore; cleanup(): Promise<void> }>;
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

/** The fixtures to run; without PostgreSQL binaries only PGlite (and a skip notice), under CI a failure. */
export function storeFixtures(): StoreFixture[] {
  if (PG_BIN) return [PGLITE_FIXTURE, POSTGRES_FIXTURE];
  if (IS_CI) {
    test('PostgreSQL server binaries are installed (required under CI)', () => {
      throw new Error(PG_MISSING_MESSAGE);
    });
  } else {
    // eslint-disable-next-line no-console
    console.warn(PG_MISSING_MESSAGE);
    test.skip(`PostgreSQL store: ${PG_MISSING_MESSAGE}`, () => undefined);
  }
  return [PGLITE_FIXTURE];
}
