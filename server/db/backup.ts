/**
 * An online backup of the embedded store (format: backup-format.ts). The copy is taken inside one
 * PGlite transaction (PgliteDatabase.exclusive): every other query of the service waits meanwhile,
 * so the row counts and the files copied show one state of the database. A CHECKPOINT first
 * writes every committed change into the table files; WAL is copied as well, so the copy opens
 * like a database after a crash would, with nothing to recover.
 *
 * A submission is answered only once its INSERT has returned (intake.ts, pglite.ts), so every
 * submission acknowledged before the copy began is in the copied database. The journal files go
 * with it all the same: lines the service keeps for its next start (an insert that failed for a
 * reason other than the row) are stored data too, replayed when the copy is restored, as are the
 * quarantine's lines.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { encodeBackup, type BackupEntry, type BackupManifest } from './backup-format';
import { fsyncPath, writeFully } from './journal';
import type { PgliteDatabase } from './pglite';
import type { SqlDriver } from './types';

/** A backup or restore refused before anything was written (an existing file, a data directory that holds data). */
export class BackupRefusedError extends Error {}

/** Journal, rotated journal and quarantine files: the store's files beside pgdata. */
const LEAD_FILE = /^(journal(\.\d+)?\.jsonl|quarantine\.jsonl)$/;

export interface BackupSummary {
  file: string;
  bytes: number;
  createdAt: string;
  tables: Record<string, number>;
}

/** Rows of every table in the database's public schema, by name. */
export async function countRows(sql: SqlDriver): Promise<Record<string, number>> {
  const tables = await sql.query<{ tablename: string }>("SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename.replace(/"/g, '""')}"`);
    counts[tablename] = row.n;
  }
  return counts;
}

/** Reads a file of the store; null when it is gone (a journal file its compaction removed meanwhile). */
async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Every directory and file under `dataDir/pgdata`, and the journal and quarantine files. Read
 * without blocking the event loop: the service goes on accepting requests meanwhile, and PGlite's
 * files do not change, since PGlite writes them only while a query runs and every query waits for
 * the caller's transaction. A journal file compacted away meanwhile held lines already in pgdata.
 */
async function readStoreFiles(dataDir: string): Promise<{ entries: BackupEntry[]; files: Buffer[] }> {
  const entries: BackupEntry[] = [];
  const walk = async (rel: string): Promise<void> => {
    entries.push({ path: rel, type: 'dir' });
    const children = (await fsp.readdir(path.join(dataDir, rel), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of children) {
      if (e.isDirectory()) await walk(`${rel}/${e.name}`);
      else if (e.isFile()) entries.push({ path: `${rel}/${e.name}`, type: 'file' });
    }
  };
  await walk('pgdata');
  for (const name of (await fsp.readdir(dataDir)).filter((n) => LEAD_FILE.test(n)).sort()) entries.push({ path: name, type: 'file' });
  const read = new Map<string, Buffer | null>();
  const wanted = entries.filter((e) => e.type === 'file');
  // A few at a time: libuv's thread pool has four threads.
  for (let i = 0; i < wanted.length; i += 4) {
    await Promise.all(wanted.slice(i, i + 4).map(async (e) => read.set(e.path, await readIfThere(path.join(dataDir, e.path)))));
  }
  const gone = wanted.filter((e) => read.get(e.path) === null).map((e) => e.path);
  if (gone.some((p) => p.startsWith('pgdata/'))) throw new Error(`database files disappeared while they were copied (${gone.join(', ')}); nothing was written`);
  const kept = entries.filter((e) => !gone.includes(e.path));
  const files: Buffer[] = [];
  for (const e of kept) {
    const data = read.get(e.path);
    if (!data) continue;
    e.size = data.length;
    files.push(data);
  }
  return { entries: kept, files };
}

/** Writes `data` to a new file at `target`: a temporary file beside it, synced, then linked (never replacing a file). */
async function writeNewFile(target: string, data: Buffer): Promise<void> {
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.tmp-${crypto.randomUUID().slice(0, 8)}`);
  const fh = await fsp.open(tmp, 'wx', 0o600);
  try {
    try {
      await writeFully(fh, data);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await fsp.link(tmp, target).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupRefusedError(`${target} exists; a backup never replaces a file. Nothing was written.`);
      throw err;
    });
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  await fsyncPath(dir);
}

/** Takes a consistent copy of the open store and writes it to `file`, a new file; the manifest written. */
export async function writeBackup(db: PgliteDatabase, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupRefusedError(`${target} exists; a backup never replaces a file. Nothing was written.`);
  const createdAt = new Date().toISOString();
  const snapshot = await db.exclusive(async (sql) => {
    await sql.exec('CHECKPOINT');
    const [{ server_version: postgresVersion }] = await sql.query<{ server_version: string }>('SHOW server_version');
    const tables = await countRows(sql);
    return { postgresVersion, tables, ...(await readStoreFiles(db.dataDir)) };
  });
  const { data, manifest } = await encodeBackup(
    { createdAt, source: db.dataDir, postgresVersion: snapshot.postgresVersion, tables: snapshot.tables, entries: snapshot.entries },
    snapshot.files,
  );
  await writeNewFile(target, data);
  return summaryOf(target, data.length, manifest);
}

function summaryOf(file: string, bytes: number, manifest: BackupManifest): BackupSummary {
  return { file, bytes, createdAt: manifest.createdAt, tables: manifest.tables };
}
