/**
 * Forwards the section-7 JSON body to an upstream form provider (FORWARD_URL), e.g. a Formspree form.
 * `user:password@` in the URL is sent as an `Authorization: Basic` header (fetch refuses URLs with
 * credentials), and every request carries `Idempotency-Key: <submission id>`, the same on every
 * retry, so an upstream can drop a repeat. A submission from the Punjabi or Hindi pages carries
 * `_language` and says so in its subject and message (marks.ts); an English one is the section-7
 * body unchanged.
 */
import { SOURCE_LANGUAGE } from '../../../src/content/languages';
import { LANGUAGE_FIELD } from '../../../src/forms/submission';
import { redactSecrets, redactUrl, registerUrlSecrets } from '../../redact';
import type { StoredSubmission } from '../types';
import { inboxLink, languageMessage, languageSubject, markedMessage, markedSubject } from './marks';
import type { Notifier, SendOptions } from './types';
import { isolate } from '../../../src/staff/bidi';

export interface ForwardOptions {
  url: string;
  timeoutMs?: number;
  /** STAFF_ORIGIN: the body then carries `_inbox`, the lead's address in the staff inbox. */
  staffOrigin?: string | null;
}

const DEFAULT_FORWARD_TIMEOUT_MS = 15_000;

export class ForwardNotifier implements Notifier {
  readonly kind = 'forward';
  readonly target: string;
  private readonly endpoint: string;
  private readonly authorization: string | null;

  constructor(private readonly options: ForwardOptions) {
    const u = new URL(options.url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('FORWARD_URL must be an http(s) URL');
    registerUrlSecrets(options.url);
    this.authorization =
      u.username || u.password
        ? `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`, 'utf8').toString('base64')}`
        : null;
    u.username = '';
    u.password = '';
    this.endpoint = u.toString();
    this.target = redactUrl(options.url);
  }

  async send(sub: StoredSubmission, options: SendOptions = {}): Promise<void> {
    const p = sub.payload as Record<string, unknown>;
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    const body = {
      email: p.email,
      // The mail's subject and body: the visitor's text isolated (src/staff/bidi.ts), as in the SMTP mail.
      subject: markedSubject(sub, languageSubject(sub, isolate(text(p.subject)))),
      message: markedMessage(sub, languageMessage(sub, isolate(text(p.message)))),
      _replyto: p._replyto,
      _subject: markedSubject(sub, languageSubject(sub, isolate(text(p._subject)))),
      ...(sub.language === SOURCE_LANGUAGE ? {} : { [LANGUAGE_FIELD]: sub.language }),
      ...(this.options.staffOrigin ? { _inbox: inboxLink(this.options.staffOrigin, sub.id) } : {}),
    };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': sub.id };
    if (this.authorization) headers.authorization = this.authorization;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_FORWARD_TIMEOUT_MS);
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
      redirect: 'error',
    });
    if (!res.ok) {
      const text = (await res.text().catch(() => '')).slice(0, 300);
      throw new Error(redactSecrets(`upstream answered ${res.status}${text ? `: ${text}` : ''}`));
    }
    await res.body?.cancel().catch(() => undefined);
  }
}
