/**
 * The production shape of deploy/ for tests/e2e/https-proxy.spec.ts: the lead service started with
 * deploy/forge24.env.example's settings, and Caddy in front of it with deploy/Caddyfile, the file a gym
 * installs, on free high ports with certificates from Caddy's own CA (its environment placeholders); a
 * Chromium that trusts that CA the way a device trusts a public one (an NSS database in a HOME of its own,
 * no certificate error ignored) and finds both names on 127.0.0.1; curl, pinned to the same CA and address.
 * Every process runs in a process group of its own and stops within a bound: SIGTERM, then SIGKILL.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { freePort, groupAlive } from '../../src/build/cms/local';
import { watchConsole, type StaffBrowser } from './staff';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
export const SITE_NAME = 'www.forge24.test';
export const INBOX_NAME = 'inbox.forge24.test';
/** The test's form rate limit per address: small, so that reaching it takes a few posts. */
export const RATE_LIMIT_MAX = 3;
/** The example's settings the test replaces with its own (names, port, store, rate limit), and the mail it leaves out. */
const REPLACED = ['SITE_URL', 'STAFF_ORIGIN', 'PORT', 'DATA_DIR', 'RATE_LIMIT_MAX'];
const LEFT_OUT = ['SMTP_URL', 'NOTIFY_TO', 'NOTIFY_FROM', 'FORWARD_URL'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** deploy/forge24.env.example as systemd's EnvironmentFile reads it: `NAME=value` lines (a value in double quotes without them), comments and blank lines skipped. */
export function envExample(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(ROOT, 'deploy/forge24.env.example'), 'utf8').split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const at = text.indexOf('=');
    if (at < 1) throw new Error(`deploy/forge24.env.example: not a NAME=value line: ${text}`);
    const value = text.slice(at + 1);
    settings[text.slice(0, at)] = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return settings;
}

interface Stopped {
  name: string;
  signal: 'SIGTERM' | 'SIGKILL';
  ms: number;
}

interface Started {
  name: string;
  exited: () => boolean;
  log: () => string;
  stop: () => Promise<Stopped>;
}

/** `cmd` in a process group of its own, its output kept, with a stop of the whole group: SIGTERM, then SIGKILL after `graceMs`. */
function start(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv, graceMs: number): Started {
  const child = spawn(cmd, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const add = (chunk: Buffer) => {
    text += chunk.toString('utf8');
  };
  child.stdout.on('data', add);
  child.stderr.on('data', add);
  let ended = false;
  child.on('exit', () => (ended = true));
  child.on('error', (err) => {
    ended = true;
    text += `\n${name} could not be started: ${err.message}`;
  });
  const pgid = child.pid;
  const stop = async (): Promise<Stopped> => {
    const since = Date.now();
    if (pgid === undefined || !groupAlive(pgid)) return { name, signal: 'SIGTERM', ms: 0 };
    process.kill(-pgid, 'SIGTERM');
    while (groupAlive(pgid) && Date.now() - since < graceMs) await sleep(50);
    if (!groupAlive(pgid)) return { name, signal: 'SIGTERM', ms: Date.now() - since };
    process.kill(-pgid, 'SIGKILL');
    while (groupAlive(pgid) && Date.now() - since < graceMs + 5000) await sleep(50);
    if (groupAlive(pgid)) throw new Error(`${name} (process group ${pgid}) still runs after SIGKILL`);
    return { name, signal: 'SIGKILL', ms: Date.now() - since };
  };
  return { name, exited: () => ended, log: () => text, stop };
}

/** Waits until `ready()` says yes, failing with the process's output when it ends first or `timeoutMs` passes. */
async function waitReady(proc: Started, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exited()) throw new Error(`${proc.name} ended before it was ready:\n${proc.log().slice(-4000)}`);
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${proc.name} was not ready after ${timeoutMs / 1000} s:\n${proc.log().slice(-4000)}`);
}

/** True when something accepts a connection on 127.0.0.1:`port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function needTool(tool: string, pkg: string): void {
  if (spawnSync('which', [tool]).status !== 0) throw new Error(`${tool} is not installed: apt-get install ${pkg} (npm test installs it when run as root)`);
}

/** The service ends within 25 s of SIGTERM whatever is in flight (server/README.md, "Stopping"). */
const SERVICE_GRACE_MS = 30_000;
/** The Caddyfile's grace_period (10 s) for open requests, and a little more. */
const CADDY_GRACE_MS = 12_000;

export interface Shape {
  dir: string;
  /** https://www.forge24.test:PORT and https://inbox.forge24.test:PORT */
  siteUrl: string;
  inboxUrl: string;
  httpPort: number;
  httpsPort: number;
  servicePort: number;
  dataDir: string;
  /** Caddy's own CA, which the test's browser and curl trust. */
  caFile: string;
  /** The two processes' output so far. */
  logs: () => string;
  /** Stops Caddy, then the service; how each ended and how long it took. */
  stop: () => Promise<Stopped[]>;
}

/** The service with the example's settings, then Caddy with deploy/Caddyfile in front of it; both ready. */
export async function startShape(): Promise<Shape> {
  needTool('caddy', 'caddy');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-https-'));
  const [servicePort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `https://${SITE_NAME}:${httpsPort}`;
  const inboxUrl = `https://${INBOX_NAME}:${httpsPort}`;
  const dataDir = path.join(dir, 'data');
  const example = envExample();
  for (const name of [...REPLACED, 'TRUST_PROXY', 'HOST']) if (!(name in example)) throw new Error(`deploy/forge24.env.example does not set ${name}`);
  const settings = Object.fromEntries(Object.entries(example).filter(([name]) => !LEFT_OUT.includes(name)));
  const base = { PATH: process.env.PATH, LANG: process.env.LANG ?? 'C.UTF-8' };
  const service = start('the lead service', process.execPath, ['server-dist/main.js'], {
    ...base,
    HOME: process.env.HOME,
    ...settings,
    SITE_URL: siteUrl,
    STAFF_ORIGIN: inboxUrl,
    PORT: String(servicePort),
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  }, SERVICE_GRACE_MS);
  const caddyHome = path.join(dir, 'caddy');
  const caddy = start('Caddy', 'caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    ...base,
    // Caddy's state (its CA, certificates, autosaved config) in the test's folder, never the machine's.
    HOME: caddyHome,
    XDG_DATA_HOME: path.join(caddyHome, 'data'),
    XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
    SITE_HOST: SITE_NAME,
    INBOX_HOST: INBOX_NAME,
    UPSTREAM: `127.0.0.1:${servicePort}`,
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    CADDY_LOCAL_CERTS: 'local_certs',
    CADDY_ADMIN: 'off',
  }, CADDY_GRACE_MS);
  const caFile = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
  const shape: Shape = {
    dir,
    siteUrl,
    inboxUrl,
    httpPort,
    httpsPort,
    servicePort,
    dataDir,
    caFile,
    logs: () => `--- Caddy\n${caddy.log()}\n--- the lead service\n${service.log()}`,
    stop: async () => {
      const stopped = [await caddy.stop(), await service.stop()];
      fs.rmSync(dir, { recursive: true, force: true });
      return stopped;
    },
  };
  try {
    // The start banner comes last, once the control socket the `leads` command talks to is open too.
    await waitReady(service, async () => service.log().includes('Lead service listening on') && (await listening(servicePort)), 60_000);
    await waitReady(caddy, async () => fs.existsSync(caFile) && (await curl(shape, `${siteUrl}/robots.txt`).then((a) => a.status === 200, () => false)), 30_000);
  } catch (err) {
    await shape.stop();
    throw err;
  }
  return shape;
}

export interface Answer {
  status: number;
  /** Header names in lower case; a header sent more than once, its values joined by `\n`. */
  headers: Record<string, string>;
  body: string;
}

export interface CurlOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A body, sent as given. */
  body?: string;
  /** The source address of the connection (another loopback address is another visitor to Caddy). */
  from?: string;
}

