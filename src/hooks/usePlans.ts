import { graphql, useStaticQuery } from 'gatsby';
import { present } from '../lib/query-data';

/** The membership catalogue as queried (content/data/plans.yaml). */
export type PlansData = NonNullable<Queries.MembershipPlansQuery['contentPlans']>;

/** One plan of the catalogue as queried. */
export type PlanData = PlansData['tabs'][number]['plans'][number];

/** The membership plans by billing tab (content/data/plans.yaml): the Membership section and the home page's Offer data. */
export function usePlans(): PlansData {
  const data = useStaticQuery<Queries.MembershipPlansQuery>(graphql`
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
  return present(data.contentPlans, 'content/data/plans.yaml');
}
