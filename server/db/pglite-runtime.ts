/**
 * How PGlite is loaded and started, shared by the store (pglite.ts) and the cluster-creating
 * child process (init-cluster.ts).
 */
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import type { SqlDriver } from './types';

/**
 * PGlite is loaded through Node's own `require` (process.getBuiltinModule bypasses a test
 * runner's module system): its CommonJS build calls `import()` for Node's built-in modules, which
 * a `vm`-based runner such as Jest cannot serve without experimental flags. Under plain Node or
 * tsx this is the same as a normal import.
 */
const realModule = process.getBuiltinModule('node:module');
export const requireReal = realModule.createRequire(__filename);
export const { PGlite } = requireReal('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
export type PGlite = PGliteInstance;

/**
 * Postgres settings for a small, single-user database: 16 MB of shared buffers instead of 128 MB
 * keeps the service around 120 MB lighter, and this table never needs more.
 */
function startParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
  return [...defaults, '-c', 'shared_buffers=16MB'];
}

export function openPglite(pgdata: string): Promise<PGlite> {
  return PGlite.create(pgdata, { startParams: startParams() });
}

export function pgliteDriver(pg: PGlite): SqlDriver {
  return {
    query: async <R>(sql: string, params?: readonly unknown[]) => (await pg.query<R>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
  };
}
