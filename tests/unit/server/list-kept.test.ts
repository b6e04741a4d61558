/**
 * `npm run leads -- list` with DATABASE_URL shows what DATA_DIR keeps outside PostgreSQL:
 * the submissions of the service's local journal that the database refused (the quarantine), and
 * those journaled while it could not be reached and not yet stored in it. Real PostgreSQL, real files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../server/cli/main';
import { PostgresStore, type NewSubmission } from '../../../server/submissions';
import { encodeJournalLine } from '../../../server/db/journal';
import { readQuarantine } from '../../../server/db/quarantine';
import { contactLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres, type PgServer } from './helpers/postgres';

jest.setTimeout(60_000);

const lead = (name: string, over: Partial<NewSubmission> = {}): NewSubmission => contactLead(name, { createdAt: new Date('2026-11-20T18:00:00Z'), ...over });

const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'FORWARD_URL'] as const;
const saved: Record<string, string | undefined> = {};
let pgServer: PgServer | undefined;
let dir: string;

beforeAll(async () => {
  for (const k of ENV_KEYS) saved[k] = process.env[k];
  for (const k of ENV_KEYS) Reflect.deleteProperty(process.env, k);
  dir = await freshDataDir('leads-list-kept-');
  if (PG_BIN) pgServer = await startPostgres();
});
afterAll(async () => {
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = saved[k];
  }
  await pgServer?.stop();
  removeDir(dir);
});

test('the PostgreSQL store: refused journal lines and lines still waiting are both in `leads list`', async () => {
  if (!pgServer) throw new Error(PG_MISSING_MESSAGE);
  const fallbackDir = path.join(dir, 'pg-fallback');
  fs.mkdirSync(fallbackDir, { recursive: true });
  // A run that journaled while PostgreSQL was away: one line the database takes, one it refuses.
  const stored = lead('Ana');
  const refused = lead('Bea', { deliveryState: 'bogus' as NewSubmission['deliveryState'] });
  fs.writeFileSync(path.join(fallbackDir, 'journal.2.jsonl'), encodeJournalLine(stored) + encodeJournalLine(refused));
  const store = await PostgresStore.open(pgServer.url, { fallbackDataDir: dir, replayEveryMs: 60_000 });
  try {
    expect(await store.get(stored.id)).not.toBeNull();
  } finally {
    await store.close();
  }
  expect(readQuarantine(dir).map((e) => e.submission?.fields.name)).toEqual(['Bea']);
  // And another run stopped while the database was still away: its journal waits for the next start.
  fs.writeFileSync(path.join(fallbackDir, 'journal.jsonl'), encodeJournalLine(lead('Cy')) + encodeJournalLine(lead('Dot')));

  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = pgServer.url;
  let out = '';
  expect(await runCli(['list'], (s) => (out += s))).toBe(0);
  expect(out).toMatch(/contact {2}English {3}Ana {3}ana@example\.com/);
  expect(out).toContain(`Not stored in the database: 1 submission is kept in ${path.join(dir, 'quarantine.jsonl')}`);
  expect(out).toMatch(/contact {2}Bea <bea@example.com> {2}id [0-9a-f-]{36}: the database refused it/);
  expect(out).toContain(`Waiting in the local journal: 2 submissions received while PostgreSQL could not be reached, kept in ${fallbackDir}`);
});
