import { graphql, useStaticQuery } from 'gatsby';
import { present } from '../lib/query-data';

/** Site-wide settings (content/data/settings.yaml), without images. */
export type SiteSettings = NonNullable<Queries.SiteSettingsQuery['contentSettings']>;

export function useSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      contentSettings {
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
    }
  `);
  return present(data.contentSettings, 'content/data/settings.yaml');
}
