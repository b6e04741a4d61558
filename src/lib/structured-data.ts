/** JSON-LD builders (schema.org). Pure: given content, return plain objects. */
import type { BusinessInfo, Plans, SeoRecord } from '../content/content-schema';
import type { Facts } from '../content/facts';
import type { ReadonlyDeep } from './query-data';
import { fillText } from '../content/placeholders';

export type JsonLd = Record<string, unknown>;

export interface GymFacts {
  siteUrl: string;
  info: ReadonlyDeep<BusinessInfo>;
  geo: { latitude: number; longitude: number };
  sameAs: string[];
  image: string;
}

/** The gym's node id: every block about the gym uses it, so search engines read one business. */
const gymId = (siteUrl: string) => `${siteUrl}/#gym`;

/**
 * The gym as schema.org's ExerciseGym. No aggregateRating: the content has the Google rating but not how
 * many reviews it rests on, and a rating without its count is not valid structured data.
 */
export function gymJsonLd({ siteUrl, info, geo, sameAs, image }: GymFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    '@id': gymId(siteUrl),
    name: info.name,
    description: info.description,
    url: `${siteUrl}/`,
    telephone: `+1-${info.phone}`,
    email: info.email,
    image,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address,
      addressLocality: info.city,
      addressRegion: info.province,
      postalCode: info.postal_code,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    areaServed: ['Surrey, BC', 'North Delta, BC'],
    sameAs,
  };
}

export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: `${siteUrl}${t.path === '/' ? '/' : t.path}` })),
  };
}

/** FAQPage of content FAQ items; their `{phone}` and `{email}` (links on the page) are filled as plain text. */
export function faqJsonLd(items: readonly { question: string; answer: string }[], facts: Facts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: fillText(q.answer, facts) } })),
  };
}

/** The catalogue's tabs and the plan fields an Offer names. */
export interface OfferPlans {
  readonly tabs: readonly { readonly label: string; readonly plans: readonly Pick<Plans['tabs'][number]['plans'][number], 'name' | 'price' | 'link'>[] }[];
}

export function offersJsonLd(siteUrl: string, gymName: string, plans: OfferPlans): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${gymName} memberships`,
    url: `${siteUrl}/#membership`,
    itemListElement: plans.tabs.flatMap((tab) =>
      tab.plans.map((p) => ({
        '@type': 'Offer',
        name: p.name,
        category: tab.label,
        price: p.price.toFixed(2),
        priceCurrency: 'CAD',
        url: p.link,
        availability: 'https://schema.org/InStock',
        seller: { '@id': gymId(siteUrl) },
      })),
    ),
  };
}

export function blogPostingJsonLd(o: {
  siteUrl: string;
  path: string;
  title: string;
  description: string;
  image: string;
  date: string;
  author: string;
  publisher: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: o.title,
    description: o.description,
    image: o.image,
    datePublished: o.date,
    dateModified: o.date,
    author: { '@type': 'Organization', name: `${o.publisher} ${o.author}` },
    publisher: { '@type': 'Organization', name: o.publisher, '@id': gymId(o.siteUrl) },
    mainEntityOfPage: `${o.siteUrl}${o.path}`,
  };
}

/**
 * The SEO record's own schema_markup, completed with a context when it lacks one. When it describes the
 * gym itself (an ExerciseGym without an id of its own), it gets the gym's id: one business with the
 * record's details added, not a second business.
 */
export function recordJsonLd(seo: SeoRecord | null, siteUrl: string): JsonLd | null {
  if (!seo?.schema_markup) return null;
  const markup = seo.schema_markup;
  const aboutTheGym = markup['@type'] === 'ExerciseGym' && markup['@id'] === undefined;
  return { '@context': 'https://schema.org', ...markup, ...(aboutTheGym ? { '@id': gymId(siteUrl) } : {}) };
}

/** schema.org types here that are CreativeWorks, which name the language they are written in. */
const CREATIVE_WORKS = new Set(['FAQPage', 'BlogPosting', 'WebPage', 'Article']);

/** The blocks, each CreativeWork among them naming the page's language (`inLanguage`, a BCP 47 tag). */
export function withLanguage(blocks: readonly JsonLd[], tag: string): JsonLd[] {
  return blocks.map((b) => (CREATIVE_WORKS.has(String(b['@type'])) ? { ...b, inLanguage: tag } : b));
}
