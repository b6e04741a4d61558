/**
 * The outbox: delivers stored submissions and retries failures with exponential backoff while the
 * service runs. Each submission's state lives in the store, so a restart or an outage delays a
 * notification but never drops one.
 *
 * A cycle claims due submissions (pending, next_attempt_at reached) with a lease, sends each, then
 * marks it delivered, or counts the failure and schedules the next try: base * 2^(attempts-1),
 * capped, with a little jitter. After `giveUpAfterMs` since the submission was received it is
 * marked failed and left for `npm run leads -- retry`.
 */
import { errorText } from '../redact';
import type { LeadStore, StoredSubmission } from '../store/types';
import type { Notifier } from './types';

export interface OutboxOptions {
  /** How often to look for due submissions. */
  pollMs: number;
  /** Delay after the first failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
  /** How long a claimed submission is reserved for the worker that claimed it. */
  leaseMs: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 7 * 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
};

export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const quiet: OutboxLogger = { info() {}, warn() {}, error() {} };

export interface CycleResult {
  delivered: number;
  failed: number;
}

export function backoffDelay(attempt: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>, jitter = Math.random()): number {
  const exp = options.baseDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(options.maxDelayMs, exp);
  return Math.round(capped * (0.9 + 0.2 * jitter));
}

export class Outbox {
  readonly options: OutboxOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<CycleResult> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: LeadStore,
    readonly notifier: Notifier,
    options: Partial<OutboxOptions> = {},
    private readonly log: OutboxLogger = quiet,
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a cycle soon (after a new submission is stored). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.runOnce();
  }

  /** Delivers everything due now; resolves with what happened. Concurrent calls share one cycle. */
  runOnce(): Promise<CycleResult> {
    if (this.running) return this.running;
    this.running = this.cycle().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
    return this.running;
  }

  private async cycle(): Promise<CycleResult> {
    const result: CycleResult = { delivered: 0, failed: 0 };
    for (;;) {
      let claimed: StoredSubmission[];
      try {
        const now = new Date();
        claimed = await this.store.claimDue(now, new Date(now.getTime() + this.options.leaseMs), this.options.batchSize);
      } catch (err) {
        this.log.error({ err: errorText(err) }, 'outbox: could not read due submissions');
        return result;
      }
      if (claimed.length === 0) return result;
      for (const sub of claimed) {
        if (await this.deliver(sub)) result.delivered++;
        else result.failed++;
      }
      if (claimed.length < this.options.batchSize) return result;
    }
  }

  /** One attempt for one submission; true when delivered. */
  async deliver(sub: StoredSubmission): Promise<boolean> {
    try {
      await this.notifier.send(sub);
    } catch (err) {
      const attempt = sub.attempts + 1;
      const message = errorText(err); // never a password or token (redact.ts)
      const now = Date.now();
      const next = now - sub.createdAt.getTime() >= this.options.giveUpAfterMs ? null : new Date(now + backoffDelay(attempt, this.options));
      await this.store.markAttemptFailed(sub.id, message, next).catch((e: Error) =>
        this.log.error({ id: sub.id, err: errorText(e) }, 'outbox: could not record a failed attempt'),
      );
      const info = { id: sub.id, form: sub.formId, attempt, via: this.notifier.kind, err: message, nextAttemptAt: next?.toISOString() ?? null };
      if (next) this.log.warn(info, 'delivery failed, will retry');
      else this.log.error(info, 'delivery failed, giving up (npm run leads -- retry)');
      return false;
    }
    try {
      await this.store.markDelivered(sub.id, new Date());
    } catch (err) {
      // Sent but not recorded: after the lease it is sent again (at least once, never lost).
      this.log.error({ id: sub.id, err: errorText(err) }, 'outbox: delivered but could not record it');
    }
    this.log.info({ id: sub.id, form: sub.formId, via: this.notifier.kind }, 'delivered');
    return true;
  }

  /** Stops polling and waits for the cycle in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }
}
