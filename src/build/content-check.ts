/**
 * The content check: the one check that `npm run check-content`, the start of `gatsby build` and the dev
 * server run (plugins/gatsby-plugin-site-build), so what it passes builds. Node only. It reads and validates every file
 * (src/build/load-content: schema, real calendar dates, placeholders, a post's id in its file name),
 * compiles every post's MDX with @mdx-js/mdx (the compiler gatsby-plugin-mdx uses: a raw `{` or an
 * unclosed tag), and follows every internal link in posts and YAML prose (src/build/content-links). Every
 * problem names its file, line and column. Takes about a second for the whole content.
 */
import { collectContent, splitFrontmatter, type BlogSource, type LoadedContent } from './load-content';
import { positionAt, type ContentProblem } from './content-positions';
import { internalLinks, linkProblem, linkTargets } from './content-links';
import { isPublished } from '../content/publishing';

export interface CheckResult {
  /** The content when there is no problem. */
  content: LoadedContent | null;
  problems: ContentProblem[];
  /** Things worth saying that do not stop the build (an image the build will generate). */
  notes: string[];
}

interface MdxMessage {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message: string;
}

type Compile = (source: string) => Promise<unknown>;

/**
 * @mdx-js/mdx is an ES module; the Gatsby plugin and the scripts are compiled to CommonJS, where TypeScript
 * and Gatsby's compiler would turn `import()` into `require()`, which cannot load it. A Function keeps
 * the native dynamic import.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to keep a native import() in CommonJS output (see above)
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<{ compile: Compile }>;

/** What to add to the compiler's words so a writer knows what to do. */
function mdxHint(reason: string): string {
  if (/closing brace for `\{`|Could not parse expression/.test(reason)) {
    return ' (in MDX a { starts code: write \\{ for the character, or a fact component such as <Phone /> for a placeholder)';
  }
  if (/closing tag/.test(reason)) return ' (close the tag, e.g. <Phone /> with its slash, or write &lt; for a < in text)';
  return '';
}

/** Compiles one post's body; a problem with its line and column in the file. */
async function mdxProblem(compile: Compile, file: string, source: string, bodyAt: number): Promise<ContentProblem | null> {
  const body = source.slice(bodyAt);
  try {
    await compile(body);
    return null;
  } catch (e) {
    const m = e as MdxMessage;
    // "Expected a closing tag for `<div>` (12:253-12:258) before …": the tag's own place is the one to show.
    const tagAt = /\s*\((\d+):(\d+)-\d+:\d+\)/.exec(m.reason ?? m.message);
    const reason = (m.reason ?? m.message).replace(tagAt?.[0] ?? '', '');
    const [bodyLine, bodyColumn] = tagAt ? [Number(tagAt[1]), Number(tagAt[2])] : [m.line ?? 1, m.column ?? 1];
    const start = positionAt(source, bodyAt);
    let line = start.line + bodyLine - 1;
    let column = bodyLine === 1 ? start.column + bodyColumn - 1 : bodyColumn;
    if (/closing brace for `\{`/.test(reason)) {
      // The compiler points at the end of the file; the brace that opened it is what to fix.
      const lines = body.split('\n');
      const upTo = lines.slice(0, m.line ?? lines.length).join('\n');
      const brace = upTo.lastIndexOf('{');
      if (brace >= 0) ({ line, column } = positionAt(source, bodyAt + brace));
    }
    return { file, line, column, message: `MDX: ${reason}${mdxHint(reason)}` };
  }
}

/** Broken internal links in a text (a post's body, a YAML file), positioned in its file. */
function linkProblems(file: string, source: string, from: number, targets: ReturnType<typeof linkTargets>): ContentProblem[] {
  return internalLinks(source.slice(from)).flatMap((l) => {
    const problem = linkProblem(l.href, targets);
    return problem ? [{ file, ...positionAt(source, from + l.at), message: problem }] : [];
  });
}

export interface CheckOptions {
  /** "YYYY-MM-DD": posts dated after it are not published yet (links to them are broken). */
  today: string;
}

/** Runs the whole content check over `root` (the content/ folder). */
export async function checkContent(root: string, options: CheckOptions): Promise<CheckResult> {
  const report = collectContent(root);
  const problems = [...report.problems];
  const { compile } = await importModule('@mdx-js/mdx');
  // Every post compiles, also one whose frontmatter has a problem (both are reported at once).
  for (const [file, source] of report.sources) {
    if (!file.startsWith('content/blog/')) continue;
    const p = await mdxProblem(compile, file, source, splitFrontmatter(source).bodyAt);
    if (p) problems.push(p);
  }
  const published = (posts: readonly BlogSource[]) => posts.filter((p) => isPublished(p.frontmatter, options.today)).map((p) => p.frontmatter.id);
  // A published post may link only to published posts; a draft to any post (it is not built for visitors).
  const forVisitors = linkTargets(published(report.blog));
  const forDrafts = linkTargets(report.blog.map((p) => p.frontmatter.id));
  for (const post of report.blog) {
    const targets = isPublished(post.frontmatter, options.today) ? forVisitors : forDrafts;
    problems.push(...linkProblems(post.file, report.sources.get(post.file) ?? '', post.bodyAt, targets));
  }
  for (const [file, source] of report.sources) if (file.startsWith('content/data/')) problems.push(...linkProblems(file, source, 0, forVisitors));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { content: problems.length ? null : report.content, problems, notes: report.notes };
}
