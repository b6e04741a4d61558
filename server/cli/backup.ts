/**
 * `leads backup FILE` and `leads restore FILE`. With the embedded store, backup asks the running
 * service to write the file (over the control socket), or opens the store itself when the service
 * is stopped; restore fills an empty DATA_DIR (db/restore.ts). With DATABASE_URL both say which
 * PostgreSQL tool does it, with the command to run, and exit with NOT_DONE: no file was written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceConfig } from '../config';
import { BackupRefusedError, type BackupSummary } from '../db/backup';
import { BackupFileError } from '../db/backup-format';
import { StoreLockedError } from '../db/lock';
import { restoreBackup } from '../db/restore';
import { PgliteStore } from '../submissions';
import { openAccess } from './access';
import { CliError, type ParsedCommand } from './args';

/**
 * The exit code when the command did nothing because the store is PostgreSQL: not 0, so that a
 * nightly job that runs `leads backup` against PostgreSQL fails loudly instead of believing it has
 * a backup; not 1, so a script can tell "use pg_dump" from a backup that failed.
 */
const NOT_DONE = 2;

/** A value as one shell word. */
function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** DATABASE_URL without its password (in the user info or a `password` parameter): pg_dump reads it from PGPASSWORD or ~/.pgpass. */
function urlWithoutPassword(databaseUrl: string): { url: string; hadPassword: boolean } {
  const url = new URL(databaseUrl);
  const hadPassword = url.password !== '' || url.searchParams.has('password');
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), hadPassword };
}

/** What `backup` (or `restore`) prints with DATABASE_URL set: the PostgreSQL command that does it. */
export function postgresAdvice(kind: 'backup' | 'restore', databaseUrl: string, file: string): string {
  const { url, hadPassword } = urlWithoutPassword(databaseUrl);
  const command =
    kind === 'backup'
      ? `pg_dump --format=custom --file=${shellWord(file)} ${shellWord(url)}`
      : `pg_restore --clean --if-exists --no-owner --dbname=${shellWord(url)} ${shellWord(file)}`;
  return [
    `The store is PostgreSQL (DATABASE_URL): ${kind === 'backup' ? 'back it up with pg_dump' : 'restore a pg_dump file with pg_restore'}, which ${kind === 'backup' ? 'takes a consistent copy of every table while the service runs' : 'fills the database from it'}:`,
    '',
    `  ${command}`,
    '',
    ...(hadPassword ? ["The URL's password is left out: give it in PGPASSWORD or ~/.pgpass."] : []),
    `Nothing was ${kind === 'backup' ? 'written' : 'restored'} by this command (exit code ${NOT_DONE}).`,
    '',
  ].join('\n');
}

function fileArgument(command: ParsedCommand): string {
  const file = command.positionals[0];
  if (!file) throw new CliError(`${command.name} needs a FILE: npm run leads -- ${command.name} FILE`);
  return path.resolve(file);
}

function tableLines(tables: Record<string, number>): string {
  return Object.entries(tables)
    .map(([name, rows]) => `  ${name.padEnd(28)} ${rows}`)
    .join('\n');
}

/** `leads backup FILE`: the file written (by the running service or by this process), and what it holds. */
export async function runBackup(command: ParsedCommand, config: ServiceConfig, out: (s: string) => void): Promise<number> {
  const file = fileArgument(command);
  if (config.databaseUrl) {
    out(postgresAdvice('backup', config.databaseUrl, file));
    return NOT_DONE;
  }
  if (fs.existsSync(file)) throw new CliError(`${file} exists; a backup never replaces a file. Nothing was written.`);
  const access = await openAccess(config);
  if (!access) throw new CliError(`${path.resolve(config.dataDir)} holds no store yet: there is nothing to back up.`);
  let summary: BackupSummary;
  try {
    summary = await access.backup(file);
  } catch (err) {
    throw new CliError(`backup failed: ${(err as Error).message}`);
  } finally {
    await access.close();
  }
  out(`Backup written: ${summary.file} (${summary.bytes} bytes, taken ${summary.createdAt}${access.viaService ? ' by the running service' : ''})\nRows:\n${tableLines(summary.tables)}\n`);
  return 0;
}

/**
 * Opens the restored copy as the store: the journal replayed, migrations applied. Claims of the
 * outbox in the copy belong to a service that is not there: they are given back, due now, so the
 * restored service sends those submissions at once instead of after the claim's lease.
 */
async function openRestored(dir: string): Promise<{ released: number; submissions: number }> {
  const store = await PgliteStore.open({ dataDir: dir, role: 'cli' });
  try {
    const [{ n: submissions }] = await store.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions');
    const tokens = await store.db.sql.query<{ claim_token: string }>(
      "SELECT DISTINCT claim_token::text AS claim_token FROM submissions WHERE delivery_state = 'pending' AND claim_token IS NOT NULL",
    );
    let released = 0;
    for (const { claim_token } of tokens) released += await store.releaseClaims('all', claim_token);
    return { released, submissions };
  } finally {
    await store.close();
  }
}

/** `leads restore FILE`: an empty DATA_DIR filled from the backup, checked, or a refusal that changed nothing. */
export async function runRestore(command: ParsedCommand, config: ServiceConfig, out: (s: string) => void): Promise<number> {
  const file = fileArgument(command);
  if (config.databaseUrl) {
    out(postgresAdvice('restore', config.databaseUrl, file));
    return NOT_DONE;
  }
  let opened = { released: 0, submissions: 0 };
  try {
    const result = await restoreBackup(file, config.dataDir, async (dir) => {
      opened = await openRestored(dir);
    });
    const { tables } = result.manifest;
    const journaled = opened.submissions - (Object.hasOwn(tables, 'submissions') ? tables.submissions : 0);
    out(
      `Restored ${file} (taken ${result.manifest.createdAt}) into ${result.dataDir}; every table holds the rows the backup lists:\n${tableLines(result.manifest.tables)}\n` +
        (journaled > 0 ? `and ${journaled} submission(s) from the backup's journal (arriving while it was taken; not yet answered then).\n` : '') +
        (opened.released > 0 ? `${opened.released} submission(s) were being sent when the backup was taken: the service sends them again when it starts.\n` : ''),
    );
    return 0;
  } catch (err) {
    if (err instanceof BackupFileError || err instanceof BackupRefusedError || err instanceof StoreLockedError) throw new CliError(err.message);
    throw err;
  }
}
