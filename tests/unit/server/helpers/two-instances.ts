/**
 * The scale-out run, shared by its test (multi-instance.test.ts) and `npm run bench`
 * (scripts/bench-multi.ts): two real service processes on one PostgreSQL, forwarding to a local
 * sink that records every message it accepts, N submissions spread across both, an outage of the
 * sink in the middle (503s and dropped connections), then recovery with `npm run leads -- retry`
 * run while both services keep delivering. The sink counts by the Idempotency-Key header (the
 * submission id) and by the visitor's email (each submission has its own).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildSubmission } from '../../../../src/forms';
import { freePort } from './net';
import { stopService } from './posters';
import { runLeads, startService, type ServiceProcess } from './service';

export interface TwoInstanceOptions {
  databaseUrl: string;
  submissions: number;
  /** Posts in flight at once (spread over both services). */
  concurrency?: number;
  /** How long the sink takes to accept a message (an upstream is never instant). */
  sinkDelayMs?: number;
  /** How long to wait for every submission to be delivered after the last post. */
  settleTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface TwoInstanceResult {
  acknowledged: number;
  /** Distinct submissions the sink accepted. */
  delivered: number;
  /** Messages the sink accepted for a submission it had already accepted. */
  duplicates: number;
  /** Acknowledged submissions the sink never accepted. */
  lost: number;
  /** Accepted messages whose Idempotency-Key was not the submission's id. */
  wrongKeys: number;
  /** Answers the sink gave during the outage (503 or a dropped connection). */
  refusedDuringOutage: number;
  /** delivery_state counts in the database at the end. */
  states: Record<string, number>;
  /** Exit codes of the `leads retry` runs. */
  retryCodes: (number | null)[];
  seconds: number;
  perServiceAcknowledged: [number, number];
}

interface Accepted {
  key: string | undefined;
  email: string;
}

const CONTACT = { name: 'Jordan Lee', phone: '604-555-0123', service: 'kickboxing-boxing', message: 'Do you have beginner boxing classes on weekends?' };

export async function runTwoInstances(options: TwoInstanceOptions): Promise<TwoInstanceResult> {
  const begun = Date.now();
  const log = (line: string): void => options.log?.(`${((Date.now() - begun) / 1000).toFixed(1)} s: ${line}`);
  const total = options.submissions;
  const concurrency = options.concurrency ?? 16;
  const sinkDelayMs = options.sinkDelayMs ?? 2;
  const accepted: Accepted[] = [];
  let mode: 'up' | 'down' = 'up';
  let refused = 0;
  const sink = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'down') {
        refused++;
        if (refused % 2 === 0) req.socket.destroy();
        else res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream outage');
        return;
      }
      setTimeout(() => {
        if (req.socket.destroyed) return; // the sender gave up: not accepted
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email: string };
        accepted.push({ key: req.headers['idempotency-key'] as string | undefined, email: body.email });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, sinkDelayMs);
    });
  });
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
  const forwardUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/f/leads`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-two-'));
  const env = {
    DATABASE_URL: options.databaseUrl,
    FORWARD_URL: forwardUrl,
    ALLOW_INSECURE_FORWARD: '1', // the sink is plain http on loopback
    RATE_LIMIT_MAX: '0',
    PUBLIC_DIR: path.join(tmp, 'no-site'),
    DATA_DIR: tmp,
    LOG_LEVEL: 'error',
  };
  const services: ServiceProcess[] = [];
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const started = Date.now();
  try {
    // Each its own DATA_DIR (its local journal for PostgreSQL outages is locked to one service).
    const own = (n: number): Record<string, string> => ({ ...env, DATA_DIR: fs.mkdtempSync(path.join(tmp, `service-${n}-`)) });
    services.push(...(await Promise.all([startService(own(1), await freePort()), startService(own(2), await freePort())])));
    log(`two services on ports ${services.map((s) => s.port).join(' and ')}, sink ${forwardUrl}`);

    const acknowledgedEmails: string[] = [];
    const perService: [number, number] = [0, 0];
    const retries: Promise<{ code: number | null; out: string }>[] = [];
    let next = 0;
    const outageAt = Math.floor(total * 0.3);
    const recoveryAt = Math.floor(total * 0.65);
    const worker = async (): Promise<void> => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        if (i === outageAt) {
          mode = 'down';
          log(`outage from submission ${i}`);
        }
        if (i === recoveryAt) {
          mode = 'up';
          log(`recovery at submission ${i}: leads retry while both services deliver`);
          retries.push(runLeads(['retry'], env, 120_000));
        }
        const email = `lead-${i}@example.com`;
        const which = i % 2;
        const res = await fetch(`http://127.0.0.1:${services[which].port}/f/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(buildSubmission('contact', { ...CONTACT, email })),
        });
        await res.arrayBuffer();
        if (res.status === 200) {
          acknowledgedEmails.push(email);
          perService[which]++;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    log(`${acknowledgedEmails.length} of ${total} acknowledged; a second leads retry`);
    // Whatever failed during the outage waits for its backoff (30 s and more): `retry` sends it now.
    retries.push(runLeads(['retry'], env, 120_000));
    const retryResults = await Promise.all(retries);
    log(`leads retry done (${retryResults.map((r) => r.out.trim()).join(' / ')})`);

    const deadline = Date.now() + (options.settleTimeoutMs ?? 60_000);
    let states: Record<string, number> = {};
    for (;;) {
      const rows = (await db.query<{ delivery_state: string; n: string }>('SELECT delivery_state, count(*) AS n FROM submissions GROUP BY 1')).rows;
      states = Object.fromEntries(rows.map((r) => [r.delivery_state, Number(r.n)]));
      const undelivered = Object.entries(states).reduce((n, [s, c]) => (s === 'delivered' ? n : n + c), 0);
      if (undelivered === 0 || Date.now() > deadline) break;
      if (Date.now() + 10_000 > deadline) retryResults.push(await runLeads(['retry'], env, 60_000)); // last resort before giving up
      await new Promise((r) => setTimeout(r, 200));
    }
    log(`states ${JSON.stringify(states)}`);
    // Let anything still in flight arrive before counting.
    await new Promise((r) => setTimeout(r, 300));

    const ids = new Map((await db.query<{ id: string; email: string }>("SELECT id, payload->>'email' AS email FROM submissions")).rows.map((r) => [r.email, r.id]));
    const perEmail = new Map<string, number>();
    let wrongKeys = 0;
    for (const a of accepted) {
      perEmail.set(a.email, (perEmail.get(a.email) ?? 0) + 1);
      if (a.key !== ids.get(a.email)) wrongKeys++;
    }
    const duplicates = [...perEmail.values()].reduce((n, c) => n + Math.max(0, c - 1), 0);
    const lost = acknowledgedEmails.filter((e) => !perEmail.has(e)).length;
    return {
      acknowledged: acknowledgedEmails.length,
      delivered: perEmail.size,
      duplicates,
      lost,
      wrongKeys,
      refusedDuringOutage: refused,
      states,
      retryCodes: retryResults.map((r) => r.code),
      seconds: (Date.now() - started) / 1000,
      perServiceAcknowledged: perService,
    };
  } finally {
    // SIGTERM, SIGKILL after 15 s; the grace timer is cleared once a service has exited (a timer left
    // pending held the Jest worker open for up to 15 s after the last test: "failed to exit gracefully").
    await Promise.all(services.map((s) => stopService(s, 15_000)));
    await db.end().catch(() => undefined);
    await new Promise<void>((r) => sink.close(() => r()));
    sink.closeAllConnections();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
