/**
 * `npm run leads -- retry` from a third process while two services on one PostgreSQL are still
 * sending what 16 clients just posted (no outage): the CLI's retry must not send any of it a
 * second time. The receiver takes 20 ms a post, so the services are still sending most of the 400
 * when the CLI starts and the CLI's own outbox sends about a quarter of them beside theirs. Three runs:
 * a repeat would be a matter of timing.
 */
import { describePostgres, startPostgres, type PgServer } from './helpers/postgres';
import { runRetryBeside } from './helpers/retry-beside';

jest.setTimeout(240_000);

describePostgres('leads retry during the services’ own sends', () => {
  let server: PgServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const runs = Number(process.env.RETRY_BESIDE_RUNS ?? 3);
  test.each(Array.from({ length: runs }, (_, i) => i + 1))('run %i: leads retry right after the 400 are acknowledged: each submission once', async (run) => {
    const r = await runRetryBeside({ databaseUrl: (server as PgServer).url, tag: `during-${run}`, moment: 'after-acks', receiverDelayMs: 20, log: (l) => process.stderr.write(`retry-during ${run}: ${l}\n`) });
    process.stderr.write(`retry-during ${run}: ${JSON.stringify({ ...r, twice: r.twice.length, retry: r.retry.code })}\n`);
    expect(r.acknowledged).toBe(400);
    expect(r.retry.out).toMatch(/: [1-9]\d* delivered/); // the CLI really sent beside the services
    expect({ lost: r.lost, twice: r.twice }).toEqual({ lost: 0, twice: [] });
    expect([0, 2]).toContain(r.retry.code);
  });
});
