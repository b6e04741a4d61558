/**
 * A TCP relay on loopback between the service and a real PostgreSQL, to cause what a fail-over or a
 * dropped route looks like from the service: `freeze()` stops forwarding bytes on every connection
 * open at that moment, in both directions, without closing anything (the sockets stay open and
 * silent, as after a fail-over behind a virtual address), while connections made afterwards are
 * relayed normally.
 */
import net from 'node:net';

export interface Relay {
  port: number;
  /** Connections relayed so far (open or not). */
  connections(): number;
  /** Stops every open connection dead (no byte either way, nothing closed); returns how many. */
  freeze(): number;
  close(): Promise<void>;
}

export async function startRelay(targetPort: number, targetHost = '127.0.0.1'): Promise<Relay> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; frozen: boolean }>();
  let count = 0;
  const server = net.createServer((client) => {
    count++;
    const upstream = net.connect({ port: targetPort, host: targetHost });
    const pair = { client, upstream, frozen: false };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket): void => {
      from.on('data', (chunk: Buffer) => {
        if (!pair.frozen) to.write(chunk);
      });
      from.on('end', () => {
        if (!pair.frozen) to.end();
      });
      from.on('error', () => undefined);
      from.on('close', () => {
        if (!pair.frozen) to.destroy();
        else pairs.delete(pair);
      });
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    freeze() {
      let n = 0;
      for (const pair of pairs) {
        if (pair.frozen || pair.client.destroyed) continue;
        pair.frozen = true;
        n++;
      }
      return n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        pairs.clear();
        server.close(() => resolve());
      }),
  };
}
