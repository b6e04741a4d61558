/**
 * A slow send cannot outlive its claim: two outboxes on one store, an upstream that
 * holds the first request past the lease. The first worker aborts before its lease ends, so when
 * the second takes the submission over, nothing of the first attempt is still on its way. And an
 * SMTP attempt is really aborted: its connection is closed.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { ForwardNotifier, Outbox, SmtpNotifier } from '../../../server/submissions/delivery';
import type { LeadStore } from '../../../server/submissions';
import { contactLead, storedLead } from './helpers/leads';
import { waitFor } from './helpers/net';
import { PGLITE_FIXTURE, storeForAll } from './helpers/stores';

jest.setTimeout(60_000);

let store: LeadStore;
storeForAll(PGLITE_FIXTURE, (s) => {
  store = s;
});

test('an upstream slower than the lease: the attempt is aborted in time and the submission is delivered once', async () => {
  const accepted: string[] = [];
  let requests = 0;
  const upstream = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/warm-up') {
        res.writeHead(204).end();
        return;
      }
      requests++;
      // The first request is answered only after the lease (2 s) has ended, if its sender still waits.
      const delay = requests === 1 ? 4500 : 0;
      setTimeout(() => {
        if (req.socket.destroyed) return;
        accepted.push(String(req.headers['idempotency-key']));
        res.writeHead(200).end('{"ok":true}');
      }, delay);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/f`;
  // The first fetch in a test process loads its HTTP client, which can take longer than a lease.
  await (await fetch(new URL('/warm-up', url))).arrayBuffer();
  const timings = { pollMs: 60_000, baseDelayMs: 100, maxDelayMs: 200, leaseMs: 2000 };
  const first = new Outbox(store, new ForwardNotifier({ url }), timings);
  const second = new Outbox(store, new ForwardNotifier({ url }), timings);
  const id = randomUUID();
  await store.insert(contactLead('Slow Upstream', { id }));
  try {
    const firstRun = first.runOnce();
    await waitFor(() => requests === 1, 5000, 'the first worker to be sending');
    // The other worker keeps looking, as a second service does.
    await waitFor(async () => {
      await second.runOnce();
      return (await store.get(id))?.deliveryState === 'delivered';
    }, 10_000, 'delivery by the second worker');
    const firstResult = await firstRun;
    await new Promise((r) => setTimeout(r, 4000)); // past the time the upstream answers the first request
    expect(accepted).toEqual([id]); // once, not twice
    expect(firstResult).toEqual({ delivered: 0, failed: 1 });
    expect(await store.get(id)).toMatchObject({ deliveryState: 'delivered', attempts: 2, lastError: null });
  } finally {
    upstream.closeAllConnections();
    await new Promise<void>((r) => upstream.close(() => r()));
  }
});

test('an aborted SMTP attempt ends at once and closes its connection', async () => {
  // A server that accepts the connection and never says hello.
  const sockets: net.Socket[] = [];
  let closed = 0;
  const silent = net.createServer((s) => {
    sockets.push(s);
    s.on('close', () => closed++);
  });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
  const port = (silent.address() as AddressInfo).port;
  const notifier = new SmtpNotifier({ url: `smtp://127.0.0.1:${port}`, to: 'gym@forge24fitness.example', from: 'site@forge24fitness.example', timeoutMs: 20_000 });
  const controller = new AbortController();
  const started = Date.now();
  setTimeout(() => controller.abort(new Error('claim ending')), 300);
  try {
    await expect(notifier.send(storedLead(), { signal: controller.signal })).rejects.toThrow('claim ending');
    expect(Date.now() - started).toBeLessThan(5000);
    await waitFor(() => closed === 1, 5000, 'the server to see the connection closed');
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => silent.close(() => r()));
  }
});
