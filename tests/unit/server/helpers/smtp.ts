/**
 * A real SMTP server in this process (smtp-server) that keeps every message it receives.
 * By default it offers no STARTTLS (so clients must opt out of TLS with `?requireTLS=false`);
 * `starttls: true` offers it, `secure: true` is implicit TLS (smtps), both with smtp-server's
 * built-in self-signed certificate (clients add `tls.rejectUnauthorized=false`).
 */
import { SMTPServer } from 'smtp-server';

export interface Mail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  body: string;
  /** Whether the message came over TLS (STARTTLS or implicit). */
  tls: boolean;
}

export interface TestSmtpOptions {
  starttls?: boolean;
  secure?: boolean;
}

/** Unfolds and splits the header block of a raw message. */
function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split(/\r\n\r\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

export class TestSmtp {
  mails: Mail[] = [];
  private server: SMTPServer | null = null;
  constructor(
    readonly port: number,
    private readonly options: TestSmtpOptions = {},
  ) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      secure: this.options.secure ?? false,
      disabledCommands: this.options.starttls || this.options.secure ? ['AUTH'] : ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            tls: session.secure,
            ...parseMail(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

