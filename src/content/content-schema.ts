/**
 * The content model: one schema per file under content/. The build (plugins/gatsby-plugin-site-build) validates every file
 * against these before it creates nodes, so a missing or mistyped field fails the build with
 * a message naming the file and the field (./content-errors.ts).
 *
 * Image fields are paths relative to content/images/ (e.g. "trainers/maya-singh.jpg").
 */
import { z } from 'zod';
import * as copy from './content-schema-copy';
import * as frame from './content-schema-frame';
import * as home from './content-schema-home';
import { linkedText, text } from './content-schema-copy';
import { calendarDate } from './calendar-date';
import { businessInfoSchema, seoRecordSchema, seoSchema } from './content-schema-records';
import { formsSchema } from './content-schema-forms';

export { LINKED_TEXT } from './content-schema-copy';
export { businessInfoSchema, seoRecordSchema };
const url = z.string().url();
const IMAGE_PATH: [RegExp, string] = [/^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp)$/i, 'must be a path under content/images, e.g. "tour/front-desk.jpg"'];
const imagePath = z.string().regex(...IMAGE_PATH);
const PLAN_ID: [RegExp, string] = [/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower case letters, digits and hyphens, e.g. regular-hours'];
const planId = z.string().regex(...PLAN_ID);

/** String schemas with a pattern, and that pattern: the browser editor (src/content/cms) checks them as the writer types. */
export const FIELD_PATTERNS: ReadonlyMap<z.ZodTypeAny, [RegExp, string]> = new Map<z.ZodTypeAny, [RegExp, string]>([
  [imagePath, IMAGE_PATH],
  [planId, PLAN_ID],
]);

/** Icon names the site renders (see src/components/ui/Icon.tsx). */
export const ICON_NAMES = [
  'dumbbell', 'users', 'heart-pulse', 'baby', 'zap', 'swords', 'laptop', 'flower', 'clock', 'calendar',
  'star', 'crown', 'ticket', 'key', 'trophy', 'shield-check', 'sparkles', 'flame', 'droplets', 'bike',
  'activity', 'map-pin', 'phone', 'mail', 'car', 'thermometer', 'shower-head', 'award', 'target', 'smile',
] as const;
const icon = z.enum(ICON_NAMES);

const stat = z.object({ value: text, label: text }).strict();

export const settingsSchema = z
  .object({
    brand: z.object({ name: text, shortName: text, tagline: text, logoText: text }).strict(),
    siteUrl: url,
    hero: z
      .object({
        eyebrow: text,
        headline: text,
        subheadline: text,
        claims: z.array(stat).length(4),
        image: imagePath,
        imageAlt: text,
        ...home.heroWords,
      })
      .strict(),
    banner: z.object({ heading: text, text: text, ctaLabel: text, ...home.bannerWords }).strict(),
    countdown: z
      .object({
        /** ISO 8601 with the gym's UTC offset, e.g. 2026-01-14T23:59:59-08:00 */
        target: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
        timeZone: text,
        initialDays: z.number().int().nonnegative(),
      })
      .strict(),
    promo: z
      .object({
        code: text,
        headline: text,
        offer: text,
        terms: z.array(text).min(1),
        /** The small line above the headline. */
        eyebrow: text,
        delaySeconds: z.number().positive(),
        copiedSeconds: z.number().positive(),
        ...home.promoWords,
      })
      .strict(),
    links: z
      .object({
        membershipPortal: url,
        trialSignup: url,
        physioBooking: url,
        casualBooking: url,
        bookingCalendar: url,
        portalHostScript: url,
        googleReviews: url,
        mapsPage: url,
        mapEmbed: url,
        instagram: url,
        facebook: url,
      })
      .strict(),
    about: z
      .object({
        heading: text,
        intro: text,
        yearsInBusiness: text,
        sizeAfterExpansion: text,
        stats: z.array(stat).length(5),
        whyChoose: z.array(z.object({ title: text, text: text }).strict()).length(8),
        ...copy.aboutCopy,
        ...home.aboutWords,
      })
      .strict(),
    testimonials: z
      .object({
        rating: z.number().min(0).max(5),
        ratingLabel: text,
        stats: z.array(stat).length(4),
        quotes: z.array(z.object({ name: text, text: text }).strict()).min(1),
        ...copy.testimonialsCopy,
        ...home.testimonialsWords,
      })
      .strict(),
    signupSteps: z.array(z.object({ title: text, text: text }).strict()).length(4),
    /** The regular opening hours ({opens} and {closes} in prose), e.g. 5:30am and 10pm. */
    regularHours: z.object({ opens: text, closes: text }).strict(),
    /** A pass's own hours, by the plan's id ({opens:3-day-pass} and {closes:3-day-pass} in prose), e.g. 6 AM and 8 PM. */
    passHours: z.array(z.object({ id: planId, opens: text, closes: text }).strict()),
    geo: z.object({ latitude: z.number(), longitude: z.number() }).strict(),
    /** What a visitor sees when a page fails to render (spec 8: 'Unexpected Application Error!'). */
    appError: z.object({ heading: text, text: text, callLabel: text, homeLabel: text }).strict(),
    ...copy.homeCopy,
    ...frame.frameCopy,
    contact: home.contactSectionCopy,
  })
  .strict();

const planSchema = z
  .object({
    /** How prose names the plan: {price:regular-hours}. Unique (checked by load-content). */
    id: planId,
    name: text,
    price: z.number().nonnegative(),
    originalPrice: z.number().positive().nullable(),
    period: text,
    additionalInfo: z.string(),
    description: text,
    features: z.array(text).min(1),
    popular: z.boolean(),
    icon: icon,
    link: url,
    secondaryLink: url.nullable(),
    secondaryLinkText: z.string().nullable(),
    upgradeLink: url.nullable(),
    upgradeText: z.string().nullable(),
    savings: z.number().int().min(0).max(100).nullable(),
  })
  .strict();

export const plansSchema = z
  .object({
    /** The home page's membership section: heading block and the note under the cards. */
    section: home.plansSection,
    card: home.planCardWords,
    tabs: z
      .array(
        z
          .object({
            id: z.enum(['monthly', 'annual', 'visit', 'trial', 'personal']),
            label: text,
            plans: z.array(planSchema).min(1),
          })
          .strict(),
      )
      .length(5),
  })
  .strict();

const faqEntry = z.object({ question: text, answer: linkedText }).strict();

const servicesSchema = z
  .object({
    /** The home page's services section. */
    section: home.servicesSection,
    servicePage: copy.servicePageCopy,
    services: z
      .array(
        z
          .object({
            /** Route key of the service's page (src/lib/routes.ts). */
            slug: text,
            icon: icon,
            title: text,
            description: text,
            features: z.array(text).length(4),
            price: text,
            image: imagePath,
            imageAlt: text,
            page: z
              .object({
                title: text,
                description: text,
                benefits: z.array(text).min(4),
                pricing: text,
                duration: text,
                groupSize: text,
                experience: text,
                highlight: z.string().nullable(),
                faq: z.array(faqEntry).length(10),
              })
              .strict()
              .nullable(),
          })
          .strict(),
      )
      .length(8),
  })
  .strict();

export const trainersSchema = z
  .object({
    trainers: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            name: text,
            image: imagePath,
            practitionerType: text,
            yearsExperience: z.union([z.number().int().min(3).max(15), z.literal('N/A')]),
            phone: text,
            instagram: url,
            languages: z.array(text).min(1),
            specialties: z.array(text).min(1),
            certificateType: text,
            bio: text,
          })
          .strict(),
      )
      .length(15),
    page: copy.trainersPageCopy,
    card: copy.trainerCardCopy,
  })
  .strict();

