/**
 * Restoring a backup (backup-format.ts) into an empty DATA_DIR. The whole file is checked first;
 * then, holding the store's lock, the copy is written into a new directory inside DATA_DIR, opened
 * and counted (every table's rows as the manifest says), opened as the store (`check`: the journal
 * replayed, migrations), and only then moved into place, pgdata last. Whatever fails, DATA_DIR is
 * left as it was found: the new directory is removed, and so is DATA_DIR when this run created it.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BackupRefusedError, countRows } from './backup';
import { decodeBackup, BackupFileError, type BackupManifest } from './backup-format';
import { fsyncPath, fsyncTree } from './journal';
import { acquireLock, type HeldLock } from './lock';
import { DIR_MODE, FILE_MODE } from './modes';
import { openPglite, pgliteDriver } from './pglite-runtime';

/** Entries that are no data: a lock file nobody holds, left by an earlier process. */
const NOT_DATA = new Set(['service.lock']);

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
}

/** DATA_DIR's entries that hold (or may hold) data; empty when DATA_DIR is missing. */
function dataEntries(dataDir: string): string[] {
  try {
    return fs.readdirSync(dataDir).filter((n) => !NOT_DATA.has(n));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

function refuseNonEmpty(dataDir: string): void {
  const entries = dataEntries(dataDir);
  if (entries.length === 0) return;
  throw new BackupRefusedError(
    `${dataDir} is not empty (it holds ${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}): a restore fills only an empty data directory ` +
      'and never replaces a store. Nothing was changed. Move that directory aside (keep it until you are sure nothing in it is needed), or restore into another DATA_DIR.',
  );
}

async function readBackupFile(file: string): Promise<Awaited<ReturnType<typeof decodeBackup>>> {
  let data: Buffer;
  try {
    data = await fsp.readFile(file);
  } catch (err) {
    throw new BackupFileError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return await decodeBackup(data);
  } catch (err) {
    const why = err instanceof BackupFileError ? err.message : `its manifest cannot be read (${(err as Error).message})`;
    throw new BackupFileError(`${file} cannot be restored: ${why}. Nothing was written.`);
  }
}

/** Writes the backup's entries under `dir`, private, and forces them to disk. */
async function writeEntries(dir: string, manifest: BackupManifest, files: Map<string, Buffer>): Promise<void> {
  for (const e of manifest.entries) {
    const target = path.join(dir, ...e.path.split('/'));
    if (e.type === 'dir') await fsp.mkdir(target, { recursive: true, mode: DIR_MODE });
    else await fsp.writeFile(target, files.get(e.path) ?? Buffer.alloc(0), { mode: FILE_MODE, flag: 'wx' });
  }
  await fsyncTree(dir);
}

/** Opens the restored database on its own and compares every table's rows with the manifest. */
async function checkCounts(pgdata: string, manifest: BackupManifest): Promise<void> {
  const pg = await openPglite(pgdata);
  let counts: Record<string, number>;
  try {
    counts = await countRows(pgliteDriver(pg));
  } finally {
    await pg.close();
  }
  const names = new Set([...Object.keys(counts), ...Object.keys(manifest.tables)]);
  const wrong = [...names].filter((t) => counts[t] !== manifest.tables[t]);
  if (wrong.length > 0) {
    const said = wrong.map((t) => `${t}: ${counts[t] ?? 'missing'} row(s), the manifest says ${manifest.tables[t] ?? 'none'}`).join('; ');
    throw new BackupFileError(`the restored database does not hold what the backup's manifest lists (${said}). Nothing was kept.`);
  }
}

/** Moves the checked copy into DATA_DIR: the files beside pgdata first, pgdata (which makes it a store) last. */
async function moveIntoPlace(scratch: string, dataDir: string): Promise<void> {
  const names = fs.readdirSync(scratch).filter((n) => n !== 'service.lock' && n !== 'control.sock' && n !== 'pgdata');
  for (const name of [...names, 'pgdata']) await fsp.rename(path.join(scratch, name), path.join(dataDir, name));
  await fsyncPath(dataDir);
}

/**
 * Restores `file` into `dataDir`, which must be empty or missing. `check` opens the restored copy as
 * the store (in the directory it is given) before it is moved into place.
 */
export async function restoreBackup(file: string, dataDir: string, check: (dir: string) => Promise<void>): Promise<RestoreResult> {
  const target = path.resolve(dataDir);
  refuseNonEmpty(target);
  const { manifest, files } = await readBackupFile(path.resolve(file));
  const created = fs.mkdirSync(target, { recursive: true, mode: DIR_MODE });
  let lock: HeldLock | null = null;
  let scratch: string | null = null;
  try {
    lock = await acquireLock(target, 'cli');
    refuseNonEmpty(target);
    scratch = fs.mkdtempSync(path.join(target, '.restore-'));
    await writeEntries(scratch, manifest, files);
    await checkCounts(path.join(scratch, 'pgdata'), manifest);
    await check(scratch);
    await moveIntoPlace(scratch, target);
    return { dataDir: target, manifest };
  } catch (err) {
    if (created !== undefined) {
      lock?.release();
      lock = null;
      fs.rmSync(created, { recursive: true, force: true });
    }
    throw err;
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    lock?.release();
  }
}
