/**
 * Retention: visitors' answers, health questions among them, are not kept forever, nor the staff
 * audit log (AUDIT_RETENTION_DAYS, default 730) and the addresses of failed sign-ins in it
 * (AUDIT_ADDRESS_DAYS, default 30), which every purge applies too (cutoffsFor, LeadStore.purge).
 * Delivered submissions are deleted RETENTION_DAYS (default 180) after they were received and
 * delivered, spam after SPAM_RETENTION_DAYS (default 30, never more than RETENTION_DAYS). Nothing
 * undelivered (pending, failed, stored) is ever deleted. The service applies it once at start and
 * then daily; `npm run leads -- purge` applies it on demand (and from a cron job or systemd timer).
 */
import { gymDate } from '../../src/content/gym-time';
import { ConfigError, DEFAULT_SPAM_RETENTION_DAYS, parseDays, readRetentionSettings, type RetentionSettings } from '../config';
import { errorText } from '../redact';
import type { LeadStore, PurgeCutoffs, PurgeResult } from './types';

const DAY_MS = 24 * 60 * 60_000;

export interface Retention {
  deliveredDays: number;
  spamDays: number;
  /** Days an audit entry is kept (AUDIT_RETENTION_DAYS). */
  auditDays: number;
  /** Days a failed sign-in's client address is kept (AUDIT_ADDRESS_DAYS, never longer than auditDays). */
  auditAddressDays: number;
}

/**
 * RETENTION_DAYS / SPAM_RETENTION_DAYS and the audit log's AUDIT_RETENTION_DAYS / AUDIT_ADDRESS_DAYS
 * (read and checked in config.ts); null when RETENTION_DAYS is `off` (keep everything).
 */
export function readRetention(env: NodeJS.ProcessEnv = process.env): Retention | null {
  const set = readRetentionSettings(env);
  if (set.deliveredDays === null) return null;
  return { deliveredDays: set.deliveredDays, spamDays: Math.min(set.spamDays, set.deliveredDays), ...auditRetention(set) };
}

/** The audit log's retention, which applies also when RETENTION_DAYS is off. */
function auditRetention(set: RetentionSettings): Pick<Retention, 'auditDays' | 'auditAddressDays'> {
  return { auditDays: set.auditDays, auditAddressDays: Math.min(set.auditAddressDays, set.auditDays) };
}

/**
 * The retention `leads purge` applies: its options (--older-than, --spam-older-than), else
 * RETENTION_DAYS / SPAM_RETENTION_DAYS, else the defaults. Throws when retention is off and no
 * --older-than is given.
 */
export function purgeRetention(olderThan: string | undefined, spamOlderThan: string | undefined, env: NodeJS.ProcessEnv = process.env): Retention {
  const configured = readRetention(env);
  if (!configured && olderThan === undefined) {
    throw new ConfigError('Retention is off (RETENTION_DAYS=off): give --older-than DAYS to remove delivered submissions.');
  }
  const deliveredDays = olderThan !== undefined ? parseDays('--older-than', olderThan) : (configured as Retention).deliveredDays;
  const spamDays = spamOlderThan !== undefined ? parseDays('--spam-older-than', spamOlderThan) : (configured?.spamDays ?? DEFAULT_SPAM_RETENTION_DAYS);
  return { deliveredDays, spamDays: Math.min(spamDays, deliveredDays), ...auditRetention(readRetentionSettings(env)) };
}

/** The instants a purge applies a retention from: the one place the days become cutoffs, for submissions and the audit log alike. */
export function cutoffsFor(retention: Retention, now = new Date()): PurgeCutoffs {
  const before = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
  return {
    deliveredBefore: before(retention.deliveredDays),
    spamBefore: before(retention.spamDays),
    auditBefore: before(retention.auditDays),
    auditAddressesBefore: before(retention.auditAddressDays),
  };
}

const plural = (n: number, word: string, words = `${word}s`): string => `${n} ${n === 1 ? word : words}`;

/** What a purge removed, as a sentence (and one for the audit log when anything of it went). */
export function describePurge(result: PurgeResult, cutoffs: PurgeCutoffs): string {
  const rules = `delivered submissions received before ${gymDate(cutoffs.deliveredBefore)}, spam received before ${gymDate(cutoffs.spamBefore)}`;
  const audit =
    result.auditEntries + result.auditAddresses === 0
      ? ''
      : ` Audit log: removed ${plural(result.auditEntries, 'entry', 'entries')} from before ${gymDate(cutoffs.auditBefore)} and the addresses of ${plural(result.auditAddresses, 'failed sign-in')} from before ${gymDate(cutoffs.auditAddressesBefore)}.`;
  if (result.delivered + result.spam === 0) return `${audit ? 'No submissions to remove' : 'Nothing to remove'} (${rules}).${audit}`;
  const range = result.oldest && result.newest ? `, received ${gymDate(result.oldest)} to ${gymDate(result.newest)}` : '';
  return `Removed ${plural(result.delivered, 'delivered submission')} and ${plural(result.spam, 'spam submission')}${range} (${rules}).${audit}`;
}

/**
 * Applies the retention now and then every `everyMs` (a day) while the service runs. The timer does
 * not keep the process alive; stop() ends it.
 */
export function startRetention(
  store: LeadStore,
  retention: Retention,
  log: { info(msg: string): void; error(msg: string): void },
  everyMs = DAY_MS,
): { stop(): void; running(): Promise<void> } {
  let current: Promise<void> = Promise.resolve();
  const run = (): void => {
    const cutoffs = cutoffsFor(retention);
    current = store.purge(cutoffs).then(
      (result) => {
        if (result.delivered + result.spam + result.auditEntries + result.auditAddresses > 0) log.info(`retention: ${describePurge(result, cutoffs)}`);
      },
      (err: unknown) => log.error(`retention: purge failed: ${errorText(err)}`),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), running: () => current };
}
