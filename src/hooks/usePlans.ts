import { graphql, useStaticQuery } from 'gatsby';
import type { Plans } from '../lib/content-schema';

/** The membership plans by billing tab (content/data/plans.yaml): the Membership section and the home page's Offer data. */
export function usePlans(): Plans {
  const data = useStaticQuery<{ contentPlans: Plans }>(graphql`
    query MembershipPlans {
      contentPlans {
        section { eyebrow title intro portalNote }
        tabs {
          id
          label
          plans {
            id
            name
            price
            originalPrice
            period
            additionalInfo
            description
            features
            popular
            icon
            link
            secondaryLink
            secondaryLinkText
            upgradeLink
            upgradeText
            savings
          }
        }
      }
    }
  `);
  return data.contentPlans;
}
