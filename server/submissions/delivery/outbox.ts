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
 * Several processes may run outboxes on one PostgreSQL. A claim is atomic (the store's
 * FOR UPDATE SKIP LOCKED) and carries a token; its lease runs on the database's clock, and this
 * worker counts its own part of it from before the claim was asked for, so clocks that differ
 * between machines do not matter. A send is aborted before the lease ends (the last
 * fifth of it is kept free for recording the outcome), claimed submissions there is no time left
 * for are given back, and the outcome is recorded only while the claim holds. So no other worker
 * can take a submission while an attempt on it is alive.
 *
 * A database that stops answering: every store call is bounded (the pool's query time
 * limit); a claim whose answer was lost is given back under its token; a delivery whose record
 * failed is recorded again, on a new connection, until its lease ends, so it is not sent twice; a
 * cycle that still does not end in time is no longer waited for. The health figure, how long the
 * oldest undelivered submission has waited, is logged every minute while anything waits, as an
 * error once it passes `alertAfterMs`.
 */
import { randomUUID } from 'node:crypto';
import { startOfGymDay } from '../../../src/content/gym-time';
import { within } from '../../deadline';
import { errorText } from '../../redact';
import type { DeliveryHealth, LeadStore, StoredSubmission } from '../types';
import { ceilingDecision, type CeilingDecision, type MailCeiling } from './digest';
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
  /** How often the health figure is read and logged. */
  healthEveryMs: number;
  /** The oldest undelivered submission's age past which the health line is an error (DELIVERY_ALERT_MINUTES). */
  alertAfterMs: number;
  /** The daily ceiling on single mails, with digests of the rest (digest.ts); null: none. Only for notifiers that mail. */
  ceiling: MailCeiling | null;
}

const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 7 * 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  healthEveryMs: 60_000,
  alertAfterMs: 30 * 60_000,
  ceiling: null,
};

