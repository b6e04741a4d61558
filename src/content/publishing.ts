/**
 * Which posts visitors see: a post is published when it is not a draft and its date has come, by the
 * gym's calendar. The production build leaves the others out (pages, lists, feed, sitemap); the dev
 * server shows them, drafts marked. A post dated in the future is published by the first build on or
 * after its date: the host's daily scheduled build (README, "Drafts and dates"). Pure.
 */

/** The gym's time zone: "today" is the day in Surrey, BC, wherever the build runs. */
export const PUBLISHING_TIME_ZONE = 'America/Vancouver';

/** "YYYY-MM-DD" of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Today in the gym's time zone; PUBLISH_DATE=YYYY-MM-DD in the environment stands in for it (tests, a
 * preview of a later day). The caller passes the environment (`process.env` in Node): this folder is
 * shared and names no Node global.
 */
export function publishingDay(env: Readonly<Record<string, string | undefined>>, at: Date = new Date()): string {
  const given = env.PUBLISH_DATE;
  return given && /^\d{4}-\d{2}-\d{2}$/.test(given) ? given : dayIn(PUBLISHING_TIME_ZONE, at);
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
