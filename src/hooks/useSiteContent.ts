import { useContext } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { PageDataContext } from './usePageData';

/**
 * The records every page reads, in two parts.
 *
 * - **The facts** (the site URL, the brand's name, links, hours, prices, the promo code, the business_info
 *   record): the same in every language, so one static query, a small JSON file fetched once and then
 *   cached for every later page. The page head (which is rendered outside the page) and the staff inbox
 *   read only these (useSiteFacts).
 * - **The words** (the hero, banner, offer, about, reviews, footer, error page, the pages' names, the frame's
 *   words (bar, menu, shared controls), and the business's
 *   description and hours as a visitor reads them): in the page's language, so a fragment every page query
 *   spreads (`...SiteWords`), which comes in the page's own page-data.json.
 *
 * useSiteContent gives both as one record, the words over the facts; useSettings, useBusinessInfo, useFacts
 * and the layout read their parts from it.
 */
export function useSiteFacts(): Queries.SiteFactsQuery {
  return useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site { siteMetadata { siteUrl } }
      contentSettings(lang: { eq: "en" }) {
        brand { name shortName logoText }
        siteUrl
        countdown { target timeZone initialDays }
        promo { code delaySeconds copiedSeconds }
        links { membershipPortal trialSignup physioBooking casualBooking bookingCalendar portalHostScript googleReviews mapsPage mapEmbed instagram facebook }
        regularHours { opens closes }
        geo { latitude longitude }
      }
      contentBusinessInfo(lang: { eq: "en" }) { name description address city province postal_code phone email business_hours services }
      contentPlans(lang: { eq: "en" }) { tabs { plans { id price originalPrice } } }
      businessDescriptions: allContentBusinessInfo { nodes { lang description } }
    }
  `);
}

/**
 * The site's words in the page's language.
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const siteWords = graphql`
  fragment SiteWords on Query {
    siteWords: contentSettings(lang: { eq: $lang }) {
      brand { tagline }
      hero { eyebrow headline subheadline imageAlt claims { value label } actions { membership trial physio consultation facility } claimsLabel }
      banner { heading text ctaLabel expansionLink countdownLabel }
      promo {
        headline offer terms eyebrow closeLabel copy copyLabel copied copiedLabel claim
        copiedToast { title text } copyFailedToast { title text }
      }
      about {
        heading intro yearsInBusiness sizeAfterExpansion stats { value label } whyChoose { title text }
        eyebrow yearsLine whyChooseHeading tourHeading tourText statsLabel
      }
      testimonials {
        rating ratingLabel stats { value label } quotes { name text }
        section { eyebrow title intro } reviewsHeading reviewsText galleryHeading galleryText
        ratedLabel reviewsLink galleryLink quotesLabel memberRole
      }
      signupHeading
      signupSteps { title text }
      appError { heading text callLabel homeLabel }
      consultation { eyebrow title intro }
      contact {
        eyebrow title intro
        details { locationHeading phoneHeading emailHeading hoursHeading }
        business { servicesHeading mapsLink mapTitle mapNote showMap }
      }
      footer { about hours rights explore memberships follow instagramLabel facebookLabel reviews site accessibilityStatement sitemap }
      pageLabels { id label }
      frame {
        skipToContent mainNav homeLink openMenu closeMenu membership about services testimonials contact consultation signUp trial languages
        newTab backToHome notifications closeNotice callLabel emailLabel countdown { days hours minutes seconds }
        carousel { photo photos hint previous next choose show slide showingOne showingMany }
      }
    }
    siteBusinessWords: contentBusinessInfo(lang: { eq: $lang }) { description business_hours services }
  }
`;

type Facts = Queries.SiteFactsQuery;
type Words = Queries.SiteWordsFragment;
type Settings = NonNullable<Facts['contentSettings']>;
type SettingsWords = NonNullable<Words['siteWords']>;

/** Every page's records as one: the facts, with the page's words over them. */
export interface SiteContent {
  site: Facts['site'];
  contentSettings: Omit<Settings, 'brand' | 'promo'> & Omit<SettingsWords, 'brand' | 'promo'> & { brand: Settings['brand'] & SettingsWords['brand']; promo: Settings['promo'] & SettingsWords['promo'] };
  contentBusinessInfo: Facts['contentBusinessInfo'];
  contentPlans: Facts['contentPlans'];
}

/**
 * The facts with the words of a page's query result over them (the page's data, or a Head's `data`, which
 * is rendered outside the page); a page whose query does not spread ...SiteWords says so.
 */
export function siteContentOf(facts: Facts, pageData: unknown): SiteContent {
  const page = pageData as Partial<Words> | null | undefined;
  const words = page?.siteWords;
  const settings = facts.contentSettings;
  if (!words || !settings) throw new Error("This page's query does not spread ...SiteWords (the site's words in the page's language): add it to the page's query");
  const info = facts.contentBusinessInfo;
  return {
    site: facts.site,
    contentSettings: { ...settings, ...words, brand: { ...settings.brand, ...words.brand }, promo: { ...settings.promo, ...words.promo } },
    contentBusinessInfo: info && { ...info, ...page.siteBusinessWords },
    contentPlans: facts.contentPlans,
  };
}

/** The site's records as the page reads them: the facts, with the page's words over them. */
export function useSiteContent(): SiteContent {
  return siteContentOf(useSiteFacts(), useContext(PageDataContext)?.data);
}
