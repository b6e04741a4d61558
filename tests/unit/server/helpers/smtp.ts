/** A real SMTP server in this process (smtp-server) that keeps every message it receives. */
import { SMTPServer } from 'smtp-server';

export interface Mail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  body: string;
}

/** Unfolds and splits the header block of a raw message. */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
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
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
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

