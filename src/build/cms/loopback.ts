/**
 * The guard of the editor's servers on this machine (decap-server and the admin page, ./local.ts): they
 * listen on 127.0.0.1 only, but any page in the writer's browser can still reach them by DNS rebinding (a
 * name of the attacker's that resolves to 127.0.0.1). Such a request names the attacker's host in its
 * `Host` header, so only a loopback Host with the server's own port is served; anything else is 403. A page
 * of another site posting to the address itself carries that site's `Origin`, refused where `origin` is checked.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** Why the request is refused, or null when its Host (and, with `origin`, its Origin when sent) is this machine's. */
function loopbackRefusal(req: IncomingMessage, port: number, checks: { origin: boolean }): string | null {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!LOOPBACK_NAMES.some((name) => host === `${name}:${port}`)) return `Host "${host}" is not this machine (localhost:${port})`;
  const origin = req.headers.origin;
  if (checks.origin && origin !== undefined && !LOOPBACK_ORIGIN.test(origin)) return `Origin "${origin}" is not a page of this machine`;
  return null;
}

/** Answers 403 and returns true when the request is refused (see loopbackRefusal); false, having done nothing, otherwise. */
export function refuseUnlessLoopback(req: IncomingMessage, res: ServerResponse, port: number, checks: { origin: boolean }): boolean {
  const why = loopbackRefusal(req, port, checks);
  if (!why) return false;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(`Refused: ${why}.\n`);
  // Its body is not wanted: read and dropped, so the client gets this answer rather than a reset connection.
  req.resume();
  return true;
}
