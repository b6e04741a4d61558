/**
 * The dev server (`npm run develop`) as a writer and a developer use it, in a copy of the sources
 * (./develop-server.ts): it starts, serves / and a post, opens pages and Gatsby's 404 listing without a
 * console error, draws the Punjabi and Hindi pages in their script's faces, answers a GraphiQL query,
 * shows an edit to a post and to a YAML file, shows a draft marked "Draft", prints a misspelt fact
 * component with its file, line and column, and stops within its bound, leaving no process behind. Runs
 * once (desktop project).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevelop, copySources, type DevServer } from './develop-server';
import { renderedFonts } from './checks';

test.describe.configure({ mode: 'serial' });

let server: DevServer | undefined;
let dir = '';

const POST = 'content/blog/01-first-week-at-a-24-hour-gym.mdx';
const edit = (rel: string, change: (s: string) => string) => {
  const file = path.join(dir, rel);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
};
const dev = (): DevServer => {
  if (!server) throw new Error('the dev server did not start');
  return server;
};

test.describe('the dev server @desktop', () => {
  test.beforeAll(async () => {
    test.setTimeout(660_000);
    dir = copySources();
    const started = Date.now();
    server = await startDevelop(dir, 600_000);
    console.log(`dev server ready in ${((Date.now() - started) / 1000).toFixed(0)} s`); // a figure for the README, not a check
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('starts without a false ERROR and serves the home page and a post', async ({ page }) => {
    expect(dev().log()).not.toMatch(/ERROR|BABEL/);
    await page.goto(`${dev().url}/`);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
    await page.goto(`${dev().url}/blog/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your First Week at a 24-Hour Gym/, { timeout: 60_000 });
    await expect(page.getByTestId('post-read-time')).toHaveText(/\d+ min read/);
  });

  test('opens pages, and an address no page has, without an error on the console or an error overlay', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const address of ['/', '/pa', '/blog/1']) {
      await page.goto(`${dev().url}${address}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
      // Once the page has rendered, Gatsby mounts its loading indicator (`gatsby-qod`) with the site's
      // render function, into an element of its own: a mistake there is an error on every page, under
      // Gatsby's red overlay.
      await expect(page.locator('body > gatsby-qod')).toBeAttached({ timeout: 30_000 });
    }
    expect(errors).toEqual([]);
    // An address no page has: Gatsby's page listing the site's pages, whose button shows the site's 404.
    await page.goto(`${dev().url}/pa/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gatsby.js development 404 page', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Preview custom 404 page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found/);
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    // The browser's own line for the answer's status is all the console has.
    expect(errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
  });

  test("draws a Punjabi and a Hindi page in their script's face, which the dev server's English shell lacks", async ({ page }) => {
    for (const [address, family] of [['/pa', 'Noto Sans Gurmukhi'], ['/hi', 'Noto Sans Devanagari']] as const) {
      await page.goto(`${dev().url}${address}`);
      const heading = page.locator('h1').first();
      await expect(heading).toBeVisible({ timeout: 60_000 });
      // The font stacks start with the script's face, and the heading's letters are drawn with it (not boxes).
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily), { timeout: 30_000 }).toMatch(new RegExp(`^["']?${family}`));
      await expect.poll(() => renderedFonts(page, 'h1'), { timeout: 30_000 }).toContain(family);
    }
  });

  test('answers GraphiQL queries with dates as dates, numbers as numbers and prose as written and filled', async ({ request }) => {
    const query = async <T>(q: string): Promise<T> => {
      const res = await request.post(`${dev().url}/___graphql`, { data: { query: q } });
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { data: T; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const post = await query<{ mdx: { readTime: string; frontmatter: { title: string; date: string } } }>(
      '{ mdx(frontmatter: { id: { eq: 1 } }) { readTime frontmatter { title date(formatString: "MMMM D, YYYY") } } }',
    );
    expect(post.mdx.frontmatter).toEqual({ title: 'Your First Week at a 24-Hour Gym: A Simple Beginner Plan', date: 'March 11, 2024' });
    expect(post.mdx.readTime).toBe('5 min read'); // 965 words
    const trainers = await query<{ contentTrainers: { trainers: { yearsExperience: number | null }[] } }>('{ contentTrainers { trainers { yearsExperience } } }');
    const years = trainers.contentTrainers.trainers.map((t) => t.yearsExperience);
    expect(years.every((y) => y === null || Number.isInteger(y))).toBe(true);
    expect(years).toContain(null); // 'N/A' in trainers.yaml
    const faq = await query<{ contentFaq: { items: { answer: string; answerFilled: string }[] } }>('{ contentFaq { items { answer answerFilled } } }');
    const withPhone = faq.contentFaq.items.find((i) => i.answer.includes('{phone}'));
    expect(withPhone?.answerFilled).toContain('604-555-0142');
    expect(withPhone?.answerFilled).not.toContain('{');
    // The README's example queries answer without errors.
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    const block = /```graphql\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const examples = block.split(/^#.*$/m).map((q) => q.trim()).filter(Boolean);
    expect(examples).toHaveLength(3);
    for (const q of examples) expect(await query<Record<string, unknown>>(q)).not.toEqual({});
  });

  test('shows an edit to a post and to a YAML file without a restart', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${dev().url}/blog/1`);
    await expect(page.getByTestId('blog-post-body')).toBeVisible({ timeout: 60_000 });
    let saved = Date.now();
    edit(POST, (s) => s.replace('Walking into a gym for the first time', 'Edited while the dev server runs. Walking into a gym for the first time'));
    await expect(page.getByTestId('blog-post-body')).toContainText('Edited while the dev server runs.', { timeout: 90_000 });
    console.log(`a post's edit showed ${((Date.now() - saved) / 1000).toFixed(1)} s after the save`);

    await page.goto(`${dev().url}/blog`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 60_000 });
    saved = Date.now();
    edit('content/data/pages.yaml', (s) => s.replace('  title: Fitness Blog', '  title: Edited blog heading'));
    await expect(heading).toHaveText('Edited blog heading', { timeout: 90_000 });
    console.log(`a YAML edit showed ${((Date.now() - saved) / 1000).toFixed(1)} s after the save`);
  });

  test('shows a new draft post, marked Draft', async ({ page }) => {
    test.setTimeout(240_000);
    const source = fs.readFileSync(path.join(dir, POST), 'utf8')
      .replace(/^id: 1$/m, 'id: 99')
      .replace(/^title: .*$/m, 'title: "A draft for the dev server"')
      .replace(/^date: .*$/m, 'date: "2026-01-05"\ndraft: true');
    fs.writeFileSync(path.join(dir, 'content/blog/99-a-draft.mdx'), source);
    try {
      await expect(async () => {
        await page.goto(`${dev().url}/blog/99`);
        await expect(page.getByTestId('post-status')).toHaveText('Draft', { timeout: 5_000 });
      }).toPass({ timeout: 120_000 });
    } catch (error) {
      // Seen failing now and then (the page never came in 120 s): what the dev server said, for whoever looks.
      console.log(`the dev server's last output:\n${dev().log().slice(-6_000)}`);
      throw error;
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A draft for the dev server');
  });

  test('prints a misspelt fact component in a post with its file, line and column', async () => {
    test.setTimeout(180_000);
    edit(POST, (s) => s.replace('Edited while the dev server runs.', 'Call <Phnoe /> today.'));
    const line = fs.readFileSync(path.join(dir, POST), 'utf8').split('\n').findIndex((l) => l.includes('<Phnoe />')) + 1;
    await expect.poll(() => dev().log(), { timeout: 120_000 }).toContain(`${POST}:${line}:`);
    expect(dev().log()).toMatch(new RegExp(`${POST.replace(/\./g, '\\.')}:${line}:\\d+: unknown component <Phnoe />`));
  });

  test('stops within its bound and leaves no process behind', async () => {
    test.setTimeout(60_000);
    const { signal } = await dev().stop(20_000);
    expect(['SIGTERM', 'SIGKILL']).toContain(signal);
    expect(() => process.kill(-dev().pgid, 0)).toThrow(/ESRCH/);
  });
});
