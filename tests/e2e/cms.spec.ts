/**
 * The browser editor (/admin/, Decap CMS) as a writer uses it, with its local backend: content/ is copied
 * into a new git working copy, decap-server edits that copy, and the admin (built as the production build
 * builds it, pointed at that decap-server) is served on its own port. The writer starts a post, inserts
 * two facts with the editor's button (one with the pointer, one with the keyboard), types a read time and
 * empties it again, and saves the draft. The file on disk is then what the content check (which compiles
 * the MDX, as the build does) passes. Then the writer changes the banner: settings.yaml changes on that
 * line only (its comments and layout stay) and still passes. Then a Punjabi translation whose English has
 * changed (the copy's faq.yaml asks its first question anew) is flagged stale by the preview; the writer marks
 * it as translating the current English (with the keyboard), switches on "Reviewed" (with the pointer) and
 * saves: the file records the new English and the review on their lines only, and passes the check with
 * no stale note. Every process and folder is removed at the end, also on failure.
 * Runs once (desktop project): the editor's width does not matter to what is checked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildAdmin } from '../../src/build/cms/build-admin';
import { freePort, serveAdmin, startDecapServer, type Running } from '../../src/build/cms/local';
import { checkContent } from '../../src/build/content-check';
import { formatProblem } from '../../src/build/content-positions';
import { loadContent } from '../../src/build/load-content';
import { isPublished, publishingDay } from '../../src/content/publishing';
import { nextPostId } from '../../src/content/new-post';
import { factsOfContent } from '../../src/content/facts';

const ROOT = path.resolve(__dirname, '../..');
const content = { facts: factsOfContent(loadContent(path.join(ROOT, 'content')).data) };
const TITLE = 'Stretching After a Long Shift';
const BODY =
  'A long shift on your feet leaves the hips and calves tight. Ten minutes of easy stretching after work loosens them, ' +
  'and it is the habit our coaches ask of every member who trains late in the evening.';

/** The copy's faq.yaml asks its first question anew, so its translations are stale. */
const OLD_QUESTION = 'How much does personal training cost?';
const NEW_QUESTION = 'What does personal training cost?';

let dir = '';
let decap: Running | undefined;
let admin: Running | undefined;

