/**
 * Stopping the service (SIGTERM/SIGINT in main.ts; tests call it directly), always within a bounded
 * time, whatever is in flight: requests waiting for the store, a delivery to a mail server that does
 * not answer, a compaction, `leads` commands on the control socket, keep-alive connections.
 *
 * 1. Stop taking requests and let those in flight finish (REQUESTS_MS), then cut what is left.
 *    Fastify's onClose stops the outbox, waiting at most OUTBOX_STOP_MS for a delivery (submissions/plugin.ts).
 * 2. Close the control socket (control/socket.ts; its connections are cut at once).
 * 3. Close the store: PGlite flushes, compacts and closes within its own bound (the journal stays
 *    for the next start when the disk is too slow); PostgreSQL ends its pool.
 * Nothing acknowledged is lost on any of these paths: a lead is acknowledged only once journaled
 * (PGlite) or committed (PostgreSQL).
 */
import type { FastifyInstance } from 'fastify';
import { within } from './deadline';

const REQUESTS_MS = 3_000;
/** The longest shutdown() can take; main.ts exits with an error after it. */
export const SHUTDOWN_LIMIT_MS = 20_000;

export interface RunningService {
  app: FastifyInstance;
  control?: { close(): Promise<void> } | null;
  store: { close(): Promise<void> };
  notifier?: { close?(): Promise<void> | void } | null;
}

export async function shutdown(service: RunningService, warn: (msg: string) => void = () => undefined): Promise<void> {
  const closed = service.app.close();
  if (!(await within(Date.now() + REQUESTS_MS, closed))) {
    warn(`shutdown: requests still running after ${REQUESTS_MS} ms; closing their connections`);
    service.app.server.closeAllConnections();
    if (!(await within(Date.now() + 5_000, closed))) warn('shutdown: the web server did not finish closing; going on');
  }
  if (service.control && !(await within(Date.now() + 2_000, service.control.close()))) warn('shutdown: the control socket did not close; going on');
  if (!(await within(Date.now() + 10_000, service.store.close()))) warn('shutdown: the store did not finish closing; the journal is replayed at the next start');
  const notifierClosed = Promise.resolve().then(() => service.notifier?.close?.());
  await within(Date.now() + 1_000, notifierClosed);
}
