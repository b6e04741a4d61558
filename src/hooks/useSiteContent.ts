import { graphql, useStaticQuery } from 'gatsby';

/**
 * The records every page reads: the site's settings, the business_info record, the plan prices the
 * {price:…} placeholders stand for, and the site URL. One static query, so a visit fetches one small
 * JSON file for them (then cached for every later page) instead of one per hook: the browser opens
 * fewer requests before the page can start, and Gatsby's loader sends fewer of them in its start-up task.
 * useSettings, useBusinessInfo, useFacts and the page head read their parts from it.
 */
export function useSiteContent(): Queries.SiteContentQuery {
  return useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site { siteMetadata { siteUrl } }
      contentSettings(lang: { eq: "en" }) {
        brand { name shortName tagline logoText }
        siteUrl
        hero { eyebrow headline subheadline imageAlt claims { value label } }
        banner { heading text ctaLabel }
        countdown { target timeZone initialDays }
        promo { code headline offer terms delaySeconds copiedSeconds eyebrow }
        links { membershipPortal trialSignup physioBooking casualBooking bookingCalendar portalHostScript googleReviews mapsPage mapEmbed instagram facebook }
        about {
          heading intro yearsInBusiness sizeAfterExpansion stats { value label } whyChoose { title text }
          eyebrow yearsLine whyChooseHeading tourHeading tourText
        }
        testimonials {
          rating ratingLabel stats { value label } quotes { name text }
          section { eyebrow title intro } reviewsHeading reviewsText galleryHeading galleryText
        }
        signupHeading
        signupSteps { title text }
        regularHours { opens closes }
        geo { latitude longitude }
        appError { heading text callLabel homeLabel }
        consultation { eyebrow title intro }
        contact { eyebrow title intro }
        footer { about hours rights }
      }
      contentBusinessInfo(lang: { eq: "en" }) { name description address city province postal_code phone email business_hours services }
      contentPlans(lang: { eq: "en" }) { tabs { plans { id price originalPrice } } }
    }
  `);
}
