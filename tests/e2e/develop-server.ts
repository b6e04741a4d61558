/**
 * `gatsby develop` for the dev-server test, in a copy of the sources: develop and build share .cache/ and
 * public/, so running it in the checkout would disturb the production build the other end-to-end tests
 * serve, and its edits would touch the real content/. The copy holds the files git knows (tracked, and
 * new ones not ignored) and a link to node_modules. The server runs in its own process group, so its
 * stop reaches every process it started (Gatsby's workers too), and the stop is bounded: SIGTERM, then
 * SIGKILL after a grace period.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, groupAlive } from '../../src/build/cms/local';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A copy of the project's sources in a new temporary folder, node_modules linked (also used by
 * tests/unit/server/supervisor.test.ts). Refuses when this checkout's node_modules is older than its
 * package-lock.json: the start scripts in the copy would then run `npm ci` (scripts/lib.mjs
 * ensureDependencies, the same comparison), which through the link would empty and reinstall this
 * checkout's node_modules, and a test that stops the copy midway would leave it half installed.
 */
export function copySources(root: string = ROOT): string {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(path.join(root, 'package-lock.json')).mtimeMs) {
    throw new Error(`node_modules is older than package-lock.json in ${root}: run \`npm ci\` first (a copy linked to it would reinstall it)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-develop-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const rel of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, rel);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, rel));
    // Times kept: the start scripts compare them (node_modules against package-lock.json, public/ against the sources).
    const { atime, mtime } = fs.statSync(from);
    fs.utimesSync(path.join(dir, rel), atime, mtime);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DevServer {
  dir: string;
  url: string;
  /** Everything the server printed so far, colours removed. */
  log: () => string;
  /** Stops the whole process group: SIGTERM, SIGKILL after `graceMs`. Resolves with how it ended. */
  stop: (graceMs?: number) => Promise<{ signal: 'SIGTERM' | 'SIGKILL'; ms: number }>;
  pgid: number;
}

/** Starts `gatsby develop` in `dir`, resolving once GraphiQL answers and the bundle is built, or rejecting at `timeoutMs`. */
export async function startDevelop(dir: string, timeoutMs: number): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(dir, 'node_modules', '.bin', 'gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    detached: true, // its own process group: the stop reaches Gatsby's workers too
    // CI keeps Gatsby's output plain; query on demand (off in CI unless asked for) is how a writer's
    // `npm run develop` runs, loading indicator included.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: '1', NODE_OPTIONS: '--max-old-space-size=4096' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  // eslint-disable-next-line no-control-regex -- terminal colour codes
  const add = (b: Buffer) => { text += b.toString('utf8').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''); };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  let exited: number | null | undefined;
  child.on('exit', (code) => { exited = code; });
  const pgid = child.pid as number;
  const url = `http://127.0.0.1:${port}`;

  const stop: DevServer['stop'] = async (graceMs = 20_000) => {
    const started = Date.now();
    if (!groupAlive(pgid)) return { signal: 'SIGTERM', ms: 0 };
    process.kill(-pgid, 'SIGTERM');
    while (groupAlive(pgid) && Date.now() - started < graceMs) await sleep(200);
    if (!groupAlive(pgid)) return { signal: 'SIGTERM', ms: Date.now() - started };
    process.kill(-pgid, 'SIGKILL');
    while (groupAlive(pgid) && Date.now() - started < graceMs + 10_000) await sleep(200);
    if (groupAlive(pgid)) throw new Error(`gatsby develop (process group ${pgid}) still runs after SIGKILL`);
    return { signal: 'SIGKILL', ms: Date.now() - started };
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`gatsby develop exited (code ${exited}) before it was ready:\n${text.slice(-4000)}`);
    if (/success Building development bundle/.test(text)) {
      try {
        const res = await fetch(`${url}/___graphql`, { signal: AbortSignal.timeout(10_000) });
        if (res.ok) return { dir, url, log: () => text, stop, pgid };
      } catch {
        // not listening yet
      }
    }
    await sleep(1000);
  }
  await stop();
  throw new Error(`gatsby develop was not ready after ${timeoutMs / 1000} s:\n${text.slice(-4000)}`);
}
