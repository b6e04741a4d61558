/**
 * Crash figures: the real lead service (`server/main.ts`) on the embedded store (PGlite)
 * and on PostgreSQL takes a burst of concurrent submissions, is killed with SIGKILL in the middle
 * of it and restarted on the same port as soon as it is gone (what a supervisor such as systemd
 * does). Prints, per store and round: submissions acknowledged (2xx) before the kill, how many of
 * them are stored after the restart, how many are lost (must be 0), when the exit was seen (the new
 * process is spawned in that same tick), and the time from the kill until the service answers again.
 *
 *   npx tsx scripts/bench-kill9.ts [--rounds 3] [--connections 32] [--kill-after 300]
 *
 * PostgreSQL runs from /usr/lib/postgresql/<version>/bin on a temp directory (skipped with a note
 * when the binaries are absent).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgliteStore } from '../server/submissions';
import { stackOf } from '../server/redact';
import { PG_BIN, startPostgres, type PgServer } from '../tests/unit/server/helpers/postgres';
import { postSubmission } from '../tests/unit/server/helpers/http';
import { freePort } from '../tests/unit/server/helpers/net';
import { serviceArgs } from './bench-service';

const ROOT = path.resolve(__dirname, '..');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

interface Service {
  child: ChildProcess;
  exited: Promise<void>;
  listening: Promise<void>;
}

function startService(env: Record<string, string>, port: number): Service {
  const child = spawn(process.execPath, serviceArgs(), {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Lead service listening on')) resolve();
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    void exited.then(() => reject(new Error(`the service exited before listening:\n${out}`)));
  });
  listening.catch(() => undefined);
  return { child, exited, listening };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/thank-you', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(1000, () => req.destroy());
  });
}

interface Round {
  acknowledged: number;
  stored: number;
  lost: number;
  /** From the kill to the exit seen by the parent (the kernel tearing the process down). */
  goneMs: number;
  answersAgainMs: number;
}

async function round(env: Record<string, string>, tag: string, connections: number, killAfter: number, storedEmails: () => Promise<Set<string>>): Promise<Round> {
  const port = await freePort();
  const first = startService(env, port);
  await first.listening;
  const acknowledged = new Set<string>();
  let killed = false;
  let killedAt = 0;
  let n = 0;
  const worker = async (): Promise<void> => {
    while (!killed) {
      const email = `${tag}-${n++}@example.com`;
      const status = await postSubmission(port, 'contact', { name: 'Jordan Lee', email, phone: '604-555-0123', service: 'kickboxing-boxing', message: 'Do you have beginner boxing classes on weekends?' });
      if (status >= 200 && status < 300) acknowledged.add(email); // also one answered just as the kill landed
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- another worker may have set it during the await above
      if (!killed && acknowledged.size >= killAfter) {
        killed = true;
        killedAt = Date.now();
        first.child.kill('SIGKILL');
      }
    }
  };
  const workers = Array.from({ length: connections }, worker);
  await first.exited;
  const goneMs = Date.now() - killedAt;
  const second = startService(env, port); // in the same tick the exit is seen, on the same port, as a supervisor does
  await Promise.all(workers);
  while (!(await answers(port))) await new Promise((r) => setTimeout(r, 10));
  const answersAgainMs = Date.now() - killedAt;
  second.child.kill('SIGTERM');
  await second.exited;
  const stored = await storedEmails();
  const kept = [...acknowledged].filter((e) => stored.has(e)).length;
  return { acknowledged: acknowledged.size, stored: kept, lost: acknowledged.size - kept, goneMs, answersAgainMs };
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

interface Options {
  rounds: number;
  connections: number;
  killAfter: number;
}

type Result = { store: string; r: Round };

/** The rounds on the embedded store, each on a fresh start of the same data directory. */
async function pgliteRounds({ rounds, connections, killAfter }: Options): Promise<Result[]> {
  const results: Result[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-kill9-'));
  try {
    const emails = async (): Promise<Set<string>> => {
      const store = await PgliteStore.open({ dataDir, role: 'cli' });
      try {
        return new Set((await store.list({ limit: 100_000 })).map((r) => (typeof r.fields.email === 'string' ? r.fields.email : '')));
      } finally {
        await store.close();
      }
    };
    const env = { DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-site') };
    for (let i = 0; i < rounds; i++) {
      process.stderr.write(`bench-kill9: PGlite round ${i + 1}…\n`);
      results.push({ store: 'PGlite', r: await round(env, `pglite-${i}`, connections, killAfter, emails) });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The rounds on a PostgreSQL server of its own (none, with a note, when its binaries are not installed). */
async function postgresRounds({ rounds, connections, killAfter }: Options): Promise<Result[]> {
  const results: Result[] = [];
  if (!PG_BIN) {
    process.stdout.write('\nPostgreSQL binaries not found (/usr/lib/postgresql/*/bin): PostgreSQL rounds skipped.\n');
    return results;
  }
  const server: PgServer = await startPostgres();
  try {
    const emails = async (): Promise<Set<string>> => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        return new Set((await client.query<{ email: string }>("SELECT fields->>'email' AS email FROM submissions")).rows.map((r) => r.email));
      } finally {
        await client.end();
      }
    };
    const env = { DATABASE_URL: server.url, PUBLIC_DIR: path.join(server.dir, 'no-site') };
    for (let i = 0; i < rounds; i++) {
      process.stderr.write(`bench-kill9: PostgreSQL round ${i + 1}…\n`);
      results.push({ store: 'PostgreSQL', r: await round(env, `pg-${i}`, connections, killAfter, emails) });
    }
  } finally {
    await server.stop();
  }
  return results;
}

async function main(): Promise<void> {
  const options: Options = { rounds: arg('rounds', 3), connections: arg('connections', 32), killAfter: arg('kill-after', 300) };
  const { rounds, connections, killAfter } = options;
  const results = [...(await pgliteRounds(options)), ...(await postgresRounds(options))];

  const rows = [
    ['store', 'round', 'acknowledged', 'stored', 'lost', 'exit seen (restarted) after kill ms', 'answers again after kill ms'],
    ...results.map(({ store, r }, i) => [store, String((i % rounds) + 1), String(r.acknowledged), String(r.stored), String(r.lost), String(r.goneMs), String(r.answersAgainMs)]),
  ];
  const lost = results.reduce((s, { r }) => s + r.lost, 0);
  process.stdout.write(
    [
      '',
      `kill -9 during a burst (${connections} concurrent connections, killed after ${killAfter} acknowledged), restarted at once on the same port; ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
      '',
      table(rows),
      '',
      `acknowledged submissions lost: ${lost} (must be 0)`,
      '',
    ].join('\n'),
  );
  if (lost > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-kill9: ${stackOf(err)}\n`);
  process.exit(1);
});
