import type { StoredSubmission } from '../types';

export interface SendOptions {
  /**
   * Aborts the attempt (the outbox's lease is about to end): the send must stop, connection and
   * all, and reject, so no attempt outlives the lease another worker may take over.
   */
  signal?: AbortSignal;
}

/** One way of telling the gym about a submission. `send` throws when the attempt failed. */
export interface Notifier {
  /** 'smtp' or 'forward', for logs and the CLI. */
  readonly kind: string;
  /** Where it sends (no credentials). */
  readonly target: string;
  send(submission: StoredSubmission, options?: SendOptions): Promise<void>;
  /** Several submissions in one message (the daily mail ceiling, digest.ts); only notifiers that mail have it. */
  sendDigest?(submissions: readonly StoredSubmission[], options: DigestSendOptions): Promise<void>;
  close?(): Promise<void>;
}

export interface DigestSendOptions extends SendOptions {
  digestId: string;
  /** The day's ceiling, for the digest's first line. */
  perDay: number;
}
