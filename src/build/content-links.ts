/**
 * Internal links in content: `[text](/faq)` and `<a href="/#contact">` in posts, `[text](/faq)` in
 * YAML prose. Each must lead to a page the build makes (the routes table, src/lib/routes.ts, and the
 * published posts' ids), and its `#anchor` to a section of that page where the page's sections are
 * known (the home page's). A broken link stops the build instead of being published. Pure.
 */
import { BLOG_ALIAS_PREFIX, BLOG_PREFIX, HOME_ANCHORS, ROUTES, normalisePath, pathsOf } from '../lib/routes';

export interface FoundLink {
  href: string;
  /** Offset of the href in the text searched. */
  at: number;
}

/** Markdown links and images' targets, and href/to attributes of tags, that start with "/" (internal). */
export function internalLinks(text: string): FoundLink[] {
  const out: FoundLink[] = [];
  for (const m of text.matchAll(/\]\((\/[^)\s]*)/g)) out.push({ href: m[1], at: m.index + 2 });
  for (const m of text.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g)) out.push({ href: m[1], at: m.index + m[0].indexOf(m[1]) });
  return out.sort((a, b) => a.at - b.at);
}

/** What a link may point at: every path the build makes, and the section ids of pages where they are known. */
export interface LinkTargets {
  paths: ReadonlySet<string>;
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The site's pages: every route's paths and both paths of each published post. */
export function linkTargets(postIds: readonly number[]): LinkTargets {
  const paths = new Set<string>(ROUTES.flatMap((r) => pathsOf(r)));
  paths.add('/');
  for (const id of postIds) {
    paths.add(`${BLOG_PREFIX}/${id}`);
    paths.add(`${BLOG_ALIAS_PREFIX}/${id}`);
  }
  return { paths, anchors: new Map([['/', new Set<string>(HOME_ANCHORS)]]) };
}

/** Why an internal link is broken, or null when it leads somewhere. */
export function linkProblem(href: string, targets: LinkTargets): string | null {
  const hash = href.indexOf('#');
  const page = normalisePath(href);
  if (!targets.paths.has(page)) {
    const post = new RegExp(`^(?:${BLOG_PREFIX}|${BLOG_ALIAS_PREFIX})/(\\d+)$`).exec(page);
    return post
      ? `link to ${href}: there is no published post with id ${post[1]}`
      : `link to ${href}: no page of the site has this path (the paths are in src/lib/routes.ts)`;
  }
  if (hash < 0) return null;
  const anchor = href.slice(hash + 1);
  const known = targets.anchors.get(page);
  if (known && anchor && !known.has(anchor)) return `link to ${href}: ${page} has no section "${anchor}" (it has ${[...known].join(', ')})`;
  return null;
}
