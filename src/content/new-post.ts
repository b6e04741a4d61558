/**
 * `npm run new-post -- "Title"`: the file a new blog post starts from. Pure: the script
 * (scripts/new-post.ts) reads the existing posts and writes the file.
 */
/** "How to Pick a Membership?" -> "how-to-pick-a-membership" (at most 60 characters, whole words). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 60) return slug;
  return slug.slice(0, 61).replace(/-[^-]*$/, '');
}

/** The id after the highest one in use (file names and frontmatter both count). */
export function nextPostId(used: readonly number[]): number {
  return used.reduce((a, b) => Math.max(a, b), 0) + 1;
}

export interface NewPost {
  id: number;
  /** File name under content/blog. */
  file: string;
  /** Image path under content/images (rendered by the build until a photo replaces it). */
  image: string;
  source: string;
}

const quote = (s: string): string => JSON.stringify(s);

/** The new post's file: frontmatter with `draft: true` and today's date, and a body that passes the check. */
export function newPost(title: string, id: number, today: string): NewPost {
  const slug = slugOf(title);
  if (!title.trim() || !slug) throw new Error('Give the post a title with letters or digits: npm run new-post -- "Title"');
  const name = `${String(id).padStart(2, '0')}-${slug}`;
  const image = `blog/${name}.jpg`;
  const source = [
    '---',
    `id: ${id}`,
    `title: ${quote(title.trim())}`,
    `excerpt: ${quote('One or two sentences that make a reader want the post: shown on the blog list and in search results.')}`,
    `image: ${quote(image)}`,
    `imageAlt: ${quote(`What the picture shows, for readers who cannot see it (until a photo replaces it, the build paints brand art for "${title.trim()}")`)}`,
    'author: "Head Coach"',
    `date: ${quote(today)}`,
    'draft: true',
    '---',
    '',
    'Write the post here, in plain paragraphs separated by an empty line. `## A heading` starts a section, `**bold**` makes words',
    'bold, and `[words](/consultation)` links to a page of the site. Facts are written as components so they follow their record:',
    'call <Phone /> or email <Email />, and a price is <Price plan="regular-hours" />.',
    '',
    'The dev server (npm run develop) shows this post marked Draft; remove the line `draft: true` above when it is ready.',
    '',
  ].join('\n');
  return { id, file: `${name}.mdx`, image, source };
}
