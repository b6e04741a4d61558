/**
 * Child process of the store (see initialiseCluster in pglite.ts): creates a new PGlite cluster
 * in the directory given as argument (initdb) and applies the migrations, then exits. Done in a
 * separate process because initdb and the first migrations leave a few hundred MB of WebAssembly
 * memory behind that the long-running service should not carry.
 */
import { migrate } from './migrate';
import { openPglite, pgliteDriver } from './pglite-runtime';
import { stackOf } from '../redact';

async function run(pgdata: string): Promise<void> {
  const pg = await openPglite(pgdata);
  try {
    const applied = await migrate(pgliteDriver(pg));
    process.stdout.write(JSON.stringify({ applied }));
  } finally {
    await pg.close();
  }
}

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: init-cluster <pgdata>\n');
  process.exit(2);
}
run(target).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${stackOf(err)}\n`);
    process.exit(1);
  },
);
