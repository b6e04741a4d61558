/**
 * Every file the documentation names exists: the relative links of each *.md file of the project, and the
 * paths in backticks (`src/startup/after-paint.ts`, `scripts/bench-inp.ts`, `docs/cms/production.md`).
 * A backticked path is checked when it starts with one of the project's own folders (what the build or the
 * service writes, such as `public/` or `DATA_DIR/…`, is not in the tree) or is a bare file name of source
 * or documentation (`after-paint.ts`), which must be a file somewhere in the project. A path is read from
 * the project's root or from the Markdown file's own folder. Patterns (`head/*.ts`, `{formId}`, `…`) are
 * skipped, and so are links to the site's own pages (`/path`).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Folders the walk never enters: dependencies, build output, test output, git. */
const SKIP = new Set(['node_modules', '.git', '.cache', 'public', 'server-dist', 'test-results', 'playwright-report', 'coverage', 'bench-results', 'screenshots', '.data']);
/** The project's own top-level folders: a backticked path that starts with one of them must exist. */
const OWN_FOLDERS = ['src', 'server', 'scripts', 'tests', 'plugins', 'docs', 'content', 'static', 'supabase'];
/** Extensions of a bare file name that must be a file of the project (generated JSON and logs are not). */
const SOURCE_EXT = /\.(ts|tsx|mjs|cjs|md|sql)$/;
/** Files the READMEs give as examples of what a writer adds (a new post, a photo), not files of the project. */
const EXAMPLES = new Set(['content/blog/NN-slug.mdx', 'content/blog/18-deadlifts-for-beginners.mdx', 'content/images/trainers/maya-singh.jpg']);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(path.relative(root, full));
  }
  return out;
}

const files = walk(root);
const baseNames = new Set(files.map((f) => path.basename(f)));
const markdown = files.filter((f) => f.endsWith('.md'));

/** The Markdown's text without its fenced code blocks (commands and examples, not references). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** The local targets of `[text](target)` links, without their `#anchor`. */
function links(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((t) => !/^[a-z]+:/i.test(t) && !t.startsWith('#') && !t.startsWith('/'))
    .map((t) => t.replace(/#.*$/, ''));
}

/** Backticked strings that name a file or folder of the project. */
function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[.,:;]$/, '').replace(/:\d+(:\d+)?$/, ''))
    .filter((t) => !/[*{}<>…$|]/.test(t) && !/^[a-z]+:/i.test(t))
    .filter((t) => (t.includes('/') ? OWN_FOLDERS.includes(t.split('/')[0]) : SOURCE_EXT.test(t)));
}

function exists(mdFile: string, target: string): boolean {
  const clean = target.replace(/\/$/, '');
  if (!clean.includes('/') && baseNames.has(clean)) return true;
  return [path.join(root, clean), path.join(root, path.dirname(mdFile), clean)].some((p) => fs.existsSync(p));
}

describe('documentation references', () => {
  test('the project has Markdown files to check', () => {
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'server/README.md', 'src/startup/README.md']));
  });

  test.each(markdown)('%s names only files that exist', (mdFile) => {
    const text = prose(fs.readFileSync(path.join(root, mdFile), 'utf8'));
    const named = [...new Set([...links(text), ...backticked(text)])].filter((t) => !EXAMPLES.has(t));
    const missing = named.filter((t) => !exists(mdFile, t));
    expect(missing).toEqual([]);
  });
});
