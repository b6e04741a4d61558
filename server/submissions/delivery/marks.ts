/**
 * What every notification (the mail, the digest, the forward) adds to what the visitor wrote, so the
 * front desk sees it before opening anything:
 *
 * - Suspected spam: a post that filled the hidden honeypot field but passed every other check is
 *   delivered, marked: its subject starts with SUSPECTED_SPAM_PREFIX and its message with a note saying
 *   why and how to move it back (`npm run leads -- not-spam <id>`).
 * - The language: a visitor who wrote from the Punjabi or Hindi pages. The subject starts with the
 *   language in brackets ("[Punjabi] New Consultation Request from Harpreet Kaur"), short enough to stay
 *   in view on a phone's mail list, where whoever speaks it can pick the lead up; and the message opens
 *   with a line that says it in full ("Wrote in Punjabi"), the words the staff inbox uses. An English
 *   submission reads as it always has: nothing is added, so the usual case carries no noise.
 * - The lead's address in the staff inbox, when the inbox has its origin (STAFF_ORIGIN).
 */
import { SOURCE_LANGUAGE, englishNameOf, wroteIn } from '../../../src/content/languages';
import { STAFF_PAGES } from '../../../src/staff/api';
import type { StoredSubmission } from '../types';

const SUSPECTED_SPAM_PREFIX = '[Suspected spam] ';

/** Stored as spam (the honeypot was filled) yet to be delivered: the form was otherwise valid. */
export function isSuspectedSpam(sub: Pick<StoredSubmission, 'spam' | 'deliveryState'>): boolean {
  return sub.spam && sub.deliveryState !== 'spam';
}

export function markedSubject(sub: StoredSubmission, subject: string): string {
  return isSuspectedSpam(sub) ? `${SUSPECTED_SPAM_PREFIX}${subject}` : subject;
}

export function markedMessage(sub: StoredSubmission, message: string): string {
  if (!isSuspectedSpam(sub)) return message;
  return (
    "[This form filled the site's hidden anti-spam field, which people never see: most likely a bot, but a browser's " +
    `autofill can fill it too. If it is a real visitor: npm run leads -- not-spam ${sub.id.slice(0, 8)}]\n\n${message}`
  );
}

type WithLanguage = Pick<StoredSubmission, 'language'>;

export function languageSubject(sub: WithLanguage, subject: string): string {
  return sub.language === SOURCE_LANGUAGE ? subject : `[${englishNameOf(sub.language)}] ${subject}`;
}

export function languageMessage(sub: WithLanguage, message: string): string {
  const wrote = wroteIn(sub.language);
  return wrote ? `${wrote} (sent from the site's ${englishNameOf(sub.language)} pages).\n\n${message}` : message;
}

/** The staff inbox's address of a lead, for the notification of a new one; null without STAFF_ORIGIN. */
export function inboxLink(staffOrigin: string | null | undefined, id: string): string | null {
  if (!staffOrigin) return null;
  return new URL(STAFF_PAGES.lead(id), staffOrigin).toString();
}
