import { graphql, useStaticQuery } from 'gatsby';

/** The business_info record as queried. */
export type BusinessInfoData = NonNullable<Queries.BusinessInfoQuery['contentBusinessInfo']>;

/** The business_info record (content/data/business-info.yaml, or Supabase at build time); null when none. */
export function useBusinessInfo(): BusinessInfoData | null {
  const data = useStaticQuery<Queries.BusinessInfoQuery>(graphql`
    query BusinessInfo {
      contentBusinessInfo { name description address city province postal_code phone email business_hours services }
    }
  `);
  return data.contentBusinessInfo;
}
