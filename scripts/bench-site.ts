/**
 * A built site as npm run bench measures it: a copy of the build with each key page's floor added
 * (scripts/bench-floor.ts), served by the compiled lead service (`PUBLIC_DIR` pointing at the copy, its
 * own empty data directory, a port of its own), and each address checked before anything is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { floorPath, siteWithFloors } from './bench-floor';

const ROOT = path.resolve(__dirname, '..');
/** Nothing is measured before the service says it listens (its banner, server/main.ts). */
const LISTENING = 'Lead service listening on';

export interface ServedSite {
  /** Which build: "this" or "against". */
  name: string;
  /** The built site it serves (not the copy). */
  publicDir: string;
  base: string;
  /** Stops the service; resolves once it has ended (its data directory may then be removed). */
  stop: () => Promise<void>;
}

/**
 * How to make a build to compare against, for the messages that ask for one (scripts/bench.mjs's help says
 * the same). The worktree installs its own dependencies (npm run build runs npm ci there): one linked to
 * this checkout's node_modules would be emptied by that npm ci, this checkout's with it.
 */
export const AGAINST_RECIPE = 'git worktree add /tmp/before <rev> && (cd /tmp/before && npm run build); then --against /tmp/before/public';

/** The built site `--against` names: a directory holding a build (its index.html); anything else stops the bench. */
export function againstDir(arg: string): string {
  const dir = path.resolve(arg);
  if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  throw new Error(`bench: --against ${arg} is not a built site (no ${path.join(dir, 'index.html')}). Make one from a git revision with:\n  ${AGAINST_RECIPE}`);
}

function waitForBanner(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out: string | null = '';
    const timer = setTimeout(() => reject(new Error(`bench: the lead service did not say "${LISTENING}" within 2 minutes; its last output:\n${out ?? ''}`)), 120_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (out === null) return; // still read, so that the service never blocks on a full pipe
      out = (out + chunk.toString()).slice(-8192);
      if (out.includes(LISTENING)) {
        out = null;
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`bench: the lead service ended (${code ?? signal}) before it listened:\n${out ?? ''}`));
    });
  });
}

/**
 * `publicDir` copied into `work` with the floors of `pagePaths`, served on `port` by the compiled service
 * (server-dist/, which scripts/bench.mjs compiles first).
 */
export async function serveSite(name: string, publicDir: string, pagePaths: readonly string[], work: string, port: number): Promise<ServedSite> {
  const copy = path.join(work, `site-${name}`);
  const dataDir = path.join(work, `data-${name}`);
  siteWithFloors(publicDir, pagePaths, copy);
  fs.mkdirSync(dataDir, { mode: 0o700 });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_DIR: copy };
  const server = spawn(process.execPath, ['server-dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await waitForBanner(server);
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  const ended = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      if (!stopping) console.error(`bench: the lead service serving ${name} (${base}) ended by itself (${code ?? signal}) before the bench stopped it`);
      resolve();
    }),
  );
  const stop = async (): Promise<void> => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await ended;
  };
  return { name, publicDir, base, stop };
}

/** Every page and its floor answer 200, or the bench stops naming each that does not. */
export async function checkAddresses(site: ServedSite, pagePaths: readonly string[]): Promise<void> {
  const missing: string[] = [];
  for (const p of pagePaths.flatMap((page) => [page, floorPath(page)])) {
    const res = await fetch(`${site.base}${p}`);
    await res.arrayBuffer();
    if (res.status !== 200) missing.push(`${p} (${res.status})`);
  }
  if (missing.length) throw new Error(`bench: in the build ${site.publicDir} (${site.name}), these addresses do not answer 200:\n  ${missing.join('\n  ')}`);
}
