/**
 * Reads and validates every content file (Node only: used by the Gatsby plugin, the server, scripts and tests).
 * The whole content check (this, plus MDX compilation and links) is src/build/content-check.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { contentIssues } from '../content/content-errors';
import { CONTENT_FILES, blogFrontmatterSchema, type BlogFrontmatter, type ContentFileName } from '../content/content-schema';
import type { z } from 'zod';
import type { BlogSource, ContentData, LoadedContent } from '../content/content-types';
import { placeholderProblems, type FieldProblem } from '../content/fill-content';
import { collectTranslations } from './load-translations';
import { postLanguageOf } from '../lib/blog-languages';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '../content/languages';
import { formatProblem, locateInYaml, positionAt, quotedIn, type ContentProblem } from './content-positions';

export type { BlogSource, LoadedContent } from '../content/content-types';

/**
 * The data files' YAML: the core schema with timestamps (an unquoted date is a Date, which the schema's
 * calendar dates take back to their day) and merge keys (`<<`). Writing with the same options quotes a
 * text that would read back as a date.
 */
export const DATA_FILE_YAML = { customTags: ['timestamp' as const], merge: true };

/** Where a YAML parse error points in the text it parsed (0 when it names no place). */
const errorOffset = (e: unknown): number => (e as { pos?: [number, number] }).pos?.[0] ?? 0;

/** Where a post's frontmatter starts in its file (after the opening `---` line), and where its body starts. */
export interface PostParts {
  frontmatter: unknown;
  body: string;
  /** Offset of the frontmatter's YAML in the file (0 when there is none). */
  frontmatterAt: number;
  /** Offset of the body in the file. */
  bodyAt: number;
  /** The frontmatter did not parse: the YAML parser's message, with its position in the file. */
  yamlError?: { message: string; offset: number };
}

/**
 * Splits an MDX file into its YAML frontmatter and body. Timestamps stay text (YAML 1.2's core schema): an
 * unquoted 2026-02-30 would otherwise become March 2 without a word; the date check refuses it.
 */
