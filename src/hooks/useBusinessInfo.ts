import { graphql, useStaticQuery } from 'gatsby';
import type { BusinessInfo } from '../lib/content-schema';

/** The business_info record (content/data/business-info.yaml, or Supabase at build time); null when none. */
export function useBusinessInfo(): BusinessInfo | null {
  const data = useStaticQuery<{ contentBusinessInfo: BusinessInfo | null }>(graphql`
    query BusinessInfo {
      contentBusinessInfo { name description address city province postal_code phone email business_hours services }
    }
  `);
  return data.contentBusinessInfo;
}
