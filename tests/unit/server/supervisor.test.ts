/**
 * Stopped as a supervisor stops it: the README's start commands, `npm run serve`
 * and `npm start` (with a site already built), run as real child processes and stopped by their
 * own pid with SIGTERM and with SIGINT (what systemd, a container runtime or Ctrl-C sends), leave
 * no process of theirs running, nothing listening on the port and the data directory's lock free:
 * each next run starts on the same DATA_DIR and port, and a last service after them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { REPO_ROOT, startService } from './helpers/service';
import { copySources } from '../../e2e/develop-server';

jest.setTimeout(300_000);

let dataDir: string;
let publicDir: string;
let port: number;
const leftovers = new Set<number>();

beforeAll(async () => {
  dataDir = await freshDataDir('leads-supervisor-');
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-supervisor-public-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="en"><title>Built</title></html>');
  port = await freePort();
});
afterAll(() => {
  // Whatever an old start command left running is ended here, by its pid.
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  removeDir(dataDir);
  removeDir(publicDir);
});

/** Every process below `pid`, from /proc (children's children included). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* ended meanwhile */
    }
  }
  const out: number[] = [];
  const walk = (p: number): void => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function portAnswers(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(p, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

function runCommand(args: string[], cwd = REPO_ROOT, servePublicDir = true): { child: ChildProcess; output: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> } {
  const child = spawn('npm', args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(servePublicDir ? { PUBLIC_DIR: publicDir } : {}),
      LOG_LEVEL: 'info', // the service logs "<signal>: stopping" at info
      RETENTION_DAYS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => out, exited };
}

const RUNS: [string, NodeJS.Signals, string[]][] = [
  ['npm run serve', 'SIGTERM', ['run', 'serve']],
  ['npm run serve', 'SIGINT', ['run', 'serve']],
  ['npm start', 'SIGTERM', ['start']],
  ['npm start', 'SIGINT', ['start']],
];

test.each(RUNS)('%s stopped with %s by its own pid: nothing of it left running, the port closed, the lock free', async (_name, signal, args) => {
  const run = runCommand(args);
  const pid = run.child.pid as number;
  try {
    await waitFor(() => run.output().includes('Lead service listening on'), 120_000, `"npm ${args.join(' ')}" to listen`).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${run.output()}`);
    });
    // The site it serves is the one given (npm start builds only public/, not another PUBLIC_DIR).
    expect(run.output()).toContain(publicDir);
    const tree = descendants(pid);
    for (const p of tree) leftovers.add(p);
    expect(tree.length).toBeGreaterThan(0);
    // The service runs compiled, with plain node: no TypeScript loader in its memory (scripts/build-server.mjs).
    const commands = tree.map((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ').trim());
    expect(commands.some((c) => c.endsWith('node server-dist/main.js'))).toBe(true);
    expect(commands.filter((c) => c.includes('tsx'))).toEqual([]);

    run.child.kill(signal);
    const exit = await Promise.race([run.exited, new Promise<null>((r) => setTimeout(() => r(null), 40_000).unref())]);
    expect(exit).not.toBeNull(); // null: the command did not end within 40 s
    const stillRunning = tree.filter(alive);
    expect(stillRunning.map((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' '))).toEqual([]);
    expect(await portAnswers(port)).toBe(false);
    expect(run.output()).toMatch(new RegExp(`${signal}: stopping`));
  } finally {
    if (alive(pid)) run.child.kill('SIGKILL');
  }
});

test('npm start stopped with SIGTERM while it builds the site: the build and its workers stop too', async () => {
  // A copy of the sources without public/, so npm start builds (node_modules linked, times kept: nothing
  // is installed). Gatsby and its workers run in a process group of their own (scripts/lib.mjs).
  const copy = copySources();
  const run = runCommand(['start'], copy, false);
  const pid = run.child.pid as number;
  const building = (): number[] => descendants(pid).filter((p) => {
    try {
      return /gatsby.*build/.test(fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' '));
    } catch {
      return false;
    }
  });
  try {
    await waitFor(() => building().length > 0, 60_000, 'gatsby build to start').catch((err: unknown) => {
      throw new Error(`${String(err)}\n${run.output()}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // well into the build: its workers started
    const tree = descendants(pid);
    for (const p of tree) leftovers.add(p);
    run.child.kill('SIGTERM');
    const exit = await Promise.race([run.exited, new Promise<null>((r) => setTimeout(() => r(null), 40_000).unref())]);
    expect(exit).not.toBeNull();
    await waitFor(() => tree.filter(alive).length === 0, 5_000, 'every process of the build to end').catch(() => undefined);
    expect(tree.filter(alive).map((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' '))).toEqual([]);
    expect(run.output()).not.toContain('Lead service listening on');
  } finally {
    if (alive(pid)) run.child.kill('SIGKILL');
    removeDir(copy);
  }
});

test('after them a service starts on the same DATA_DIR and port (the lock and the port were left free)', async () => {
  const service = await startService({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir, RETENTION_DAYS: 'off' }, port, 90_000);
  try {
    expect(await portAnswers(port)).toBe(true);
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
  }
});
