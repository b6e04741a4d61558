/** The staff inbox's address of a lead, for the notification of a new one; null without SITE_URL. */
import { STAFF_PAGES } from '../../src/staff/api';

export function inboxLink(siteUrl: string | null | undefined, id: string): string | null {
  if (!siteUrl) return null;
  return new URL(STAFF_PAGES.lead(id), siteUrl).toString();
}
