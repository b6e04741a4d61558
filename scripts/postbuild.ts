/**
 * After `gatsby build`: writes sitemap.xml, robots.txt, manifest.webmanifest and rss.xml into public/,
 * from the routes table and the content. Site URL from SITE_URL (else the content's siteUrl). Then moves
 * each page's server-rendered styles into its head and writes csp.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../src/lib/load-content';
import { fillContent } from '../src/lib/fill-content';
import { robotsTxt, rssXml, sitemapXml, webManifest } from '../src/lib/feeds';
import { inlineScriptHashes } from '../src/lib/csp-hashes';
import { hoistEmotionStyles } from '../src/lib/hoist-styles';
import { loadBundlesAfterPaint } from '../src/lib/after-paint';

const root = path.resolve(__dirname, '..');
const pub = path.join(root, 'public');
const { data, blog } = fillContent(loadContent(path.join(root, 'content')));
const settings = data['settings.yaml'];
const siteUrl = (process.env.SITE_URL || settings.siteUrl).replace(/\/+$/, '');
const posts = blog.map((b) => ({ id: b.frontmatter.id, title: b.frontmatter.title, excerpt: b.frontmatter.excerpt, date: b.frontmatter.date, author: b.frontmatter.author }));
const today = new Date().toISOString().slice(0, 10);

fs.writeFileSync(path.join(pub, 'sitemap.xml'), sitemapXml(siteUrl, posts, today));
fs.writeFileSync(path.join(pub, 'robots.txt'), robotsTxt(siteUrl));
fs.writeFileSync(
  path.join(pub, 'manifest.webmanifest'),
  `${JSON.stringify(webManifest(settings.brand.name, settings.brand.shortName, data['business-info.yaml'].description), null, 2)}\n`,
);
fs.writeFileSync(
  path.join(pub, 'rss.xml'),
  rssXml({ siteUrl, title: `${settings.brand.name} blog`, description: `Training, recovery and membership advice from ${settings.brand.name} in Surrey and North Delta.`, posts }),
);
console.log(`postbuild: sitemap.xml (${posts.length + 17} urls), robots.txt, manifest.webmanifest, rss.xml for ${siteUrl}`);

/**
 * csp.json: per page, the hashes of its inline scripts (Gatsby inlines a few, one of them different
 * on every page) and the outside origins that page may use; the lead service turns this into each
 * page's Content-Security-Policy header.
 */
function htmlFiles(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) return rel === 'page-data' || rel === 'static' ? [] : htmlFiles(dir, rel);
    return e.name.endsWith('.html') ? [rel] : [];
  });
}

const origin = (u: string): string => new URL(u).origin;
const formOrigins = ['GATSBY_CONSULTATION_FORM_URL', 'GATSBY_CONTACT_FORM_URL', 'GATSBY_SERVICE_FORM_URL']
  .map((k) => process.env[k])
  .filter((u): u is string => !!u && /^https?:\/\//.test(u))
  .map(origin);
const pages: Record<string, { scriptHashes: string[]; scriptSrc?: string[]; frameSrc?: string[]; connectSrc?: string[]; formAction?: string[] }> = {};
for (const rel of htmlFiles(pub)) {
  // Emotion's server-rendered styles move out of the body into one tag in the head (lib/hoist-styles),
  // and the bundles load after the first paint (lib/after-paint), before the inline scripts are hashed.
  const file = path.join(pub, rel);
  const built = fs.readFileSync(file, 'utf8');
  const html = loadBundlesAfterPaint(hoistEmotionStyles(built));
  if (html !== built) fs.writeFileSync(file, html);
  // The site navigates client-side, so a document keeps its first policy: the map (home) and the
  // booking portal's script (booking page) are allowed everywhere; neither loads until asked for.
  const entry: (typeof pages)[string] = {
    scriptHashes: inlineScriptHashes(html),
    frameSrc: [origin(settings.links.mapEmbed)],
    scriptSrc: [origin(settings.links.portalHostScript)],
  };
  if (formOrigins.length) {
    entry.connectSrc = formOrigins;
    entry.formAction = formOrigins;
  }
  pages[rel] = entry;
}
fs.writeFileSync(path.join(pub, 'csp.json'), `${JSON.stringify({ pages }, null, 1)}\n`);
console.log(`postbuild: styles moved into the head, bundles loaded after the first paint, and csp.json, for ${Object.keys(pages).length} pages`);
