/**
 * Starts a test PostgreSQL (./postgres.ts), prints where it is as one JSON line and waits, for a test that ends
 * this process by a signal (tests/unit/server/postgres-helper.test.ts).
 */
import { startPostgres } from './postgres';

void startPostgres().then((server) => {
  console.log(JSON.stringify({ dir: server.dir, port: server.port }));
  setInterval(() => undefined, 60_000);
});
