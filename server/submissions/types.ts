/** The submissions' store: what the intake, the outbox, retention and `npm run leads` do with submissions. */
import type { FormspreePayload } from '../../src/forms/payload';
import type { LanguageCode } from '../../src/content/languages';
import type { Database } from '../db/types';
import type { JournaledRow, JsonValue } from '../db/journaled-row';

export type { JsonValue };

export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'spam', 'stored'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A submission as the intake creates it (the journaled row, typed). */
export interface NewSubmission extends JournaledRow {
  /** The section-7 body; `{}`-like for spam that could not be read as a form. */
  payload: FormspreePayload | { [key: string]: JsonValue };
  deliveryState: DeliveryState;
  /** The language of the page it was sent from (`_language`; English when the post names none). */
  language: LanguageCode;
}

export interface StoredSubmission extends NewSubmission {
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
  /** The token of the outbox claim on it (set by claimDue; null when not claimed). */
  claimToken?: string | null;
  /** The digest mail it was delivered in (the daily mail ceiling); null: delivered on its own, or not yet. */
  digestId?: string | null;
}

/** What the daily ceiling on notification mails reads before each outbox cycle. */
export interface MailBudget {
  /** Submissions delivered on their own since the given start of the gym's day. */
  sentToday: number;
  /** How long ago the newest digest was sent; null when none ever was. */
  sinceLastDigestMs: number | null;
}

export interface StoreCounts {
  total: number;
  byState: Record<DeliveryState, number>;
}

export interface ListOptions {
  /** Newest first; default 100. */
  limit?: number;
  offset?: number;
}

export interface LeadStore {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (no credentials). */
  readonly location: string;
  /** The database it works on (other features build their own repositories on it). */
  readonly db: Database;
  /** Stores a submission durably; resolves only when it will survive a crash. */
  insert(submission: NewSubmission): Promise<void>;
  get(id: string): Promise<StoredSubmission | null>;
  /** Newest first. */
  list(options?: ListOptions): Promise<StoredSubmission[]>;
  /** Everything not delivered and not spam (pending, failed, stored), newest first. */
  listUndelivered(): Promise<StoredSubmission[]>;
  /**
   * Claims up to `limit` pending submissions that are due (next_attempt_at null or <= the database's
   * now()), oldest first, atomically across processes (FOR UPDATE SKIP LOCKED): moves their
   * next_attempt_at to now() + `leaseMs` (the lease) and writes `token` (default: a new one) on
   * them, returned in `claimToken`. All times are the database's clock.
   */
  claimDue(leaseMs: number, limit: number, token?: string): Promise<StoredSubmission[]>;
  /**
   * Marks a pending submission delivered (at `at`, or the database's now() when null). With a claim
   * token, only while that claim holds (no other worker claimed it since), or when that same claim
   * already recorded it (a repeat of a record whose answer was lost); resolves with whether it is.
   */
  markDelivered(id: string, at: Date | null, claimToken?: string): Promise<boolean>;
  /**
   * Counts a failed attempt; pending again `retryInMs` from the database's now(), or failed (given
   * up) when it is null. With a claim token, only while that claim holds; resolves with whether it was recorded.
   */
  markAttemptFailed(id: string, error: string, retryInMs: number | null, claimToken?: string): Promise<boolean>;
  /**
   * Marks claimed submissions delivered together in one digest mail (`digestId`), only those still
   * under this claim (or already recorded under it); resolves with the ids that are.
   */
  markDeliveredInDigest(ids: readonly string[], digestId: string, claimToken: string): Promise<string[]>;
  /**
   * The daily mail ceiling's figures; `dayStart` is the instant the gym's day began, computed in Node
   * (src/content/gym-time.ts startOfGymDay), never from the database's zone data.
   */
  mailBudget(dayStart: Date): Promise<MailBudget>;
  /** Gives back claimed submissions not attempted (due again now); only those still under this claim. */
  releaseClaims(ids: readonly string[] | 'all', claimToken: string): Promise<number>;
  /**
   * Moves undelivered submissions (pending, failed, stored; all or the given ids) to pending, due
   * now, except claimed ones: they are their worker's (being sent right now, or due already once
   * the lease has ended, for the next claim to take over).
   */
  requeueUndelivered(ids?: readonly string[]): Promise<number>;
  /** How long the oldest submission waiting for delivery (pending or failed) has waited. */
  deliveryHealth(): Promise<DeliveryHealth>;
  counts(): Promise<StoreCounts>;
  /**
   * `leads not-spam`: clears the suspected-spam mark of the one submission whose id is or starts with
   * `idOrPrefix` (8 characters at least). Pending, failed or stored, it is then delivered as a normal
   * submission; delivered already, only the mark goes (nothing is sent again). Spam that was not a
   * valid form (state spam) has nothing to deliver and stays.
   */
  markNotSpam(idOrPrefix: string): Promise<NotSpamResult>;
  /**
   * Retention: deletes delivered submissions received and delivered before `deliveredBefore`, and
   * spam received before `spamBefore`. Never anything pending, failed or stored (not yet delivered).
   * Their notes, stage and history go with them (foreign-key cascade); the audit log records the purge.
   * Then the audit log's own retention (the database's staff_audit_retention): old entries, old sign-in addresses.
   */
  purge(cutoffs: PurgeCutoffs): Promise<PurgeResult>;
  close(): Promise<void>;
}

export interface NotSpamResult {
  outcome: 'moved' | 'already-delivered' | 'not-spam' | 'not-a-form' | 'not-found' | 'ambiguous';
  id?: string;
  deliveryState?: DeliveryState;
  deliveredAt?: Date | null;
}

export interface DeliveryHealth {
  /** Submissions waiting for delivery (pending or failed). */
  waiting: number;
  /** When the oldest of them was received; null when none waits. */
  oldest: Date | null;
  /** Its age by the database's clock, in ms; null when none waits. */
  oldestAgeMs: number | null;
}

export interface PurgeCutoffs {
  deliveredBefore: Date;
  spamBefore: Date;
  /** The staff audit log: entries from before this go (AUDIT_RETENTION_DAYS). */
  auditBefore: Date;
  /** ... and failed sign-ins' client addresses from before this are cleared (AUDIT_ADDRESS_DAYS). */
  auditAddressesBefore: Date;
}

export interface PurgeResult {
  delivered: number;
  spam: number;
  /** When the oldest and newest removed submissions were received (null when none was removed). */
  oldest: Date | null;
  newest: Date | null;
  /** Audit entries removed, and failed sign-ins whose address was cleared. */
  auditEntries: number;
  auditAddresses: number;
}
