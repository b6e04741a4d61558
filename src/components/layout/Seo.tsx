import type { SeoRecord } from '../../content/content-schema';
import type { PageContext } from '../../lib/page-context';
import { present } from '../../lib/query-data';
import { useSiteFacts } from '../../hooks/useSiteContent';
import { breadcrumbJsonLd, gymJsonLd, offersJsonLd, recordJsonLd, withLanguage, type JsonLd, type OfferPlans } from '../../lib/structured-data';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, ogLocaleOf, tagOf, type LanguageCode } from '../../content/languages';
import { alternatesOf as pageAlternates, localPath } from '../../lib/routes';
import { colors } from '../../styles/theme';
import type { PageCrumb } from '../../hooks/usePageLabel';

interface Props {
  pageContext: PageContext;
  /**
   * Title and description of a page without an SEO record (a blog post, the 404 page). A routed page
   * has its record in content/data/seo.yaml (or Supabase), the one place its title is written.
   */
  title?: string;
  description?: string;
  /** Breadcrumb of an inner page in its language (adds BreadcrumbList): crumbOf(data, routeKey). */
  crumb?: PageCrumb;
  /** Share image path (absolute path on the site); defaults to the brand share image. */
  image?: string;
  jsonLd?: JsonLd[];
  /** Membership plans to publish as an OfferCatalog of Offers (the home page, where they are listed). */
  offers?: OfferPlans;
  noindex?: boolean;
  type?: 'website' | 'article';
}

/** Title suffixed with the brand unless it already names it. */
function fullTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** The page head: title, description, keywords, canonical, social cards and JSON-LD. */
export function Seo({ pageContext, title, description, crumb, image, jsonLd = [], offers, noindex, type = 'website' }: Props) {
  // The head is rendered outside the page, without its words: it reads the facts only.
  const data = useSiteFacts();
  const settings = present(data.contentSettings, 'content/data/settings.yaml');
  const siteUrl = present(data.site?.siteMetadata?.siteUrl, 'siteMetadata.siteUrl of gatsby-config.ts');
  const seo: SeoRecord | null = pageContext.seo;
  const ownTitle = seo?.title ?? title;
  const desc = seo?.meta_description ?? description;
  if (ownTitle === undefined || desc === undefined) {
    throw new Error(`No SEO record for ${pageContext.canonicalPath} (page_slug of route "${pageContext.routeKey}" in content/data/seo.yaml) and no title or description of its own`);
  }
  const pageTitle = fullTitle(ownTitle, settings.brand.name);
  const keywords = seo ? [...seo.keywords, ...seo.local_keywords].join(', ') : '';
  const canonical = `${siteUrl}${pageContext.canonicalPath}`;
  const shareImage = `${siteUrl}${image ?? '/og-image.jpg'}`;
  const blocks = structuredData({ data, settings, siteUrl, pageContext, seo, crumb, offers, jsonLd });
  const language = pageContext.lang;
  const alternates = alternatesOf(pageContext, noindex);

  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={desc} />
      {keywords && <meta name="keywords" content={keywords} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {alternates.map(([l, path]) => (
        <link key={l} rel="alternate" hrefLang={tagOf(l)} href={`${siteUrl}${path}`} />
      ))}
      {alternates.length > 0 && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${alternates.find(([l]) => l === SOURCE_LANGUAGE)?.[1] ?? '/'}`} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={colors.bg} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="alternate" type="application/rss+xml" title={`${settings.brand.name} blog`} href="/rss.xml" />
      <SocialCards type={type} siteName={settings.brand.name} title={pageTitle} description={desc} url={canonical} image={shareImage} language={language} />
      {withLanguage(blocks, tagOf(language)).map((b, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(b).replace(/</g, '\\u003c') }} />
      ))}
    </>
  );
}

/**
 * Every language version of the page, itself included (the head adds x-default, the English, for everyone
 * else); none for a page that is not indexed or is built in one language only.
 */
function alternatesOf(pageContext: PageContext, noindex: boolean | undefined): [LanguageCode, string][] {
  const built = pageContext.languages ?? SITE_LANGUAGES;
  return built.length > 1 && !noindex ? pageAlternates(pageContext.canonicalPath).filter(([l]) => built.includes(l)) : [];
}

interface DataArgs {
  data: Queries.SiteFactsQuery;
  settings: NonNullable<Queries.SiteFactsQuery['contentSettings']>;
  siteUrl: string;
  pageContext: PageContext;
  seo: SeoRecord | null;
  crumb: PageCrumb | undefined;
  offers: OfferPlans | undefined;
  jsonLd: JsonLd[];
}

/** The page's JSON-LD blocks: the gym, the breadcrumb, the offers, the page's own, and its SEO record's. */
function structuredData({ data, settings, siteUrl, pageContext, seo, crumb, offers, jsonLd }: DataArgs): JsonLd[] {
  const blocks: JsonLd[] = [];
  if (data.contentBusinessInfo) {
    // The gym described in the page's language (its facts, such as the hours, written that language's way).
    const description = data.businessDescriptions.nodes.find((n) => n.lang === pageContext.lang)?.description ?? data.contentBusinessInfo.description;
    blocks.push(
      gymJsonLd({
        siteUrl,
        info: { ...data.contentBusinessInfo, description },
        geo: settings.geo,
        sameAs: [settings.links.instagram, settings.links.facebook, settings.links.googleReviews],
        image: `${siteUrl}/og-image.jpg`,
      }),
    );
  }
  if (crumb) blocks.push(breadcrumbJsonLd(siteUrl, [{ name: crumb.home, path: localPath('/', pageContext.lang) }, { name: crumb.page, path: pageContext.canonicalPath }]));
  if (offers) blocks.push(offersJsonLd(siteUrl, settings.brand.name, offers));
  blocks.push(...jsonLd);
  const record = recordJsonLd(seo, siteUrl);
  if (record) blocks.push(record);
  return blocks;
}

interface CardProps {
  type: string;
  siteName: string;
  title: string;
  description: string;
  url: string;
  image: string;
  language: LanguageCode;
}

/** The Open Graph and Twitter cards a shared link shows. */
function SocialCards({ type, siteName, title, description, url, image, language }: CardProps) {
  return (
    <>
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={ogLocaleOf(language)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
