/**
 * A post's reading time from its words, so "3 min read" matches the text: about 200 words a minute,
 * to the nearest minute, at least one. Tags (<Phone />), Markdown marks and link targets are not words. Pure.
 */
const WORDS_PER_MINUTE = 200;

/** The words a reader reads in an MDX body. */
export function wordCount(body: string): number {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`[\]|-]+/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** "5 min read" for a body; `written` (the frontmatter's readTime) wins when given. */
export function readTimeOf(body: string, written?: string | null): string {
  if (written) return written;
  return `${Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE))} min read`;
}
