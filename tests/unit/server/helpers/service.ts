/** Runs `server/main.ts` as a real child process (one node process: `node --import tsx`, so a signal reaches the server itself). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './net';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

export interface ServiceProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SpawnOptions {
  /** A command the service runs under, e.g. ['unshare', '--pid', '--fork', '--mount-proc']. */
  wrap?: string[];
  /** Run the compiled service (server-dist/main.js, as npm start runs it; build it first) instead of the sources. */
  compiled?: boolean;
}

function spawnService(env: Record<string, string>, port: number, options: SpawnOptions = {}): Omit<ServiceProcess, 'port'> {
  const entry = options.compiled ? ['server-dist/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const [cmd, ...args] = [...(options.wrap ?? []), process.execPath, ...entry];
  const child = spawn(cmd, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** Resolves once the child printed `marker` on stdout; rejects when it exits first or the time runs out. */
export function waitForOutput(service: Omit<ServiceProcess, 'port'>, marker: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => finish(new Error(`service did not print "${marker}" in ${timeoutMs} ms:\n${service.output()}`)), timeoutMs);
    const finish = (err?: Error): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      service.child.stdout?.off('data', check);
      if (err) reject(err);
      else resolve();
    };
    const check = (): void => {
      if (service.output().includes(marker)) finish();
    };
    service.child.stdout?.on('data', check);
    check();
    void service.exited.then(({ code, signal }) => finish(new Error(`service exited (${code ?? signal}) before printing "${marker}":\n${service.output()}`)));
  });
}

/**
 * Starts the service on `port` and resolves once it listens. A free port picked earlier can be taken by
 * another test file's process before the service binds it (Jest runs files in parallel): then the service
 * says EADDRINUSE and exits, and it is started again on another free port (use the returned `port`).
 */
export async function startService(env: Record<string, string>, port: number, timeoutMs = 90_000, options: SpawnOptions = {}): Promise<ServiceProcess> {
  for (let attempt = 1; ; attempt++) {
    const service = spawnService(env, port, options);
    try {
      await waitForOutput(service, 'Lead service listening on', timeoutMs);
      return { ...service, port };
    } catch (err) {
      service.child.kill('SIGKILL');
      if (attempt >= 3 || !service.output().includes('EADDRINUSE')) throw err;
      port = await freePort();
    }
  }
}

/** Runs a service that is expected to refuse to start: resolves with its exit and output (killed after timeoutMs). */
export async function runRefusedService(
  env: Record<string, string>,
  port: number,
  timeoutMs = 90_000,
  options: SpawnOptions = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string; listened: boolean }> {
  const service = spawnService(env, port, options);
  const timer = setTimeout(() => service.child.kill('SIGKILL'), timeoutMs);
  const listened = await waitForOutput(service, 'Lead service listening on', timeoutMs).then(
    () => true,
    () => false,
  );
  if (listened) service.child.kill('SIGTERM');
  const exit = await service.exited;
  clearTimeout(timer);
  return { ...exit, output: service.output(), listened };
}

/** `npm run leads -- …` as a child process; resolves with its exit code and output (killed after `timeoutMs`). */
export function runLeads(args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: 'UTC', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`leads ${args.join(' ')} did not finish in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}
