/** sitemap.xml, robots.txt, the web app manifest and the blog's RSS feed, built from the routes table and content. */
import { ROUTES, alternatesOf, blogPostPath, pathOf } from '../../src/lib/routes';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, tagOf, type LanguageCode } from '../../src/content/languages';
import type { LoadedContent } from '../../src/build/load-content';
import { isPublished } from '../../src/content/publishing';
import { colors } from '../../src/styles/theme';

export interface FeedPost {
  id: number;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  /** The languages the post has a page in (English, and each published translation). */
  languages?: readonly LanguageCode[];
}

const xmlEscape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every page by its long (canonical) path, then every post. Aliases are never listed. */
export function sitemapPaths(posts: FeedPost[]): string[] {
  return [...ROUTES.map((r) => r.path), ...posts.map((p) => blogPostPath(p.id))];
}

/** One <url> per page and language; each page lists its versions in every language (and x-default), itself included. */
function sitemapUrl(siteUrl: string, path: string, lastmod: string, languages: readonly LanguageCode[]): string[] {
  const priority = path === '/' ? '1.0' : path.startsWith(`${pathOf('blog')}/`) ? '0.6' : '0.8';
  const versions = alternatesOf(path).filter(([l]) => languages.includes(l));
  const links = versions.length > 1
    ? [...versions.map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${tagOf(l)}" href="${xmlEscape(siteUrl + p)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(siteUrl + path)}"/>`].join('')
    : '';
  const locs = versions.length > 1 ? versions.map(([, p]) => p) : [path];
  return locs.map((loc) => `  <url><loc>${xmlEscape(siteUrl + loc)}</loc>${links}<lastmod>${lastmod}</lastmod><priority>${priority}</priority></url>`);
}

export function sitemapXml(siteUrl: string, posts: FeedPost[], lastmod: string, languages: readonly LanguageCode[] = SITE_LANGUAGES): string {
  // A post has the versions it is translated into; a language's blog lists the others as English.
  const postLanguages = new Map(posts.map((p) => [blogPostPath(p.id), languages.filter((l) => (p.languages ?? [SOURCE_LANGUAGE]).includes(l))]));
  const urls = sitemapPaths(posts).flatMap((p) => sitemapUrl(siteUrl, p, lastmod, postLanguages.get(p) ?? languages));
  const xhtml = languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /f/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function webManifest(name: string, shortName: string, description: string): Record<string, unknown> {
  return {
    name,
    short_name: shortName,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.bg,
    theme_color: colors.bg,
    lang: 'en-CA',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function rssXml(o: { siteUrl: string; title: string; description: string; posts: FeedPost[] }): string {
  const items = [...o.posts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => {
      const url = `${o.siteUrl}${blogPostPath(p.id)}`;
      return [
        '    <item>',
        `      <title>${xmlEscape(p.title)}</title>`,
        `      <link>${xmlEscape(url)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
        `      <description>${xmlEscape(p.excerpt)}</description>`,
        `      <pubDate>${new Date(`${p.date}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <category>${xmlEscape(p.author)}</category>`,
        '    </item>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(o.title)}</title>`,
    `    <link>${xmlEscape(`${o.siteUrl}${pathOf('blog')}`)}</link>`,
    `    <atom:link href="${xmlEscape(`${o.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${xmlEscape(o.description)}</description>`,
    '    <language>en-ca</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The languages a post has a published page in: English and each published translation. */
function postLanguagesOf(content: LoadedContent, id: number, today: string): LanguageCode[] {
  return content.blog.filter((b) => b.frontmatter.id === id && isPublished(b.frontmatter, today)).map((b) => b.lang);
}

/**
 * The four files written next to the pages after every build, by file name: for a site at `siteUrl`
 * (no trailing slash), the sitemap dated `today` (YYYY-MM-DD), the gym's day: the posts published on it.
 */
export function feedFiles(content: LoadedContent, siteUrl: string, today: string): Record<string, string> {
  const settings = content.data['settings.yaml'];
  // Drafts and posts dated after today are not published (src/content/publishing.ts): no page, so no entry.
  // The feed lists the English posts; the sitemap each post with its translations.
  const posts: FeedPost[] = content.blog
    .filter(({ lang, frontmatter: f }) => lang === SOURCE_LANGUAGE && isPublished(f, today))
    .map(({ frontmatter: f }) => ({ id: f.id, title: f.title, excerpt: f.excerpt, date: f.date, author: f.author, languages: postLanguagesOf(content, f.id, today) }));
  const manifest = webManifest(settings.brand.name, settings.brand.shortName, content.data['business-info.yaml'].description);
  return {
    'sitemap.xml': sitemapXml(siteUrl, posts, today),
    'robots.txt': robotsTxt(siteUrl),
    'manifest.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    'rss.xml': rssXml({
      siteUrl,
      title: `${settings.brand.name} blog`,
      description: `Training, recovery and membership advice from ${settings.brand.name} in Surrey and North Delta.`,
      posts,
    }),
  };
}
