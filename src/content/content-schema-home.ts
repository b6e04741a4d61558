/**
 * The home page's words that sit around its data: buttons, labels a screen reader announces, toasts.
 * Each group lives beside its section's English (settings.yaml's hero, banner, promo, about,
 * testimonials and contact; plans.yaml, social.yaml, galleries.yaml, facility.yaml, services.yaml).
 * A `{slot}` in braces is filled by the page (e.g. "{count} likes"); translations keep it as it is.
 */
import { z } from 'zod';
import { richText, sectionCopy, text } from './content-schema-copy';

export const heroWords = {
  /** The hero's five entry buttons. */
  actions: z.object({ membership: text, trial: text, physio: text, consultation: text, facility: text }).strict(),
  /** The name a screen reader gives the list of the four claims. */
  claimsLabel: text,
};

export const bannerWords = { expansionLink: text, countdownLabel: text };

/** The offer popup's controls and toasts; {code} is the promo code. */
export const promoWords = {
  closeLabel: text,
  copy: text,
  copyLabel: richText(['code']),
  copied: text,
  copiedLabel: text,
  claim: text,
  copiedToast: z.object({ title: text, text: richText(['code']) }).strict(),
  copyFailedToast: z.object({ title: text, text: richText(['code']) }).strict(),
};

export const aboutWords = { statsLabel: richText(['brand']) };

export const testimonialsWords = {
  ratedLabel: richText(['rating']),
  reviewsLink: text,
  galleryLink: text,
  quotesLabel: text,
  /** Under a member's name: "{brand} member", with the brand's short name. */
  memberRole: richText(['brand']),
};

/** The contact section's detail headings and the business card under it (the map). */
export const contactSectionCopy = sectionCopy
  .extend({
    details: z.object({ locationHeading: text, phoneHeading: text, emailHeading: text, hoursHeading: text }).strict(),
    business: z
      .object({ servicesHeading: text, mapsLink: text, mapTitle: richText(['name', 'address']), mapNote: text, showMap: text })
      .strict(),
  })
  .strict();

/**
 * A plan card's words. The text after a price: `perUnit` for a one-unit period ("/{unit}": "/week"),
 * `perCount` for a counted one ("per {period}": "per 2 years"); any other period is shown as it is.
 */
export const planCardWords = z
  .object({
    popular: text,
    regularPrice: text,
    was: richText(['price']),
    save: richText(['percent']),
    perUnit: richText(['unit']),
    perCount: richText(['period']),
    showBenefits: richText(['count']),
    hideBenefits: richText(['count']),
    benefitsLabel: richText(['plan']),
    signUp: text,
  })
  .strict();

export const plansSection = z.object({ eyebrow: text, title: text, intro: text, portalNote: text, tabsLabel: text }).strict();

export const socialSection = z
  .object({
    eyebrow: text,
    title: text,
    intro: text,
    closing: text,
    platform: text,
    follow: richText(['handle']),
    postsLabel: richText(['handle']),
    video: text,
    likes: richText(['count']),
    comments: richText(['count']),
    bookLabel: text,
  })
  .strict();

/** The virtual tour's grid and photo viewer. */
export const tourWords = z.object({ label: text, open: richText(['caption']), close: text }).strict();

export const facilityWords = { carouselLabel: text, featuresLabel: text, expansionLink: text };

export const servicesSection = sectionCopy.extend({ learnMore: text, learnMoreAbout: richText(['title']), highlightsLabel: richText(['title']) }).strict();
