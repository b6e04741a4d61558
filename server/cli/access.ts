/**
 * What the commands read and change, whether from the store or from the running service. With the
 * embedded store (PGlite) and the service running, a command talks to the service over its control
 * socket (PGlite allows one process); otherwise it opens the store itself. With DATABASE_URL it always
 * reads PostgreSQL directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceConfig } from '../config';
import { Outbox, createNotifier } from '../submissions/delivery';
import { PgliteStore, PostgresStore, type DeliveryHealth, type LeadStore, type NotSpamResult, type PurgeCutoffs, type PurgeResult, type StoreCounts, type StoredSubmission } from '../submissions';
import { staffStoreOn } from '../staff/store';
import { inspectDataDir } from '../db/data-dir';
import type { BackupSummary } from '../db/backup';
import { StoreLockedError, readLock } from '../db/lock';
import { CliError } from './args';
import { backupOf, retryNow, staffOp, type RetryResult, type StaffOp, type StaffOpResult } from '../control/operations';
import { controlRequest } from './control-client';

/** What the commands need, whether from the store or from the running service. */
export interface LeadsAccess {
  list(limit: number): Promise<StoredSubmission[]>;
  counts(): Promise<StoreCounts>;
  /** How long the oldest undelivered submission has waited. */
  health(): Promise<DeliveryHealth>;
  retry(): Promise<RetryResult>;
  purge(cutoffs: PurgeCutoffs): Promise<PurgeResult>;
  notSpam(id: string): Promise<NotSpamResult>;
  /** A staff command (staff.ts). */
  staff(op: StaffOp): Promise<StaffOpResult>;
  /** A backup of the embedded store written to `file`, a new file (an absolute path; db/backup.ts). */
  backup(file: string): Promise<BackupSummary>;
  close(): Promise<void>;
  /** How submissions are delivered, as the service (or this environment) is configured. */
  deliveryConfigured: boolean;
  /** True when the running service does the work (its control socket). */
  viaService: boolean;
}

function revive(row: StoredSubmission): StoredSubmission {
  const d = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
  return { ...row, createdAt: d(row.createdAt) as Date, nextAttemptAt: d(row.nextAttemptAt), deliveredAt: d(row.deliveredAt) };
}

/** How long a backup through the running service may take (a copy of the store, compressed and written). */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

function storeAccess(store: LeadStore, config: ServiceConfig): LeadsAccess {
  const notifier = createNotifier(config);
  return {
    list: (limit) => store.list({ limit }),
    counts: () => store.counts(),
    health: () => store.deliveryHealth(),
    retry: async () => retryNow(store, notifier ? new Outbox(store, notifier, { giveUpAfterMs: Number.MAX_SAFE_INTEGER }) : null),
    purge: (cutoffs) => store.purge(cutoffs),
    notSpam: (id) => store.markNotSpam(id),
    staff: (op) => staffOp(staffStoreOn(store.db), op),
    backup: (file) => backupOf(store, file),
    close: async () => {
      await notifier?.close?.();
      await store.close();
    },
    deliveryConfigured: notifier !== null,
    viaService: false,
  };
}

async function socketAccess(socket: string): Promise<LeadsAccess> {
  const delivery = await controlRequest<{ via: string | null }>(socket, 'GET', '/delivery');
  return {
    list: async (limit) => (await controlRequest<StoredSubmission[]>(socket, 'GET', `/submissions?limit=${limit}`)).map(revive),
    counts: () => controlRequest<StoreCounts>(socket, 'GET', '/counts'),
    health: async () => {
      const h = await controlRequest<DeliveryHealth>(socket, 'GET', '/health');
      return { ...h, oldest: h.oldest ? new Date(h.oldest) : null };
    },
    retry: () => controlRequest<RetryResult>(socket, 'POST', '/retry'),
    purge: async (cutoffs) => {
      const q = (Object.entries(cutoffs) as [keyof PurgeCutoffs, Date][]).map(([name, at]) => `${name}=${encodeURIComponent(at.toISOString())}`).join('&');
      const r = await controlRequest<PurgeResult>(socket, 'POST', `/purge?${q}`);
      return { ...r, oldest: r.oldest ? new Date(r.oldest) : null, newest: r.newest ? new Date(r.newest) : null };
    },
    notSpam: async (id) => {
      const r = await controlRequest<NotSpamResult>(socket, 'POST', `/not-spam?id=${encodeURIComponent(id)}`);
      return { ...r, deliveredAt: r.deliveredAt ? new Date(r.deliveredAt) : null };
    },
    staff: (op) => controlRequest<StaffOpResult>(socket, 'POST', `/staff?op=${encodeURIComponent(JSON.stringify(op))}`),
    backup: (file) => controlRequest<BackupSummary>(socket, 'POST', `/backup?file=${encodeURIComponent(file)}`, BACKUP_TIMEOUT_MS),
    close: () => Promise.resolve(),
    deliveryConfigured: delivery.via !== null,
    viaService: true,
  };
}

/** Opens whatever holds the submissions; null when the embedded store was never created. */
export async function openAccess(config: ServiceConfig): Promise<LeadsAccess | null> {
  if (config.databaseUrl) return storeAccess(await PostgresStore.open(config.databaseUrl, { timeouts: config.databaseTimeouts }), config);
  if (!fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    // No database yet, unless journal files say one is missing (then the command says so).
    if (fs.existsSync(config.dataDir)) inspectDataDir(config.dataDir);
    return null;
  }
  const holder = readLock(config.dataDir);
  if (holder?.socket) return socketAccess(holder.socket);
  try {
    return storeAccess(await PgliteStore.open({ dataDir: config.dataDir, role: 'cli' }), config);
  } catch (err) {
    if (err instanceof StoreLockedError && err.info?.socket) return socketAccess(err.info.socket);
    if (err instanceof StoreLockedError) throw new CliError(`${err.message} Try again when it has finished.`);
    throw err;
  }
}

/** openAccess, or the embedded store created now (the first owner may be added before the service ever ran). */
export async function openOrCreateAccess(config: ServiceConfig): Promise<LeadsAccess> {
  return (await openAccess(config)) ?? storeAccess(await PgliteStore.open({ dataDir: config.dataDir, role: 'cli' }), config);
}
