/**
 * Suspected spam: a post that filled the hidden honeypot field but passed every other
 * check is delivered, marked: its subject starts with SUSPECTED_SPAM_PREFIX and its message with a
 * note saying why and how to move it back (`npm run leads -- not-spam <id>`).
 */
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
