/**
 * Slow clients: the real lead service (`server/main.ts`, embedded store, the
 * default limits of server/http/limits.ts unless the environment sets others) as a child process on
 * loopback; N connections from one address, half sending a form post's body one byte every
 * --drip seconds, half their headers one line every --drip seconds, as the issue measured; a visitor
 * loads a page and posts a form every 200 ms throughout. Prints how many slow connections were still
 * open after 30, 60 and 75 s, when they were cut, and the visitor's latency (p50, p99, max) and
 * failures during the attack.
 *
 *   npx tsx scripts/bench-slow.ts [--connections 500] [--drip 5] [--seconds 80]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSubmission } from '../src/forms';
import { serviceArgs } from './bench-service';

const ROOT = path.resolve(__dirname, '..');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Slow {
  kind: 'headers' | 'body';
  opened: number;
  closed: number | null;
}

function slowClient(port: number, kind: Slow['kind'], dripMs: number): Slow {
  const c: Slow = { kind, opened: Date.now(), closed: null };
  const s = net.connect(port, '127.0.0.1');
  const pieces =
    kind === 'headers'
      ? ['GET / HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n', ...Array.from({ length: 500 }, (_, i) => `X-Slow-${i}: ${i}\r\n`)]
      : ['POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n', ...Array.from({ length: 4000 }, () => ' ')];
  let timer: NodeJS.Timeout | undefined;
  const next = (): void => {
    const p = pieces.shift();
    if (p === undefined || s.destroyed) return;
    s.write(p);
    timer = setTimeout(next, dripMs);
  };
  s.on('connect', next);
  // Read what comes (the 408): an unread socket would see the server's close only at its next write.
  s.on('data', () => undefined);
  s.on('error', () => undefined);
  s.on('close', () => {
    clearTimeout(timer);
    c.closed ??= Date.now();
  });
  return c;
}

function timed(port: number, method: 'GET' | 'POST', n: number): Promise<{ ms: number; status: number }> {
  const t0 = Date.now();
  const body = method === 'POST' ? JSON.stringify(buildSubmission('contact', { name: 'Bench Visitor', email: `slow-bench-${n}@example.com`, message: 'Hello' })) : undefined;
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: method === 'GET' ? '/' : '/f/contact', method, agent: false, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: Date.now() - t0, status: res.statusCode ?? 0 }));
      },
    );
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve({ ms: Date.now() - t0, status: 0 }));
    req.end(body);
  });
}

function pct(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function main(): Promise<void> {
  const connections = arg('connections', 500);
  const dripMs = arg('drip', 5) * 1000;
  const seconds = arg('seconds', 80);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-slow-'));
  const site = path.join(dir, 'public');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), `<!doctype html><html lang="en"><title>Home</title>${'<p>Forge 24</p>'.repeat(200)}</html>`);
  const port = await freePort();
  const child = spawn(process.execPath, serviceArgs(), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), PUBLIC_DIR: site, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn', SMTP_URL: '', FORWARD_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const started = Date.now();
  while (!out.includes('Lead service listening on')) {
    if (child.exitCode !== null || Date.now() - started > 150_000) throw new Error(`the service did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.stderr.write(`bench-slow: ${connections} slow connections (drip every ${dripMs / 1000} s) for ${seconds} s; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
    const t0 = Date.now();
    const slow: Slow[] = [];
    for (let i = 0; i < connections; i++) slow.push(slowClient(port, i % 2 === 0 ? 'body' : 'headers', dripMs));
    const openAt: Record<number, number> = {};
    const marks = [30, 60, 75].filter((m) => m < seconds);
    for (const m of marks) setTimeout(() => (openAt[m] = slow.filter((c) => c.closed === null).length), m * 1000);
    const visits: { ms: number; status: number }[] = [];
    let n = 0;
    while (Date.now() - t0 < seconds * 1000) {
      visits.push(await timed(port, 'GET', n), await timed(port, 'POST', n));
      n++;
      await new Promise((r) => setTimeout(r, 200));
    }
    const cutAfter = (kind: Slow['kind']): number[] =>
      slow
        .filter((c) => c.kind === kind && c.closed !== null)
        .map((c) => ((c.closed as number) - c.opened) / 1000)
        .sort((a, b) => a - b);
    const ms = visits.map((v) => v.ms).sort((a, b) => a - b);
    console.log('\nSlow clients (one address, loopback, embedded store)');
    console.log('| slow connections | still open at 30 s / 60 s / 75 s | headers cut after (min-max) | bodies cut after (min-max) | visitor requests | failed | p50 | p99 | max |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const range = (a: number[]): string => (a.length ? `${a[0].toFixed(1)}-${a[a.length - 1].toFixed(1)} s (${a.length})` : 'none cut');
    console.log(
      `| ${connections} | ${marks.map((m) => openAt[m] ?? '?').join(' / ')} | ${range(cutAfter('headers'))} | ${range(cutAfter('body'))} | ${visits.length} | ${visits.filter((v) => v.status !== 200).length} | ${pct(ms, 50)} ms | ${pct(ms, 99)} ms | ${ms[ms.length - 1]} ms |`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
