/**
 * The outbox: delivers stored submissions and retries failures with exponential backoff while the
 * service runs. Each submission's state lives in the store, so a restart or an outage delays a
 * notification but never drops one.
 *
 * A cycle claims due submissions (pending, next_attempt_at reached) with a lease, sends each, then
 * marks it delivered, or counts the failure and schedules the next try: base * 2^(attempts-1),
 * capped, with a little jitter. After `giveUpAfterMs` since the submission was received it is
 * marked failed and left for `npm run leads -- retry`.
 *
 * Several processes may run outboxes on one PostgreSQL (issue 13). A claim is atomic (the store's
 * FOR UPDATE SKIP LOCKED) and carries a token; a send is aborted before the lease ends (the last
 * fifth of it is kept free for recording the outcome and for clocks that differ between machines),
 * claimed submissions there is no time left for are given back, and the outcome is recorded only
 * while the claim holds. So no other worker can take a submission while an attempt on it is alive.
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
  /**
   * How long a claimed submission is reserved for the worker that claimed it. Sends stop at four
   * fifths of it; the rest covers recording the outcome and clock differences between machines.
   */
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

/** Rejects when `signal` aborts, so an attempt ends then even if a notifier ignored the signal. */
async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('the attempt was aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    work.catch(() => undefined); // its rejection after an abort is expected
  }
}

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
  /** Set by stop(): the cycle in progress gives its remaining claims back instead of sending them. */
  private stopRequested = false;

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
    this.stopRequested = false;
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

  /** The part of the lease no send may use. */
  private get leaseMarginMs(): number {
    return Math.round(this.options.leaseMs / 5);
  }

  private async cycle(): Promise<CycleResult> {
    const result: CycleResult = { delivered: 0, failed: 0 };
    for (;;) {
      let claimed: StoredSubmission[];
      const claimedAt = Date.now();
      const leaseEnds = claimedAt + this.options.leaseMs;
      try {
        claimed = await this.store.claimDue(new Date(claimedAt), new Date(leaseEnds), this.options.batchSize);
      } catch (err) {
        this.log.error({ err: errorText(err) }, 'outbox: could not read due submissions');
        return result;
      }
      if (claimed.length === 0) return result;
      const sendBy = leaseEnds - this.leaseMarginMs;
      for (let i = 0; i < claimed.length; i++) {
        if (this.stopRequested || Date.now() >= sendBy) {
          // Stopping, or no time left under this claim: give the rest back, due now, for whoever is next.
          await this.release(claimed.slice(i));
          return result;
        }
        if (await this.deliver(claimed[i], sendBy)) result.delivered++;
        else result.failed++;
      }
      if (claimed.length < this.options.batchSize) return result;
    }
  }

  private async release(rest: StoredSubmission[]): Promise<void> {
    const token = rest[0]?.claimToken;
    if (!token) return;
    await this.store.releaseClaims(rest.map((s) => s.id), token, new Date()).catch((err: unknown) =>
      // Not fatal: the claims run out by themselves at the end of the lease.
      this.log.warn({ err: errorText(err) }, 'outbox: could not give back claimed submissions'),
    );
  }

  /**
   * One attempt for one claimed submission; true when delivered. The send is aborted at `sendBy`
   * (before the claim ends); the outcome is recorded only while the claim still holds.
   */
  async deliver(sub: StoredSubmission, sendBy = Date.now() + this.options.leaseMs - this.leaseMarginMs): Promise<boolean> {
    const token = sub.claimToken ?? undefined;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer in time: the attempt was stopped before its ${Math.round(this.options.leaseMs / 1000)} s claim ran out`)),
      Math.max(0, sendBy - Date.now()),
    );
    try {
      await untilAborted(this.notifier.send(sub, { signal: controller.signal }), controller.signal);
    } catch (err) {
      const attempt = sub.attempts + 1;
      const message = errorText(err); // never a password or token (redact.ts)
      const now = Date.now();
      const next = now - sub.createdAt.getTime() >= this.options.giveUpAfterMs ? null : new Date(now + backoffDelay(attempt, this.options));
      const recorded = await this.store.markAttemptFailed(sub.id, message, next, token).catch((e: unknown) => {
        this.log.error({ id: sub.id, err: errorText(e) }, 'outbox: could not record a failed attempt');
        return true;
      });
      if (!recorded) this.log.warn({ id: sub.id }, 'outbox: a failed attempt was not recorded: the claim on it had ended');
      const info = { id: sub.id, form: sub.formId, attempt, via: this.notifier.kind, err: message, nextAttemptAt: next?.toISOString() ?? null };
      if (next) this.log.warn(info, 'delivery failed, will retry');
      else this.log.error(info, 'delivery failed, giving up (npm run leads -- retry)');
      return false;
    } finally {
      clearTimeout(timer);
    }
    try {
      const marked = await this.store.markDelivered(sub.id, new Date(), token);
      // Cannot happen while sends stop before the lease ends and clocks agree within its margin.
      if (!marked) this.log.error({ id: sub.id }, 'outbox: delivered, but the claim on it had ended; another worker may send it again');
    } catch (err) {
      // Sent but not recorded: after the lease it is sent again (at least once, never lost).
      this.log.error({ id: sub.id, err: errorText(err) }, 'outbox: delivered but could not record it');
    }
    this.log.info({ id: sub.id, form: sub.formId, via: this.notifier.kind }, 'delivered');
    return true;
  }

  /** Stops polling and waits for the attempt in progress; claims not yet attempted are given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }
}
