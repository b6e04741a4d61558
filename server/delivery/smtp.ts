/** Plain-text notification email over SMTP_URL (nodemailer), Reply-To set to the visitor. */
import type nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type * as shared from 'nodemailer/lib/shared';
import { isEmailAddress } from '../../src/lib/forms/validation';
import type { StoredSubmission } from '../store/types';
import { headerSafe } from './headers';
import type { Notifier } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  to: string;
  from: string;
  /** Site URL for the footer line (optional). */
  siteUrl?: string;
  /** Milliseconds for connecting, the greeting and socket inactivity. */
  timeoutMs?: number;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The email for a submission (exported for tests and the CLI preview). */
export function composeNotification(sub: StoredSubmission, options: Pick<SmtpOptions, 'to' | 'from' | 'siteUrl'>) {
  const payload = sub.payload as Record<string, unknown>;
  const fields = sub.fields as Record<string, unknown>;
  const visitorEmail = headerSafe(str(payload._replyto) || str(payload.email) || str(fields.email), 254);
  const visitorName = headerSafe(str(fields.name), 100);
  const subject = headerSafe(str(payload._subject) || str(payload.subject) || `New ${sub.formId} form submission`);
  const footer = [
    '--',
    `Sent from the ${sub.formId} form${options.siteUrl ? ` on ${options.siteUrl}` : ''} at ${sub.createdAt.toISOString()}.`,
    `Reply to this email to answer ${visitorName || visitorEmail || 'the visitor'} directly. Submission id: ${sub.id}`,
  ].join('\n');
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'lead-service.local';
  return {
    from: options.from,
    to: options.to,
    replyTo: isEmailAddress(visitorEmail) ? (visitorName ? { name: visitorName, address: visitorEmail } : visitorEmail) : undefined,
    subject,
    text: `${str(payload.message)}\n\n${footer}\n`,
    // The same Message-ID on every retry lets mail systems drop a duplicate after a half-finished attempt.
    messageId: `<${sub.id}@${domain}>`,
    headers: { 'X-Lead-Form': sub.formId, 'X-Lead-Id': sub.id, 'Auto-Submitted': 'auto-generated' },
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

export class SmtpNotifier implements Notifier {
  readonly kind = 'smtp';
  readonly target: string;
  private readonly transport: nodemailer.Transporter<SMTPTransport.SentMessageInfo>;

  constructor(private readonly options: SmtpOptions) {
    const { mailer, parseConnectionUrl } = loadNodemailer();
    const parsed = parseConnectionUrl(options.url) as SMTPTransport.Options;
    const timeout = options.timeoutMs ?? 20_000;
    this.transport = mailer.createTransport({
      ...parsed,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    this.target = `${parsed.secure ? 'smtps' : 'smtp'}://${parsed.host ?? 'localhost'}:${parsed.port ?? (parsed.secure ? 465 : 587)} → ${options.to}`;
  }

  async send(sub: StoredSubmission): Promise<void> {
    await this.transport.sendMail(composeNotification(sub, this.options));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
