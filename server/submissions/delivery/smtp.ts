/** Plain-text notification email over SMTP_URL (nodemailer), Reply-To set to the visitor. */
import net from 'node:net';
import type nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type * as shared from 'nodemailer/lib/shared';
import { isEmailAddress } from '../../../src/forms/validation';
import { GYM_TIME_ZONE, gymDateTime } from '../../../src/content/gym-time';
import { registerUrlSecrets } from '../../redact';
import type { StoredSubmission } from '../types';
import { isolate } from '../../../src/staff/bidi';
import { headerSafe } from './headers';
import { inboxLink, languageMessage, languageSubject, markedMessage, markedSubject } from './marks';
import { composeDigest } from './digest';
import type { DigestSendOptions, Notifier, SendOptions } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  to: string;
  from: string;
  /** Site URL for the footer line (optional). */
  siteUrl?: string;
  /** The inbox's origin (STAFF_ORIGIN): the mail links to the lead there (optional). */
  staffOrigin?: string;
  /** Milliseconds for connecting, the greeting and socket inactivity. */
  timeoutMs?: number;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The email for a submission (exported for tests and the CLI preview). */
export function composeNotification(sub: StoredSubmission, options: Pick<SmtpOptions, 'to' | 'from' | 'siteUrl' | 'staffOrigin'>) {
  const payload = sub.payload as Record<string, unknown>;
  const fields = sub.fields as Record<string, unknown>;
  const visitorEmail = headerSafe(str(payload._replyto) || str(payload.email) || str(fields.email), 254);
  // What the visitor typed is isolated (src/staff/bidi.ts) wherever the mail shows it: cut first, so the cut keeps the closing isolate.
  const visitorName = isolate(headerSafe(str(fields.name), 100));
  const visitorSubject = isolate(headerSafe(str(payload._subject) || str(payload.subject), 150));
  const subject = headerSafe(markedSubject(sub, languageSubject(sub, visitorSubject || `New ${sub.formId} form submission`)), 250);
  const footer = [
    '--',
    `Sent from the ${sub.formId} form${options.siteUrl ? ` on ${options.siteUrl}` : ''} at ${gymDateTime(sub.createdAt)} (${GYM_TIME_ZONE}).`,
    `Reply to this email to answer ${visitorName || visitorEmail || 'the visitor'} directly. Submission id: ${sub.id}`,
    ...(options.staffOrigin ? [`Open it in the staff inbox: ${inboxLink(options.staffOrigin, sub.id)}`] : []),
  ].join('\n');
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'lead-service.local';
  return {
    from: options.from,
    to: options.to,
    replyTo: isEmailAddress(visitorEmail) ? (visitorName ? { name: visitorName, address: visitorEmail } : visitorEmail) : undefined,
    subject,
    text: `${markedMessage(sub, languageMessage(sub, isolate(str(payload.message))))}\n\n${footer}\n`,
    // The same Message-ID on every retry lets mail systems drop a duplicate after a half-finished attempt.
    messageId: `<${sub.id}@${domain}>`,
    headers: { 'X-Lead-Form': sub.formId, 'X-Lead-Id': sub.id, 'X-Lead-Language': sub.language, 'Auto-Submitted': 'auto-generated' },
    // Never read local files or URLs named in a message.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** nodemailer is loaded only when SMTP_URL is used (about 12 MB the other setups do not need). */
function loadNodemailer(): { mailer: typeof nodemailer; parseConnectionUrl: typeof shared.parseConnectionUrl } {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    mailer: require('nodemailer') as typeof nodemailer,
    parseConnectionUrl: (require('nodemailer/lib/shared') as typeof shared).parseConnectionUrl,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/**
 * nodemailer's options for SMTP_URL. `smtp://` requires STARTTLS (nodemailer's `requireTLS`): a
 * server that does not offer it gets nothing, so no password or lead crosses the network in
 * plain text. Plain SMTP needs the URL to say so: `?requireTLS=false`. `smtps://` is TLS from the
 * first byte. Other query parameters are nodemailer's (e.g. `tls.rejectUnauthorized=false`).
 */
function smtpTransportOptions(url: string, parseConnectionUrl: typeof shared.parseConnectionUrl): SMTPTransport.Options {
  const u = new URL(url);
  const flag = (name: string): boolean | null => {
    const v = u.searchParams.get(name);
    if (v === null) return null;
    if (v === 'true' || v === 'false') return v === 'true';
    throw new Error(`SMTP_URL: ${name} must be true or false (got "${v}")`);
  };
  const requireTLS = flag('requireTLS');
  if (flag('ignoreTLS') === true && requireTLS !== false) {
    throw new Error('SMTP_URL: ignoreTLS=true sends in plain text; if that is really meant, say requireTLS=false too.');
  }
  const parsed = parseConnectionUrl(url) as SMTPTransport.Options;
  return { ...parsed, requireTLS: parsed.secure ? false : requireTLS !== false };
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('the attempt was aborted');
}

export class SmtpNotifier implements Notifier {
  readonly kind = 'smtp';
  readonly target: string;
  private readonly mailer: typeof nodemailer;
  private readonly transportOptions: SMTPTransport.Options;
  private readonly timeout: number;

  constructor(private readonly options: SmtpOptions) {
    const { mailer, parseConnectionUrl } = loadNodemailer();
    registerUrlSecrets(options.url);
    const parsed = smtpTransportOptions(options.url, parseConnectionUrl);
    this.mailer = mailer;
    this.timeout = options.timeoutMs ?? 20_000;
    this.transportOptions = {
      ...parsed,
      connectionTimeout: this.timeout,
      greetingTimeout: this.timeout,
      socketTimeout: this.timeout,
      disableFileAccess: true,
      disableUrlAccess: true,
    };
    const tls = parsed.secure ? '' : parsed.requireTLS ? ' (STARTTLS required)' : ' (plain text allowed: requireTLS=false)';
    this.target = `${parsed.secure ? 'smtps' : 'smtp'}://${parsed.host ?? 'localhost'}:${parsed.port ?? (parsed.secure ? 465 : 587)}${tls} → ${options.to}`;
  }

  /**
   * One message on its own connection. The socket is ours (nodemailer's `getSocket`), so an abort
   * destroys it: nothing of this attempt goes on after send() has rejected.
   */
  async send(sub: StoredSubmission, options: SendOptions = {}): Promise<void> {
    await this.transmit(composeNotification(sub, this.options), options);
  }

  /** The submissions held by the daily ceiling, in one mail (digest.ts). */
  async sendDigest(subs: readonly StoredSubmission[], options: DigestSendOptions): Promise<void> {
    await this.transmit(composeDigest(subs, { ...this.options, perDay: options.perDay, digestId: options.digestId }), options);
  }

  private async transmit(message: nodemailer.SendMailOptions, options: SendOptions): Promise<void> {
    const { signal } = options;
    if (signal?.aborted) throw abortError(signal);
    const sockets = new Set<net.Socket>();
    const host = this.transportOptions.host ?? 'localhost';
    const port = this.transportOptions.port ?? (this.transportOptions.secure ? 465 : 587);
    const transport = this.mailer.createTransport({
      ...this.transportOptions,
      getSocket: (_opts, callback) => {
        const socket = net.connect({ host, port });
        sockets.add(socket);
        let settled = false;
        const timer = setTimeout(() => {
          if (settled) return;
          settled = true;
          socket.destroy();
          callback(new Error(`connection to ${host}:${port} timed out after ${this.timeout} ms`), undefined);
        }, this.timeout);
        socket.once('connect', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          callback(null, { connection: socket });
        });
        socket.once('error', (err) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          callback(err, undefined);
        });
      },
    } as SMTPTransport.Options);
    let onAbort = (): void => undefined;
    const aborted = new Promise<never>((_resolve, reject) => {
      onAbort = () => {
        for (const s of sockets) s.destroy();
        reject(abortError(signal as AbortSignal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([transport.sendMail(message), aborted]);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      for (const s of sockets) s.destroy();
      transport.close();
    }
  }

  async close(): Promise<void> {
    // Each send has its own connection, closed when it ends.
  }
}
