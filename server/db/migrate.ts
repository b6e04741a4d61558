/** Runs server/db/migrations/*.sql in name order, each once, each in a transaction. */
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../paths';
import type { SqlDriver } from './types';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'db', 'migrations');

export interface Migration {
  version: string;
  sql: string;
}

function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** Applies the migrations that have not run yet; returns the versions applied now. */
export async function migrate(db: SqlDriver, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    // One transaction per file: a failing migration leaves no half-applied schema behind.
    try {
      await db.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migrations (version) VALUES ('${m.version.replace(/'/g, "''")}');\nCOMMIT;`);
    } catch (err) {
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${m.version} failed: ${(err as Error).message}`);
    }
    applied.push(m.version);
  }
  return applied;
}
