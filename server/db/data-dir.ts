/**
 * The embedded store's data directory: what is in it decides whether the store may start, and a
 * new database is only ever created where there was none. Nothing here deletes, moves or
 * overwrites anything the service did not create in this run: a directory that looks wrong stops
 * the start with a message saying what is wrong, and every file stays as it was for a person to
 * look at (server/README.md, "When the service refuses its data directory").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fsyncPath, fsyncTree } from './journal';
import { COMPILED_DIR, RUNS_COMPILED, SERVER_DIR } from '../paths';
import { requireReal } from './pglite-runtime';

/** The data directory is not in a state the store may start from; nothing was changed. */
export class DataDirError extends Error {}

const KEPT = 'Nothing was changed: every file is as it was.';
const ADVICE = 'See "When the service refuses its data directory" in server/README.md.';

/** Journal, rotated journal and quarantine files: stored leads that belong to a database. */
const LEAD_FILE = /^(journal(\.\d+)?\.jsonl|quarantine\.jsonl)$/;

/**
 * 'new' when DATA_DIR has no database yet (and nothing that belongs to one), 'existing' when
 * pgdata is a complete PGlite cluster. Anything else throws DataDirError. Call it holding the lock.
 */
export function inspectDataDir(dataDir: string): 'new' | 'existing' {
  const pgdata = path.join(dataDir, 'pgdata');
  let st: fs.Stats;
  try {
    st = fs.statSync(pgdata);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const leads = fs.readdirSync(dataDir).filter((n) => LEAD_FILE.test(n));
    if (leads.length > 0) {
      throw new DataDirError(
        `${dataDir} holds ${leads.join(', ')} but no pgdata directory: the database that goes with them is missing ` +
          `(a partial restore or a damaged disk?). The service does not start an empty database next to them. ${KEPT} ` +
          `Restore pgdata from the same backup. ${ADVICE}`,
      );
    }
    return 'new';
  }
  if (!st.isDirectory()) {
    throw new DataDirError(`${pgdata} is not a directory. ${KEPT} ${ADVICE}`);
  }
  let version: fs.Stats | null = null;
  try {
    version = fs.statSync(path.join(pgdata, 'PG_VERSION'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (!version?.isFile()) {
    const entries = fs.readdirSync(pgdata);
    const what = entries.length === 0 ? 'it is empty' : `it holds ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''})`;
    throw new DataDirError(
      `${pgdata} is not a complete database: its PG_VERSION file is missing and ${what} ` +
        `(a partial restore, a damaged disk, or a directory made by hand?). The service does not start on it ` +
        `and never creates a new database over it. ${KEPT} ${ADVICE}`,
    );
  }
  return 'existing';
}

/** Directories a first start left behind when it was interrupted (they hold no leads; a person may remove them). */
export function leftoverInitDirs(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir)
    .filter((n) => n.startsWith('.pgdata-init-'))
    .map((n) => path.join(dataDir, n));
}

/** The tsx loader, when installed: the child then runs init-cluster.ts (initdb and migrations). */
function tsxLoader(): string | null {
  try {
    return pathToFileURL(path.join(path.dirname(requireReal.resolve('tsx/package.json')), 'dist', 'loader.mjs')).href;
  } catch {
    return null;
  }
}

/**
 * Creates a new PGlite cluster at `pgdata` (which must not exist) in a short-lived child process,
 * inside a new temporary directory renamed into place when complete and on disk: initdb and the
 * first migrations leave a few hundred MB of WebAssembly memory that a long-running service should
 * not keep, and a crash halfway leaves no half-made cluster at `pgdata`. Returns the migrations
 * applied (empty when only initdb could run in the child).
 */
export async function createCluster(pgdata: string): Promise<string[]> {
  const dataDir = path.dirname(pgdata);
  const scratch = fs.mkdtempSync(path.join(dataDir, '.pgdata-init-')); // new in this run: ours to remove
  const tmp = path.join(scratch, 'pgdata');
  try {
    const applied = await runInitChild(tmp, pgdata);
    await fsyncTree(tmp, undefined, { private: true });
    if (fs.existsSync(pgdata)) throw new DataDirError(`${pgdata} appeared while the database was being created. ${KEPT}`);
    fs.renameSync(tmp, pgdata);
    fs.rmdirSync(scratch);
    await fsyncPath(dataDir);
    return applied;
  } catch (err) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
}

function runInitChild(tmp: string, pgdata: string): Promise<string[]> {
  const loader = tsxLoader();
  // The compiled service has init-cluster.js beside it (scripts/build-server.mjs); from the sources, tsx runs the .ts.
  const compiled = path.join(COMPILED_DIR, 'init-cluster.js');
  const script = path.join(SERVER_DIR, 'db', 'init-cluster.ts');
  const args = RUNS_COMPILED && fs.existsSync(compiled)
    ? [compiled, tmp]
    : loader && fs.existsSync(script)
      ? ['--import', loader, script, tmp]
      : [
          '-e',
          `require(${JSON.stringify(requireReal.resolve('@electric-sql/pglite'))}).PGlite.create(${JSON.stringify(tmp)})` +
            '.then((db) => db.close()).then(() => process.exit(0), (e) => { console.error((e && e.stack) || e); process.exit(1); });',
        ];
  return new Promise<string[]>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (status) => {
      if (status !== 0) {
        reject(new Error(`creating the database in ${pgdata} failed: ${stderr.trim() || `exit ${status}`}`));
        return;
      }
      try {
        resolve((JSON.parse(stdout) as { applied: string[] }).applied);
      } catch {
        resolve([]);
      }
    });
  });
}
