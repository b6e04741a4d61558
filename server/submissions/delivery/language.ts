/**
 * A visitor who wrote from the Punjabi or Hindi pages, as the gym's notifications say it. The front
 * desk sees it before opening anything: the subject starts with the language in brackets
 * ("[Punjabi] New Consultation Request from Harpreet Kaur"), short enough to stay in view on a phone's
 * mail list, where whoever speaks it can pick the lead up; and the message opens with a line that says
 * it in full ("Wrote in Punjabi"), the words the staff inbox uses. An English submission reads as it
 * always has: nothing is added, so the usual case carries no noise.
 */
import { SOURCE_LANGUAGE, englishNameOf, wroteIn } from '../../../src/content/languages';
import type { StoredSubmission } from '../types';

type WithLanguage = Pick<StoredSubmission, 'language'>;

export function languageSubject(sub: WithLanguage, subject: string): string {
  return sub.language === SOURCE_LANGUAGE ? subject : `[${englishNameOf(sub.language)}] ${subject}`;
}

export function languageMessage(sub: WithLanguage, message: string): string {
  const wrote = wroteIn(sub.language);
  return wrote ? `${wrote} (sent from the site's ${englishNameOf(sub.language)} pages).\n\n${message}` : message;
}
