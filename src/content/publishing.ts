/**
 * Which posts visitors see: a post is published when it is not a draft and its date has come, by the
 * gym's calendar. The production build leaves the others out (pages, lists, feed, sitemap); the dev
 * server shows them, drafts marked. A post dated in the future is published by the first build on or
 * after its date: the host's daily scheduled build (docs/writers.md, "Blog posts: a new post, drafts and dates, reading time"). Pure.
 */
import { gymDate } from './gym-time';

/**
 * Today in the gym's time zone (src/content/gym-time.ts), wherever the build runs; PUBLISH_DATE=YYYY-MM-DD
 * in the environment stands in for it (tests, a preview of a later day). The caller passes the
 * environment (`process.env` in Node): this folder is shared and names no Node global.
 */
export function publishingDay(env: Readonly<Record<string, string | undefined>>, at: Date = new Date()): string {
  const given = env.PUBLISH_DATE;
  return given && /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : gymDate(at);
}

/** True for a post visitors see on `today` (YYYY-MM-DD dates compare as text). */
export function isPublished(post: { draft?: boolean; date: string }, today: string): boolean {
  return post.draft !== true && post.date <= today;
}

/** Why a post is not published, for the dev server's mark and the build's log, or null when it is. */
export function unpublishedReason(post: { draft?: boolean; date: string }, today: string): string | null {
  if (post.draft === true) return 'Draft';
  if (post.date > today) return `Scheduled for ${post.date}`;
  return null;
}
