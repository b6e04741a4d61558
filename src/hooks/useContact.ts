import { useBusinessInfo } from './useBusinessInfo';
import { contactFacts, type ContactFacts } from '../lib/contact';

/** Phone, email, address and hours for display, from the business_info record. */
export function useContact(): ContactFacts {
  return contactFacts(useBusinessInfo());
}
