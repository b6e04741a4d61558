/**
 * A database that fails over: a real service process on a real PostgreSQL, reached
 * through a relay that freezes every open connection (no byte either way, nothing closed) while new
 * connections work, as after a fail-over. Clients post before and during it. Deliveries resume
 * within 30 s, and every acknowledged submission reaches the upstream exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from './helpers/net';
import { describePostgres, startPostgres, type PgServer } from './helpers/postgres';
import { startPosters, stopService } from './helpers/posters';
import { notReceived, startReceiver, type Receiver } from './helpers/receiver';
import { startRelay, type Relay } from './helpers/relay';
import { runLeads, startService, type ServiceProcess } from './helpers/service';

jest.setTimeout(200_000);

describePostgres('a PostgreSQL fail-over during a burst', () => {
  let server: PgServer | undefined;
  let relay: Relay | undefined;
  let receiver: Receiver | undefined;
  let service: ServiceProcess | undefined;
  let tmp = '';
  beforeAll(async () => {
    server = await startPostgres();
    relay = await startRelay(server.port);
    receiver = await startReceiver();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-failover-'));
  });
  afterAll(async () => {
    if (service) await stopService(service);
    await relay?.close();
    await receiver?.close();
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('every open connection goes silent: deliveries resume within 30 s, each acknowledged submission arrives once', async () => {
    const r = receiver as Receiver;
    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${(relay as Relay).port}/postgres`,
      FORWARD_URL: r.url,
      ALLOW_INSECURE_FORWARD: '1', // the receiver is plain http on loopback
      RATE_LIMIT_MAX: '0',
      PUBLIC_DIR: path.join(tmp, 'no-site'),
      DATA_DIR: tmp,
      LOG_LEVEL: 'warn',
    };
    service = await startService(env, await freePort());
    const posters = startPosters([service], { clients: 8, tag: 'failover' });
    await waitFor(() => r.received.length >= 20, 20_000, 'deliveries before the freeze');
    const frozenAt = Date.now();
    const frozen = (relay as Relay).freeze();
    expect(frozen).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 10_000)); // clients keep posting
    posters.stop();
    await posters.done;
    const acked = new Set(posters.acknowledged);
    const settle = Date.now() + 90_000;
    while (Date.now() < settle && notReceived(r, acked).length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const firstAfter = r.received.find((m) => m.at > frozenAt + 1000);
    const byEmail = new Map<string, number>();
    for (const m of r.received) byEmail.set(m.email, (byEmail.get(m.email) ?? 0) + 1);
    const lost = [...acked].filter((e) => !byEmail.has(e));
    const twice = [...byEmail].filter(([, n]) => n > 1);
    process.stderr.write(
      `failover: ${frozen} connections frozen; ${acked.size} acknowledged, ${posters.results.length - acked.size} refused; ` +
        `first delivery ${firstAfter ? ((firstAfter.at - frozenAt) / 1000).toFixed(1) : '–'} s after the freeze; ${lost.length} lost, ${twice.length} twice\n`,
    );
    expect(firstAfter).toBeDefined();
    expect((firstAfter as { at: number }).at - frozenAt).toBeLessThan(30_000);
    expect({ lost: lost.length, twice: twice.length }).toEqual({ lost: 0, twice: 0 });
    expect(acked.size).toBeGreaterThan(0);

    // The health figure: nothing is waiting now, and `leads list` says so.
    const db = new pg.Client({ connectionString: server?.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM submissions WHERE delivery_state <> 'delivered'");
      expect(Number(rows[0].n)).toBe(0);
    } finally {
      await db.end();
    }
    const list = await runLeads(['list', '--limit', '1'], { ...env, DATABASE_URL: (server as PgServer).url });
    expect(list.out).toMatch(/Nothing waiting for delivery/);
  });
});
