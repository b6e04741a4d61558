/**
 * One process at a time may open the embedded store: PGlite is a single-process database and two
 * writers would corrupt it.
 *
 * The lock is a kernel lock, not a process id in a file: `DATA_DIR/service.lock` is opened and an
 * exclusive open-file-description lock (fcntl F_OFD_SETLK, through fs-native-extensions) is taken
 * on it. The kernel holds it for as long as the file stays open and drops it when the holder closes
 * it or dies in any way (kill -9, a crash, a zombie waiting for its parent): a lock of a process that
 * no longer runs never blocks, and a lock of a live one cannot be taken over, whatever its process
 * id and from whichever pid namespace or container sharing the volume. The file is never deleted
 * (deleting a lock file lets two processes lock two different files of the same name).
 *
 * Its content is information only: the holder's pid, role, host name and, for the running service,
 * the path of its control socket, which the `leads` command uses meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export interface LockInfo {
  pid: number;
  role: 'service' | 'cli' | 'test';
  socket: string | null;
  startedAt: string;
  /** The holder's host name (a container's own): process ids of another container mean nothing here. */
  host?: string;
}

export class StoreLockedError extends Error {
  constructor(
    /** What the holder wrote into the lock file; null when it could not be read. */
    readonly info: LockInfo | null,
    readonly lockPath: string,
  ) {
    const who = info ? ` (${info.role}, pid ${info.pid}${info.host ? ` on host ${info.host}` : ''}, since ${info.startedAt})` : '';
    super(
      `The data directory ${path.dirname(lockPath)} is in use by another running process${who}. ` +
        'The operating system holds this lock for that process and releases it as soon as the process ends; ' +
        'deleting the lock file does not release it.',
    );
  }
}

function lockPath(dataDir: string): string {
  return path.join(dataDir, 'service.lock');
}

const OPEN_FLAGS = fs.constants.O_RDWR | fs.constants.O_NOFOLLOW;

/** The first line of the lock file as LockInfo, or null. */
function readInfo(file: string): LockInfo | null {
  try {
    const first = fs.readFileSync(file, 'utf8').split('\n')[0];
    const info = JSON.parse(first) as LockInfo;
    return typeof info.pid === 'number' ? info : null;
  } catch {
    return null;
  }
}

/**
 * Writes the information line without an empty moment: the new line over the old bytes, then the
 * file cut after it (a reader takes the first line only).
 */
function writeInfo(fd: number, info: LockInfo): void {
  const data = Buffer.from(`${JSON.stringify(info)}\n`, 'utf8');
  let done = 0;
  while (done < data.length) done += fs.writeSync(fd, data, done, data.length - done, done);
  fs.ftruncateSync(fd, data.length);
}

/**
 * The current holder, when a live process (or another open store of this process) holds the lock;
 * null when nobody does. Takes the lock for an instant to find out: acquireLock waits a moment
 * for such a probe instead of failing.
 */
export function readLock(dataDir: string): LockInfo | null {
  const file = lockPath(dataDir);
  let fd: number;
  try {
    fd = fs.openSync(file, OPEN_FLAGS);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    if (tryLock(fd)) {
      unlock(fd);
      return null;
    }
    return readInfo(file) ?? { pid: 0, role: 'service', socket: null, startedAt: 'unknown' };
  } finally {
    fs.closeSync(fd);
  }
}

export interface HeldLock {
  info: LockInfo;
  readonly path: string;
  update(patch: Partial<LockInfo>): void;
  release(): void;
}

/** How long acquireLock retries when the lock is taken (a `leads` command probing it holds it for microseconds). */
const PROBE_GRACE_MS = 300;

export async function acquireLock(dataDir: string, role: LockInfo['role']): Promise<HeldLock> {
  const file = lockPath(dataDir);
  const fd = fs.openSync(file, OPEN_FLAGS | fs.constants.O_CREAT, 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    const deadline = Date.now() + PROBE_GRACE_MS;
    while (!tryLock(fd)) {
      if (Date.now() >= deadline) throw new StoreLockedError(readInfo(file), file);
      await new Promise((r) => setTimeout(r, 15));
    }
  } catch (err) {
    fs.closeSync(fd);
    throw err;
  }
  const info: LockInfo = { pid: process.pid, role, socket: null, startedAt: new Date().toISOString(), host: os.hostname() };
  let released = false;
  try {
    writeInfo(fd, info);
  } catch (err) {
    fs.closeSync(fd); // closing drops the lock
    throw err;
  }
  return {
    info,
    path: file,
    update(patch) {
      if (released) return;
      Object.assign(info, patch);
      writeInfo(fd, info);
    },
    release() {
      if (released) return;
      released = true;
      try {
        fs.ftruncateSync(fd, 0); // no stale information for a person reading the file
      } catch {
        /* the lock goes with the close below all the same */
      }
      fs.closeSync(fd);
    },
  };
}
