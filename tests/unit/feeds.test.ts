import { robotsTxt, rssXml, sitemapPaths, sitemapXml, webManifest } from '../../src/lib/feeds';

const posts = [
  { id: 1, title: 'First week & beyond', excerpt: 'Start <here>', date: '2024-03-11', author: 'Head Coach' },
  { id: 2, title: 'Strength', excerpt: 'Lift', date: '2025-01-02', author: 'Strength Coach' },
];

describe('sitemap, robots, manifest and RSS', () => {
  it('lists every page by its long path and every post, never an alias', () => {
    const paths = sitemapPaths(posts);
    expect(paths).toContain('/');
    expect(paths).toContain('/personal-trainer-surrey-delta');
    expect(paths).toContain('/book-appointment-surrey');
    expect(paths).toContain('/fitness-blog-surrey-delta/2');
    expect(paths).not.toContain('/personal-training');
    expect(paths).not.toContain('/blog');
    const xml = sitemapXml('https://gym.example', posts, '2026-11-22');
    expect(xml).toContain('<loc>https://gym.example/gym-faq-surrey-delta</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(paths.length);
  });

  it('points robots.txt at the sitemap and keeps crawlers off the form endpoints', () => {
    expect(robotsTxt('https://gym.example')).toContain('Sitemap: https://gym.example/sitemap.xml');
    expect(robotsTxt('https://gym.example')).toContain('Disallow: /f/');
  });

  it('describes an installable app with icons', () => {
    const m = webManifest('Forge 24 Fitness', 'Forge 24', 'A gym');
    expect(m).toMatchObject({ name: 'Forge 24 Fitness', short_name: 'Forge 24', start_url: '/', display: 'standalone' });
    expect((m.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  it('escapes the feed and orders posts newest first', () => {
    const xml = rssXml({ siteUrl: 'https://gym.example', title: 'Blog', description: 'd', posts });
    expect(xml).toContain('<title>First week &amp; beyond</title>');
    expect(xml).toContain('<description>Start &lt;here&gt;</description>');
    expect(xml.indexOf('Strength</title>')).toBeLessThan(xml.indexOf('First week'));
    expect(xml).toContain('<link>https://gym.example/fitness-blog-surrey-delta/1</link>');
  });
});
