/** The signed-in person and what every page of the inbox shares: the unseen new leads, the title, the way out on a 401. */
import { createContext, useContext } from 'react';
import type { StaffMe } from '../../staff/api';
import type { StaffApiError } from '../../browser/staff/client';

export interface StaffSession {
  me: StaffMe;
  /** Leads that arrived while the inbox was open and nobody has opened yet (the "(3)" of the tab title). */
  unseen: ReadonlySet<string>;
  markUnseen: (ids: string[]) => void;
  markSeen: (id: string) => void;
  /** A failed call: a 401 sends the person to sign in (then back here); anything else is for the page to show. */
  handleError: (err: unknown) => StaffApiError | Error;
  /** The site's brand name (content/data/settings.yaml), for titles. */
  brand: string;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const s = useContext(StaffSessionContext);
  if (!s) throw new Error('useStaffSession outside the signed-in inbox');
  return s;
}
