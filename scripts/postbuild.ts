/**
 * After `gatsby build`: writes sitemap.xml, robots.txt, manifest.webmanifest and rss.xml into public/,
 * from the routes table and the content. Site URL from SITE_URL (else the content's siteUrl).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../src/lib/load-content';
import { robotsTxt, rssXml, sitemapXml, webManifest } from '../src/lib/feeds';

const root = path.resolve(__dirname, '..');
const pub = path.join(root, 'public');
const { data, blog } = loadContent(path.join(root, 'content'));
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
