/**
 * A real small file system for tests that fill a disk: a tmpfs of a given size mounted on a temp
 * directory (the tests run as root, as CI does). Unmounted with a bounded wait.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallFs {
  dir: string;
  /** Bytes still free for a file's data. */
  free(): number;
  /** Writes a filler file so that only `leaveBytes` (rounded down to whole pages) stay free. */
  fill(leaveBytes: number): void;
  /** Removes the filler file. */
  unfill(): void;
  unmount(): void;
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 10_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal}): ${r.stderr || r.error?.message || ''}`);
}

export function mountSmallFs(sizeBytes: number, prefix = 'leads-smallfs-'): SmallFs {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0700`, 'tmpfs', dir]);
  } catch (err) {
    fs.rmdirSync(dir);
    throw new Error(`${(err as Error).message}\nThese tests mount a small tmpfs and need root (as CI runs them).`);
  }
  const filler = path.join(dir, 'filler');
  const free = (): number => {
    const st = fs.statfsSync(dir);
    return st.bavail * st.bsize;
  };
  return {
    dir,
    free,
    fill(leaveBytes) {
      const chunk = Buffer.alloc(1 << 20, 0x78);
      const fd = fs.openSync(filler, 'a');
      try {
        for (let todo = free() - leaveBytes; todo > 0; todo = free() - leaveBytes) {
          fs.writeSync(fd, chunk, 0, Math.min(chunk.length, todo));
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    unfill() {
      fs.rmSync(filler, { force: true });
    },
    unmount() {
      const r = spawnSync('umount', [dir], { timeout: 10_000 });
      if (r.status !== 0) spawnSync('umount', ['-l', dir], { timeout: 10_000 });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
