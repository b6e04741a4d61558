/**
 * The running service's control socket, for `npm run leads` while the embedded store is open:
 * PGlite is single-process, so the command asks the service instead of opening the files itself.
 * A Unix socket in DATA_DIR (or the temp directory when that path is too long), mode 0600: only
 * the service's own user can use it; nothing listens on the network.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { staffOp, type StaffOp } from './staff';
import type { Outbox } from '../submissions/delivery';
import type { LeadStore, StoredSubmission } from '../submissions/types';
import { staffStoreOn } from '../staff/store';
import { PgliteDatabase } from '../db/pglite';
import { writeBackup, type BackupSummary } from '../db/backup';

export interface RetryResult {
  requeued: number;
  delivered: number;
  failed: number;
  /** null when no delivery is configured (nothing was changed). */
  via: string | null;
}

export function controlSocketPath(dataDir: string): string {
  const inDir = path.join(dataDir, 'control.sock');
  if (Buffer.byteLength(inDir) < 100) return inDir;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `leads-${hash}.sock`);
}

/** Re-queues everything undelivered and delivers it now (used by the socket and by the CLI directly). */
export async function retryNow(store: LeadStore, outbox: Outbox | null): Promise<RetryResult> {
  if (!outbox) return { requeued: 0, delivered: 0, failed: 0, via: null };
  const requeued = await store.requeueUndelivered();
  let delivered = 0;
  let failed = 0;
  for (let i = 0; i < 2; i++) {
    // The first call may join a cycle already running; the second covers what it did not see.
    const r = await outbox.runOnce();
    delivered += r.delivered;
    failed += r.failed;
  }
  return { requeued, delivered, failed, via: outbox.notifier.kind };
}

/** A backup of the open store to `file` (db/backup.ts); only the embedded store has one (PostgreSQL: pg_dump). */
export function backupOf(store: LeadStore, file: string): Promise<BackupSummary> {
  if (!(store.db instanceof PgliteDatabase)) return Promise.reject(new Error('only the embedded store is backed up by this command; PostgreSQL is backed up with pg_dump'));
  return writeBackup(store.db, file);
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

/** Client side: one request to the service's socket; resolves with the parsed JSON body. */
export function controlRequest<T>(socketPath: string, method: 'GET' | 'POST', pathAndQuery: string, timeoutMs = 120_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const req = http.request({ socketPath, method, path: pathAndQuery, timeout: timeoutMs, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as T & { error?: string };
          if ((res.statusCode ?? 500) >= 400) reject(new Error(body.error ?? `control socket answered ${res.statusCode}`));
          else resolve(body);
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('the service did not answer in time')));
    req.on('error', reject);
    req.end();
  });
}
