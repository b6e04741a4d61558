/**
 * The scenario of two services on one PostgreSQL, measured from outside: two services on one PostgreSQL
 * (each its own DATA_DIR), FORWARD_URL to a local receiver that answers 503 for its first 4 s and 200
 * after, 16 clients posting 400 consultations alternating between the two, and `npm run leads --
 * retry` started from a third process (its own DATA_DIR, the same DATABASE_URL and FORWARD_URL) as
 * soon as the receiver is back, or (`moment: 'after-acks'`, no outage) as soon as the last of the 400
 * is acknowledged, while the services are still sending them. Counts what the receiver accepted, by
 * submission id and by email.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './net';
import { startPosters, stopService } from './posters';
import { notReceived, startReceiver } from './receiver';
import { REPO_ROOT, runLeads, startService, type ServiceProcess } from './service';

export const CLOCK_OFFSET_PRELOAD = path.join(REPO_ROOT, 'tests/fixtures/clock-offset.cjs');

export interface RetryBesideResult {
  acknowledged: number;
  /** Acknowledged submissions the receiver never accepted. */
  lost: number;
  /** Submissions the receiver accepted more than once (by id), and their ids. */
  twice: string[];
  /** 503s the receiver gave while it was down (the outage really happened). */
  refused: number;
  retry: { code: number | null; out: string };
}

export async function runRetryBeside(options: {
  databaseUrl: string;
  tag: string;
  /** Moves the first service's clock by this much (ms), through a preloaded script. */
  clockOffsetMs?: number;
  /**
   * When the CLI runs: `after-outage` (the receiver answers 503 for 4 s; the CLI starts as soon as it
   * is back, while the clients still post), or `after-acks` (no outage; the CLI starts the moment the
   * last of the 400 is acknowledged, while the services are still sending them).
   */
  moment?: 'after-outage' | 'after-acks';
  /** How long the receiver takes to answer each post (default 2 ms). */
  receiverDelayMs?: number;

  log?: (line: string) => void;
}): Promise<RetryBesideResult> {
  const receiver = await startReceiver(options.receiverDelayMs ?? 2);
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'leads-beside-')));
  const env = (dir: string): Record<string, string> => ({
    DATABASE_URL: options.databaseUrl,
    FORWARD_URL: receiver.url,
    ALLOW_INSECURE_FORWARD: '1', // the receiver is plain http on loopback
    RATE_LIMIT_MAX: '0',
    PUBLIC_DIR: path.join(dir, 'no-site'),
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  });
  const services: ServiceProcess[] = [];
  const db = new pg.Client({ connectionString: options.databaseUrl });
  try {
    const skew: Record<string, string> = options.clockOffsetMs ? { NODE_OPTIONS: `--require ${CLOCK_OFFSET_PRELOAD}`, CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {};
    services.push(
      ...(await Promise.all([startService({ ...env(dirs[0]), ...skew }, await freePort()), startService(env(dirs[1]), await freePort())])),
    );
    const afterAcks = options.moment === 'after-acks';
    if (!afterAcks) receiver.failUntil = Date.now() + 4000;
    const posters = startPosters(services, { clients: 16, total: 400, tag: options.tag });
    if (afterAcks) await posters.done;
    else await new Promise((r) => setTimeout(r, Math.max(0, receiver.failUntil - Date.now())));
    const beforeRetry = receiver.received.length;
    const retry = await runLeads(['retry'], env(dirs[2]), 120_000);
    options.log?.(`leads retry: ${retry.out.trim()} (the receiver had ${beforeRetry} when it started)`);
    await posters.done;
    const acked = new Set(posters.acknowledged);
    await db.connect();
    const deadline = Date.now() + 90_000;
    const waiting = async (): Promise<number> =>
      Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM submissions WHERE delivery_state <> 'delivered' AND payload->>'email' LIKE $1", [`${options.tag}-%`])).rows[0].n);
    while (Date.now() < deadline && ((await waiting()) > 0 || notReceived(receiver, acked).length > 0)) {
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1000)); // anything still on its way arrives and is counted
    const got = new Set(receiver.received.map((m) => m.email));
    return {
      acknowledged: acked.size,
      lost: [...acked].filter((e) => !got.has(e)).length,
      twice: [...receiver.repeats().keys()],
      refused: receiver.refused,
      retry,
    };
  } finally {
    await Promise.all(services.map((s) => stopService(s)));
    await db.end().catch(() => undefined);
    await receiver.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}
