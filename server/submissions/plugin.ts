/**
 * The submissions feature as a Fastify plugin: the intake's routes (POST /f/:formId), and the outbox
 * that delivers what it stored, started when the app is ready and stopped before the store closes.
 * It decorates the app with the store and the outbox (main.ts hands both to the control socket).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { within } from '../deadline';
import { Outbox, type Notifier, type OutboxOptions } from './delivery';
import { registerIntake, type IntakeOptions } from './intake';
import { LowDisk, type LowDiskOptions } from './spam';
import type { LeadStore } from './types';

interface SubmissionsPluginOptions extends Omit<IntakeOptions, 'outbox' | 'lowDisk'> {
  /** How submissions reach the gym; null: stored only ('stored (no delivery configured)'). */
  delivery: Notifier | null;
  /** Outbox timings (tests shorten them). */
  outbox?: Partial<OutboxOptions>;
  /** Below this much free space on the data directory's disk spam is refused (spam.ts); none: never. */
  lowDisk?: LowDiskOptions | null;
}

/**
 * How long closing the app waits for a delivery in progress before aborting it (its outcome is
 * then recorded, before the store closes: shutdown.ts waits for this).
 */
const OUTBOX_STOP_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    store: LeadStore;
    outbox: Outbox | null;
  }
}

function runOutbox(app: FastifyInstance, outbox: Outbox, log: FastifyBaseLogger): void {
  app.addHook('onReady', (done) => {
    outbox.start();
    done();
  });
  app.addHook('onClose', async () => {
    // A delivery to a server that does not answer is aborted after OUTBOX_STOP_MS and recorded as a
    // failed attempt, before the store closes: it is retried, never lost, and never sent again by a
    // late answer. Should the store itself not answer, the attempt is left to its lease.
    if (!(await within(Date.now() + OUTBOX_STOP_MS + 6_000, outbox.stop(OUTBOX_STOP_MS)))) {
      log.warn('outbox: the outcome of a delivery aborted at shutdown could not be recorded; it is tried again after its lease');
    }
  });
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify's plugin signature
async function submissionsPlugin(app: FastifyInstance, opts: SubmissionsPluginOptions): Promise<void> {
  const outbox = opts.delivery ? new Outbox(opts.store, opts.delivery, opts.outbox, app.log) : null;
  app.decorate('store', opts.store);
  app.decorate('outbox', outbox);
  registerIntake(app, { ...opts, outbox, lowDisk: opts.lowDisk ? new LowDisk(opts.lowDisk, app.log) : null });
  if (outbox) runOutbox(app, outbox, app.log);
}

export default fp(submissionsPlugin, { name: 'submissions', fastify: '5.x' });
