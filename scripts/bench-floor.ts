/**
 * A page's floor: the built HTML with its `<script>`, `<style>`, `<svg>` and `<link>` elements and every
 * `class`, `style` and `data-*` attribute removed. The same words and images, nothing else: the least
 * main-thread work a browser can do for that content, which npm run bench holds each page against
 * (docs/performance.md, "How the pages are measured").
 *
 * The floors are served beside the build under FLOOR_PREFIX: a copy of the build whose files are hard links
 * (nothing of the build is written to), with each floor and its .br/.gz copies added, as the build adds them
 * to its own pages, so that the service sends a floor compressed as it sends the page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Template = DefaultTreeAdapterMap['template'];

/** The path under which a page's floor is served. */
export const FLOOR_PREFIX = '/bench-floor';

const DROPPED_ELEMENTS = new Set(['script', 'style', 'svg', 'link']);
const droppedAttribute = (name: string): boolean => name === 'class' || name === 'style' || name.startsWith('data-');

function strip(parent: ParentNode): void {
  parent.childNodes = parent.childNodes.filter((child) => !(defaultTreeAdapter.isElementNode(child) && DROPPED_ELEMENTS.has(child.tagName)));
  for (const child of parent.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    child.attrs = child.attrs.filter((a) => !droppedAttribute(a.name));
    strip(child);
    // A <template>'s markup is in its content fragment, not among its children.
    if (child.tagName === 'template') strip(defaultTreeAdapter.getTemplateContent(child as Template));
  }
}

/** The floor of one built page. */
export function floorHtml(html: string): string {
  const document = parse(html);
  strip(document);
  return serialize(document);
}

/** Where a page's floor is served: `/` → `/bench-floor`, `/pa/x` → `/bench-floor/pa/x`. */
export const floorPath = (pagePath: string): string => (pagePath === '/' ? FLOOR_PREFIX : `${FLOOR_PREFIX}${pagePath}`);

const indexFile = (dir: string, pagePath: string): string => path.join(dir, ...pagePath.split('/').filter(Boolean), 'index.html');

/**
 * A copy of the built site in `dest` (hard links: `cp -al`), with the floor of each of `pagePaths` added under
 * FLOOR_PREFIX; `dest` must not exist. Stops with the page's name when the build lacks it.
 */
export function siteWithFloors(publicDir: string, pagePaths: readonly string[], dest: string): void {
  const copied = spawnSync('cp', ['-al', publicDir, dest], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`bench: could not copy ${publicDir} to ${dest} (cp -al): ${copied.stderr}`);
  for (const pagePath of pagePaths) {
    const source = indexFile(publicDir, pagePath);
    if (!fs.existsSync(source)) throw new Error(`bench: ${pagePath} is not in the build ${publicDir} (no ${source})`);
    const floor = Buffer.from(floorHtml(fs.readFileSync(source, 'utf8')));
    const target = indexFile(dest, floorPath(pagePath));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The page first, then its compressed copies: the service sends a copy only when it is not older than the page.
    fs.writeFileSync(target, floor);
    fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(floor));
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(floor, { level: 9 }));
  }
}
