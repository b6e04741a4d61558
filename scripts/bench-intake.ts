/**
 * Intake benchmark: runs the real lead service (`server/main.ts`, embedded
 * PGlite store, a rate limit too high to trigger) as a child process on loopback, drives
 * POST /f/{consultation,contact,service} with autocannon, and prints a table:
 * submissions per second, p50 and p99 latency, the service's peak memory (VmHWM), and a check
 * that the number of stored submissions equals the number of 2xx answers.
 *
 *   npx tsx scripts/bench-intake.ts [--duration 10] [--connections 10] [--rate 500]
 *   BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench-intake.ts   (the same against PostgreSQL; scripts/bench-multi.ts)
 *
 * Two measured runs after a short warm-up: as fast as it goes with N connections (sustained
 * throughput), and a fixed 500 submissions/s (the latency a visitor sees at the target load).
 * Targets on the 2-core machine: >= 500/s, p99 <= 50 ms, < 300 MB.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buildSubmission } from '../src/forms';
import { PgliteStore } from '../server/submissions';
import { PostgresStore } from '../server/submissions';
import { stackOf } from '../server/redact';
import { serviceArgs } from './bench-service';

interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number; sent: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: AutocannonRequest[];
}
// autocannon ships no types; this is the part of its API used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

const ROOT = path.resolve(__dirname, '..');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 per second on Linux)
    return ticks * 10;
  } catch {
    return null;
  }
}

/** Peak and current resident memory of a process (Linux /proc), in MB. */
function memory(pid: number): { peakMb: number; rssMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

let sequence = 0;

/** The three forms in turn, each submission with its own email address. */
function requestsFor(): AutocannonRequest[] {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  const forms: [('consultation' | 'contact' | 'service'), Record<string, string | string[]>][] = [
    [
      'consultation',
      {
        name: 'Harpreet Kaur',
        phone: '604-555-0199',
        age: '34',
        fitnessGoals: 'strength',
        currentFitnessLevel: 'lightly-active',
        workoutExperience: 'novice',
        availableDays: ['monday', 'thursday'],
        preferredTime: 'early-morning',
        additionalInfo: 'Training before work, old knee injury on the left side.',
      },
    ],
    ['contact', { name: 'Jordan Lee', phone: '604-555-0123', service: 'kickboxing-boxing', message: 'Do you have beginner boxing classes on weekends?' }],
    ['service', { name: 'Priya Sharma', phone: '+1 604 555 0111', trainerPreference: 'female', fitnessGoals: 'weight-loss', service: 'Pre & Post Natal' }],
  ];
  return forms.map(([formId, values]) => ({
    method: 'POST',
    path: `/f/${formId}`,
    headers,
    setupRequest: (req: AutocannonRequest) => ({
      ...req,
      body: JSON.stringify(buildSubmission(formId, { ...values, email: `bench-${sequence++}@example.com` })),
    }),
  }));
}

interface Options {
  duration: number;
  connections: number;
  rate: number;
  /** PostgreSQL's URL (BENCH_DATABASE_URL), or '' for the embedded store. */
  databaseUrl: string;
}

interface Service {
  child: ChildProcessByStdio<null, Readable, Readable>;
  pid: number;
  url: string;
  exited: Promise<number | null>;
}

/** The lead service as a child process on a free loopback port, once it says it is listening. */
async function startService(dataDir: string, databaseUrl: string): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, serviceArgs(), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-site'), RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, SMTP_URL: '', FORWARD_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!out.includes('Lead service listening on')) {
    if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`the service did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, pid: child.pid as number, url: `http://127.0.0.1:${port}`, exited };
}

interface Runs {
  warm: AutocannonResult;
  full: AutocannonResult;
  fixed: AutocannonResult;
  /** The service's CPU per 2xx answer in the full-speed run, in ms. */
  cpuPerSubmission: number | null;
  peakMb: number;
}

/** The warm-up, the full-speed run and the fixed-rate run, with the service's CPU and peak memory measured. */
async function runLoad({ pid, url }: Service, { duration, connections, rate }: Options): Promise<Runs> {
  const requests = requestsFor();
  let peak = 0;
  const sampler = setInterval(() => {
    const m = memory(pid);
    if (m) peak = Math.max(peak, m.rssMb);
  }, 200);

  // Long enough for V8 to compile PGlite's hot WebAssembly with its optimising tier.
  process.stderr.write('bench: warm-up (4 s)…\n');
  const warm = await autocannon({ url, connections, duration: 4, requests });
  process.stderr.write(`bench: ${duration} s at full speed with ${connections} connections…\n`);
  const cpuBefore = cpuMs(pid);
  const full = await autocannon({ url, connections, duration, requests });
  const cpuAfter = cpuMs(pid);
  const cpuPerSubmission = cpuBefore !== null && cpuAfter !== null && full['2xx'] > 0 ? (cpuAfter - cpuBefore) / full['2xx'] : null;
  process.stderr.write(`bench: ${duration} s at a fixed ${rate} submissions/s…\n`);
  const fixed = await autocannon({ url, connections: Math.max(connections, 20), duration, overallRate: rate, requests });
  clearInterval(sampler);
  const mem = memory(pid);
  return { warm, full, fixed, cpuPerSubmission, peakMb: Math.max(peak, mem?.peakMb ?? 0) };
}