/** Between two tries of recording an outcome the database did not take. */
const RECORD_RETRY_MS = 500;

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
  private healthTimer: NodeJS.Timeout | null = null;
  private running: Promise<CycleResult> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): the cycle in progress gives its remaining claims back instead of sending them. */
  private stopRequested = false;
  /** Aborted by stop() once its grace time is over: the send in progress stops before the store closes. */
  private stopController = new AbortController();

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
    this.stopController = new AbortController();
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.healthTimer = setInterval(() => void this.checkHealth(), this.options.healthEveryMs);
    this.healthTimer.unref();
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

  /**
   * Delivers everything due now; resolves with what happened. Concurrent calls share one cycle. A
   * cycle that has not ended a little after its lease (a store call that ignores its time limit)
   * is no longer waited for: the next one can start; what it had claimed is due again after the lease.
   */
  runOnce(): Promise<CycleResult> {
    if (this.running) return this.running;
    const result: CycleResult = { delivered: 0, failed: 0 };
    const cycle = this.cycle(result);
    const limit = this.options.leaseMs + Math.min(10_000, this.options.leaseMs);
    this.running = within(Date.now() + limit, cycle)
      .then((ended) => {
        if (!ended) this.log.error({ limitMs: limit }, 'outbox: a delivery cycle did not end in time; starting the next one without it');
        return { ...result };
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
    return this.running;
  }

  /** A method, not the field: stop() sets it while a cycle awaits. */
  private stopping(): boolean {
    return this.stopRequested;
  }

  /** The part of the lease no send may use. */
  private get leaseMarginMs(): number {
    return Math.round(this.options.leaseMs / 5);
  }

  private async cycle(result: CycleResult): Promise<void> {
    const cycleEnds = Date.now() + this.options.leaseMs;
    while (!this.stopping() && Date.now() < cycleEnds) {
      // Counted from before the claim is asked for: the database starts the lease later, never earlier.
      const claimedAt = Date.now();
      const token = randomUUID();
      const plan = await this.plan();
      if (plan.kind === 'wait') return;
      let claimed: StoredSubmission[];
      try {
        claimed = await this.store.claimDue(this.options.leaseMs, plan.limit, token);
      } catch (err) {
        this.log.error({ err: errorText(err) }, 'outbox: could not read due submissions');
        // The claim may have been made with its answer lost: give back whatever it holds.
        await this.store.releaseClaims('all', token).catch(() => undefined);
        return;
      }
      if (claimed.length === 0) return;
      const sendBy = claimedAt + this.options.leaseMs - this.leaseMarginMs;
      if (plan.kind === 'digest') {
        if (await this.deliverDigest(claimed, token, sendBy)) result.delivered += claimed.length;
        else result.failed += claimed.length;
        return;
      }
      for (let i = 0; i < claimed.length; i++) {
        if (this.stopping() || Date.now() >= sendBy) {
          // Stopping, or no time left under this claim: give the rest back, due now, for whoever is next.
          await this.release(claimed.slice(i));
          return;
        }
        if (await this.deliver(claimed[i], sendBy)) result.delivered++;
        else result.failed++;
      }
      if (claimed.length < plan.limit) return;
    }
  }

  /**
   * How many submissions this round may claim, and how they go: one mail each while the day's
   * ceiling allows, else together in a digest once the last one is old enough, else none yet
   * (they stay due and are looked at again on the next poll).
   */
  private async plan(): Promise<CeilingDecision> {
    const ceiling = this.options.ceiling; 
    if (!ceiling || !this.notifier.sendDigest) return { kind: 'single', limit: this.options.batchSize };
    try {
      return ceilingDecision(ceiling, this.options.batchSize, await this.store.mailBudget(startOfGymDay(new Date())));
    } catch (err) {
      this.log.error({ err: errorText(err) }, 'outbox: could not read the day\'s mail count');
      return { kind: 'wait' };
    }
  }

  /** One digest mail for `subs` (all under `token`); true when sent and recorded. */
  private async deliverDigest(subs: StoredSubmission[], token: string, sendBy: number): Promise<boolean> {
    const ceiling = this.options.ceiling as MailCeiling;
    const sendDigest = this.notifier.sendDigest?.bind(this.notifier);
    if (!sendDigest) return false;
    const digestId = randomUUID();
    const leaseEnds = sendBy + this.leaseMarginMs;
    const ids = subs.map((s) => s.id);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('no answer in time: the digest was stopped before its claim ran out')), Math.max(0, sendBy - Date.now()));
    const signal = AbortSignal.any([controller.signal, this.stopController.signal]);
    try {
      await untilAborted(sendDigest(subs, { signal, digestId, perDay: ceiling.perDay }), signal);
    } catch (err) {
      const message = errorText(err);
      for (const sub of subs) {
        const retryIn = Date.now() - sub.createdAt.getTime() >= this.options.giveUpAfterMs ? null : backoffDelay(sub.attempts + 1, this.options);
        await this.record('a failed attempt', sub.id, leaseEnds, () => this.store.markAttemptFailed(sub.id, message, retryIn, token)).catch((e: unknown) => {
          this.log.error({ id: sub.id, err: errorText(e) }, 'outbox: could not record a failed attempt');
        });
      }
      this.log.warn({ digest: digestId, submissions: ids.length, via: this.notifier.kind, err: message }, 'digest delivery failed, will retry');
      return false;
    } finally {
      clearTimeout(timer);
    }
    try {
      const marked = await this.record('a digest', digestId, leaseEnds, () => this.store.markDeliveredInDigest(ids, digestId, token));
      if (marked.length < ids.length) this.log.error({ digest: digestId, missing: ids.filter((id) => !marked.includes(id)) }, 'outbox: a digest was sent, but the claim on some of it had ended');
    } catch (err) {
      this.log.error({ digest: digestId, err: errorText(err) }, 'outbox: digest sent but could not record it; it is sent again after its lease');
    }
    this.log.info({ digest: digestId, submissions: ids.length, via: this.notifier.kind }, 'delivered in a digest (daily mail limit reached)');
    return true;
  }

  private async release(rest: StoredSubmission[]): Promise<void> {
    const token = rest[0]?.claimToken;
    if (!token) return;
    await this.store.releaseClaims(rest.map((s) => s.id), token).catch((err: unknown) =>
      // Not fatal: the claims run out by themselves at the end of the lease.
      this.log.warn({ err: errorText(err) }, 'outbox: could not give back claimed submissions'),
    );
  }

  /**
   * Records an outcome, trying again on a new connection while the database does not answer,
   * until `until` (the end of the claim's lease; sooner when stopping). Throws the last error then.
   */
  private async record<T>(what: string, id: string, until: number, write: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await write();
      } catch (err) {
        const end = this.stopRequested ? Math.min(until, Date.now() + 5_000) : until;
        if (Date.now() + RECORD_RETRY_MS >= end) throw err;
        if (tries === 1) this.log.warn({ id, err: errorText(err) }, `outbox: could not record ${what}; trying again`);
        await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
      }
    }
  }

  /**
   * One attempt for one claimed submission; true when delivered. The send is aborted at `sendBy`
   * (before the claim ends) or when stop() runs out of patience; the outcome is recorded only
   * while the claim still holds.
   */
  async deliver(sub: StoredSubmission, sendBy = Date.now() + this.options.leaseMs - this.leaseMarginMs): Promise<boolean> {
    const token = sub.claimToken ?? undefined;
    const leaseEnds = sendBy + this.leaseMarginMs;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer in time: the attempt was stopped before its ${Math.round(this.options.leaseMs / 1000)} s claim ran out`)),
      Math.max(0, sendBy - Date.now()),
    );
    const signal = AbortSignal.any([controller.signal, this.stopController.signal]);
    try {
      await untilAborted(this.notifier.send(sub, { signal }), signal);
    } catch (err) {
      const attempt = sub.attempts + 1;
      const message = errorText(err); // never a password or token (redact.ts)
      const retryIn = Date.now() - sub.createdAt.getTime() >= this.options.giveUpAfterMs ? null : backoffDelay(attempt, this.options);
      const recorded = await this.record('a failed attempt', sub.id, leaseEnds, () => this.store.markAttemptFailed(sub.id, message, retryIn, token)).catch((e: unknown) => {
        // Left to its lease: due again when it ends (the attempt failed, so nothing is sent twice).
        this.log.error({ id: sub.id, err: errorText(e) }, 'outbox: could not record a failed attempt');
        return true;
      });
      if (!recorded) this.log.warn({ id: sub.id }, 'outbox: a failed attempt was not recorded: the claim on it had ended');
      const info = { id: sub.id, form: sub.formId, attempt, via: this.notifier.kind, err: message, retryInMs: retryIn };
      if (retryIn !== null) this.log.warn(info, 'delivery failed, will retry');
      else this.log.error(info, 'delivery failed, giving up (npm run leads -- retry)');
      return false;
    } finally {
      clearTimeout(timer);
    }
    try {
      const marked = await this.record('a delivery', sub.id, leaseEnds, () => this.store.markDelivered(sub.id, null, token));
      // Cannot happen while sends stop before the lease ends.
      if (!marked) this.log.error({ id: sub.id }, 'outbox: delivered, but the claim on it had ended; another worker may send it again');
    } catch (err) {
      // Sent but not recorded before its lease ended: it is sent again after that (at least once, never lost).
      this.log.error({ id: sub.id, err: errorText(err) }, 'outbox: delivered but could not record it');
    }
    this.log.info({ id: sub.id, form: sub.formId, via: this.notifier.kind }, 'delivered');
    return true;
  }

  /** The health figure, logged (an error past alertAfterMs); null when the store could not be read. */
  async checkHealth(): Promise<DeliveryHealth | null> {
    let health: DeliveryHealth;
    try {
      health = await this.store.deliveryHealth();
    } catch (err) {
      this.log.error({ err: errorText(err) }, 'delivery health: could not read the store');
      return null;
    }
    if (health.waiting === 0 || health.oldestAgeMs === null) return health;
    const minutes = Math.floor(health.oldestAgeMs / 60_000);
    const info = { waiting: health.waiting, oldestWaitingMinutes: minutes, alertAfterMinutes: Math.round(this.options.alertAfterMs / 60_000) };
    if (health.oldestAgeMs > this.options.alertAfterMs) {
      this.log.error(info, `delivery is behind: the oldest undelivered submission has waited ${minutes} min (npm run leads -- list)`);
    } else this.log.info(info, 'delivery: submissions waiting');
    return health;
  }

  /**
   * Stops polling and gives the attempt in progress `graceMs` to finish; then aborts it. Resolves
   * once its outcome is recorded (or, should the store not answer, left to its lease): nothing of
   * it goes on after that. Claims not yet attempted are given back.
   */
  async stop(graceMs = 2_000): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    if (this.timer) clearInterval(this.timer);
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.timer = null;
    this.healthTimer = null;
    const running = this.running;
    if (!running) return;
    if (!(await within(Date.now() + graceMs, running))) {
      this.stopController.abort(new Error('the service stopped during the attempt; it is tried again later'));
      await running;
    }
  }
}