export const FAQ_CATEGORIES = [
  'Personal Training', 'Gym Membership', 'Kinesiology', 'ICBC Rehabilitation', 'Physiotherapy', 'Massage Therapy',
  'Group Fitness', 'Amenities', 'Expansion', 'EMS Training', 'Boxing & Kickboxing', 'Youth Training', 'Pre & Post Natal', 'General',
] as const;

export const faqSchema = z
  .object({
    items: z
      .array(z.object({ category: z.enum(FAQ_CATEGORIES), question: text, answer: linkedText }).strict())
      .min(40)
      .max(52),
    page: copy.faqPageCopy,
    /** Every category's name as the FAQ page shows it, in FAQ_CATEGORIES' order. */
    categories: z.array(z.object({ category: z.enum(FAQ_CATEGORIES), name: text }).strict()).length(FAQ_CATEGORIES.length),
    section: copy.faqSectionCopy,
  })
  .strict();

const pilatesSchema = z
  .object({
    heading: text,
    intro: text,
    image: imagePath,
    imageAlt: text,
    price: text,
    duration: text,
    groupSize: text,
    experience: text,
    benefits: z.array(text).length(8),
    sessionTypes: z.array(z.object({ title: text, text: text }).strict()).min(2),
    faq: z.array(faqEntry).length(10),
    ...copy.pilatesCopy,
  })
  .strict();

