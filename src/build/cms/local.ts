/**
 * The editor on this machine (`npm run cms` and tests/e2e/cms.spec.ts): decap-server, which reads and
 * writes the files of a working copy's content/ folder for the editor, and a small static server for the
 * admin page. Both listen on 127.0.0.1 and answer only requests addressed to this machine (./loopback.ts).
 * Both stop within a bound: decap-server runs in its own process group, SIGTERM then SIGKILL. Node only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ADMIN_CSP_FILE, adminCsp } from './admin-csp';
import { refuseUnlessLoopback } from './loopback';

const ROOT = path.resolve(__dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** True while any process of the group is alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Running {
  url: string;
  log: () => string;
  /** Resolves once every process it started has ended (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
}

/**
 * decap-server over `checkout`'s content/ folder on `port` (./decap-process.ts), ready when its API answers;
 * rejects after `timeoutMs`. It serves that folder and nothing else of the working copy: the editor's paths
 * start below it (src/content/cms/config.ts), and decap-server refuses any path that resolves outside it, so
 * no request can write the project's code or its .git.
 */
export async function startDecapServer(checkout: string, port: number, editorPort: number, timeoutMs = 30_000): Promise<Running> {
  const content = fs.realpathSync(path.join(checkout, 'content'));
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'src', 'build', 'cms', 'decap-process.ts')], {
    cwd: content,
    detached: true,
    env: { ...process.env, DECAP_PORT: String(port), EDITOR_PORT: String(editorPort), GIT_REPO_DIRECTORY: content, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (b: Buffer) => { text += b.toString('utf8'); });
  child.stderr.on('data', (b: Buffer) => { text += b.toString('utf8'); });
  let exited: number | null | undefined;
  child.on('exit', (code) => { exited = code; });
  const pgid = child.pid as number;
  const stop = async (graceMs = 5_000): Promise<void> => {
    if (!groupAlive(pgid)) return;
    process.kill(-pgid, 'SIGTERM');
    const until = Date.now() + graceMs;
    while (groupAlive(pgid) && Date.now() < until) await sleep(100);
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    while (groupAlive(pgid) && Date.now() < until + 5_000) await sleep(100);
    if (groupAlive(pgid)) throw new Error(`decap-server (process group ${pgid}) still runs after SIGKILL`);
  };
  const url = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`decap-server exited (code ${exited}) before it answered:\n${text}`);
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }), signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { url, log: () => text, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`decap-server did not answer within ${timeoutMs / 1000} s:\n${text}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/** Serves `adminDir` at /admin/ and the site's fonts at /fonts/ on `port` (loopback only, a loopback Host only). */
export async function serveAdmin(adminDir: string, port: number): Promise<Running> {
  // The editor's own policy (./admin-csp.ts), as the lead service sends it: a draft's preview runs no script.
  // A folder without it (not made by buildAdmin) gets the strictest backend's.
  const policyFile = path.join(adminDir, ADMIN_CSP_FILE);
  const csp = fs.existsSync(policyFile) ? fs.readFileSync(policyFile, 'utf8').trim() : adminCsp({ name: 'git-gateway', branch: 'main' });
  const roots: [string, string][] = [['/admin/', adminDir], ['/fonts/', path.join(ROOT, 'static', 'fonts')]];
  const server = http.createServer((req, res) => {
    // The Host only: these are files anyone can read in the project, and no request here changes anything.
    if (refuseUnlessLoopback(req, res, port)) return;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/' || pathname === '/admin') {
      res.writeHead(302, { location: '/admin/' }).end();
      return;
    }
    const root = roots.find(([prefix]) => pathname.startsWith(prefix));
    const rel = root ? pathname.slice(root[0].length) || 'index.html' : '';
    const file = root ? path.resolve(root[1], rel) : '';
    if (!root || !file.startsWith(root[1] + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', 'content-security-policy': csp });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    log: () => '',
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
