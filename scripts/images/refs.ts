/**
 * Every image the content references, read from content/data/*.yaml and the frontmatter of
 * content/blog/*.mdx WITHOUT validating them, so the art can be made while content is still being
 * written. A file that does not parse is reported and left out; an image path that is not a plain
 * relative path under content/images is reported and left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { collectImageRefs, splitFrontmatter, type ImageRef } from '../../src/build/load-content';
import type { BlogFrontmatter } from '../../src/content/content-schema';

const IMAGE_PATH = /^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp)$/i;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readDataFiles(contentDir: string, warn: (m: string) => void): Record<string, unknown> {
  const dir = path.join(contentDir, 'data');
  const data: Record<string, unknown> = {};
  if (!fs.existsSync(dir)) return data;
  for (const file of fs.readdirSync(dir).sort()) {
    if (!/\.(ya?ml|json)$/.test(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    try {
      data[file] = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (e) {
      warn(`skipped content/data/${file}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  return data;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function readBlogFrontmatter(contentDir: string, warn: (m: string) => void): BlogFrontmatter[] {
  const dir = path.join(contentDir, 'blog');
  if (!fs.existsSync(dir)) return [];
  const out: BlogFrontmatter[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort()) {
    const parts = splitFrontmatter(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (parts.yamlError) {
      warn(`skipped content/blog/${file}: ${parts.yamlError.message}`);
      continue;
    }
    const fm = parts.frontmatter;
    if (!isRecord(fm) || typeof fm.image !== 'string') continue;
    out.push({
      id: typeof fm.id === 'number' ? fm.id : 0,
      title: str(fm.title),
      excerpt: str(fm.excerpt),
      image: fm.image,
      imageAlt: [str(fm.title), str(fm.imageAlt)].filter(Boolean).join(' — ') || fm.image,
      readTime: str(fm.readTime),
      author: str(fm.author),
      date: str(fm.date),
    });
  }
  return out;
}

/** Each referenced image once (its first reference names it), in content order. */
export function referencedImages(contentDir: string, warn: (m: string) => void): ImageRef[] {
  const refs = collectImageRefs({ data: readDataFiles(contentDir, warn), blog: readBlogFrontmatter(contentDir, warn) });
  const seen = new Map<string, ImageRef>();
  for (const ref of refs) {
    if (!IMAGE_PATH.test(ref.image) || ref.image.includes('..')) {
      warn(`skipped ${ref.where}: "${ref.image}" is not a valid image path`);
      continue;
    }
    if (!seen.has(ref.image)) seen.set(ref.image, ref);
  }
  return [...seen.values()];
}