const coachingSchema = z
  .object({
    heading: text,
    intro: text,
    duration: text,
    groupSize: text,
    experience: text,
    priceRange: text,
    howItWorks: z.array(z.object({ title: text, text: text }).strict()).min(3),
    packages: z
      .array(z.object({ title: text, price: text, features: z.array(text).min(1), link: url, popular: z.boolean() }).strict())
      .length(3),
    ...copy.coachingCopy,
  })
  .strict();

const socialSchema = z
  .object({
    section: home.socialSection,
    handle: z.string().regex(/^@[\w.]+$/),
    posts: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            type: z.enum(['image', 'video']),
            content: text,
            likes: z.number().int().nonnegative(),
            comments: z.number().int().nonnegative(),
            image: imagePath,
            imageAlt: text,
          })
          .strict(),
      )
      .length(9),
  })
  .strict();

const photo = z.object({ image: imagePath, alt: text, caption: text }).strict();

const galleriesSchema = z
  .object({
    tour: z.array(photo).length(12),
    tourWords: home.tourWords,
    facility: z.array(photo).length(16),
    beforeAfter: z.array(z.object({ image: imagePath }).strict()).length(31),
    expansionRenders: z.array(photo).length(5),
    beforeAfterPage: copy.beforeAfterPageCopy,
  })
  .strict();

const facilitySchema = z
  .object({
    eyebrow: text,
    heading: text,
    intro: text,
    features: z.array(z.object({ icon: icon, title: text, text: text }).strict()).length(6),
    opening: z.object({ heading: text, text: text, stats: z.array(stat).length(3) }).strict(),
    ...home.facilityWords,
    expansion: z
      .object({
        heading: text,
        intro: text,
        newSpace: text,
        featureCards: z.array(z.object({ icon: icon, title: text, text: text }).strict()).length(3),
        comingSoon: z.array(z.object({ icon: icon, title: text, text: text }).strict()).min(4),
        offer: z.object({ heading: text, text: text, cap: z.number().int().positive() }).strict(),
        page: copy.expansionPageCopy,
      })
      .strict(),
  })
  .strict();

const bookingSchema = z
  .object({
    heading: text,
    intro: text,
    banner: text,
    tiles: z.array(z.object({ icon: icon, title: text, duration: text, price: text, text: text }).strict()).length(4),
    troubleNote: linkedText,
    ...copy.bookingCopy,
  })
  .strict();

export const blogFrontmatterSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    excerpt: text,
    image: imagePath,
    imageAlt: text,
    /** Computed from the body's words when left out (src/build/read-time.ts); written only to override. */
    readTime: z.string().regex(/^\d+ min read$/, 'expected e.g. "5 min read"').optional(),
    author: text,
    /** The day the post is published: a future date waits for the first build on or after it. */
    date: calendarDate,
    /** A draft is shown by the dev server (marked "Draft") and left out of the production build. */
    draft: z.boolean().optional(),
  })
  .strict();

/** Every data file under content/data and the schema it must satisfy. */
export const CONTENT_FILES = {
  'settings.yaml': settingsSchema,
  'plans.yaml': plansSchema,
  'services.yaml': servicesSchema,
  'trainers.yaml': trainersSchema,
  'faq.yaml': faqSchema,
  'pilates.yaml': pilatesSchema,
  'coaching.yaml': coachingSchema,
  'social.yaml': socialSchema,
  'galleries.yaml': galleriesSchema,
  'facility.yaml': facilitySchema,
  'booking.yaml': bookingSchema,
  'business-info.yaml': businessInfoSchema,
  'seo.yaml': seoSchema,
  'pages.yaml': copy.pagesSchema,
  'forms.yaml': formsSchema,
} as const;

export type ContentFileName = keyof typeof CONTENT_FILES;
export type Plans = z.infer<typeof plansSchema>;
export type Services = z.infer<typeof servicesSchema>;
export type Pilates = z.infer<typeof pilatesSchema>;
export type Coaching = z.infer<typeof coachingSchema>;
export type Galleries = z.infer<typeof galleriesSchema>;
export type BusinessInfo = z.infer<typeof businessInfoSchema>;
export type SeoRecord = z.infer<typeof seoRecordSchema>;
export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;
