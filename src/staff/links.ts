/** Tap-to-call and tap-to-email addresses of a lead's contact details (empty string when there is none). */
import { telHref } from '../content/facts';

export function phoneHref(phone: string): string {
  return /\d/.test(phone) ? telHref(phone) : '';
}

export function emailHref(email: string): string {
  return email.includes('@') ? `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}` : '';
}