export function splitFrontmatter(source: string): PostParts {
  const m = /^(---\r?\n)([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { frontmatter: undefined, body: source, frontmatterAt: 0, bodyAt: 0 };
  const parts = { body: source.slice(m[0].length), frontmatterAt: m[1].length, bodyAt: m[0].length };
  try {
    return { ...parts, frontmatter: parseYaml(m[2]) };
  } catch (e) {
    return { ...parts, frontmatter: undefined, yamlError: { message: (e as Error).message.split('\n')[0], offset: parts.frontmatterAt + errorOffset(e) } };
  }
}

/** What collectContent found: the content when every file is right, every problem, and notes that are not problems. */
export interface ContentReport {
  content: LoadedContent | null;
  problems: ContentProblem[];
  notes: string[];
  /** The posts whose frontmatter is right (also when other files have problems). */
  blog: BlogSource[];
  /** Each file's text by its path relative to the project, for locating later problems (links, MDX). */
  sources: Map<string, string>;
}

/** `01-first-week.mdx` starts with its id: 1 (leading zeros allowed). */
export const fileIdOf = (name: string): number | null => {
  const m = /^(\d+)-/.exec(name);
  return m ? Number(m[1]) : null;
};

/** What a read of content/ gathers as it goes: its problems, its notes, each file's text, the fields' problems (located last). */
interface Gathered {
  problems: ContentProblem[];
  notes: string[];
  sources: Map<string, string>;
  fieldProblems: FieldProblem[];
}

/**
 * Reads and checks content/ under a root folder, collecting every problem across all files, each with
 * its file, line and column. The content comes back as written, placeholders and all (fillContent in
 * src/content/fill-content.ts fills them). A referenced image that is missing is a note: the build renders it.
 */
export function collectContent(root: string): ContentReport {
  const g: Gathered = { problems: [], notes: [], sources: new Map(), fieldProblems: [] };
  const data = readDataFiles(root, g);
  const blog = readPosts(root, g);
  g.fieldProblems.push(...postIdProblems(blog));
  g.notes.push(...missingImageNotes(root, data, blog));

  // Placeholders and translations are checked against the English, so only when every data file has the right shape.
  let translations: LoadedContent['translations'];
  if (Object.keys(data).length === Object.keys(CONTENT_FILES).length) {
    g.fieldProblems.push(...placeholderProblems({ data: data as ContentData, blog }));
    const report = collectTranslations(root, data as ContentData);
    g.problems.push(...report.problems);
    g.notes.push(...report.notes);
    translations = report.translations;
  }

  const { problems, notes, sources } = g;
  problems.push(...g.fieldProblems.map((p) => locateProblem(p, sources, blog)));
  const ok = problems.length === 0;
  return { content: ok ? { data: data as ContentData, blog, translations } : null, problems, notes, blog, sources };
}

/** Each data file of content/data, read and checked against its schema (a file that is not right is left out). */
function readDataFiles(root: string, g: Gathered): Partial<Record<ContentFileName, unknown>> {
  const data: Partial<Record<ContentFileName, unknown>> = {};
  for (const [name, schema] of Object.entries(CONTENT_FILES) as [ContentFileName, z.ZodTypeAny][]) {
    const rel = `content/data/${name}`;
    const file = path.join(root, 'data', name);
    if (!fs.existsSync(file)) {
      g.problems.push({ file: rel, line: 1, column: 1, message: 'file is missing' });
      continue;
    }
    const source = fs.readFileSync(file, 'utf8');
    g.sources.set(rel, source);
    let parsed: unknown;
    try {
      parsed = parseYaml(source, DATA_FILE_YAML);
    } catch (e) {
      g.problems.push({ file: rel, ...positionAt(source, errorOffset(e)), message: `not valid YAML: ${(e as Error).message.split('\n')[0]}` });
      continue;
    }
    const result = schema.safeParse(parsed);
    if (result.success) data[name] = result.data;
    else g.fieldProblems.push(...contentIssues(result.error).map((i) => ({ file: rel, ...i })));
  }
  return data;
}

/** The posts of content/blog, in file-name order; a post whose frontmatter is not right is left out. */
function readPosts(root: string, g: Gathered): BlogSource[] {
  const blogDir = path.join(root, 'blog');
  const files = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((f) => f.endsWith('.mdx')).sort() : [];
  return files.flatMap((f) => {
    const post = readPost(blogDir, f, g);
    return post ? [post] : [];
  });
}

/** One post: its frontmatter checked, its language from its file name, its id in its file name, its full text. */
function readPost(blogDir: string, f: string, g: Gathered): BlogSource | null {
  const rel = `content/blog/${f}`;
  const source = fs.readFileSync(path.join(blogDir, f), 'utf8');
  g.sources.set(rel, source);
  const parts = splitFrontmatter(source);
  if (parts.yamlError) {
    g.problems.push({ file: rel, ...positionAt(source, parts.yamlError.offset), message: `frontmatter is not valid YAML: ${parts.yamlError.message}` });
    return null;
  }
  if (parts.frontmatter === undefined) {
    g.problems.push({ file: rel, line: 1, column: 1, message: 'the post needs its frontmatter between two --- lines at the top (id, title, excerpt, image, imageAlt, author, date)' });
    return null;
  }
  const result = blogFrontmatterSchema.safeParse(parts.frontmatter);
  if (!result.success) {
    g.fieldProblems.push(...contentIssues(result.error).map((i) => ({ file: rel, frontmatter: true, ...i })));
    return null;
  }
  const lang = postLanguageOf(f);
  if (!lang) {
    g.problems.push({ file: rel, line: 1, column: 1, message: `the file name names no language of the site: a translation is <id>-<slug>.<${LANGUAGE_CODES.filter((l) => l !== SOURCE_LANGUAGE).join('|')}>.mdx` });
    return null;
  }
  if (fileIdOf(f) !== result.data.id) {
    g.fieldProblems.push({ file: rel, frontmatter: true, where: 'id', message: `the file name must start with the post's id: rename it to ${String(result.data.id).padStart(2, '0')}-${f.replace(/^\d+-/, '')}` });
  }
  if (parts.body.trim().length < 200) g.problems.push({ file: rel, ...positionAt(source, parts.bodyAt), message: 'body: the post needs its full text (at least 200 characters)' });
  return { file: rel, lang, frontmatter: result.data, body: parts.body, bodyAt: parts.bodyAt };
}

/** A note for each image the content references that content/images does not have yet (the build renders it). */
function missingImageNotes(root: string, data: Partial<Record<ContentFileName, unknown>>, blog: readonly BlogSource[]): string[] {
  const imagesRoot = path.join(root, 'images');
  const notes: string[] = [];
  for (const ref of collectImageRefs({ data, blog: blog.map((b) => b.frontmatter) })) {
    if (fs.existsSync(imagesRoot) && !fs.existsSync(path.join(imagesRoot, ref.image))) {
      notes.push(`${ref.where}: content/images/${ref.image} does not exist yet: the build will generate it (npm run images does it now)`);
    }
  }
  return notes;
}

/** Each post's id is used once per language, and a translation's id is an English post's. */
function postIdProblems(blog: readonly BlogSource[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ids = new Map<string, string>();
  for (const p of blog) {
    const key = `${p.lang}:${p.frontmatter.id}`;
    const other = ids.get(key);
    if (other) problems.push({ file: p.file, frontmatter: true, where: 'id', message: `${p.frontmatter.id} is already used by ${other}` });
    ids.set(key, p.file);
  }
  for (const p of blog) {
    if (p.lang !== SOURCE_LANGUAGE && !ids.has(`${SOURCE_LANGUAGE}:${p.frontmatter.id}`)) {
      problems.push({ file: p.file, frontmatter: true, where: 'id', message: `a translation needs its English post with id ${p.frontmatter.id} beside it` });
    }
  }
  return problems;
}

/** A field problem with its line and column: the field's value in YAML, or the quoted text in a post's body. */
function locateProblem(p: FieldProblem, sources: Map<string, string>, blog: readonly BlogSource[]): ContentProblem {
  const source = sources.get(p.file) ?? '';
  const message = p.where ? `${p.where}: ${p.message}` : p.message;
  if (p.body) {
    const post = blog.find((b) => b.file === p.file);
    const bodyAt = post?.bodyAt ?? 0;
    const quoted = quotedIn(p.message);
    const at = quoted ? source.indexOf(quoted, bodyAt) : -1;
    return { file: p.file, ...positionAt(source, at >= 0 ? at : bodyAt), message };
  }
  const base = p.frontmatter ? splitFrontmatter(source).frontmatterAt : 0;
  const text = p.frontmatter ? source.slice(0, splitFrontmatter(source).bodyAt) : source;
  return { file: p.file, ...locateInYaml(text, p.where, p.message, base), message };
}

/**
 * Loads content/ from a root folder, or throws once with one line per problem, each naming the file,
 * line, column and field: `content/data/plans.yaml:40:16: tabs[0].plans[1].price: Expected number, received string`.
 */
export function loadContent(root: string): LoadedContent {
  const report = collectContent(root);
  if (!report.content) throw new Error(problemsMessage(report.problems));
  return report.content;
}

/** The message a failed check prints: a count, then one problem a line. */
export function problemsMessage(problems: readonly ContentProblem[]): string {
  return `Content check failed (${problems.length} problem(s)):\n  ${problems.map(formatProblem).join('\n  ')}`;
}

export interface ImageRef {
  image: string;
  /** Where it is referenced, e.g. "content/data/trainers.yaml trainers[3]". */
  where: string;
  /** Text that describes it (alt or caption), used by the image generator to title the art. */
  label: string;
}

/** Every image path referenced by the content, with where it is used and what it shows. */
export function collectImageRefs(content: { data: Partial<Record<string, unknown>>; blog: BlogFrontmatter[] }): ImageRef[] {
  const refs: ImageRef[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o.image === 'string') {
        const label = [o.alt, o.imageAlt, o.caption, o.title, o.name].find((v): v is string => typeof v === 'string');
        refs.push({ image: o.image, where, label: label ?? o.image });
      }
      for (const [k, v] of Object.entries(o)) if (k !== 'image') walk(v, where ? `${where}.${k}` : k);
    }
  };
  for (const [name, value] of Object.entries(content.data)) walk(value, `content/data/${name}`);
  content.blog.forEach((fm) => refs.push({ image: fm.image, where: `content/blog (id ${fm.id})`, label: fm.imageAlt }));
  return refs;
}
