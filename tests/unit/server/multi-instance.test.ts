/**
 * Never send twice, never lose one, on several machines: two real service processes and
 * `npm run leads -- retry` at once against one real PostgreSQL, 2,000 submissions spread across
 * both, an outage of the upstream in the middle, then recovery. Every acknowledged submission
 * reaches the upstream exactly once, with its id as Idempotency-Key. The scenario itself is in
 * helpers/two-instances.ts (also run by `npm run bench` for the figures).
 */
import { PG_BIN, PG_MISSING_MESSAGE, startPostgres, type PgServer } from './helpers/postgres';
import { runTwoInstances } from './helpers/two-instances';

jest.setTimeout(240_000);

if (!PG_BIN) {
  test('PostgreSQL server binaries are installed (npm test installs them where it can)', () => {
    throw new Error(PG_MISSING_MESSAGE);
  });
} else {
  let server: PgServer;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
    await server?.stop();
  });

  test('2,000 submissions over two services with an outage and a concurrent retry: each delivered exactly once', async () => {
    const result = await runTwoInstances({ databaseUrl: server.url, submissions: 2000, log: (l) => process.stderr.write(`multi-instance: ${l}\n`) });
    process.stderr.write(`multi-instance: ${JSON.stringify(result)}\n`);
    expect(result.acknowledged).toBe(2000);
    expect(result.perServiceAcknowledged).toEqual([1000, 1000]);
    expect(result.refusedDuringOutage).toBeGreaterThan(0); // the outage really happened
    expect({ duplicates: result.duplicates, lost: result.lost }).toEqual({ duplicates: 0, lost: 0 });
    expect(result.delivered).toBe(2000);
    expect(result.wrongKeys).toBe(0);
    expect(result.states).toEqual({ delivered: 2000 });
    for (const code of result.retryCodes) expect([0, 2]).toContain(code); // 2: some attempts failed while the outage lasted
  });
}
