/**
 * The words of the frame every page shares, kept in settings.yaml: the pages' names in menus, the
 * footer and breadcrumbs, the bar and phone menu, the floating buttons and the shared controls. Every
 * page downloads them (the SiteWords fragment), so they stay few and short.
 */
import { z } from 'zod';
import { richText, text } from './content-schema-copy';

/** One page's name, by its route key (src/lib/routes.ts): every key has one, or the build fails. */
const pageLabel = z.object({ id: z.string().regex(/^[a-z][a-z-]*$/), label: text }).strict();

/** The footer's words (settings.yaml `footer`). */
const footerCopy = z
  .object({
    about: richText(['tagline']),
    hours: text,
    rights: text,
    explore: text,
    memberships: text,
    follow: text,
    /** The social networks' names, as the translations keep them. */
    instagramLabel: text,
    facebookLabel: text,
    reviews: text,
    site: text,
    accessibilityStatement: text,
    sitemap: text,
  })
  .strict();

export const frameCopy = {
  footer: footerCopy,
  pageLabels: z.array(pageLabel).min(1),
  frame: z
    .object({
      /** The first link of every page, for keyboard users. */
      skipToContent: text,
      /** The bar's landmark name and the logo link's name ({brand} is brand.name). */
      mainNav: text,
      homeLink: richText(['brand']),
      openMenu: text,
      closeMenu: text,
      /** The bar's links to sections of the home page, and the Services menu's name. */
      membership: text,
      about: text,
      services: text,
      testimonials: text,
      contact: text,
      /** The calls to action in the bar, the phone menu and the floating buttons. */
      consultation: text,
      signUp: text,
      trial: text,
      /** The language switcher's name. */
      languages: text,
      /** Said after a link that opens a new tab (screen readers only). */
      newTab: text,
      backToHome: text,
      /** The toasts' region (Alt+T moves there) and each toast's close button. */
      notifications: text,
      closeNotice: text,
      /** Said before the gym's phone number and email address (screen readers only). */
      callLabel: text,
      emailLabel: text,
      countdown: z.object({ days: text, hours: text, minutes: text, seconds: text }).strict(),
      carousel: z
        .object({
          /** What the slides are when the page does not say: one, many. */
          photo: text,
          photos: text,
          hint: richText(['noun']),
          previous: richText(['noun']),
          next: richText(['noun']),
          choose: richText(['noun']),
          show: richText(['noun', 'n', 'count']),
          slide: richText(['n', 'count']),
          showingOne: richText(['noun', 'first', 'count']),
          showingMany: richText(['noun', 'first', 'last', 'count']),
        })
        .strict(),
    })
    .strict(),
};
