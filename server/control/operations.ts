/**
 * What `npm run leads` does on an open store, whoever opened it: the command itself (the store was
 * free, or it is PostgreSQL), or the running service for it, over its control socket (socket.ts), while
 * the embedded store is the service's. Both run these same functions.
 */
import type { AuditEntry, StaffMember, StaffRole } from '../../src/staff/api';
import type { BackupSummary } from '../db/backup';
import { writeBackup } from '../db/backup';
import { PgliteDatabase } from '../db/pglite';
import { StaffError, type NewLink, type StaffStore } from '../staff/store';
import type { Outbox } from '../submissions/delivery';
import type { LeadStore } from '../submissions/types';

export interface RetryResult {
  requeued: number;
  delivered: number;
  failed: number;
  /** null when no delivery is configured (nothing was changed). */
  via: string | null;
}

/** Re-queues everything undelivered and delivers it now (`leads retry`). */
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

/** Who the audit log names for what the command line did. */
const CLI_ACTOR = { id: null, name: 'npm run leads (server)' };

/** `leads staff …` and `leads audit` as operations (cli/staff.ts reads them from the command line and prints their results). */
export type StaffOp =
  | { op: 'add'; name: string; email: string; role: StaffRole }
  | { op: 'list' }
  | { op: 'revoke'; who: string }
  | { op: 'link'; who: string }
  | { op: 'audit'; limit: number };

export type StaffOpResult =
  | { ok: true; member?: StaffMember; link?: NewLink; members?: StaffMember[]; entries?: AuditEntry[] }
  | { ok: false; error: string };

/** One staff operation on the store. */
export async function staffOp(staff: StaffStore, op: StaffOp): Promise<StaffOpResult> {
  try {
    switch (op.op) {
      case 'add': {
        const { member, link } = await staff.addMember(op.name, op.email, op.role, CLI_ACTOR);
        return { ok: true, member, link };
      }
      case 'list':
        return { ok: true, members: await staff.listStaff() };
      case 'revoke': {
        const found = await staff.findMember(op.who);
        if (!found) return { ok: false, error: `No staff member ${op.who}.` };
        return { ok: true, member: (await staff.revoke(found.id, CLI_ACTOR)) ?? found };
      }
      case 'link': {
        const found = await staff.findMember(op.who);
        if (!found) return { ok: false, error: `No staff member ${op.who}.` };
        if (found.revokedAt) return { ok: false, error: `${found.email} is revoked: npm run leads -- staff add "Name" ${found.email} --role ${found.role} invites them again.` };
        return { ok: true, member: found, link: await staff.newLink(found.id, CLI_ACTOR) };
      }
      case 'audit': {
        const page = await staff.auditPage(op.limit, null);
        return { ok: true, entries: page.entries };
      }
    }
  } catch (err) {
    if (err instanceof StaffError) return { ok: false, error: err.message };
    throw err;
  }
}
