/**
 * Figures for PostgreSQL, part of `npm run bench`:
 * 1. the intake load of scripts/bench-intake.ts against PostgreSQL (DATABASE_URL) instead of PGlite;
 * 2. the two-instance run: two service processes and `npm run leads -- retry` at once on one
 *    PostgreSQL, 2,000 submissions spread across both, an outage of the upstream in the middle,
 *    then recovery (tests/unit/server/helpers/two-instances.ts, also the Jest test of it):
 *    acknowledged, delivered, duplicates, lost.
 * A PostgreSQL server is started for the run on a temporary directory and port (as the Jest tests
 * do), so it needs the server binaries in /usr/lib/postgresql/<version>/bin (or PG_BIN).
 *
 *   npx tsx scripts/bench-multi.ts [--submissions 2000]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stackOf } from '../server/redact';
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres } from '../tests/unit/server/helpers/postgres';
import { runTwoInstances } from '../tests/unit/server/helpers/two-instances';

const ROOT = path.resolve(__dirname, '..');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function main(): Promise<void> {
  if (!PG_BIN) throw new Error(PG_MISSING_MESSAGE);
  const submissions = arg('submissions', 2000);
  const server = await startPostgres();
  try {
    process.stderr.write(`bench-multi: PostgreSQL on port ${server.port}\n`);
    const intakeUrl = await createDatabase(server.url, 'bench_intake');
    const intake = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-intake.ts'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_DATABASE_URL: intakeUrl },
      stdio: 'inherit',
    });
    if (intake.status !== 0) process.exitCode = 1;

    const multiUrl = await createDatabase(server.url, 'bench_multi');
    const load = os.loadavg();
    const r = await runTwoInstances({ databaseUrl: multiUrl, submissions, log: (l) => process.stderr.write(`bench-multi: ${l}\n`) });
    const ok = r.duplicates === 0 && r.lost === 0 && r.wrongKeys === 0 && r.acknowledged === submissions;
    process.stdout.write(
      [
        '',
        `Two service processes + \`npm run leads -- retry\` on one PostgreSQL, upstream outage from submission ${Math.floor(submissions * 0.3)} to ${Math.floor(submissions * 0.65)}`,
        `(${os.cpus().length} CPUs, load average before ${load.map((l) => l.toFixed(1)).join(' ')})`,
        '',
        '| submissions | acknowledged | delivered | duplicates | lost | wrong Idempotency-Key | refused during the outage | seconds |',
        '|---|---|---|---|---|---|---|---|',
        `| ${submissions} | ${r.acknowledged} (${r.perServiceAcknowledged.join(' + ')}) | ${r.delivered} | ${r.duplicates} | ${r.lost} | ${r.wrongKeys} | ${r.refusedDuringOutage} | ${r.seconds.toFixed(1)} |`,
        '',
        `every acknowledged submission delivered exactly once: ${ok ? 'yes' : 'NO'} (states at the end: ${JSON.stringify(r.states)}; leads retry exit codes ${r.retryCodes.join(', ')})`,
        '',
      ].join('\n'),
    );
    const dir = path.join(ROOT, 'bench-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'multi-instance.json'), `${JSON.stringify({ date: new Date().toISOString(), loadAverage: load, submissions, ...r }, null, 2)}\n`);
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench-multi: ${stackOf(err)}\n`);
  process.exit(1);
});
