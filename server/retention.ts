/**
 * Retention: visitors' answers, health questions among them, are not kept forever.
 * Delivered submissions are deleted RETENTION_DAYS (default 180) after they were received and
 * delivered, spam after SPAM_RETENTION_DAYS (default 30, never more than RETENTION_DAYS). Nothing
 * undelivered (pending, failed, stored) is ever deleted. The service applies it once at start and
 * then daily; `npm run leads -- purge` applies it on demand (and from a cron job or systemd timer).
 */
import { gymDate } from '../src/lib/gym-time';
import { ConfigError } from './config';
import { errorText } from './redact';
import type { LeadStore, PurgeCutoffs, PurgeResult } from './store/types';

const DEFAULT_RETENTION_DAYS = 180;
const DEFAULT_SPAM_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface Retention {
  deliveredDays: number;
  spamDays: number;
}

function parseDays(name: string, raw: string): number {
  const v = raw.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 36_500) {
    throw new ConfigError(`${name} must be a whole number of days from 1 to 36500${name === 'RETENTION_DAYS' ? ', or off' : ''} (got "${raw}")`);
  }
  return Number(v);
}

/** RETENTION_DAYS / SPAM_RETENTION_DAYS; null when RETENTION_DAYS is `off` (keep everything). */
export function readRetention(env: NodeJS.ProcessEnv = process.env): Retention | null {
  const raw = env.RETENTION_DAYS?.trim();
  if (raw && /^(off|never|false|no)$/i.test(raw)) return null;
  const deliveredDays = raw ? parseDays('RETENTION_DAYS', raw) : DEFAULT_RETENTION_DAYS;
  const spamRaw = env.SPAM_RETENTION_DAYS?.trim();
  const spamDays = spamRaw ? parseDays('SPAM_RETENTION_DAYS', spamRaw) : DEFAULT_SPAM_RETENTION_DAYS;
  return { deliveredDays, spamDays: Math.min(spamDays, deliveredDays) };
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
  return { deliveredDays, spamDays: Math.min(spamDays, deliveredDays) };
}

export function cutoffsFor(retention: Retention, now = new Date()): PurgeCutoffs {
  return {
    deliveredBefore: new Date(now.getTime() - retention.deliveredDays * DAY_MS),
    spamBefore: new Date(now.getTime() - retention.spamDays * DAY_MS),
  };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a purge removed, as a sentence. */
export function describePurge(result: PurgeResult, cutoffs: PurgeCutoffs): string {
  const rules = `delivered submissions received before ${gymDate(cutoffs.deliveredBefore)}, spam received before ${gymDate(cutoffs.spamBefore)}`;
  if (result.delivered + result.spam === 0) return `Nothing to remove (${rules}).`;
  const range = result.oldest && result.newest ? `, received ${gymDate(result.oldest)} to ${gymDate(result.newest)}` : '';
  return `Removed ${plural(result.delivered, 'delivered submission')} and ${plural(result.spam, 'spam submission')}${range} (${rules}).`;
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
        if (result.delivered + result.spam > 0) log.info(`retention: ${describePurge(result, cutoffs)}`);
      },
      (err: unknown) => log.error(`retention: purge failed: ${errorText(err)}`),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), running: () => current };
}
