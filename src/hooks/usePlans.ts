import { graphql } from 'gatsby';
import { present } from '../lib/query-data';
import { useHomeContent } from './useHomeContent';
import { periodKind, type PeriodKind } from '../content/format';

/** The membership catalogue as queried (content/data/plans.yaml). */
export type PlansData = NonNullable<Queries.MembershipPlansFragment['contentPlans']>;

/** One plan of the catalogue as queried. */
export type PlanData = PlansData['tabs'][number]['plans'][number];

/** A plan card's words in the page's language (plans.yaml `card`). */
export type PlanCardWords = PlansData['card'];

/**
 * The part of the home page's query the plans come from (content/data/plans.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const membershipPlans = graphql`
  fragment MembershipPlans on Query {
    contentPlans(lang: { eq: $lang }) {
      section { eyebrow title intro portalNote tabsLabel }
      card { popular regularPrice was save perUnit perCount showBenefits hideBenefits benefitsLabel signUp }
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
    plansInEnglish: contentPlans(lang: { eq: "en" }) { tabs { plans { id period } } }
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

/**
 * How a plan's period reads after its price, from its English period (by the plan's id): a translated
 * period ("ਹਫ਼ਤਾ") reads the same way as its English ("week"). On English pages they are the same text.
 */
export function usePeriodKinds(): (plan: Pick<PlanData, 'id' | 'period'>) => PeriodKind {
  const english = present(useHomeContent().plansInEnglish, 'content/data/plans.yaml');
  const periods = new Map(english.tabs.flatMap((t) => t.plans.map((p) => [p.id, p.period] as const)));
  return (plan) => periodKind(periods.get(plan.id) ?? plan.period);
}
