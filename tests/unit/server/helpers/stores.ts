/** Both stores for tests that run against each: PGlite in a temp dir, PostgreSQL on a temp server. */
import { PgliteStore, PostgresStore, type LeadStore } from '../../../../server/submissions';
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

const POSTGRES_FIXTURE: StoreFixture = {
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

/**
 * In the describe (or file) it is called in: the fixture's store opened before the first test and
 * closed after the last; `use` receives it before the first test. After-all hooks run in the order
 * they are declared: declare one that must run before the store closes ahead of this call.
 */
export function storeForAll(fixture: StoreFixture, use: (store: LeadStore) => void | Promise<void>): void {
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await fixture.open();
    cleanup = opened.cleanup;
    await use(opened.store);
  });
  afterAll(async () => {
    await cleanup?.();
  });
}
