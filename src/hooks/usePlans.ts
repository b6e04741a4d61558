import { graphql } from 'gatsby';
import { present } from '../lib/query-data';
import { useHomeContent } from './useHomeContent';

/** The membership catalogue as queried (content/data/plans.yaml). */
export type PlansData = NonNullable<Queries.MembershipPlansFragment['contentPlans']>;

/** One plan of the catalogue as queried. */
export type PlanData = PlansData['tabs'][number]['plans'][number];

/**
 * The part of the home page's query the plans come from (content/data/plans.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const membershipPlans = graphql`
  fragment MembershipPlans on Query {
    contentPlans(lang: { eq: $lang }) {
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
`;

/** The membership plans by billing tab, from a query result that spreads MembershipPlans. */
export function plansOf(data: Queries.MembershipPlansFragment): PlansData {
  return present(data.contentPlans, 'content/data/plans.yaml');
}

/** The membership plans by billing tab: the Membership section. */
export function usePlans(): PlansData {
  return plansOf(useHomeContent());
}
