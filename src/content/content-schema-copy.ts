/**
 * Text types of the content model, and the words of pages and sections (headings, intros, notes)
 * that sit around their data. content-schema.ts builds each file's schema from these.
 *
 * Three kinds of text:
 * - `text`: plain; placeholders such as {phone} are filled as plain text by the build.
 * - `linkedText`: prose whose {phone} and {email} the page renders as tel: and mailto: links.
 * - `richText([...slots])`: words around numbers the page supplies, e.g. "**{count}** certified
 *   professionals": `{count}` is filled by the page, `**…**` is bold.
 */
import { z } from 'zod';

export const text = z.string().trim().min(1);

/** The description that marks linkedText (read by src/content/fill-content.ts). */
export const LINKED_TEXT = 'linked-text';
export const linkedText = text.describe(LINKED_TEXT);

/** The description prefix that marks richText, followed by its slot names: "rich:count,topics". */
export const RICH_TEXT = 'rich:';
export const richText = (slots: readonly string[] = []) => text.describe(`${RICH_TEXT}${slots.join(',')}`);

/** The slots a field's schema allows (from its description), or [] for other text. */
export function slotsOf(description: string | undefined): string[] {
  return description?.startsWith(RICH_TEXT) ? description.slice(RICH_TEXT.length).split(',').filter(Boolean) : [];
}

/** A section's heading block: the small line above, the heading, and the lead paragraph. */
export const sectionCopy = z.object({ eyebrow: text, title: text, intro: text }).strict();
const sectionHeading = z.object({ eyebrow: text, title: text }).strict();
const step = z.object({ title: text, text: text }).strict();

/** Home sections kept in settings.yaml (the home page's own file). */
export const homeCopy = {
  consultation: sectionCopy,
  signupHeading: text,
};

export const aboutCopy = {
  eyebrow: richText(['brand']),
  yearsLine: richText(['yearsInBusiness', 'sizeAfterExpansion']),
  whyChooseHeading: richText(['brand']),
  tourHeading: text,
  tourText: text,
};

export const testimonialsCopy = {
  section: z.object({ eyebrow: text, title: text, intro: richText(['brand']) }).strict(),
  reviewsHeading: text,
  reviewsText: richText(['rating']),
  galleryHeading: text,
  galleryText: text,
};

/** The words every service page shares (src/templates/service.tsx), kept in services.yaml. */
export const servicePageCopy = z
  .object({
    /** Spec 2.4: 'At Surrey's biggest gym on Scott Road, serving North Delta residents'. */
    tagline: text,
    highlightHeading: text,
    benefitsHeading: text,
    priceNote: richText(['duration', 'groupSize', 'experience']),
    consultation: z.object({ eyebrow: text, title: richText(['service']), intro: text }).strict(),
    nextSteps: z.object({ heading: text, steps: z.array(step).length(3) }).strict(),
    faqIntro: richText(['service']),
    facts: z.object({ price: text, duration: text, groupSize: text, experience: text }).strict(),
    factDefaults: z.object({ duration: text, groupSize: text, experience: text }).strict(),
    pricingHeading: text,
    bookButton: text,
  })
  .strict();

export const expansionPageCopy = z
  .object({
    countdownHeading: text,
    features: sectionHeading,
    renders: sectionCopy,
    coming: sectionHeading,
    offerCapLabel: text,
    countdownLabel: text,
    /** The renders carousel's name, and what one and several of its slides are called. */
    carouselLabel: text,
    renderOne: text,
    renderMany: text,
  })
  .strict();

export const bookingCopy = { eyebrow: text, bannerHeading: text, tilesHeading: text, calendarHeading: text, calendarText: text, calendarButton: text };

export const coachingCopy = {
  eyebrow: text,
  packagesLabel: text,
  howItWorksSection: sectionCopy,
  packagesSection: sectionCopy,
  helpText: text,
  helpButton: text,
  popularBadge: text,
  signUpButton: text,
};

