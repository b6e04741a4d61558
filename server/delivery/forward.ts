/** Forwards the section-7 JSON body to an upstream form provider (FORWARD_URL), e.g. a Formspree form. */
import type { StoredSubmission } from '../store/types';
import type { Notifier } from './types';

export interface ForwardOptions {
  url: string;
  timeoutMs?: number;
}

export class ForwardNotifier implements Notifier {
  readonly kind = 'forward';
  readonly target: string;

  constructor(private readonly options: ForwardOptions) {
    const u = new URL(options.url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('FORWARD_URL must be an http(s) URL');
    u.username = '';
    u.password = '';
    this.target = u.toString();
  }

  async send(sub: StoredSubmission): Promise<void> {
    const p = sub.payload as Record<string, unknown>;
    const body = { email: p.email, subject: p.subject, message: p.message, _replyto: p._replyto, _subject: p._subject };
    const res = await fetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      redirect: 'error',
    });
    if (!res.ok) {
      const text = (await res.text().catch(() => '')).slice(0, 300);
      throw new Error(`upstream answered ${res.status}${text ? `: ${text}` : ''}`);
    }
    await res.body?.cancel().catch(() => undefined);
  }
}
