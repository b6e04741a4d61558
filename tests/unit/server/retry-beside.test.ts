/**
 * Exactly once, whatever runs beside: the scenario as measured from outside (two
 * services on one PostgreSQL, a receiver down for its first 4 s, 16 clients posting 400
 * consultations, `npm run leads -- retry` from a third process as soon as the receiver is back),
 * twice; then once more with the first service's clock 10 minutes ahead (leases are the database's
 * clock). Every acknowledged submission arrives exactly once each time.
 */
import { describePostgres, startPostgres, type PgServer } from './helpers/postgres';
import { runRetryBeside } from './helpers/retry-beside';

jest.setTimeout(240_000);

describePostgres('two services and a retry beside them on one PostgreSQL', () => {
  let server: PgServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const runs = Number(process.env.RETRY_BESIDE_RUNS ?? 2);
  test.each(Array.from({ length: runs }, (_, i) => i + 1))('run %i: two services, an upstream down for 4 s, leads retry from a third process: each submission once', async (run) => {
    const r = await runRetryBeside({ databaseUrl: (server as PgServer).url, tag: `beside-${run}`, log: (l) => process.stderr.write(`retry-beside ${run}: ${l}\n`) });
    process.stderr.write(`retry-beside ${run}: ${JSON.stringify({ ...r, retry: r.retry.code })}\n`);
    expect(r.refused).toBeGreaterThan(0); // the outage really happened
    expect(r.acknowledged).toBe(400);
    expect({ lost: r.lost, twice: r.twice }).toEqual({ lost: 0, twice: [] });
    expect([0, 2]).toContain(r.retry.code);
  });

  test('one service’s clock 10 minutes ahead: leases still hold, each submission once', async () => {
    const r = await runRetryBeside({ databaseUrl: (server as PgServer).url, tag: 'skewed', clockOffsetMs: 10 * 60_000, log: (l) => process.stderr.write(`retry-beside skewed: ${l}\n`) });
    process.stderr.write(`retry-beside skewed: ${JSON.stringify({ ...r, retry: r.retry.code })}\n`);
    expect(r.refused).toBeGreaterThan(0);
    expect(r.acknowledged).toBe(400);
    expect({ lost: r.lost, twice: r.twice }).toEqual({ lost: 0, twice: [] });
  });
});
