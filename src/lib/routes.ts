/**
 * The one routes table. It drives page creation (gatsby-node), navigation, canonical links
 * and the sitemap. The pages' names, in each language, are content (settings.yaml `pageLabels`, read
 * by src/hooks/usePageLabel.ts). Every screen has a long, search-friendly path (canonical) and, where the
 * spec gives one, a short alias that renders the same screen.
 */
import { LANGUAGE_CODES, SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from '../content/languages';

type TemplateName =
  | 'home'
  | 'service'
  | 'coaching'
  | 'pilates'
  | 'before-after'
  | 'expansion'
  | 'trainers'
  | 'consultation'
  | 'blog-list'
  | 'blog-post'
  | 'faq'
  | 'booking'
  | 'accessibility';

export interface RouteDef<K extends string = string> {
  /** Stable key used in code and content (services refer to their page by this key). */
  key: K;
  /** Canonical path: the long, search-friendly one. */
  path: string;
  /** Short alias that renders the same screen, with a canonical link to `path`. */
  alias?: string;
  template: TemplateName;
  /** Key of the page's record in `local_seo_content` (page_slug). */
  seoSlug: string;
  /** Listed in the Services dropdown (the 8 service pages). */
  service?: boolean;
}

const TABLE = [
  { key: 'home', path: '/', template: 'home', seoSlug: 'home' },
  { key: 'personal-training', path: '/personal-trainer-surrey-delta', alias: '/personal-training', template: 'service', seoSlug: 'personal-training', service: true },
  { key: 'group-fitness', path: '/group-fitness-classes-surrey', alias: '/group-fitness', template: 'service', seoSlug: 'group-fitness', service: true },
  { key: 'physiotherapy-kinesiology', path: '/physiotherapy-kinesiology-surrey-delta', alias: '/physiotherapy-kinesiology', template: 'service', seoSlug: 'physiotherapy-kinesiology', service: true },
  { key: 'prenatal-postnatal', path: '/prenatal-postnatal-fitness-surrey', alias: '/prenatal-postnatal', template: 'service', seoSlug: 'prenatal-postnatal', service: true },
  { key: 'athletic-performance', path: '/athletic-performance-training-delta', alias: '/athletic-performance', template: 'service', seoSlug: 'athletic-performance', service: true },
  { key: 'kickboxing-boxing', path: '/kickboxing-boxing-gym-surrey', alias: '/kickboxing-boxing', template: 'service', seoSlug: 'kickboxing-boxing', service: true },
  { key: 'online-coaching', path: '/online-personal-training-coach', alias: '/online-coaching', template: 'coaching', seoSlug: 'online-coaching', service: true },
  { key: 'pilates', path: '/pilates-classes-surrey-delta', alias: '/pilates', template: 'pilates', seoSlug: 'pilates', service: true },
  { key: 'before-after', path: '/fitness-transformation-results', alias: '/before-after', template: 'before-after', seoSlug: 'before-after' },
  { key: 'facility-expansion', path: '/new-gym-facility-surrey-delta', alias: '/facility-expansion', template: 'expansion', seoSlug: 'facility-expansion' },
  { key: 'trainers', path: '/certified-personal-trainers-surrey', alias: '/trainers', template: 'trainers', seoSlug: 'trainers' },
  { key: 'consultation', path: '/free-fitness-consultation-surrey', alias: '/consultation', template: 'consultation', seoSlug: 'consultation' },
  { key: 'blog', path: '/fitness-blog-surrey-delta', alias: '/blog', template: 'blog-list', seoSlug: 'blog' },
  { key: 'faq', path: '/gym-faq-surrey-delta', alias: '/faq', template: 'faq', seoSlug: 'faq' },
  { key: 'booking', path: '/book-appointment-surrey', template: 'booking', seoSlug: 'booking' },
  { key: 'accessibility', path: '/accessibility', template: 'accessibility', seoSlug: 'accessibility' },
] as const satisfies readonly RouteDef[];

/** The keys of the table: a misspelt key in code does not compile (tests/unit/route-key-type.ts). */
export type RouteKey = (typeof TABLE)[number]['key'];

export const ROUTES: readonly RouteDef<RouteKey>[] = TABLE;

const byKey = new Map<string, RouteDef<RouteKey>>(ROUTES.map((r) => [r.key, r]));

/** The route with this key. A key from outside the code (content, page context) is checked by routeNamed first. */
export function route(key: RouteKey): RouteDef<RouteKey> {
  return routeNamed(key);
}

/** The route a key read at run time names; throws for an unknown key so a wrong key fails the build, not a visitor. */
export function routeNamed(key: string): RouteDef<RouteKey> {
  const r = byKey.get(key);
  if (!r) throw new Error(`Unknown route key "${key}"`);
  return r;
}

/** Canonical (long) path of a route key. */
export function pathOf(key: RouteKey): string {
  return route(key).path;
}

/** The 8 service pages, in menu order. */
export const SERVICE_ROUTES: readonly RouteDef<RouteKey>[] = ROUTES.filter((r) => r.service);

export const BLOG_PREFIX = pathOf('blog');
export const BLOG_ALIAS_PREFIX = route('blog').alias as string;

/** Canonical path of a blog post. */
export function blogPostPath(id: number): string {
  return `${BLOG_PREFIX}/${id}`;
}

/** Where a blog post is: its canonical path and its short alias (printed by `npm run new-post`). */
export function postPaths(id: number): string[] {
  return [blogPostPath(id), `${BLOG_ALIAS_PREFIX}/${id}`];
}

/** Every path that renders a given route: the canonical one first, then the alias. */
export function pathsOf(r: RouteDef): string[] {
  return r.alias ? [r.path, r.alias] : [r.path];
}

/** The path a visitor asked for, normalised: no trailing slash (except the root), no query or hash. */
export function normalisePath(p: string): string {
  const bare = p.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
}

/** Finds the route rendered at a path (long path or alias), or undefined. Blog posts are not included. */
export function routeForPath(p: string): RouteDef<RouteKey> | undefined {
  const n = normalisePath(p);
  return ROUTES.find((r) => r.path === n || r.alias === n);
}

/** Home anchors used by the navigation and buttons. */
export const HOME_ANCHORS = ['home', 'about', 'membership', 'facility', 'services', 'consultation', 'testimonials', 'social', 'contact'] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

/**
 * Blog post id from a URL segment: parsed as a whole number, 1 when missing (spec 2.10).
 * Returns null when the segment is not a number at all (the caller treats it as unknown).
 */
export function parseBlogId(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null || raw.trim() === '') return 1;
  const n = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(n) ? null : n;
}

