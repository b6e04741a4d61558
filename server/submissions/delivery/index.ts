/** Builds the notifier the configuration asks for: SMTP, forwarding, or none (stored only). */
import { ForwardNotifier } from './forward';
import { SmtpNotifier } from './smtp';
import type { Notifier } from './types';

export { Outbox, backoffDelay, type OutboxOptions } from './outbox';
export { SmtpNotifier, composeNotification } from './smtp';
export { ForwardNotifier } from './forward';
export { headerSafe } from './headers';
export type { Notifier };

export interface DeliveryConfig {
  smtpUrl?: string | null;
  notifyTo?: string | null;
  notifyFrom?: string | null;
  forwardUrl?: string | null;
  siteUrl?: string | null;
  /** The inbox's origin (STAFF_ORIGIN): each notification links to its lead there. */
  staffOrigin?: string | null;
}

const DEFAULT_NOTIFY_FROM = 'Forge 24 Fitness website <website@forge24fitness.example>';

/** The notifier for this configuration, or null when no delivery is configured. Throws on a bad configuration. */
export function createNotifier(config: DeliveryConfig): Notifier | null {
  if (config.smtpUrl && config.forwardUrl) {
    throw new Error('Set SMTP_URL or FORWARD_URL, not both: each submission is delivered one way.');
  }
  if (config.smtpUrl) {
    if (!config.notifyTo) throw new Error('SMTP_URL is set but NOTIFY_TO is not: set the address that receives the notifications.');
    return new SmtpNotifier({
      url: config.smtpUrl,
      to: config.notifyTo,
      from: config.notifyFrom || DEFAULT_NOTIFY_FROM,
      siteUrl: config.siteUrl ?? undefined,
      staffOrigin: config.staffOrigin ?? undefined,
    });
  }
  if (config.forwardUrl) return new ForwardNotifier({ url: config.forwardUrl, staffOrigin: config.staffOrigin });
  return null;
}
