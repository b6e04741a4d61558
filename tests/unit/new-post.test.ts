/**
 * `npm run new-post -- "Title"`: the file it writes (next id, slug, today's date, draft, image path)
 * passes the content check as it is, and it prints where the post will appear. Run as a writer runs it,
 * in its own process, over a copy of content/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newPost, nextPostId, slugOf } from '../../src/content/new-post';
import { copyContent } from './helpers/content';

const ROOT = path.resolve(__dirname, '../..');
const tsx = (args: string[]) =>
  spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, PUBLISH_DATE: '2026-11-25' } });

describe('a new post', () => {
  it('takes its slug from the title and the id after the highest in use', () => {
    expect(slugOf('Squats: Café Edition & More?')).toBe('squats-cafe-edition-more');
    expect(slugOf('a '.repeat(50)).length).toBeLessThanOrEqual(60);
    expect(nextPostId([1, 17, 3])).toBe(18);
    expect(nextPostId([])).toBe(1);
    expect(() => newPost('?!', 18, '2026-11-25')).toThrow(/title with letters or digits/);
  });

  it('is written as a draft dated today that passes the check, and says where it will appear', () => {
    const dir = copyContent();
    const made = tsx(['scripts/new-post.ts', '--content', dir, 'Deadlifts', 'for', 'Beginners']);
    expect(made.status).toBe(0);
    const file = path.join(dir, 'blog', '18-deadlifts-for-beginners.mdx');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/^---\nid: 18\ntitle: "Deadlifts for Beginners"\n/);
    expect(source).toContain('\nimage: "blog/18-deadlifts-for-beginners.jpg"\n');
    expect(source).toContain('\ndate: "2026-11-25"\ndraft: true\n');
    expect(made.stdout).toContain('http://localhost:8000/blog/18');
    expect(made.stdout).toContain('Published at /fitness-blog-surrey-delta/18 and /blog/18');

    const checked = tsx(['scripts/check-content.ts', '--content', dir]);
    expect(checked.stdout).toMatch(/^content ok: 15 data files, 18 blog posts/m);
    expect(checked.status).toBe(0);

    // A second post with the same title gets the next id; nothing is overwritten.
    expect(tsx(['scripts/new-post.ts', '--content', dir, 'Deadlifts for Beginners']).status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'blog', '19-deadlifts-for-beginners.mdx'))).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(source);
  });
});
