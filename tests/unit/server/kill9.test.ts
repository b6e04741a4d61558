/**
 * Nothing answered 2xx is ever lost: run the real service (`server/main.ts`, embedded store),
 * fire concurrent submissions, SIGKILL it in the middle of the burst, restart it on the same
 * DATA_DIR, and find every submission that got a 2xx answer.
 */
import fs from 'node:fs';
import { PgliteStore } from '../../../server/submissions';
import { postSubmission } from './helpers/http';
import { freePort } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { startService } from './helpers/service';
import { CONTACT } from './helpers/values';

jest.setTimeout(180_000);

test('kill -9 mid-burst, restart: every submission answered 2xx is stored', async () => {
  const dataDir = await freshDataDir('leads-kill9-');
  const env = { DATA_DIR: dataDir, PUBLIC_DIR: `${dataDir}/no-site`, RATE_LIMIT_MAX: '0' };
  try {
    const port = await freePort();
    const service = await startService(env, port);
    const lock = JSON.parse(fs.readFileSync(`${dataDir}/service.lock`, 'utf8')) as { pid: number };
    expect(lock.pid).toBe(service.child.pid); // the signal hits the server itself, not a wrapper

    const answered = new Set<string>();
    const failedRequests: string[] = [];
    let sent = 0;
    let killed = false;
    const KILL_AFTER = 150;
    const worker = async (): Promise<void> => {
      while (!killed && sent < 5000) {
        const email = `k9-${sent++}@example.com`;
        const status = await postSubmission(port, 'contact', { ...CONTACT, email });
        if (status >= 200 && status < 300) answered.add(email);
        else failedRequests.push(`${email}: ${status === 0 ? 'connection lost' : status}`);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- another worker may have set it during the await above
        if (!killed && answered.size >= KILL_AFTER) {
          killed = true;
          service.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));
    const exit = await service.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failedRequests.length).toBeGreaterThan(0); // requests were in flight when it died
    expect(failedRequests.every((f) => f.endsWith('connection lost'))).toBe(true);

    // Restart on the same DATA_DIR: the killed service's lock went with it; the journal is replayed.
    const again = await startService(env, await freePort());
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);

    const store = await PgliteStore.open({ dataDir, role: 'test' });
    try {
      const rows = await store.list({ limit: 100_000 });
      const stored = new Set(rows.map((r) => (r.fields as { email: string }).email));
      const missing = [...answered].filter((e) => !stored.has(e));
      expect(missing).toEqual([]);
      expect(rows.length).toBeGreaterThanOrEqual(answered.size);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length); // no duplicates from the replay
    } finally {
      await store.close();
    }
  } finally {
    removeDir(dataDir);
  }
});