test.describe('the browser editor @desktop', () => {
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-cms-'));
    fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-q', '--allow-empty', '-m', 'start'], { cwd: dir });
    const faq = path.join(dir, 'content', 'data', 'faq.yaml');
    fs.writeFileSync(faq, fs.readFileSync(faq, 'utf8').replace(`question: ${OLD_QUESTION}`, `question: ${NEW_QUESTION}`));
    const adminPort = await freePort();
    decap = await startDecapServer(dir, await freePort(), adminPort, 30_000);
    const adminDir = path.join(dir, '.admin');
    await buildAdmin(adminDir, { project: ROOT, content: path.join(dir, 'content'), backend: { name: 'local', url: decap.url } });
    admin = await serveAdmin(adminDir, adminPort);
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await admin?.stop();
    await decap?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const open = async (page: Page) => {
    await page.goto(admin?.url ?? 'about:blank');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: /Blog posts/ }).first()).toBeVisible();
  };

  test('a writer creates a draft post with fact buttons, saves it, and the file passes the content check', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page);
    await page.getByRole('link', { name: /Blog posts/ }).first().click();
    await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();

    const id = nextPostId(loadContent(path.join(dir, 'content')).blog.map((p) => p.frontmatter.id));
    await expect(page.getByLabel('Id', { exact: true })).toHaveValue(String(id));
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Excerpt', { exact: true }).fill('Five easy stretches for the end of a long day on your feet, and why they help you sleep.');
    await page.getByLabel('Image', { exact: true }).fill(`blog/${id}-stretching-after-a-long-shift.jpg`);
    await page.getByLabel('Image alt', { exact: true }).fill('A member stretching her hamstrings on a mat in the gym');
    // An optional field typed and emptied again: Decap would write `readTime: ""`, which the schema refuses.
    await page.getByLabel(/^Read time/).fill('3 min read');
    await page.getByLabel(/^Read time/).fill('');
    await page.getByRole('button', { name: 'Now' }).click();

    // The body: a paragraph, then the plan's price with the pointer, then the phone with the keyboard.
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type(BODY);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add Component' }).click();
    await page.getByRole('menuitem', { name: 'Price of a plan', exact: true }).click();
    await expect(page.getByText('Regular Hours Membership (regular-hours)')).toBeVisible();
    await page.getByLabel('Plan', { exact: true }).click();
    await page.getByRole('option', { name: '24 Hours Membership (24-hours)' }).click();
    // The preview shows the fact as the site will, in the site's colours.
    const preview = page.locator('iframe').first().contentFrame();
    await expect(preview.getByText(content.facts['price:24-hours'])).toBeVisible();
    await expect(preview.getByText('Draft: not published')).toBeVisible();

    await page.getByRole('button', { name: 'Add Component' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Phone', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Phone', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Phone', { exact: true }).first()).toBeVisible();

    // A picture to look at: docs/cms/editor-1280.png when CMS_SCREENSHOT=1 (so a test run does not rewrite it), else the test's output.
    await page.screenshot({ path: process.env.CMS_SCREENSHOT === '1' ? path.join(ROOT, 'docs', 'cms', 'editor-1280.png') : test.info().outputPath('editor-1280.png') });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await expect(page.getByText(/Entry published|CHANGES SAVED/i).first()).toBeVisible();

    const file = path.join(dir, 'content', 'blog', `${id}-stretching-after-a-long-shift.mdx`);
    // Until decap-server has written the whole file (the phone comes last): a read during its write sees part of it.
    await expect.poll(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('<Phone />')).toBe(true);
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain('<Price plan="24-hours" />');
    expect(source).toContain('<Phone />');
    expect(source).toMatch(/^draft: true$/m);
    expect(source).not.toMatch(/readTime/);

    // What the editor wrote is what the build accepts: the whole content check, with the MDX compile of the new post.
    const today = publishingDay(process.env);
    const result = await checkContent(path.join(dir, 'content'), { today });
    expect(result.problems.map(formatProblem)).toEqual([]);
    const post = result.content?.blog.find((p) => p.frontmatter.id === id);
    expect(post?.frontmatter.title).toBe(TITLE);
    expect(post && isPublished(post.frontmatter, today)).toBe(false); // saved as a draft: not published
    expect(errors).toEqual([]);
  });

  test('a writer changes the banner heading: settings.yaml changes on that line only and passes the check', async ({ page }) => {
    const file = path.join(dir, 'content', 'data', 'settings.yaml');
    const before = fs.readFileSync(file, 'utf8');
    await open(page);
    await page.getByRole('link', { name: 'FAQ, trainers, plans, banner' }).click();
    await page.getByRole('link', { name: /^Banner/ }).click();
    await page.getByLabel('Heading', { exact: true }).fill('EXPANSION NOW OPEN!');
    await expect(page.locator('iframe').first().contentFrame().getByRole('heading', { name: 'EXPANSION NOW OPEN!' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const old = before.split('\n');
    const changed = () => fs.readFileSync(file, 'utf8').split('\n').filter((line, i) => line !== old[i]);
    // Polled: decap-server writes the file while the test may read it, and a read in between sees part of it.
    await expect.poll(changed).toEqual(['  heading: "EXPANSION NOW OPEN!"']);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toHaveLength(old.length);
    const result = await checkContent(path.join(dir, 'content'), { today: publishingDay(process.env) });
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  test('a writer fixes a stale Punjabi translation and reviews it: the file records both and passes the check', async ({ page }) => {
    const file = path.join(dir, 'content', 'data', 'faq.pa.yaml');
    const before = fs.readFileSync(file, 'utf8');
    await open(page);
    await page.getByRole('link', { name: 'Punjabi translations' }).click();
    // The file's label says where it stands, so the writer finds the stale one among the sixteen.
    await page.getByRole('link', { name: /^faq\.yaml in Punjabi: 1 stale, / }).click();

    // The preview lists the stale text first, with the English it was translated from and the English now.
    const preview = page.locator('iframe').first().contentFrame();
    await expect(preview.getByRole('heading', { name: 'Stale: the English has changed (1)' })).toBeVisible();
    const stale = preview.locator('li.stale');
    await expect(stale).toHaveCount(1);
    await expect(stale).toContainText(`Translated from: ${OLD_QUESTION}`);
    await expect(stale).toContainText(`The English now: ${NEW_QUESTION}`);

    // The form: the text's place and English are shown, not editable.
    await page.getByText('items[0].question', { exact: true }).locator('xpath=..').getByRole('button').first().click();
    const english = page.getByLabel('English it translates (read-only)', { exact: true }).first();
    await expect(english).toHaveText(OLD_QUESTION);
    await expect(page.getByRole('textbox', { name: /^English it translates/ })).toHaveCount(0);
    await page.screenshot({ path: process.env.CMS_SCREENSHOT === '1' ? path.join(ROOT, 'docs', 'cms', 'translations-1280.png') : test.info().outputPath('translations-1280.png') });

    // The keyboard marks it as translating the current English; the stale list empties at once.
    await page.getByRole('button', { name: 'Translates the current English' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(english).toHaveText('The current English (saving writes it here)');
    await expect(preview.getByRole('heading', { name: /^Stale/ })).toHaveCount(0);
    const reviewed = page.getByRole('switch', { name: 'Reviewed by the gym' }).first();
    await reviewed.click();
    await expect(reviewed).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    const old = before.split('\n');
    const changed = () => fs.readFileSync(file, 'utf8').split('\n').filter((line, i) => line !== old[i]);
    // Polled: decap-server writes the file while the test may read it.
    await expect.poll(changed).toEqual([`    en: "${NEW_QUESTION}"`, '    reviewed: true']);
    const result = await checkContent(path.join(dir, 'content'), { today: publishingDay(process.env) });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.notes.filter((n) => n.includes('faq.pa.yaml') && n.includes('stale'))).toEqual([]);
    // The Hindi translation of the same text was not touched: still stale.
    expect(result.notes.filter((n) => n.includes('faq.hi.yaml') && n.includes('items[0].question: stale'))).toHaveLength(1);
  });
});