export const pilatesCopy = {
  eyebrow: text,
  benefitsSection: sectionCopy,
  sessionsSection: sectionCopy,
  booking: z
    .object({
      section: sectionCopy,
      contactHeading: text,
      sessionLine: richText(['duration', 'groupSize']),
      formHeading: text,
    })
    .strict(),
  faqSection: z.object({ title: text, intro: text }).strict(),
};

export const trainersPageCopy = z
  .object({
    eyebrow: text,
    title: text,
    intro: text,
    stats: z.array(richText(['trainers', 'languages'])).length(3),
    closingHeading: text,
    closingText: text,
    closingButton: text,
    statsLabel: text,
    listLabel: text,
  })
  .strict();

/** The words of every trainer card (src/components/trainers/TrainerCard.tsx), kept in trainers.yaml. */
export const trainerCardCopy = z
  .object({
    experience: text,
    certification: text,
    phoneLabel: text,
    instagramLabel: text,
    languages: text,
    specialties: text,
    years: richText(['years']),
    noExperience: text,
    instagramOnly: text,
    book: richText(['name']),
    follow: text,
    photoAlt: richText(['name', 'type']),
  })
  .strict();

export const beforeAfterPageCopy = z
  .object({
    eyebrow: text,
    title: text,
    intro: text,
    note: richText(['count']),
    /** Alt text of each photo; {number} counts from 1. */
    photoAlt: richText(['number']),
    nextTileHeading: text,
    nextTileText: text,
    galleryLabel: text,
    share: z.object({ heading: text, text: text, note: text, button: text, mailSubject: text, mailBody: text }).strict(),
  })
  .strict();

export const faqPageCopy = z
  .object({
    eyebrow: text,
    title: text,
    intro: text,
    total: richText(['answers', 'topics']),
    topicsHeading: text,
    contactHeading: text,
    contactText: text,
    consultationButton: text,
    questionsLabel: richText(['category']),
  })
  .strict();

/** The FAQ block of the service and Pilates pages (src/components/faq/FaqSection.tsx). */
export const faqSectionCopy = z.object({ eyebrow: text, title: text, askText: text }).strict();
export type FaqSectionCopy = z.infer<typeof faqSectionCopy>;

/** How a date reads: "{month} {day}, {year}" and the twelve months (src/lib/blog-languages.ts dateIn). */
const dateWords = z.object({ pattern: richText(['month', 'day', 'year']), months: z.array(text).length(12) }).strict();

/** The blog's list, its posts' box and meta line (src/templates/blog-list.tsx, blog-post.tsx, components/blog). */
const blogPageCopy = z
  .object({
    eyebrow: text,
    title: text,
    intro: text,
    ctaHeading: text,
    ctaText: text,
    listLabel: text,
    count: richText(['count']),
    readMore: text,
    back: text,
    consultationButton: text,
    missingTitle: text,
    missingDescription: text,
    meta: z.object({ label: text, writtenBy: richText(['author']), minRead: richText(['minutes']), inEnglish: text }).strict(),
  })
  .strict();

const statementList = z.object({ heading: text, intro: text, items: z.array(richText()).min(1) }).strict();

/** The accessibility statement (src/templates/accessibility.tsx). */
const accessibilityCopy = z
  .object({
    eyebrow: text,
    title: text,
    intro: richText(['brand']),
    standardBadge: text,
    standard: z.object({ heading: text, text: richText(), listIntro: text, items: z.array(text).min(1) }).strict(),
    testing: statementList,
    limits: statementList,
    report: z
      .object({ heading: text, text: text, byPhone: text, byEmail: text, inPerson: text, reply: richText(), mailSubject: text, mailBody: text })
      .strict(),
    reviewed: richText(['date']),
  })
  .strict();

/** pages.yaml: pages with no data file of their own. */
export const pagesSchema = z
  .object({
    consultation: z
      .object({
        eyebrow: text,
        title: text,
        intro: text,
        stepsHeading: text,
        steps: z.array(step).length(3),
        formHeading: text,
      })
      .strict(),
    blog: blogPageCopy,
    dates: dateWords,
    notFound: z.object({ heading: text, text: text, headTitle: text, headDescription: text, homeLink: text }).strict(),
    accessibility: accessibilityCopy,
  })
  .strict();
