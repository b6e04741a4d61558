import { useSiteContent, type SiteContent } from './useSiteContent';

/** The business_info record as queried. */
export type BusinessInfoData = NonNullable<SiteContent['contentBusinessInfo']>;

/** The business_info record (content/data/business-info.yaml, or Supabase at build time); null when none. */
export function useBusinessInfo(): BusinessInfoData | null {
  return useSiteContent().contentBusinessInfo;
}
