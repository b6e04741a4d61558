/** The staff inbox's address of a lead, for the notification of a new one; null without STAFF_ORIGIN. */
import { STAFF_PAGES } from '../../../src/staff/api';

export function inboxLink(staffOrigin: string | null | undefined, id: string): string | null {
  if (!staffOrigin) return null;
  return new URL(STAFF_PAGES.lead(id), staffOrigin).toString();
}
