/**
 * Stopping during a send: the upstream takes 5 s to accept a message, longer than
 * the service waits at shutdown. The send is aborted and recorded before the store closes, so the
 * upstream does not accept it later while the store says it was never sent (which would send it
 * again); after a restart it is delivered, once.
 */
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { ForwardNotifier, Outbox } from '../../../server/submissions/delivery';
import { shutdown } from '../../../server/shutdown';
import { PgliteStore } from '../../../server/submissions';
import { postSubmission } from './helpers/http';
import { waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { startReceiver } from './helpers/receiver';
import { CONTACT } from './helpers/values';

jest.setTimeout(60_000);

test('a send still running at shutdown is aborted and recorded before the store closes; delivered once after the restart', async () => {
  const dataDir = await freshDataDir('leads-stop-send-');
  const receiver = await startReceiver(5000);
  try {
    const store = await PgliteStore.open({ dataDir, role: 'service' });
    const timings = { pollMs: 60_000, baseDelayMs: 100, maxDelayMs: 200, leaseMs: 60_000 };
    const app = await buildApp({ store, delivery: new ForwardNotifier({ url: receiver.url }), outbox: timings, publicDir: path.join(dataDir, 'no-site'), rateLimit: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    expect(await postSubmission(port, 'contact', { ...CONTACT, email: 'stopping@example.com' })).toBe(200);
    await waitFor(() => receiver.seen === 1, 10_000, 'the send to be under way');
    await shutdown({ app, control: null, store });
    await new Promise((r) => setTimeout(r, 6000)); // past the time the upstream would have accepted it

    const reopened = await PgliteStore.open({ dataDir, role: 'service' });
    try {
      const [row] = await reopened.list();
      // What the store says matches what the upstream got: not sent, one failed attempt.
      expect({ accepted: receiver.received.length, state: row.deliveryState, attempts: row.attempts }).toEqual({ accepted: 0, state: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/service stopped/);
      receiver.delayMs = 0;
      await new Promise((r) => setTimeout(r, 300)); // its retry is due
      const outbox = new Outbox(reopened, new ForwardNotifier({ url: receiver.url }), timings);
      expect(await outbox.runOnce()).toEqual({ delivered: 1, failed: 0 });
      expect(receiver.received.map((m) => m.email)).toEqual(['stopping@example.com']);
    } finally {
      await reopened.close();
    }
  } finally {
    await receiver.close();
    removeDir(dataDir);
  }
});
