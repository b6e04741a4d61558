/**
 * The staff inbox's list at scale: with 50,000 stored leads, the first page of the list
 * (newest 50), search answers (by name, by phone digits, and one that matches nothing, the slowest:
 * every row is read), the spam view and the follow-up filter, on both stores. Each figure is the
 * median of 15 requests (after 3 not counted) over loopback to the real app with a signed-in
 * session; the target is under 100 ms at the server.
 *
 *   npx tsx scripts/bench-staff.ts [--leads N] [--quick]     (part of npm run bench; --quick: 2,000 leads)
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { stackOf } from '../server/redact';
import { PgliteStore, PostgresStore, type LeadStore } from '../server/submissions';
import { STAFF_ROUTES } from '../src/staff/api';
import { fill } from './staff-leads';
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres } from '../tests/unit/server/helpers/postgres';
import { staffStoreOn } from '../server/staff/store';

const quick = process.argv.includes('--quick');
const i = process.argv.indexOf('--leads');
const LEADS = i >= 0 ? Number(process.argv[i + 1]) : quick ? 2_000 : 50_000;
const RUNS = 15;
const TARGET_MS = 100;

/** One GET on the inbox's own origin (localhost:<port> by default, server/staff/origin.ts): the site's answers no /api/staff/. */
function get(port: number, url: string, cookie: string): Promise<{ status: number; ms: number }> {
  const t = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { cookie, host: `localhost:${port}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - t) / 1e6 }));
      })
      .on('error', reject);
  });
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(name: string, store: LeadStore): Promise<string[][]> {
  const filled = Date.now();
  await fill(store, LEADS);
  const fillSeconds = (Date.now() - filled) / 1000;
  const app = await buildApp({ store, publicDir: '/nonexistent', rateLimit: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  try {
    const { member } = await staffStoreOn(store.db).addMember('Bench Owner', 'bench@example.com', 'owner', null);
    const cookie = `staff_session=${await staffStoreOn(store.db).createSession(member.id, 3600, 3600)}`;
    const cases: [string, string][] = [
      ['first page (50 newest)', STAFF_ROUTES.leads.path],
      ['search by name', `${STAFF_ROUTES.leads.path}?q=visitor%2012345`],
      ['search by phone digits', `${STAFF_ROUTES.leads.path}?q=555-0042`],
      ['search, no match', `${STAFF_ROUTES.leads.path}?q=nobody%20at%20all`],
      ['filter: stage contacted', `${STAFF_ROUTES.leads.path}?stage=contacted`],
      ['spam view', `${STAFF_ROUTES.leads.path}?view=spam`],
      ['follow-up due (none)', `${STAFF_ROUTES.leads.path}?due=1`],
    ];
    const rows: string[][] = [];
    for (const [label, url] of cases) {
      const times: number[] = [];
      for (let r = 0; r < 3; r++) await get(port, url, cookie); // warm-up, not counted
      for (let r = 0; r < RUNS; r++) {
        const res = await get(port, url, cookie);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        times.push(res.ms);
      }
      const ms = median(times);
      rows.push([name, label, LEADS.toLocaleString('en-CA'), ms.toFixed(1), ms < TARGET_MS ? 'yes' : 'NO']);
    }
    console.error(`  (${name}: ${LEADS} leads stored in ${fillSeconds.toFixed(1)} s)`);
    return rows;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const rows: string[][] = [['store', 'request', 'leads', 'median ms', `< ${TARGET_MS} ms`]];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-staff-'));
  try {
    const pglite = await PgliteStore.open({ dataDir: dir, role: 'test' });
    try {
      rows.push(...(await measure('PGlite', pglite)));
    } finally {
      await pglite.close();
    }
    if (PG_BIN) {
      const server = await startPostgres();
      try {
        const store = await PostgresStore.open(server.url);
        try {
          rows.push(...(await measure('PostgreSQL', store)));
        } finally {
          await store.close();
        }
      } finally {
        await server.stop();
      }
    } else console.error(PG_MISSING_MESSAGE);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  '));
  if (rows.slice(1).some((r) => r[4] === 'NO')) process.exitCode = 2;
}

main().catch((err: unknown) => {
  console.error(stackOf(err));
  process.exitCode = 1;
});
