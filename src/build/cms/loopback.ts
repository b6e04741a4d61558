/**
 * The guard of the editor's servers on this machine (decap-server and the admin page, ./local.ts): they
 * listen on 127.0.0.1 only, but any page in the writer's browser can still reach them by DNS rebinding (a
 * name of the attacker's that resolves to 127.0.0.1). Such a request names the attacker's host in its
 * `Host` header, so only a loopback Host with the server's own port is served; anything else is 403. A page
 * posting to the address itself carries its own `Origin`: where the server names the editor's port
 * (decap-server's API, whose writes into content/ are code at build time), only the editor page's origin is
 * served, not any other page of this machine (`npm run develop` on :8000, say) nor another site. A request
 * with no Origin at all is not a page's (browsers send Origin on every cross-origin request) and is served.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** What a server checks besides Host: with `editorPort`, that an Origin sent is the editor page's own. */
export interface LoopbackChecks {
  editorPort?: number;
}

/** Why the request is refused, or null when its Host (and, with `editorPort`, its Origin when sent) is allowed. */
function loopbackRefusal(req: IncomingMessage, port: number, checks: LoopbackChecks): string | null {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!LOOPBACK_NAMES.some((name) => host === `${name}:${port}`)) return `Host "${host}" is not this machine (localhost:${port})`;
  const origin = req.headers.origin?.toLowerCase();
  const editor = checks.editorPort;
  if (editor !== undefined && origin !== undefined && !LOOPBACK_NAMES.some((name) => origin === `http://${name}:${editor}`)) {
    return `Origin "${origin}" is not the editor's page (http://localhost:${editor})`;
  }
  return null;
}

/** Answers 403 and returns true when the request is refused (see loopbackRefusal); false, having done nothing, otherwise. */
export function refuseUnlessLoopback(req: IncomingMessage, res: ServerResponse, port: number, checks: LoopbackChecks = {}): boolean {
  const why = loopbackRefusal(req, port, checks);
  if (!why) return false;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(`Refused: ${why}.\n`);
  // Its body is not wanted: read and dropped, so the client gets this answer rather than a reset connection.
  req.resume();
  return true;
}
