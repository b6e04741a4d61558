/**
 * `npm run bench`: what a database fault costs the visitors and the gym. The compiled service
 * (as npm start runs it) on a real PostgreSQL, forwarding to a receiver on loopback, 8 clients posting
 * the consultation form; in the middle of the burst the database is
 *   - stopped for 10 s (then started again), and
 *   - frozen: a relay between the service and PostgreSQL stops every open connection dead for good
 *     (what a fail-over behind a virtual address looks like), new connections working.
 * Printed per fault: submissions acknowledged (during the fault), refused, lost (acknowledged, never
 * delivered) and delivered twice; the slowest answer a visitor waited for; and when deliveries resumed. The same scenarios
 * are tests (tests/unit/server/db-outage.test.ts, failover.test.ts), which require 0 refused, 0 lost,
 * 0 twice; here they are measured.
 *
 *   npx tsx scripts/bench-db-faults.ts [--seconds 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../tests/unit/server/helpers/net';
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres, type PgServer } from '../tests/unit/server/helpers/postgres';
import { startPosters, stopService } from '../tests/unit/server/helpers/posters';
import { notReceived, startReceiver, type Receiver } from '../tests/unit/server/helpers/receiver';
import { startRelay, type Relay } from '../tests/unit/server/helpers/relay';
import { startService } from '../tests/unit/server/helpers/service';
import { serviceArgs } from './bench-service';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FAULT_MS = arg('seconds', 10) * 1000;

interface Figures {
  fault: string;
  acknowledged: number;
  duringFault: number;
  refused: number;
  lost: number;
  twice: number;
  resumedAfterS: string;
  slowestS: string;
}

async function scenario(fault: string, db: PgServer, relay: Relay | null, start: () => void, end: () => void): Promise<Figures> {
  const receiver: Receiver = await startReceiver();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-db-faults-'));
  const url = relay ? `postgres://postgres@127.0.0.1:${relay.port}/postgres` : db.url;
  const env = { DATABASE_URL: url, FORWARD_URL: receiver.url, ALLOW_INSECURE_FORWARD: '1', RATE_LIMIT_MAX: '0', PUBLIC_DIR: path.join(tmp, 'no-site'), DATA_DIR: tmp, LOG_LEVEL: 'error' };
  const service = await startService(env, await freePort(), 90_000, { compiled: true });
  try {
    const tag = `bench-${fault.replace(/\W+/g, '-')}`;
    const posters = startPosters([service], { clients: 8, tag });
    await waitFor(() => receiver.received.length >= 20, 30_000, 'deliveries before the fault');
    const faultAt = Date.now();
    const before = posters.acknowledged.length;
    start();
    await new Promise((resolve) => setTimeout(resolve, FAULT_MS));
    const duringFault = posters.acknowledged.length - before;
    end();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    posters.stop();
    await posters.done;
    const acked = new Set(posters.acknowledged);
    const settle = Date.now() + 150_000;
    while (Date.now() < settle && notReceived(receiver, acked).length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const byEmail = new Map<string, number>();
    for (const m of receiver.received) byEmail.set(m.email, (byEmail.get(m.email) ?? 0) + 1);
    // The first delivery after the fault began (none can be made while the database cannot be used).
    const resumed = receiver.received.find((m) => m.at > faultAt + 1_000);
    return {
      fault,
      acknowledged: acked.size,
      duringFault,
      refused: posters.results.filter((p) => p.status !== 200).length,
      lost: [...acked].filter((e) => !byEmail.has(e)).length,
      twice: [...byEmail.values()].filter((n) => n > 1).length,
      resumedAfterS: resumed ? ((resumed.at - faultAt) / 1000).toFixed(1) : '–',
      slowestS: (Math.max(...posters.results.map((p) => p.ms)) / 1000).toFixed(1),
    };
  } finally {
    await stopService(service);
    await receiver.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!PG_BIN) throw new Error(PG_MISSING_MESSAGE);
  serviceArgs(); // compiles the service when its sources changed
  const rows: Figures[] = [];
  const db = await startPostgres();
  try {
    rows.push(await scenario(`PostgreSQL stopped ${FAULT_MS / 1000} s`, db, null, () => db.halt(), () => db.start()));
    const relay = await startRelay(db.port);
    try {
      rows.push(await scenario(`open connections frozen (fail-over), ${FAULT_MS / 1000} s of posts`, db, relay, () => void relay.freeze(), () => undefined));
    } finally {
      await relay.close();
    }
  } finally {
    await db.stop();
  }
  const line = (c: (string | number)[]): string => `| ${c.join(' | ')} |`;
  console.log(`\nDatabase faults during a burst (8 clients, compiled service, ${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
  console.log(line(['fault', 'acknowledged', 'of them during the fault', 'refused', 'lost', 'twice', 'slowest answer (s)', 'first delivery (s after the fault began)']));
  console.log(line(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const r of rows) console.log(line([r.fault, r.acknowledged, r.duringFault, r.refused, r.lost, r.twice, r.slowestS, r.resumedAfterS]));
  const ok = rows.every((r) => r.refused === 0 && r.lost === 0 && r.twice === 0);
  console.log(`\ntargets: 0 refused, 0 lost, 0 twice: ${ok ? 'yes' : 'NO'}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
