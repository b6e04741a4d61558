/** What a staff member reads on an owner's page, and for a 403 there. */
import { StaffApiError } from '../../browser/staff/client';

export function ownerOnly(what: string): string {
  return `Only the owner can ${what}.`;
}

/** The message of a failed owner call: a 403 is worded as "Only the owner can …". */
export function ownerProblem(err: Error, what: string): string {
  return err instanceof StaffApiError && err.status === 403 ? ownerOnly(what) : err.message;
}