/** How many submissions the store holds. */
async function storedCount(dataDir: string, databaseUrl: string): Promise<number> {
  const store = databaseUrl ? await PostgresStore.open(databaseUrl) : await PgliteStore.open({ dataDir, role: 'cli' });
  const stored = (await store.counts()).total;
  await store.close();
  return stored;
}

/** The two measured runs as a Markdown table. */
function runsTable({ full, fixed }: Runs, { connections, rate }: Options): string[] {
  const row = (label: string, r: AutocannonResult): string[] => [
    label,
    (r['2xx'] / r.duration).toFixed(0),
    r.latency.p50.toFixed(1),
    r.latency.p99.toFixed(1),
    r.latency.max.toFixed(0),
    String(r['2xx']),
    String(r.non2xx + r.errors + r.timeouts),
  ];
  const table = [
    ['run', 'submissions/s', 'p50 ms', 'p99 ms', 'max ms', '2xx', 'non-2xx/errors'],
    row(`full speed, ${connections} conn`, full),
    row(`fixed ${rate}/s`, fixed),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const sep = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(table[0]), sep, ...table.slice(1).map(line)];
}

/** The figures kept in bench-results/: the runs, the memory, what was stored against what was answered and sent. */
function resultOf(runs: Runs, { rate }: Options, idle: { rssMb: number } | null, stored: number) {
  const { warm, full, fixed } = runs;
  const answered = [warm, full, fixed].reduce((n, r) => n + r['2xx'], 0);
  // Requests still in flight when a run stops are stored but never counted as answered.
  const sent = [warm, full, fixed].reduce((n, r) => n + r.requests.sent, 0);
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    full: { perSecond: full['2xx'] / full.duration, p50: full.latency.p50, p99: full.latency.p99, ok: full['2xx'], bad: full.non2xx + full.errors + full.timeouts },
    fixed: { rate, perSecond: fixed['2xx'] / fixed.duration, p50: fixed.latency.p50, p99: fixed.latency.p99, ok: fixed['2xx'], bad: fixed.non2xx + fixed.errors + fixed.timeouts },
    memory: { idleMb: idle?.rssMb ?? null, peakMb: runs.peakMb },
    stored,
    answered,
    sent,
    cpuMsPerSubmission: runs.cpuPerSubmission,
  };
}

/** The report on stdout: the table, memory, CPU per submission, the stored check and the targets. */
function report(runs: Runs, options: Options, idle: { rssMb: number } | null, result: ReturnType<typeof resultOf>): string {
  const { peakMb, cpuPerSubmission, fixed } = runs;
  const { stored, answered, sent } = result;
  const storeLabel = options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded store (PGlite + journal)';
  const ok = (b: boolean): string => (b ? 'yes' : 'NO');
  const sustained = result.full.perSecond;
  return [
    '',
    `Lead service intake, ${storeLabel}, ${os.cpus().length} CPUs, Node ${process.version}, load average before ${result.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
    '',
    ...runsTable(runs, options),
    '',
    `peak memory of the service (VmHWM): ${peakMb.toFixed(0)} MB (idle ${idle ? idle.rssMb.toFixed(0) : '?'} MB)`,
    `service CPU per submission (full-speed run): ${cpuPerSubmission === null ? '?' : `${cpuPerSubmission.toFixed(2)} ms`} → about ${cpuPerSubmission ? Math.floor(1000 / cpuPerSubmission) : '?'} submissions/s per free core`,
    `every 2xx answer stored: ${ok(stored >= answered && stored <= sent)} (2xx answers ${answered} <= stored ${stored} <= sent ${sent}; the difference is requests in flight when a run stopped)`,
    '',
    `targets: >= 500/s sustained: ${ok(sustained >= 500)} | p99 <= 50 ms at ${options.rate}/s: ${ok(fixed.latency.p99 <= 50)} | < 300 MB: ${ok(peakMb < 300)}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const options: Options = { duration: arg('duration', 10), connections: arg('connections', 10), rate: arg('rate', 500), databaseUrl: process.env.BENCH_DATABASE_URL ?? '' };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'));
  const service = await startService(dataDir, options.databaseUrl);
  const idle = memory(service.pid);
  process.stderr.write(`bench: service pid ${service.pid} on ${service.url}, store in ${dataDir}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  const runs = await runLoad(service, options);

  service.child.kill('SIGTERM');
  await service.exited;
  const stored = await storedCount(dataDir, options.databaseUrl);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const result = resultOf(runs, options, idle, stored);
  process.stdout.write(report(runs, options, idle, result));
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, options.databaseUrl ? 'intake-postgres.json' : 'intake.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (stored < result.answered || stored > result.sent) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-intake: ${stackOf(err)}\n`);
  process.exit(1);
});
