/**
 * The daily ceiling on notification mails. A flood of valid-looking posts (a bot
 * that fills the forms correctly, a misbehaving integration) must not bury the gym's mailbox or get
 * its sender blocked by the mail provider. So in each of the gym's days the first
 * NOTIFY_DAILY_LIMIT submissions are mailed one by one, as usual; the rest are still stored and
 * listed, and mailed together: one digest mail, at most every NOTIFY_DIGEST_MINUTES, with every
 * submission held since the last one. Nothing is dropped or sent twice: a digest is recorded under
 * its claim exactly as a single mail is. Forwarding (FORWARD_URL) has no ceiling: the receiving
 * service sets its own.
 */
import { GYM_TIME_ZONE, gymDateTime } from '../../../src/content/gym-time';
import type { StoredSubmission } from '../types';
import { headerSafe } from './headers';
import { inboxLink, languageMessage, languageSubject, markedMessage, markedSubject } from './marks';
import { isolate } from '../../../src/staff/bidi';
import type { MailCeiling } from '../../settings';

// NOTIFY_DAILY_LIMIT and NOTIFY_DIGEST_MINUTES: the ceiling's shape and defaults are with the other settings (settings.ts).
export type { MailCeiling } from '../../settings';

/** What the outbox may do now, from the day's figures. */
export type CeilingDecision = { kind: 'single'; limit: number } | { kind: 'digest'; limit: number } | { kind: 'wait' };

export function ceilingDecision(ceiling: MailCeiling, batchSize: number, budget: { sentToday: number; sinceLastDigestMs: number | null }): CeilingDecision {
  const left = ceiling.perDay - budget.sentToday;
  if (left > 0) return { kind: 'single', limit: Math.min(batchSize, left) };
  if (budget.sinceLastDigestMs === null || budget.sinceLastDigestMs >= ceiling.digestEveryMs) return { kind: 'digest', limit: ceiling.digestMax };
  return { kind: 'wait' };
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The digest's text: why it came, then each submission as its own mail would have shown it. */
export function composeDigest(
  subs: readonly StoredSubmission[],
  options: { to: string; from: string; siteUrl?: string; staffOrigin?: string; perDay: number; digestId: string },
) {
  const n = subs.length;
  const intro = [
    `The website received more than ${options.perDay} requests today, the daily limit of single notification emails.`,
    `The ${n === 1 ? 'request' : `${n} requests`} below arrived since then and ${n === 1 ? 'is' : 'are'} sent together so the mailbox is not flooded.`,
    'Each one is also stored by the lead service (npm run leads -- list).',
  ].join('\n');
  const parts = subs.map((sub, i) => {
    const payload = sub.payload as Record<string, unknown>;
    const fields = sub.fields as Record<string, unknown>;
    // What the visitor typed is isolated (src/staff/bidi.ts), so it cannot reorder the lines around it.
    const subject = markedSubject(sub, languageSubject(sub, isolate(str(payload._subject) || str(payload.subject)) || `New ${sub.formId} form submission`));
    const reply = isolate(str(payload._replyto) || str(payload.email) || str(fields.email));
    const inbox = inboxLink(options.staffOrigin, sub.id);
    return [
      `=== ${i + 1} of ${n}: ${subject}`,
      `Received ${gymDateTime(sub.createdAt)} (${GYM_TIME_ZONE}) from the ${sub.formId} form. Reply to: ${reply || '(no email given)'}. Submission id: ${sub.id}`,
      ...(inbox ? [`Open it in the staff inbox: ${inbox}`] : []),
      '',
      markedMessage(sub, languageMessage(sub, isolate(str(payload.message)))),
    ].join('\n');
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'lead-service.local';
  return {
    from: options.from,
    to: options.to,
    subject: headerSafe(`${n} more website request${n === 1 ? '' : 's'} (daily email limit reached)`),
    text: `${intro}\n\n${parts.join('\n\n')}\n\n--\nSent by the lead service${options.siteUrl ? ` of ${options.siteUrl}` : ''}. Digest id: ${options.digestId}\n`,
    // The same Message-ID on a repeat of this digest lets mail systems drop the duplicate.
    messageId: `<digest-${options.digestId}@${domain}>`,
    headers: { 'X-Lead-Digest': options.digestId, 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
