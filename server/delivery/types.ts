import type { StoredSubmission } from '../store/types';

/** One way of telling the gym about a submission. `send` throws when the attempt failed. */
export interface Notifier {
  /** 'smtp' or 'forward', for logs and the CLI. */
  readonly kind: string;
  /** Where it sends (no credentials). */
  readonly target: string;
  send(submission: StoredSubmission): Promise<void>;
  close?(): Promise<void>;
}
