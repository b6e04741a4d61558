/**
 * Each fact once: the phone number, email, address, hours, promo code, plan prices and the
 * countdown date are written in one record each; prose names them by placeholder, and the content
 * check fails on a placeholder it does not know and on a fact typed out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { problemAt } from './helpers/problem-at';
import { fillContent } from '../../src/content/fill-content';
import { FACT_DOCS, factsOfContent } from '../../src/content/facts';
import { fillMdx, fillText } from '../../src/content/placeholders';
import { CONTENT, copyContent, editYaml } from './helpers/content';
import { must } from './helpers/must';

function editPost(dir: string, name: string, change: (source: string) => string): string {
  const file = fs.readdirSync(path.join(dir, 'blog')).find((f) => f.startsWith(name)) as string;
  const p = path.join(dir, 'blog', file);
  fs.writeFileSync(p, change(fs.readFileSync(p, 'utf8')));
  return `content/blog/${file}`;
}

/** Every text file under content/ (data and blog), as [relative path, text]. */
function contentFiles(): [string, string][] {
  const out: [string, string][] = [];
  for (const sub of ['data', 'blog']) {
    for (const f of fs.readdirSync(path.join(CONTENT, sub))) out.push([`${sub}/${f}`, fs.readFileSync(path.join(CONTENT, sub, f), 'utf8')]);
  }
  return out;
}

const count = (needle: RegExp): number => contentFiles().reduce((n, [, text]) => n + (text.match(needle) ?? []).length, 0);

