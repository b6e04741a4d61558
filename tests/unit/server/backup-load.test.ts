/**
 * A backup taken by the running service under load restores whole, and the restored service
 * delivers what was waiting exactly once. The real service (embedded store) forwards each
 * submission to a slow receiver, so deliveries fall behind; 2,000 submissions arrive at about 200 a
 * second while `leads backup` runs through the service's control socket. The backup restores into
 * an empty DATA_DIR: every submission acknowledged before the backup began is there, each whole
 * and once; a second service on the restored store sends every submission the backup holds as
 * undelivered to a new receiver, each once, and none the backup holds as delivered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/cli/main';
import { PgliteStore, type StoredSubmission } from '../../../server/submissions';
import { postSubmission } from './helpers/http';
import { freePort } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { startReceiver } from './helpers/receiver';
import { startService, type ServiceProcess } from './helpers/service';
import { CONTACT } from './helpers/values';

jest.setTimeout(120_000);

const TOTAL = 2000;
const PER_SECOND = 200;
/** The backup starts once this many submissions were sent. */
const BACKUP_AFTER = 800;

async function stop(service: ServiceProcess): Promise<void> {
  const timer = setTimeout(() => service.child.kill('SIGKILL'), 20_000);
  service.child.kill('SIGTERM');
  const exit = await service.exited;
  clearTimeout(timer);
  expect(exit).toEqual({ code: 0, signal: null });
}

async function waitFor(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends TOTAL submissions at PER_SECOND to 127.0.0.1 and, once BACKUP_AFTER are sent, runs `backup`. */
async function loadWithBackup(port: number, backup: () => Promise<void>): Promise<{ ackedAt: Map<string, number>; refused: string[]; backupBegan: number }> {
  const ackedAt = new Map<string, number>();
  const refused: string[] = [];
  const posts: Promise<void>[] = [];
  let backupBegan = 0;
  let backupDone: Promise<void> = Promise.resolve();
  const start = Date.now();
  for (let i = 0; i < TOTAL; i++) {
    const due = start + (i * 1000) / PER_SECOND;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    if (i === BACKUP_AFTER) {
      backupBegan = Date.now();
      backupDone = backup();
    }
    const email = `load-${i}@example.com`;
    posts.push(
      postSubmission(port, 'contact', { ...CONTACT, email }).then((status) => {
        if (status >= 200 && status < 300) ackedAt.set(email, Date.now());
        else refused.push(`${email}: ${status === 0 ? 'connection lost' : status}`);
      }),
    );
  }
  await Promise.all(posts);
  await backupDone;
  return { ackedAt, refused, backupBegan };
}

async function readRestored(dataDir: string): Promise<StoredSubmission[]> {
  const store = await PgliteStore.open({ dataDir, role: 'test' });
  try {
    return await store.list({ limit: 100_000 });
  } finally {
    await store.close();
  }
}

test('backup under load: restored whole, and what was waiting is delivered once by the restored service', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-backup-load-'));
  const dataDir = await freshDataDir('leads-backup-live-');
  const restoredDir = path.join(work, 'restored');
  const backupFile = path.join(work, 'live.leadsbackup');
  const slow = await startReceiver(25);
  const fresh = await startReceiver(0);
  const savedDataDir = process.env.DATA_DIR;
  // MAX_CONNECTIONS above the burst: posts wait while the copy is taken, and on a busy 2-core
  // machine that is seconds, in which 200 a second would pass the default cap of 1,000 open connections.
  const env = (dir: string, url: string): Record<string, string> => ({
    DATA_DIR: dir,
    PUBLIC_DIR: `${dir}/no-site`,
    RATE_LIMIT_MAX: '0',
    MAX_CONNECTIONS: String(TOTAL + 100),
    FORWARD_URL: url,
    ALLOW_INSECURE_FORWARD: '1',
  });
  const services: ServiceProcess[] = [];
  try {
    const live = await startService(env(dataDir, slow.url), await freePort());
    services.push(live);
    let backupOut = '';
    const { ackedAt, refused, backupBegan } = await loadWithBackup(live.port, async () => {
      process.env.DATA_DIR = dataDir;
      const code = await runCli(['backup', backupFile], (s) => (backupOut += s));
      expect(code).toBe(0);
    });
    expect(backupOut).toMatch(/Backup written: .* by the running service/);
    expect({ refused, output: refused.length > 0 ? live.output() : '' }).toEqual({ refused: [], output: '' });
    expect(ackedAt.size).toBe(TOTAL);
    await stop(live);
    services.pop();

    process.env.DATA_DIR = restoredDir;
    let restoreOut = '';
    expect(await runCli(['restore', backupFile], (s) => (restoreOut += s))).toBe(0);
    const rows = await readRestored(restoredDir);
    const emails = rows.map((r) => (r.fields as { email: string }).email);
    const before = [...ackedAt].filter(([, at]) => at < backupBegan).map(([email]) => email);
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((e) => !emails.includes(e))).toEqual([]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(emails).size).toBe(rows.length);
    expect(rows.filter((r) => (r.payload as { email?: string }).email !== (r.fields as { email: string }).email)).toEqual([]);
    // The copy's own rows, and those journaled but not yet inserted (not yet answered) when it was taken.
    const listed = Number(/^ {2}submissions +(\d+)$/m.exec(restoreOut)?.[1]);
    expect(listed).toBeGreaterThanOrEqual(before.length);
    expect(rows.length).toBeGreaterThanOrEqual(listed);
    expect(rows.length - listed).toBe(Number(/and (\d+) submission\(s\) from the backup's journal/.exec(restoreOut)?.[1] ?? 0));

    const delivered = new Set(rows.filter((r) => r.deliveryState === 'delivered').map((r) => r.id));
    const waiting = new Set(rows.filter((r) => r.deliveryState === 'pending').map((r) => r.id));
    expect(delivered.size + waiting.size).toBe(rows.length);
    expect(delivered.size).toBeGreaterThan(0); // some were delivered before the backup, and are not sent again
    expect(waiting.size).toBeGreaterThan(0);
    expect([...delivered].filter((id) => !slow.received.some((m) => m.key === id))).toEqual([]);

    const again = await startService(env(restoredDir, fresh.url), await freePort());
    services.push(again);
    await waitFor(() => new Set(fresh.received.map((m) => m.key)).size >= waiting.size, 60_000, `${waiting.size} deliveries`);
    await new Promise((r) => setTimeout(r, 1500)); // a late second send would arrive now
    const keys = fresh.received.map((m) => m.key);
    expect(keys.filter((k) => !waiting.has(k))).toEqual([]);
    expect(new Set(keys).size).toBe(waiting.size);
    expect([...fresh.repeats()]).toEqual([]);
    await stop(again);
    services.pop();
  } finally {
    for (const s of services) s.child.kill('SIGKILL');
    await Promise.all(services.map((s) => s.exited));
    if (savedDataDir === undefined) Reflect.deleteProperty(process.env, 'DATA_DIR');
    else process.env.DATA_DIR = savedDataDir;
    await slow.close();
    await fresh.close();
    removeDir(work);
    removeDir(dataDir);
  }
});
