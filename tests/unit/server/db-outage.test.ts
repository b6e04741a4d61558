/**
 * A database outage does not turn visitors away: a real service on a real
 * PostgreSQL, 8 clients posting; PostgreSQL is stopped for 10 s in the middle of the burst. Every
 * post is answered 200 (the service journals locally while the database is away), and once it is
 * back every acknowledged submission is stored once and reaches the upstream exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from './helpers/net';
import { describePostgres, startPostgres, type PgServer } from './helpers/postgres';
import { startPosters, stopService } from './helpers/posters';
import { notReceived, startReceiver, type Receiver } from './helpers/receiver';
import { startService, type ServiceProcess } from './helpers/service';

jest.setTimeout(240_000);

describePostgres('a PostgreSQL outage during a burst', () => {
  let server: PgServer | undefined;
  let receiver: Receiver | undefined;
  let service: ServiceProcess | undefined;
  let tmp = '';
  beforeAll(async () => {
    server = await startPostgres();
    receiver = await startReceiver();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-outage-'));
  });
  afterAll(async () => {
    if (service) await stopService(service);
    await receiver?.close();
    await server?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('PostgreSQL stopped for 10 s during a burst: 0 refused, 0 lost, 0 twice', async () => {
    const db = server as PgServer;
    const r = receiver as Receiver;
    const env = { DATABASE_URL: db.url, FORWARD_URL: r.url, ALLOW_INSECURE_FORWARD: '1', RATE_LIMIT_MAX: '0', PUBLIC_DIR: path.join(tmp, 'no-site'), DATA_DIR: tmp, LOG_LEVEL: 'warn' };
    service = await startService(env, await freePort());
    const posters = startPosters([service], { clients: 8, tag: 'outage' });
    await waitFor(() => r.received.length >= 20, 20_000, 'deliveries before the outage');
    db.halt();
    const acknowledgedBefore = posters.acknowledged.length;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const duringOutage = posters.acknowledged.length - acknowledgedBefore;
    db.start();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    posters.stop();
    await posters.done;

    const acked = new Set(posters.acknowledged);
    const refused = posters.results.filter((p) => p.status !== 200);
    await waitFor(() => notReceived(r, acked).length === 0, 150_000, 'every acknowledged submission delivered').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const byEmail = new Map<string, number>();
    for (const m of r.received) byEmail.set(m.email, (byEmail.get(m.email) ?? 0) + 1);
    const lost = [...acked].filter((e) => !byEmail.has(e));
    const twice = [...byEmail].filter(([, n]) => n > 1);
    process.stderr.write(`db-outage: ${acked.size} acknowledged (${duringOutage} while PostgreSQL was stopped), ${refused.length} refused, ${lost.length} lost, ${twice.length} twice\n`);
    expect(duringOutage).toBeGreaterThan(0);
    expect({ refused: refused.length, lost: lost.length, twice: twice.length }).toEqual({ refused: 0, lost: 0, twice: 0 });

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string; distinct_emails: string }>(
        "SELECT count(*) AS n, count(DISTINCT payload->>'email') AS distinct_emails FROM submissions WHERE payload->>'email' LIKE 'outage-%'",
      );
      expect(Number(rows[0].n)).toBe(Number(rows[0].distinct_emails)); // each stored once
      expect(Number(rows[0].n)).toBeGreaterThanOrEqual(acked.size);
    } finally {
      await client.end();
    }
  });
});