describe('each fact is written once in content/', () => {
  it('has the phone number, email and promo code once each, in their own records', () => {
    expect(count(/604[\s.-]?555[\s.-]?0142/g)).toBe(1);
    expect(count(/info@forge24fitness\.example/g)).toBe(1);
    expect(count(/20%OFF4M/g)).toBe(1);
    expect(fs.readFileSync(path.join(CONTENT, 'data', 'business-info.yaml'), 'utf8')).toMatch(/^phone: 604-555-0142$/m);
  });

  const loaded = loadContent(CONTENT);
  const { data } = fillContent(loaded);
  const facts = factsOfContent(loaded.data);

  it('fills plain fields at build time and leaves {phone} and {email} in linked fields for the page', () => {
    const pt = must(data['services.yaml'].services[0].page, 'the first service page');
    expect(pt.faq[9].answer).toMatch(/call us at \{phone\}/);
    expect(data['booking.yaml'].troubleNote).toBe(
      "Having trouble booking online? Call us at {phone} or email {email} and we'll book your appointment for you.",
    );
    expect(data['settings.yaml'].signupSteps[3].text).toMatch(/^Show up at 7488 Scott Road, check in/);
    expect(data['plans.yaml'].tabs[0].plans[0].additionalInfo).toBe('Billed monthly · Access 5:30am-10pm daily');
    expect(data['faq.yaml'].items.find((i) => i.category === 'General' && /promo/i.test(i.answer))?.answer).toMatch(/promo code \{?20%OFF4M/);
    const home = must(data['seo.yaml'].records.find((r) => r.page_slug === 'home'), 'the home SEO record');
    expect(home.schema_markup).toMatchObject({ telephone: '+1-604-555-0142', email: 'info@forge24fitness.example', address: { streetAddress: '7488 Scott Road (120 Street)', postalCode: 'V3W 3M6' } });
    const json = JSON.stringify(data);
    const left = Object.keys(facts).filter((k) => json.includes(`{${k}}`));
    expect(left).toEqual(['phone', 'email']);
  });

  it('changes every mention when the record changes: a new phone number in business-info.yaml reaches FAQ answers, SEO records and posts', () => {
    const dir = copyContent();
    editYaml(dir, 'business-info.yaml', (d: { phone: string }) => {
      d.phone = '604-555-0177';
    });
    const changed = loadContent(dir);
    const filled = fillContent(changed).data;
    const newFacts = factsOfContent(changed.data);
    expect(fillText(filled['booking.yaml'].troubleNote, newFacts)).toContain('Call us at 604-555-0177 or email');
    expect(filled['seo.yaml'].records[0].schema_markup).toMatchObject({ telephone: '+1-604-555-0177' });
    const post = must(changed.blog.find((b) => b.file.includes('07-kickboxing')), 'post 07');
    expect(fillMdx(post.body, newFacts)).toContain('call 604-555-0177 to book');
    expect(JSON.stringify(filled) + changed.blog.map((b) => fillMdx(b.body, newFacts)).join('')).not.toContain('604-555-0142');
  });

  it('writes the posts as they read before: the facts filled into the body', () => {
    const post = must(loaded.blog.find((b) => b.file.includes('15-how-to-pick')), 'post 15');
    expect(fillMdx(post.body, facts)).toContain('- **Regular Hours Membership:** $14.99 per week, down from $18.75. Access 5:30am to 10pm, every day.');
    expect(fillMdx(post.body, facts)).toContain('promo code **20%OFF4M**');
  });
});

describe('the content check fails on placeholder mistakes, naming the file and the field', () => {
  it('a fact typed out in a data file', () => {
    const dir = copyContent();
    editYaml(dir, 'services.yaml', (d: { services: { page: { faq: { answer: string }[] } }[] }) => {
      d.services[1].page.faq[9].answer = 'Call the desk on 604.555.0142 any time.';
    });
    expect(() => loadContent(dir)).toThrow(problemAt('content/data/services.yaml', 'services[1].page.faq[9].answer: "604.555.0142" is typed out: write {phone} instead, so it changes with its record'));
  });

  it('an unknown placeholder, an unknown plan and a placeholder in the field that holds the fact', () => {
    const dir = copyContent();
    editYaml(dir, 'pilates.yaml', (d: { intro: string; price: string }) => {
      d.intro = `${d.intro} Call {phnoe}.`;
      d.price = 'From {price:pilates-drop-in}';
    });
    editYaml(dir, 'settings.yaml', (d: { promo: { code: string } }) => {
      d.promo.code = '{promoCode}';
    });
    const run = () => loadContent(dir);
    expect(run).toThrow(problemAt('content/data/pilates.yaml', 'intro: unknown placeholder {phnoe}'));
    expect(run).toThrow(problemAt('content/data/pilates.yaml', 'price: unknown placeholder {price:pilates-drop-in}'));
    expect(run).toThrow(problemAt('content/data/settings.yaml', 'promo.code: this field holds the fact itself: write it out, without placeholders'));
  });

  it('two plans with one id', () => {
    const dir = copyContent();
    editYaml(dir, 'plans.yaml', (d: { tabs: { plans: { id: string }[] }[] }) => {
      d.tabs[1].plans[0].id = 'regular-hours';
    });
    expect(() => loadContent(dir)).toThrow(problemAt('content/data/plans.yaml', 'tabs[1].plans[0].id: "regular-hours" is the id of two plans'));
  });

  it('a blog post with a fact typed out, braces, or an unknown component; a placeholder in frontmatter', () => {
    const dir = copyContent();
    const kick = editPost(dir, '07-', (s) => s.replace('<Phone />', '604-555-0142'));
    const pilates = editPost(dir, '12-', (s) => s.replace('<Phone />', '{phone}'));
    const prices = editPost(dir, '15-', (s) => s.replace('<Price plan="20-visits" />', '<Price plan="25-visits" />').replace('<PromoCode />', '<Promo />'));
    const winter = editPost(dir, '09-', (s) => s.replace(/^excerpt: "(.*)"$/m, 'excerpt: "$1 Call {phone}."'));
    const run = () => loadContent(dir);
    expect(run).toThrow(problemAt(kick, `"604-555-0142" is typed out: write <Phone /> instead`));
    expect(run).toThrow(problemAt(pilates, `{phone} in a blog post: MDX reads braces as code, write <Phone /> instead`));
    expect(run).toThrow(problemAt(prices, `<Price plan="25-visits" />: no plan with id "25-visits" in plans.yaml`));
    expect(run).toThrow(problemAt(prices, `unknown component <Promo />`));
    expect(run).toThrow(problemAt(winter, `excerpt: the frontmatter is plain text`));
  });
});

describe("the writers' guide", () => {
  it('lists every placeholder and its blog-post component', () => {
    const guide = fs.readFileSync(path.resolve(__dirname, '../../docs/writers.md'), 'utf8');
    for (const doc of FACT_DOCS) expect(guide).toContain(`| \`${doc.placeholder}\` | \`${doc.component}\` |`);
  });
});