let bodies = 0;

/** One request with curl, both names resolved to 127.0.0.1 on the shape's ports, trusting only Caddy's CA. */
export async function curl(shape: Shape, url: string, options: CurlOptions = {}): Promise<Answer> {
  const headerFile = path.join(shape.dir, `curl-${process.pid}-${++bodies}.headers`);
  const args = ['-sS', '--max-time', '20', '--cacert', shape.caFile, '-D', headerFile, '-o', '-', '-w', '\n%{http_code}'];
  for (const port of [shape.httpsPort, shape.httpPort]) args.push('--resolve', `${SITE_NAME}:${port}:127.0.0.1`, '--resolve', `${INBOX_NAME}:${port}:127.0.0.1`);
  if (options.method) args.push('-X', options.method);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (options.from) args.push('--interface', options.from);
  if (options.body !== undefined) {
    const bodyFile = `${headerFile}.body`;
    fs.writeFileSync(bodyFile, options.body);
    args.push('--data-binary', `@${bodyFile}`);
  }
  args.push(url);
  const { stdout } = await run('curl', args, { maxBuffer: 8 * 1024 * 1024 });
  const cut = stdout.lastIndexOf('\n');
  const headers: Record<string, string> = {};
  // The last answer's block (an interim `100 Continue` comes first when there is one), after its status line.
  const blocks = fs.readFileSync(headerFile, 'utf8').split('\r\n\r\n').filter((block) => block.trim() !== '');
  for (const line of (blocks[blocks.length - 1] ?? '').split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    if (at < 1) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = name in headers ? `${headers[name]}\n${value}` : value;
  }
  return { status: Number(stdout.slice(cut + 1)), headers, body: stdout.slice(0, cut) };
}

/**
 * A Chromium that trusts Caddy's CA as a device trusts a public CA: the CA added to the NSS database in
 * the HOME it runs with (Chromium on Linux reads $HOME/.pki/nssdb), no certificate error ignored, so pages
 * are secure contexts and passkeys work. Both names resolve to 127.0.0.1 (--host-resolver-rules).
 */
export async function trustingBrowser(shape: Shape, launchOptions: LaunchOptions): Promise<Browser> {
  needTool('certutil', 'libnss3-tools');
  const home = path.join(shape.dir, 'browser-home');
  const nssdb = path.join(home, '.pki/nssdb');
  fs.mkdirSync(nssdb, { recursive: true });
  await run('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  await run('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'Caddy local CA (test)', '-i', shape.caFile]);
  return chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${SITE_NAME} 127.0.0.1, MAP ${INBOX_NAME} 127.0.0.1`],
    env: { ...process.env, HOME: home },
  });
}

/** A person's own device on `origin`: a context of its own with Chromium's virtual platform authenticator, which verifies the user. */
export async function passkeyDevice(browser: Browser, origin: string): Promise<StaffBrowser> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page, cdp, authenticatorId, errors: watchConsole(page) };
}
