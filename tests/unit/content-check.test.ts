/**
 * The content check as a writer runs it (`npm run check-content`, the same check the build and the dev
 * server run), over copies of content/ with one mistake each: every mistake is reported with its file,
 * line and column, and the exit code says whether the content builds. The check runs in its own process
 * (tsx): it compiles MDX with @mdx-js/mdx, an ES module Jest's CommonJS runtime cannot load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyContent } from './helpers/content';

const ROOT = path.resolve(__dirname, '../..');

function check(dir: string): { code: number | null; out: string } {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-content.ts', '--content', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, PUBLISH_DATE: '2026-11-25' },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The post file in `dir` whose name starts with `prefix`. */
const post = (dir: string, prefix: string): string => {
  const name = fs.readdirSync(path.join(dir, 'blog')).find((f) => f.startsWith(prefix));
  if (!name) throw new Error(`no post ${prefix}`);
  return path.join(dir, 'blog', name);
};

/** Where `mark` first is in a file, as "line:column" (1-based). */
function locate(file: string, mark: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const at = text.indexOf(mark);
  if (at < 0) throw new Error(`${mark} is not in ${file}`);
  const lines = text.slice(0, at).split('\n');
  return `${lines.length}:${(lines.at(-1) ?? '').length + 1}`;
}

/** Replaces `from` in a file (it must be there) and returns where `mark` (the new text) is. */
function put(file: string, from: string | RegExp, to: string, mark = to): string {
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${String(from)} is not in ${file}`);
  fs.writeFileSync(file, after);
  return locate(file, mark);
}

const rel = (file: string): string => `content/${path.relative(path.dirname(path.dirname(file)), file)}`;

describe('npm run check-content', () => {
  it('passes the content as it is', () => {
    const { code, out } = check(copyContent());
    expect(out).toMatch(/^content ok: 15 data files, 17 blog posts/m);
    expect(code).toBe(0);
  });

  it('reports each mistake with its file, line and column, and fails', () => {
    const dir = copyContent();
    const expected: string[] = [];
    const add = (file: string, at: string, message: string) => expected.push(`${rel(file)}:${at}: ${message}`);

    const brace = post(dir, '01-');
    add(brace, put(brace, 'a plan for your first week', 'a plan {for your first week', '{for'), 'MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`');
    const tag = post(dir, '04-');
    add(tag, put(tag, /(\n\n)([A-Z])/, '$1<div>$2', '<div>'), 'MDX: Expected a closing tag for `<div>` before the end of `paragraph`');
    const slashes = post(dir, '02-');
    add(slashes, put(slashes, /^date: .*$/m, 'date: "25/11/2026"', '"25/11/2026"'), 'date: expected YYYY-MM-DD, got 25/11/2026');
    const feb = post(dir, '05-');
    add(feb, put(feb, /^date: .*$/m, 'date: 2026-02-30', '2026-02-30'), 'date: 2026-02-30 is not a date: February 2026 has 28 days');
    const month = post(dir, '06-');
    add(month, put(month, /^date: .*$/m, 'date: "2026-13-45"', '"2026-13-45"'), 'date: 2026-13-45 is not a date: there is no month 13');
    const link = post(dir, '07-');
    add(link, put(link, '(/kickboxing-boxing)', '(/no-such-page)', '/no-such-page'), 'link to /no-such-page: no page of the site has this path');
    const anchor = post(dir, '17-');
    add(anchor, put(anchor, '(/facility-expansion)', '(/#nowhere)', '/#nowhere'), 'link to /#nowhere: / has no section "nowhere"');
    const future = post(dir, '16-');
    add(future, put(future, '(/online-coaching)', '(/blog/99)', '/blog/99'), 'link to /blog/99: there is no published post with id 99');
    const faq = path.join(dir, 'data', 'faq.yaml');
    add(faq, put(faq, 'right at the gym on Scott Road.', 'right at the gym on Scott Road, see [our map](/map).', '/map'), 'link to /map: no page of the site has this path');
    const named = post(dir, '09-');
    const renamed = path.join(path.dirname(named), named.replace(/^.*\/09-/, '19-'));
    fs.renameSync(named, renamed);
    add(renamed, locate(renamed, '9\ntitle:'), "id: the file name must start with the post's id: rename it to 09-winter-motivation-lower-mainland.mdx");

    const { code, out } = check(dir);
    for (const line of expected) expect(out).toContain(line);
    expect(out).toMatch(/Content check failed: 10 problem\(s\)/);
    expect(code).toBe(1);
  });

  it('says a missing image will be generated, and passes', () => {
    const dir = copyContent();
    fs.mkdirSync(path.join(dir, 'images', 'blog'), { recursive: true });
    for (const f of fs.readdirSync(path.join(ROOT, 'content/images'), { recursive: true, withFileTypes: true })) {
      if (!f.isFile()) continue;
      const to = path.join(dir, 'images', path.relative(path.join(ROOT, 'content/images'), path.join(f.parentPath, f.name)));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(f.parentPath, f.name), to);
    }
    put(post(dir, '03-'), /^image: .*$/m, 'image: "blog/a-new-post.jpg"');
    const { code, out } = check(dir);
    expect(out).toContain('note: content/blog (id 3): content/images/blog/a-new-post.jpg does not exist yet: the build will generate it');
    expect(out).toMatch(/^content ok: /m);
    expect(code).toBe(0);
  });

  it('leaves a draft and a future post out of the links a published post may use', () => {
    const dir = copyContent();
    put(post(dir, '17-'), /^date: .*$/m, 'date: "2026-12-01"');
    put(post(dir, '15-'), /^date: .*$/m, 'date: "2024-01-01"\ndraft: true');
    const from = post(dir, '16-');
    put(from, '(/online-coaching)', '(/blog/17)');
    put(from, 'Explore our', 'Read [the draft](/blog/15). Explore our');
    const [at17, at15] = [locate(from, '/blog/17'), locate(from, '/blog/15')];
    const { code, out } = check(dir);
    expect(out).toContain(`${rel(from)}:${at17}: link to /blog/17: there is no published post with id 17`);
    expect(out).toContain(`${rel(from)}:${at15}: link to /blog/15: there is no published post with id 15`);
    expect(code).toBe(1);
  });

  it('checks a translated post like its original: it passes beside it, and is refused without one or with an unknown language', () => {
    const dir = copyContent();
    const original = post(dir, '07-');
    const translation = original.replace(/\.mdx$/, '.pa.mdx');
    fs.copyFileSync(original, translation);
    const ok = check(dir);
    expect(ok.out).toMatch(/^content ok: 15 data files, 18 blog posts/m);
    expect(ok.code).toBe(0);

    const orphan = path.join(dir, 'blog', '99-no-original.hi.mdx');
    fs.writeFileSync(orphan, fs.readFileSync(original, 'utf8').replace(/^id: .*$/m, 'id: 99'));
    const unknown = original.replace(/\.mdx$/, '.fr.mdx');
    fs.copyFileSync(original, unknown);
    const { code, out } = check(dir);
    expect(out).toContain(`${rel(orphan)}:${locate(orphan, '99')}: id: a translation needs its English post with id 99 beside it`);
    expect(out).toContain(`${rel(unknown)}:1:1: the file name names no language of the site`);
    expect(code).toBe(1);
  });
});
