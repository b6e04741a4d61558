/**
 * Starts a real PostgreSQL server for a test file: initdb on a temp directory, a free port,
 * run as the `postgres` user when the tests run as root (PostgreSQL refuses root).
 *
 * Binaries: /usr/lib/postgresql/<version>/bin (highest version), or PG_BIN. When they are absent
 * the PostgreSQL tests are skipped with a message, except under CI=true, where that is a failure.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net';

function findPgBin(): string | null {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export const PG_BIN = findPgBin();
export const PG_MISSING_MESSAGE =
  'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (or PG_BIN): the PostgreSQL store tests cannot run. ' +
  'Install them (Debian: apt-get install postgresql; npm test does this itself when run as root).';

export interface PgServer {
  url: string;
  port: number;
  dir: string;
  /** Stops the server (fast shutdown: connections are closed), keeping its data; `start()` starts it again on the same port. */
  halt(): void;
  start(): void;
  stop(): Promise<void>;
}

function asPostgres(cmd: string, args: string[]): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', cmd, ...args] : [cmd, ...args];
}

function run(cmd: string, args: string[]): void {
  const [c, ...a] = asPostgres(cmd, args);
  const r = spawnSync(c, a, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${[c, ...a].join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
}

/**
 * pg_ctl runs the server in a session of its own, so when the process that started it ends without stopping it
 * (Ctrl-C on `npm test` or a bench, a supervisor's SIGTERM, a Jest worker killed) it would run on, orphaned, with
 * its directory. Each server therefore gets a watchdog in a session of its own, out of reach of the terminal's
 * signals: a shell that reads a pipe this process holds open, and stops the server and removes its directory once
 * the pipe closes, which the kernel does however this process ends. A listener for the signals could not do it:
 * Jest gives each test file a copy of `process` that real signals never reach, and SIGKILL has no listener.
 */
function watchOver(dir: string, stopCommand: string[]): () => void {
  const script = 'cat >/dev/null; if [ -d "$0" ]; then "$@" >/dev/null 2>&1; rm -rf "$0"; fi';
  const watchdog = spawn('sh', ['-c', script, dir, ...stopCommand], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  // Closing the pipe sets the watchdog off; once the server is stopped and its directory gone, it finds nothing to do.
  return () => watchdog.stdin.destroy();
}

export async function startPostgres(): Promise<PgServer> {
  if (!PG_BIN) throw new Error(PG_MISSING_MESSAGE);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  run(path.join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const bin = PG_BIN;
  const start = (): void =>
    run(path.join(bin, 'pg_ctl'), [
      '-D', data,
      '-l', path.join(dir, 'server.log'),
      '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
  const stopArgs = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  const release = watchOver(dir, asPostgres(path.join(bin, 'pg_ctl'), stopArgs));
  const stopNow = (): void => {
    try {
      run(path.join(bin, 'pg_ctl'), stopArgs);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      release();
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    halt: () => run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    start,
    stop: () => Promise.resolve().then(stopNow),
  };
}

/**
 * A describe block that needs PostgreSQL: without its binaries, a failing test saying how to install them
 * instead of a silent skip (as storeFixtures does).
 */
export function describePostgres(name: string, fn: () => void): void {
  if (PG_BIN) {
    describe(name, fn);
    return;
  }
  test(`${name}: PostgreSQL server binaries are installed (npm test installs them where it can)`, () => {
    throw new Error(PG_MISSING_MESSAGE);
  });
}
