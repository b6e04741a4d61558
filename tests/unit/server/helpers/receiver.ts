/**
 * A local upstream for FORWARD_URL that records every message it accepts (by Idempotency-Key, the
 * submission id, and by the visitor's email), when, and with which subject. `failUntil` makes it
 * answer 503 until that time (Date.now() value).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  key: string;
  email: string;
  subject: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers 503 while Date.now() < this. */
  failUntil: number;
  refused: number;
  /** Requests that arrived (accepted or not). */
  seen: number;
  /** Messages accepted more than once (by key), and how often each. */
  repeats(): Map<string, number>;
  close(): Promise<void>;
}

export async function startReceiver(delayMs = 0): Promise<Receiver & { delayMs: number }> {
  const r: Receiver & { delayMs: number } = {
    delayMs,
    url: '',
    received: [],
    failUntil: 0,
    refused: 0,
    seen: 0,
    repeats() {
      const seen = new Map<string, number>();
      for (const m of r.received) seen.set(m.key, (seen.get(m.key) ?? 0) + 1);
      return new Map([...seen].filter(([, n]) => n > 1));
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      r.seen++;
      if (Date.now() < r.failUntil) {
        r.refused++;
        res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream down');
        return;
      }
      setTimeout(() => {
        if (req.socket.destroyed) return; // the sender gave up: not accepted
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email: string; subject: string };
        r.received.push({ key: String(req.headers['idempotency-key']), email: body.email, subject: body.subject, at: Date.now() });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, r.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/leads`;
  return r;
}

/**
 * Those of `emails` the receiver has accepted no message for yet. One set per call, not a scan of the
 * received list per email: with thousands of each, that scan held the test's event loop, where the
 * receiver itself runs, and slowed the very deliveries the test was waiting for.
 */
export function notReceived(r: Pick<Receiver, 'received'>, emails: Iterable<string>): string[] {
  const got = new Set(r.received.map((m) => m.email));
  return [...emails].filter((e) => !got.has(e));
}
