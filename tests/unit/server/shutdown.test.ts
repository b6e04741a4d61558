/**
 * Stopping the service always finishes within a bounded time: closed while visitors are
 * posting, a delivery hangs on an upstream that never answers, a compaction runs, a keep-alive
 * connection is open and a `leads` command talks to the control socket; afterwards every
 * submission that was answered 2xx is in the store.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app';
import { controlRequest } from '../../../server/cli/control-client';
import { controlSocketPath, startControlServer } from '../../../server/control/socket';
import type { Notifier } from '../../../server/submissions/delivery';
import { shutdown } from '../../../server/shutdown';
import { PgliteStore } from '../../../server/submissions';
import { postSubmission } from './helpers/http';
import { contactLead } from './helpers/leads';
import { waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { CONTACT } from './helpers/values';

jest.setTimeout(120_000);

let dataDir: string;
beforeAll(async () => {
  dataDir = await freshDataDir('leads-shutdown-');
});
afterAll(() => removeDir(dataDir));

test('closing with submissions, a delivery, a compaction, a keep-alive connection and a control request in flight: done in bounded time, nothing acknowledged lost', async () => {
  // An upstream that accepts connections and never answers.
  const held: net.Socket[] = [];
  const hole = net.createServer((s) => held.push(s));
  await new Promise<void>((r) => hole.listen(0, '127.0.0.1', () => r()));
  const holePort = (hole.address() as AddressInfo).port;
  let sends = 0;
  const notifier: Notifier = {
    kind: 'forward',
    target: `http://127.0.0.1:${holePort}/`,
    send: () =>
      new Promise<void>((_resolve, reject) => {
        sends++;
        const s = net.connect(holePort, '127.0.0.1');
        s.on('error', reject);
        s.on('close', () => reject(new Error('upstream closed the connection')));
      }),
  };

  const store = await PgliteStore.open({ dataDir, role: 'service', compactBytes: 16 * 1024 });
  const app = await buildApp({ store, delivery: notifier, outbox: { pollMs: 50 }, publicDir: path.join(dataDir, 'no-site'), rateLimit: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const socket = controlSocketPath(dataDir);
  const control = await startControlServer(socket, store, app.outbox);
  store.lock.update({ socket });

  // A keep-alive connection left open.
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve) => http.get({ host: '127.0.0.1', port, path: '/thank-you', agent }, (res) => res.resume().on('end', () => resolve())));

  const answered = new Set<string>();
  let stopped = false;
  let n = 0;
  const worker = async (): Promise<void> => {
    while (!stopped) {
      const email = `shutdown-${n++}@example.com`;
      const status = await postSubmission(port, 'contact', { ...CONTACT, email });
      if (status === 200) answered.add(email);
      else if (status === 0) await new Promise((r) => setTimeout(r, 20)); // refused: the server is closing
    }
  };
  const workers = Array.from({ length: 12 }, worker);

  try {
    await waitFor(() => answered.size >= 60 && sends > 0 && store.compacting, 60_000, 'submissions answered, a delivery and a compaction in flight');
    const listing = controlRequest(socket, 'GET', '/submissions?limit=100000').catch(() => null); // a leads command in flight
    const t0 = Date.now();
    let finished = false;
    const done = shutdown({ app, control, store }).then(() => (finished = true));
    await waitFor(() => finished, 30_000, 'shutdown to finish').catch(() => undefined);
    const took = Date.now() - t0;
    expect({ finished, tookLessThan15s: took < 15_000 }).toEqual({ finished: true, tookLessThan15s: true });
    await done;
    await listing;
  } finally {
    stopped = true;
    await Promise.all(workers);
    agent.destroy();
    for (const s of held) s.destroy();
    await new Promise<void>((r) => hole.close(() => r()));
  }

  const reopened = await PgliteStore.open({ dataDir, role: 'test' });
  try {
    const stored = new Set((await reopened.list({ limit: 100_000 })).map((r) => (r.fields as { email: string }).email));
    expect([...answered].filter((e) => !stored.has(e))).toEqual([]);
    expect(answered.size).toBeGreaterThanOrEqual(60);
  } finally {
    await reopened.close();
  }
});

test('a store whose final compaction cannot finish in time closes anyway and keeps its journal for the next start', async () => {
  const dir = await freshDataDir('leads-slow-close-');
  try {
    const store = await PgliteStore.open({ dataDir: dir, role: 'test', closeTimeoutMs: 1 });
    const emails = Array.from({ length: 5 }, (_, i) => `slow-${i}@example.com`);
    for (const email of emails) {
      await store.insert(contactLead('Slow Disk', { email, deliveryState: 'stored' }));
    }
    await store.close();
    const journal = fs.readFileSync(path.join(dir, 'journal.jsonl'), 'utf8');
    for (const email of emails) expect(journal).toContain(email); // not emptied: the compaction was not waited for
    const reopened = await PgliteStore.open({ dataDir: dir, role: 'test' });
    try {
      expect((await reopened.list({ limit: 10 })).map((r) => (r.fields as { email: string }).email).sort()).toEqual(emails);
    } finally {
      await reopened.close();
    }
    expect(fs.readFileSync(path.join(dir, 'journal.jsonl'), 'utf8')).toBe('');
  } finally {
    removeDir(dir);
  }
});
