/**
 * The data directory holds visitors' personal answers (health questions among them): it and
 * everything in it are for the service's own user only, whatever the umask and whatever PGlite's
 * file layer chooses (it creates its files 0666). Directories 0700, files 0600.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** The mode an entry should have, or null for what is left alone (symbolic links). */
function privateMode(st: fs.Stats): number | null {
  if (st.isSymbolicLink()) return null;
  return st.isDirectory() ? DIR_MODE : FILE_MODE;
}

/** Sets one entry to its private mode when it is not already (no change, no write, otherwise). */
export async function makePrivate(p: string, st: fs.Stats): Promise<void> {
  const mode = privateMode(st);
  if (mode !== null && (st.mode & 0o777) !== mode) await fsp.chmod(p, mode);
}

/** Makes `dir` and everything under it private; returns how many entries were changed. */
async function makeTreePrivate(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (p: string): Promise<void> => {
    const st = await fsp.lstat(p);
    const mode = privateMode(st);
    if (mode !== null && (st.mode & 0o777) !== mode) {
      await fsp.chmod(p, mode);
      changed++;
    }
    if (st.isDirectory()) for (const name of await fsp.readdir(p)) await visit(path.join(p, name));
  };
  await visit(dir);
  return changed;
}

/** What the store keeps in DATA_DIR; anything else there (DATA_DIR may be a shared folder) is left alone. */
const STORE_ENTRY = /^(pgdata|journal(\.\d+)?\.jsonl|quarantine\.jsonl|service\.lock|control\.sock|\.pgdata-init-.+)$/;

/**
 * The store's entries in DATA_DIR made private, and DATA_DIR itself when the service created it
 * (`created`): one it did not create may be a shared folder (or /srv, or a home directory), whose
 * mode is its owner's choice; `warn` says so when it is open to other users. Returns how many
 * entries were changed.
 */
export async function makeStorePrivate(dataDir: string, created = true, warn: (message: string) => void = () => undefined): Promise<number> {
  let changed = 0;
  const st = await fsp.lstat(dataDir);
  if (!created) {
    if ((st.mode & 0o077) !== 0) {
      warn(`store: ${dataDir} is open to other users (mode ${(st.mode & 0o777).toString(8)}); the service made it private only if it created it: \`chmod 700 ${dataDir}\` unless others need it`);
    }
  } else if ((st.mode & 0o777) !== DIR_MODE) {
    await fsp.chmod(dataDir, DIR_MODE);
    changed++;
  }
  for (const name of await fsp.readdir(dataDir)) {
    if (STORE_ENTRY.test(name)) changed += await makeTreePrivate(path.join(dataDir, name));
  }
  return changed;
}
