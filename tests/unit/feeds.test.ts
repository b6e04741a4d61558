import fs from 'node:fs';
import path from 'node:path';
import { feedFiles, robotsTxt, rssXml, sitemapPaths, sitemapXml, webManifest } from '../../plugins/gatsby-plugin-site-build/feeds';
import { fillContent } from '../../src/content/fill-content';
import { loadContent } from '../../src/build/load-content';
import { copyContent } from './helpers/content';

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
    const xml = sitemapXml('https://gym.example', posts, '2026-11-22', ['en']);
    expect(xml).toContain('<loc>https://gym.example/gym-faq-surrey-delta</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(paths.length);
  });

  it('lists each page once per language, each naming all its versions and x-default, reciprocally', () => {
    const xml = sitemapXml('https://gym.example', posts, '2026-11-22', ['en', 'pa', 'hi']);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<lastmod>/g)].map((m) => ({ loc: m[1], links: [...m[2].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => `${l[1]} ${l[2]}`) }));
    const faq = urls.filter((u) => u.loc.endsWith('/gym-faq-surrey-delta'));
    expect(faq.map((u) => u.loc)).toEqual(['https://gym.example/gym-faq-surrey-delta', 'https://gym.example/pa/gym-faq-surrey-delta', 'https://gym.example/hi/gym-faq-surrey-delta']);
    const links = ['en-CA https://gym.example/gym-faq-surrey-delta', 'pa-CA https://gym.example/pa/gym-faq-surrey-delta', 'hi-CA https://gym.example/hi/gym-faq-surrey-delta', 'x-default https://gym.example/gym-faq-surrey-delta'];
    for (const u of faq) expect(u.links).toEqual(links);
    // Every alternate a URL names is itself listed, naming it back.
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const u of urls) for (const l of u.links) expect(byLoc.get(l.split(' ')[1])?.links ?? []).toContain(`${l.split(' ')[0]} ${l.split(' ')[1]}`);
    expect(urls.find((u) => u.loc === 'https://gym.example/pa')?.links).toContain('en-CA https://gym.example/');
    expect(urls.filter((u) => u.loc.includes('/fitness-blog-surrey-delta/')).map((u) => [u.loc, u.links.length])).toEqual([['https://gym.example/fitness-blog-surrey-delta/1', 0], ['https://gym.example/fitness-blog-surrey-delta/2', 0]]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists a translated post in each of its languages, naming its versions; the English posts in English only', () => {
    const translated = [{ ...posts[0], languages: ['en', 'pa'] as const }, posts[1]];
    const xml = sitemapXml('https://gym.example', translated, '2026-11-22', ['en', 'pa', 'hi']);
    const postUrls = [...xml.matchAll(/<url><loc>([^<]+\/fitness-blog-surrey-delta\/\d+)<\/loc>(.*?)<lastmod>/g)].map((m) => [m[1], [...m[2].matchAll(/hreflang="([^"]+)"/g)].map((l) => l[1])]);
    expect(postUrls).toEqual([
      ['https://gym.example/fitness-blog-surrey-delta/1', ['en-CA', 'pa-CA', 'x-default']],
      ['https://gym.example/pa/fitness-blog-surrey-delta/1', ['en-CA', 'pa-CA', 'x-default']],
      ['https://gym.example/fitness-blog-surrey-delta/2', []],
    ]);
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

describe('only published posts reach the feed and the sitemap', () => {
  it('leaves out a draft and a post dated after today, and takes the future post in on its day', () => {
    const dir = copyContent();
    const edit = (prefix: string, change: (s: string) => string) => {
      const name = fs.readdirSync(path.join(dir, 'blog')).find((f) => f.startsWith(prefix)) as string;
      const file = path.join(dir, 'blog', name);
      fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
    };
    edit('03-', (s) => s.replace(/^date: .*$/m, 'date: "2024-04-01"\ndraft: true'));
    edit('04-', (s) => s.replace(/^date: .*$/m, 'date: "2026-12-01"'));
    const content = fillContent(loadContent(dir));
    const on = (day: string) => feedFiles(content, 'https://gym.example', day);
    const today = on('2026-11-25');
    for (const file of ['rss.xml', 'sitemap.xml']) {
      expect(today[file]).toContain('https://gym.example/fitness-blog-surrey-delta/5<');
      expect(today[file]).not.toContain('https://gym.example/fitness-blog-surrey-delta/3<');
      expect(today[file]).not.toContain('https://gym.example/fitness-blog-surrey-delta/4<');
    }
    expect(on('2026-12-01')['rss.xml']).toContain('https://gym.example/fitness-blog-surrey-delta/4<');
    expect(on('2026-12-01')['sitemap.xml']).not.toContain('https://gym.example/fitness-blog-surrey-delta/3<');
  });
});
