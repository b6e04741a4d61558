/**
 * The blog in several languages. A post is English unless translated: a translation lives beside its
 * original as `content/blog/<id>-<slug>.<language>.mdx` (`03-icbc-rehabilitation.pa.mdx` beside
 * `03-icbc-rehabilitation.mdx`), with the same id. A translated post has its own pages under the language's
 * prefix, with hreflang links to its original; every language's blog list shows every post, the ones not
 * translated in English (marked lang="en") and linking to the English post. Pure: gatsby-node, the pages
 * and the tests import it.
 */
import { LANGUAGE_CODES, SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from '../content/languages';
import { fillSlots } from './rich-text';
import { BLOG_ALIAS_PREFIX, BLOG_PREFIX, blogIdSegment, blogPostPath, blogRedirect, localPath, normalisePath, parseBlogId, splitLanguage } from './routes';

/** The language a post file is written in from its name: `07-kickboxing.pa.mdx` is Punjabi; null for an unknown code. */
export function postLanguageOf(fileName: string): LanguageCode | null {
  const m = /\.([a-z]{2,3})\.mdx$/i.exec(fileName);
  if (!m) return SOURCE_LANGUAGE;
  const code = m[1].toLowerCase();
  return isLanguageCode(code) && code !== SOURCE_LANGUAGE ? code : null;
}

/** What page making knows of a post file (one Mdx node). */
export interface PostSource {
  /** The Mdx node id. */
  nodeId: string;
  /** The post's id (frontmatter), shared by a post and its translations. */
  id: number;
  lang: LanguageCode;
  published: boolean;
}

/** One page of a post: where, in which language, from which node, and the languages it exists in (hreflang). */
interface PostPage {
  path: string;
  lang: LanguageCode;
  nodeId: string;
  canonicalPath: string;
  /** The languages this post has a page in, English first: the page's hreflang alternates. */
  languages: LanguageCode[];
}

/**
 * Every post page the build makes in `siteLanguages`: a published English post under the blog's long path and
 * its short alias; a published translation of a published English post at the same paths under its
 * language's prefix. A translation whose original is not published gets no page.
 */
export function blogPostPages(posts: readonly PostSource[], siteLanguages: readonly LanguageCode[]): PostPage[] {
  const shown = posts.filter((p) => p.published && siteLanguages.includes(p.lang));
  const originals = new Set(shown.filter((p) => p.lang === SOURCE_LANGUAGE).map((p) => p.id));
  const built = shown.filter((p) => originals.has(p.id));
  const languagesOf = (id: number): LanguageCode[] => LANGUAGE_CODES.filter((l) => built.some((p) => p.id === id && p.lang === l));
  return built.flatMap((p) => {
    const canonicalPath = localPath(blogPostPath(p.id), p.lang);
    const paths = [canonicalPath, localPath(`${BLOG_ALIAS_PREFIX}/${p.id}`, p.lang)];
    return paths.map((path) => ({ path, lang: p.lang, nodeId: p.nodeId, canonicalPath, languages: languagesOf(p.id) }));
  });
}

/** A post as a blog list reads it: its id and the language it is written in. */
export interface ListedPost {
  id: number;
  lang: string;
}

/**
 * The posts a language's blog list shows, by id: each post in the page's language when translated, else in
 * English; `english` marks the ones shown in English on another language's page.
 */
export function postsForList<T extends ListedPost>(posts: readonly T[], language: LanguageCode): (T & { english: boolean })[] {
  const byId = new Map<number, T>();
  for (const p of posts) {
    if (p.lang === language || (p.lang === SOURCE_LANGUAGE && !byId.has(p.id))) byId.set(p.id, p);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id).map((p) => ({ ...p, english: p.lang !== language }));
}

/** A mark on the English post for a language it is not translated into: "ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ" (pa). */
export interface EnglishMark {
  lang: LanguageCode;
  text: string;
}

/**
 * The marks the English page of a post shows for the site's languages it has no translation in, in the
 * site's order, each in its own language (`words`: pages.yaml `blog.meta.inEnglish` by language). A reader
 * of that language reaches this page from their list or a post address of theirs, and reads on it that the
 * post is in English. None on a translated post's page, nor where the page's languages are not known.
 */
export function englishMarks(
  pageLanguage: LanguageCode,
  postLanguages: readonly LanguageCode[] | undefined,
  siteLanguages: readonly LanguageCode[],
  words: readonly { lang: string; inEnglish: string }[],
): EnglishMark[] {
  if (pageLanguage !== SOURCE_LANGUAGE || !postLanguages) return [];
  return siteLanguages.flatMap((lang) => {
    const text = words.find((w) => w.lang === lang)?.inEnglish;
    return lang === SOURCE_LANGUAGE || postLanguages.includes(lang) || !text ? [] : [{ lang, text }];
  });
}

/**
 * Where a blog URL that has no page goes, in any language (spec 2.10): a post id known in the path's
 * language opens that language's post; an id known only in English opens the English post; anything
 * else goes to the language's list under the prefix used. Null for a path outside the blog.
 */
export function localBlogRedirect(path: string, posts: readonly ListedPost[]): string | null {
  const { language, path: bare } = splitLanguage(normalisePath(path));
  const idsIn = (l: string): number[] => posts.filter((p) => p.lang === l).map((p) => p.id);
  if (language === SOURCE_LANGUAGE) return blogRedirect(bare, idsIn(SOURCE_LANGUAGE));
  const segment = blogIdSegment(bare);
  if (segment === undefined) return null;
  const id = parseBlogId(segment.split('/')[0]);
  if (id !== null && idsIn(language).includes(id)) return localPath(blogPostPath(id), language);
  if (id !== null && idsIn(SOURCE_LANGUAGE).includes(id)) return blogPostPath(id);
  return localPath(bare.startsWith(`${BLOG_ALIAS_PREFIX}/`) ? BLOG_ALIAS_PREFIX : BLOG_PREFIX, language);
}

/** How a date reads in a language (pages.yaml `dates`): "{month} {day}, {year}" and the twelve months. */
export interface DateWords {
  pattern: string;
  months: readonly string[];
}

/**
 * A date ('2024-03-11') as the page's language writes it: 'March 11, 2024', '11 ਮਾਰਚ 2024', '11 मार्च 2024'.
 * From the language's words, not Intl: browsers differ in the languages they carry (Chromium has no
 * Punjabi months and prints '2024 M03 11'), and the server's page and the browser's must read the same.
 * Anything that is not a YYYY-MM-DD date is returned as is.
 */
export function dateIn(iso: string, words: DateWords): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  const month = m ? words.months[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return iso;
  return fillSlots(words.pattern, { month, day: Number(m[3]), year: m[1] });
}

/** The minutes of a read time as the build writes it ("5 min read"), or null for any other text. */
export function readMinutes(readTime: string): number | null {
  const m = /^(\d+) min read$/.exec(readTime.trim());
  return m ? Number(m[1]) : null;
}