/** If a path is a blog post URL under either prefix, its raw id segment; otherwise undefined. */
export function blogIdSegment(p: string): string | undefined {
  const n = normalisePath(p);
  for (const prefix of [BLOG_PREFIX, BLOG_ALIAS_PREFIX]) {
    if (n.startsWith(`${prefix}/`)) return n.slice(prefix.length + 1);
  }
  return undefined;
}

/**
 * Where a blog URL that has no page goes (spec 2.10): the id segment is read as a whole number, as
 * parseInt does (`01` and `007` read 1 and 7, `3abc` reads 3); a known post opens at its canonical path,
 * anything else goes to the list under the prefix the visitor used. Null for a path outside the blog.
 */
export function blogRedirect(path: string, postIds: readonly number[]): string | null {
  const segment = blogIdSegment(path);
  if (segment === undefined) return null;
  const id = parseBlogId(segment.split('/')[0]);
  if (id !== null && postIds.includes(id)) return blogPostPath(id);
  return normalisePath(path).startsWith(`${BLOG_ALIAS_PREFIX}/`) ? BLOG_ALIAS_PREFIX : BLOG_PREFIX;
}

/**
 * A path in a language: English paths have no prefix, the others live under their code with the same
 * slugs ('/gym-faq-surrey-delta' -> '/pa/gym-faq-surrey-delta', '/' -> '/pa'; the site's paths never end
 * with a slash). A path already in a language is moved to the other one.
 */
export function localPath(path: string, language: LanguageCode): string {
  const { path: bare } = splitLanguage(path);
  if (language === SOURCE_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/** A path's language and the same page's English path ('/hi/faq#x' -> hi, '/faq#x'). */
export function splitLanguage(path: string): { language: LanguageCode; path: string } {
  const m = /^\/([a-z]{2})(?=$|[/?#])(.*)$/.exec(path);
  if (!m || !isLanguageCode(m[1]) || m[1] === SOURCE_LANGUAGE) return { language: SOURCE_LANGUAGE, path };
  const rest = m[2].replace(/^\/(?=[?#]|$)/, '');
  return { language: m[1], path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
}

/** The same page in every language, for hreflang links and the sitemap: [language, path], English first. */
export function alternatesOf(path: string): [LanguageCode, string][] {
  return LANGUAGE_CODES.map((language) => [language, localPath(path, language)]);
}
