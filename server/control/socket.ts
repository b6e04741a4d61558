/**
 * The running service's control socket, for `npm run leads` while the embedded store is open:
 * PGlite is single-process, so the command asks the service instead of opening the files itself
 * (the command's side: cli/control-client.ts, cli/access.ts). A Unix socket in DATA_DIR (or the temp
 * directory when that path is too long), mode 0600: only the service's own user can use it; nothing
 * listens on the network. main.ts starts it beside the app, shutdown.ts closes it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Outbox } from '../submissions/delivery';
import type { LeadStore, StoredSubmission } from '../submissions/types';
import { staffStoreOn } from '../staff/store';
import { backupOf, retryNow, staffOp, type StaffOp } from './operations';

/** Where the service of this DATA_DIR listens (the lock file names it too, for the commands: db/lock.ts). */
export function controlSocketPath(dataDir: string): string {
  const inDir = path.join(dataDir, 'control.sock');
  if (Buffer.byteLength(inDir) < 100) return inDir;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `leads-${hash}.sock`);
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** One request to the socket: its status and JSON body. */
async function answer(method: string | undefined, url: URL, store: LeadStore, outbox: Outbox | null): Promise<[number, unknown]> {
  if (method === 'GET' && url.pathname === '/submissions') {
    const limit = Number(url.searchParams.get('limit') ?? '100');
    const rows: StoredSubmission[] = await store.list({ limit: Number.isFinite(limit) ? limit : 100 });
    return [200, rows];
  }
  if (method === 'GET' && url.pathname === '/counts') {
    return [200, await store.counts()];
  }
  if (method === 'POST' && url.pathname === '/not-spam') {
    return [200, await store.markNotSpam(url.searchParams.get('id') ?? '')];
  }
  if (method === 'POST' && url.pathname === '/staff') {
    return [200, await staffOp(staffStoreOn(store.db), JSON.parse(url.searchParams.get('op') ?? '{}') as StaffOp)];
  }
  if (method === 'GET' && url.pathname === '/health') {
    return [200, await store.deliveryHealth()];
  }
  if (method === 'GET' && url.pathname === '/delivery') {
    return [200, { via: outbox?.notifier.kind ?? null, target: outbox?.notifier.target ?? null }];
  }
  if (method === 'POST' && url.pathname === '/retry') {
    return [200, await retryNow(store, outbox)];
  }
  if (method === 'POST' && url.pathname === '/backup') {
    const file = url.searchParams.get('file') ?? '';
    if (!path.isAbsolute(file)) return [400, { error: 'backup needs the absolute path of a new file' }];
    return [200, await backupOf(store, file)];
  }
  if (method === 'POST' && url.pathname === '/purge') {
    const at = (name: string): Date => new Date(url.searchParams.get(name) ?? '');
    const cutoffs = { deliveredBefore: at('deliveredBefore'), spamBefore: at('spamBefore'), auditBefore: at('auditBefore'), auditAddressesBefore: at('auditAddressesBefore') };
    if (Object.values(cutoffs).some((d) => Number.isNaN(d.getTime()))) return [400, { error: 'purge needs deliveredBefore, spamBefore, auditBefore and auditAddressesBefore' }];
    return [200, await store.purge(cutoffs)];
  }
  return [404, { error: 'unknown command' }];
}

export async function startControlServer(
  socketPath: string,
  store: LeadStore,
  outbox: Outbox | null,
): Promise<{ close(): Promise<void> }> {
  // A socket left by a killed service (the caller holds the store's lock, so no live service uses
  // it); anything else at that path is not ours to remove.
  const existing = fs.lstatSync(socketPath, { throwIfNoEntry: false });
  if (existing && !existing.isSocket()) {
    throw new Error(`${socketPath} exists and is not a socket; the service does not replace it. Move it away and start again.`);
  }
  if (existing) fs.rmSync(socketPath);
  const server = http.createServer((req, res) => {
    answer(req.method, new URL(req.url ?? '/', 'http://control'), store, outbox).then(
      ([status, body]) => send(res, status, body),
      (err: unknown) => send(res, 500, { error: err instanceof Error ? err.message : String(err) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          // Only after the close: a new server may already listen on the same path otherwise.
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
