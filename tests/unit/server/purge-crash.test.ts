/**
 * Purge never brings anything back: a real service (embedded store) whose
 * submissions were received and delivered 200 days ago (its clock moved back while they came in),
 * still in its journal; `npm run leads -- purge` deletes them and the service is killed (SIGKILL)
 * between the delete and the journal's compaction. After a restart none of them is stored or sent again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PgliteStore } from '../../../server/submissions';
import { freePort, waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { startPosters, stopService } from './helpers/posters';
import { startReceiver, type Receiver } from './helpers/receiver';
import { CLOCK_OFFSET_PRELOAD } from './helpers/retry-beside';
import { REPO_ROOT, runLeads, startService } from './helpers/service';

jest.setTimeout(180_000);

const KILL_PRELOAD = path.join(REPO_ROOT, 'tests/fixtures/kill-at-journal-rotation.cjs');
const DAY = 24 * 60 * 60_000;

let dataDir = '';
let receiver: Receiver | undefined;
afterAll(async () => {
  await receiver?.close();
  if (dataDir) removeDir(dataDir);
});

test('killed between the purge’s delete and the compaction: after the restart nothing purged is stored or sent again', async () => {
  dataDir = await freshDataDir('leads-purge-crash-');
  receiver = await startReceiver();
  const env = { DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-site'), RATE_LIMIT_MAX: '0', FORWARD_URL: receiver.url, ALLOW_INSECURE_FORWARD: '1', TZ: 'UTC' };
  const old = await startService(
    { ...env, NODE_OPTIONS: `--require ${CLOCK_OFFSET_PRELOAD} --require ${KILL_PRELOAD}`, CLOCK_OFFSET_MS: String(-200 * DAY) },
    await freePort(),
  );
  const posters = startPosters([old], { clients: 2, total: 4, tag: 'purged' });
  await posters.done;
  expect(posters.acknowledged).toHaveLength(4);
  await waitFor(async () => {
    const list = await runLeads(['export', '--format', 'json'], env);
    const rows = JSON.parse(list.out) as { deliveryState: string }[];
    return rows.length === 4 && rows.every((r) => r.deliveryState === 'delivered');
  }, 30_000, 'the four to be delivered');
  expect(receiver.received).toHaveLength(4);
  expect(fs.statSync(path.join(dataDir, 'journal.jsonl')).size).toBeGreaterThan(0); // their lines are still in the journal

  const purge = await runLeads(['purge'], env); // through the service's control socket; the service dies in it
  const exit = await old.exited;
  expect(exit.signal).toBe('SIGKILL');
  expect(purge.code).not.toBe(0);

  const again = await startService(env, await freePort());
  await new Promise((r) => setTimeout(r, 3000)); // the outbox runs at start: time to send anything due
  await stopService(again);
  expect(receiver.received).toHaveLength(4); // nothing sent again
  const store = await PgliteStore.open({ dataDir, role: 'test' });
  try {
    expect(await store.list()).toEqual([]);
  } finally {
    await store.close();
  }
});
