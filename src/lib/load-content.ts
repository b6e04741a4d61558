/**
 * Reads and validates every content file (Node only: used by gatsby-node, the server, scripts and tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {
  CONTENT_FILES,
  blogFrontmatterSchema,
  formatContentErrors,
  type BlogFrontmatter,
  type ContentFileName,
} from './content-schema';
import { placeholderProblems } from './fill-content';
import type { z } from 'zod';

export type ContentData = { [K in ContentFileName]: z.infer<(typeof CONTENT_FILES)[K]> };

export interface BlogSource {
  file: string;
  frontmatter: BlogFrontmatter;
  body: string;
}

export interface LoadedContent {
  data: ContentData;
  blog: BlogSource[];
}

/** Splits an MDX file into its YAML frontmatter and body. */
export function splitFrontmatter(source: string): { frontmatter: unknown; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!m) return { frontmatter: undefined, body: source };
  return { frontmatter: yaml.load(m[1]), body: m[2] };
}

/**
 * Loads content/ from a root folder. Collects every problem across all files, then throws once
 * with one line per problem, each naming the file and the field. The content comes back as written,
 * placeholders and all (fillContent in src/lib/fill-content.ts fills them).
 */
export function loadContent(root: string): LoadedContent {
  const problems: string[] = [];
  const data: Partial<Record<ContentFileName, unknown>> = {};
  for (const [name, schema] of Object.entries(CONTENT_FILES) as [ContentFileName, z.ZodTypeAny][]) {
    const rel = `content/data/${name}`;
    const file = path.join(root, 'data', name);
    if (!fs.existsSync(file)) {
      problems.push(`${rel}: file is missing`);
      continue;
    }
    let parsed: unknown;
    try {
      parsed = yaml.load(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${rel}: not valid YAML: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = schema.safeParse(parsed);
    if (result.success) data[name] = result.data;
    else problems.push(...formatContentErrors(rel, result.error));
  }

  const blog: BlogSource[] = [];
  const blogDir = path.join(root, 'blog');
  const files = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((f) => f.endsWith('.mdx')).sort() : [];
  for (const f of files) {
    const rel = `content/blog/${f}`;
    const { frontmatter, body } = splitFrontmatter(fs.readFileSync(path.join(blogDir, f), 'utf8'));
    const result = blogFrontmatterSchema.safeParse(frontmatter);
    if (!result.success) {
      problems.push(...formatContentErrors(`${rel} (frontmatter)`, result.error));
      continue;
    }
    if (body.trim().length < 200) problems.push(`${rel}: body: the post needs its full text (at least 200 characters)`);
    blog.push({ file: rel, frontmatter: result.data, body });
  }
  const ids = new Map<number, string>();
  for (const p of blog) {
    const other = ids.get(p.frontmatter.id);
    if (other) problems.push(`${p.file}: id: ${p.frontmatter.id} is already used by ${other}`);
    ids.set(p.frontmatter.id, p.file);
  }

  const imagesRoot = path.join(root, 'images');
  for (const ref of collectImageRefs({ data, blog: blog.map((b) => b.frontmatter) })) {
    if (fs.existsSync(imagesRoot) && !fs.existsSync(path.join(imagesRoot, ref.image))) {
      problems.push(`${ref.where}: image: content/images/${ref.image} does not exist (run npm run images)`);
    }
  }

  // Placeholders are checked against the facts, so only when every data file has the right shape.
  if (Object.keys(data).length === Object.keys(CONTENT_FILES).length) problems.push(...placeholderProblems({ data: data as ContentData, blog }));

  if (problems.length) throw new Error(`Content check failed (${problems.length} problem(s)):\n  ${problems.join('\n  ')}`);
  return { data: data as ContentData, blog };
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
