/**
 * One process at a time may open the embedded store: PGlite is a single-process database and two
 * writers would corrupt it. The owner writes `service.lock` in DATA_DIR with its pid and, for the
 * running service, the path of its control socket, which the `leads` command uses meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  role: 'service' | 'cli' | 'test';
  socket: string | null;
  startedAt: string;
}

export class StoreLockedError extends Error {
  constructor(readonly info: LockInfo, readonly lockPath: string) {
    super(
      `The data directory is in use by another process (pid ${info.pid}, ${info.role}, since ${info.startedAt}). ` +
        `If no such process runs, delete ${lockPath}.`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'service.lock');
}

/** Lock files held by this process (a pid in a lock file may be ours after a restart in a container). */
const heldHere = new Set<string>();

/** The current lock, if a live process (or another store of this process) holds it. */
export function readLock(dataDir: string): LockInfo | null {
  const file = lockPath(dataDir);
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    if (typeof info.pid !== 'number') return null;
    if (info.pid === process.pid) return heldHere.has(path.resolve(file)) ? info : null;
    return alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export interface HeldLock {
  info: LockInfo;
  update(patch: Partial<LockInfo>): void;
  release(): void;
}

export function acquireLock(dataDir: string, role: LockInfo['role']): HeldLock {
  const file = lockPath(dataDir);
  const info: LockInfo = { pid: process.pid, role, socket: null, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx' });
      heldHere.add(path.resolve(file));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(dataDir);
      if (holder) throw new StoreLockedError(holder, file);
      fs.rmSync(file, { force: true }); // stale: its process is gone (e.g. killed with -9)
    }
  }
  if (!heldHere.has(path.resolve(file))) throw new Error(`Could not take the lock ${file}`);
  return {
    info,
    update(patch) {
      Object.assign(info, patch);
      fs.writeFileSync(file, JSON.stringify(info));
    },
    release() {
      heldHere.delete(path.resolve(file));
      try {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
        if (current.pid === process.pid) fs.rmSync(file, { force: true });
      } catch {
        /* already gone */
      }
    },
  };
}
