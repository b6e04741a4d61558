/**
 * The embedded store's lock is held by the kernel for the running process: a second
 * service on the same DATA_DIR, from the same pid namespace or from another one (what two containers
 * sharing a volume are), is refused while the first keeps serving; a service killed with SIGKILL,
 * also one left a zombie by its parent, never blocks a restart made right after.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { postSubmission } from './helpers/http';
import { freePort, waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { REPO_ROOT, runRefusedService, startService, waitForOutput, type ServiceProcess } from './helpers/service';
import { CONTACT } from './helpers/values';

const post = (port: number, email: string): Promise<number> => postSubmission(port, 'contact', { ...CONTACT, email });

jest.setTimeout(240_000);

/** `npm run leads -- list --all` as its own process. */
function leadsList(dataDir: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'list', '--all'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The state letter of /proc/<pid>/stat (R, S, Z …), or null when the process is gone. */
function procState(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[0];
  } catch {
    return null;
  }
}

const UNSHARE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];

let dataDir: string;
let env: Record<string, string>;
const running: { kill(): void }[] = [];

beforeAll(async () => {
  dataDir = await freshDataDir('leads-lock-');
  env = { DATA_DIR: dataDir, PUBLIC_DIR: `${dataDir}/no-site`, RATE_LIMIT_MAX: '0' };
});

afterAll(() => {
  for (const r of running) r.kill();
  removeDir(dataDir);
});

test('a second service on the same DATA_DIR is refused, from the same and from another pid namespace, while the first keeps serving', async () => {
  const first = await startService(env, await freePort());
  running.push({ kill: () => first.child.kill('SIGKILL') });
  try {
    expect(await post(first.port, 'before@example.com')).toBe(200);

    const same = await runRefusedService(env, await freePort());
    // Another pid namespace: there, the first service's pid does not exist (and the new service is pid 1).
    const other = await runRefusedService(env, await freePort(), 90_000, { wrap: UNSHARE });
    expect({ same: same.listened, other: other.listened }).toEqual({ same: false, other: false });
    expect(same.code).toBe(1);
    expect(other.code).toBe(1);
    expect(same.output).toContain(`The data directory ${dataDir} is in use by another running process (service, pid ${first.child.pid}`);
    expect(other.output).toContain(`The data directory ${dataDir} is in use by another running process (service, pid ${first.child.pid}`);

    // The first still serves, and the leads command still reaches it through its control socket.
    expect(await post(first.port, 'after@example.com')).toBe(200);
    const listed = leadsList(dataDir);
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toContain('before@example.com');
    expect(listed.stdout).toContain('after@example.com');
    expect(listed.stdout).toMatch(/^2 submissions: 2 stored/m);
  } finally {
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  }
});

test('kill -9, the dead service left a zombie by its parent: a restart at once (well within 100 ms) starts', async () => {
  // The service's parent is a shell that then becomes `sleep`, which never reaps its children.
  const port = await freePort();
  const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx server/main.ts & echo "service pid $!"; exec sleep 600`], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push({ kill: () => parent.kill('SIGKILL') });
  let out = '';
  parent.stdout.on('data', (d: Buffer) => (out += d.toString()));
  parent.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => parent.once('exit', (code, signal) => r({ code, signal })));
  await waitForOutput({ child: parent, output: () => out, exited }, 'Lead service listening on', 90_000);
  const pid = Number(/service pid (\d+)/.exec(out)?.[1]);
  expect(pid).toBeGreaterThan(0);
  expect(await post(port, 'zombie-before@example.com')).toBe(200);

  const [port2, port3] = [await freePort(), await freePort()];
  process.kill(pid, 'SIGKILL');
  await waitFor(() => procState(pid) === 'Z', 10_000, 'the killed service to be a zombie');
  let again: ServiceProcess | null = null;
  try {
    // Restarted in the same tick the death is seen (the lock of a dead process must not need waiting for).
    again = await startService(env, port2);
    expect(procState(pid)).toBe('Z'); // still a zombie all along
    expect(await post(again.port, 'zombie-after@example.com')).toBe(200);

    // And once more, a plain kill -9 (reaped at once), restarted as soon as its exit is seen.
    again.child.kill('SIGKILL');
    await again.exited;
    again = await startService(env, port3);
    expect(await post(again.port, 'third@example.com')).toBe(200);
  } finally {
    parent.kill('SIGKILL');
    await exited;
    if (again) {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }
  const listed = leadsList(dataDir);
  for (const e of ['zombie-before@example.com', 'zombie-after@example.com', 'third@example.com']) expect(listed.stdout).toContain(e);
});
