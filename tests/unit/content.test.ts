import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { problemAt } from './helpers/problem-at';
import { FAQ_CATEGORIES } from '../../src/content/content-schema';
import { ROUTES } from '../../src/lib/routes';
import { nodeTypeForFile, sdlForNode } from '../../src/build/content-sdl';
import { blogFrontmatterSchema, faqSchema, trainersSchema } from '../../src/content/content-schema';
import { CONTENT, copyContent, editYaml as edit } from './helpers/content';

describe('the content in content/', () => {
  const { data, blog } = loadContent(CONTENT);

  it('passes every check', () => {
    expect(Object.keys(data)).toHaveLength(15);
  });

  it('has the 13 plans of the catalogue in 5 tabs, Monthly Billing first', () => {
    const tabs = data['plans.yaml'].tabs;
    expect(tabs.map((t) => t.label)).toEqual(['Monthly Billing', 'Annual Billing', 'Visit Packs', 'Trial Passes', 'Personal Training']);
    expect(tabs.flatMap((t) => t.plans)).toHaveLength(13);
    const byName = Object.fromEntries(tabs.flatMap((t) => t.plans).map((p) => [p.name, p]));
    expect(byName['Regular Hours Membership']).toMatchObject({ price: 14.99, originalPrice: 18.75, savings: 21 });
    expect(byName['24 Hours Membership']).toMatchObject({ price: 18.75, originalPrice: 22.5, savings: 18, popular: true });
    expect(byName['1 Year Prepay']).toMatchObject({ price: 659.99, originalPrice: 780, savings: 27 });
    expect(byName['2 Year Prepay']).toMatchObject({ price: 1199.99, originalPrice: 1560, savings: 24, popular: true });
    expect(byName['Couples Wedding Transformation Package']).toMatchObject({ price: 354, originalPrice: 540, savings: 35 });
  });

  it('has 8 services whose slugs are service routes', () => {
    const slugs = data['services.yaml'].services.map((s) => s.slug);
    expect(slugs).toEqual(ROUTES.filter((r) => r.service).map((r) => r.key));
  });

  it('has 15 trainers with 3–15 years or N/A', () => {
    const years = data['trainers.yaml'].trainers.map((t) => t.yearsExperience);
    expect(years).toHaveLength(15);
    const numbers = years.filter((y): y is number => typeof y === 'number');
    expect(Math.min(...numbers)).toBe(3);
    expect(Math.max(...numbers)).toBe(15);
  });

  it('has about 46 FAQ items covering all 14 categories', () => {
    const items = data['faq.yaml'].items;
    expect(items.length).toBeGreaterThanOrEqual(44);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('has 17 blog posts with unique ids 1–17, all with full text', () => {
    expect(blog.map((b) => b.frontmatter.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const b of blog) expect(b.body.length).toBeGreaterThan(1500);
  });

  it('has one SEO record per page slug', () => {
    const slugs = data['seo.yaml'].records.map((r) => r.page_slug);
    for (const r of ROUTES) expect(slugs).toContain(r.seoSlug);
  });

  it('keeps the promo, countdown and hero facts of the spec', () => {
    const s = data['settings.yaml'];
    expect(s.promo.code).toBe('20%OFF4M');
    expect(s.promo.delaySeconds).toBe(5);
    expect(s.countdown.target).toBe('2026-01-14T23:59:59-08:00');
    expect(s.hero.claims.map((c) => `${c.value} ${c.label}`)).toEqual(['7,000+ Members Helped', '13,000 Sqft Gym', '24/7 Hours', '500 Membership Cap']);
  });
});

describe('a broken content file fails with the file and the field named', () => {
  it('reports a missing field', () => {
    const dir = copyContent();
    edit(dir, 'trainers.yaml', (d: { trainers: { bio?: string }[] }) => {
      delete d.trainers[2].bio;
    });
    expect(() => loadContent(dir)).toThrow(problemAt('content/data/trainers.yaml', 'trainers[2].bio: Required'));
  });

  it('reports a mistyped field', () => {
    const dir = copyContent();
    edit(dir, 'plans.yaml', (d: { tabs: { plans: { price: number | string }[] }[] }) => {
      d.tabs[0].plans[1].price = 'eighteen';
    });
    expect(() => loadContent(dir)).toThrow(problemAt('content/data/plans.yaml', 'tabs[0].plans[1].price: Expected number, received string'));
  });

  it('reports a wrong count and an unknown key', () => {
    const dir = copyContent();
    edit(dir, 'social.yaml', (d: { posts: Record<string, unknown>[] }) => {
      d.posts.pop();
      d.posts[0].shares = 3;
    });
    const run = () => loadContent(dir);
    expect(run).toThrow(problemAt('content/data/social.yaml', 'posts: Array must contain exactly 9 element(s)'));
    expect(run).toThrow(problemAt('content/data/social.yaml', "posts[0]: Unrecognized key(s) in object: 'shares'"));
  });

  it('reports a missing file and bad blog frontmatter', () => {
    const dir = copyContent();
    fs.rmSync(path.join(dir, 'data', 'faq.yaml'));
    const post = fs.readdirSync(path.join(dir, 'blog'))[0];
    const p = path.join(dir, 'blog', post);
    fs.writeFileSync(p, fs.readFileSync(p, 'utf8').replace(/^author: /m, 'readTime: soon\nauthor: '));
    const run = () => loadContent(dir);
    expect(run).toThrow(problemAt('content/data/faq.yaml', 'file is missing'));
    expect(run).toThrow(problemAt(`content/blog/${post}`, 'readTime: expected e.g. "5 min read"'));
  });
});

describe('GraphQL types derived from the schemas', () => {
  it('names node types after their files and links images to files', () => {
    expect(nodeTypeForFile('business-info.yaml')).toBe('ContentBusinessInfo');
    const sdl = sdlForNode('ContentTrainers', trainersSchema);
    expect(sdl).toContain('type ContentTrainers implements Node @dontInfer');
    expect(sdl).toContain('image: File @link(by: "relativePath")');
    expect(sdl).toContain('id: Int!');
    expect(sdl).toContain('languages: [String!]!');
  });

  it('types dates as Date, a number-or-N/A as a nullable Int, and offers linked prose filled too', () => {
    expect(sdlForNode('ContentTrainers', trainersSchema)).toContain('yearsExperience: Int @numberOrNull');
    expect(sdlForNode('Post', blogFrontmatterSchema)).toContain('date: Date! @dateformat');
    expect(sdlForNode('Post', blogFrontmatterSchema)).toContain('draft: Boolean\n');
    const faq = sdlForNode('ContentFaq', faqSchema);
    expect(faq).toContain('  answer: String!\n');
    expect(faq).toContain('  answerFilled: String! @filled(from: "answer")');
    expect(faq).not.toMatch(/JSON/);
  });
});
