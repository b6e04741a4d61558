/**
 * Blog card previews (spec 2.10): the first 200 characters of a post's text, as plain text, plus
 * an ellipsis. The post body is MDX (markdown with headings, bold lead-ins, lists and links), so
 * the markup is removed first: a reader sees words, never `#`, `**`, `_`, list markers or `[..](..)`.
 *
 * Pure: used by the blog list at build time and tested with Jest (tests/unit/blog-preview.test.ts).
 */

/** Characters of text in a preview (spec 9). */
export const PREVIEW_LENGTH = 200;
export const ELLIPSIS = '...';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Removes inline markdown: images, links, code, emphasis, strike-through, HTML/JSX tags, entities. */
function stripInline(line: string): string {
  let s = line;
  // Images go entirely: their alt text describes a picture, not the article.
  s = s.replace(/!\[[^\]]*\]\([^)]*\)/g, '');
  s = s.replace(/!\[[^\]]*\]\[[^\]]*\]/g, '');
  // Links keep their text: [text](url "title"), [text][ref], <https://autolink>.
  s = s.replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1');
  s = s.replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1');
  s = s.replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, '$1');
  // HTML / JSX tags (their text content stays), then MDX expressions {like this}.
  s = s.replace(/<\/?[A-Za-z][^<>]*>/g, '');
  s = s.replace(/\{[^{}]*\}/g, '');
  // Inline code keeps its text.
  s = s.replace(/`+([^`]*)`+/g, '$1');
  // Emphasis: ***x***, **x**, __x__, *x*, _x_ (underscores only at word edges), ~~x~~.
  for (let i = 0; i < 3; i += 1) {
    s = s.replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, '$2');
    s = s.replace(/(^|[^\w])(_{1,3})(\S(?:.*?\S)?)\2(?![\w])/g, '$1$3');
    s = s.replace(/~~(\S(?:.*?\S)?)~~/g, '$1');
  }
  // Any markers left unpaired.
  s = s.replace(/\*+/g, '').replace(/(^|[^\w])_+|_+(?![\w])/g, '$1').replace(/~~/g, '');
  // A backslash escape keeps the character it escapes.
  s = s.replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1');
  s = s.replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? m);
  return s;
}

/**
 * Turns MDX / markdown into plain text: one space between blocks, no markup. Front matter, MDX
 * `import` / `export` lines, code fences, tables' pipes and horizontal rules are dropped;
 * headings, list items and quotes keep their words.
 */
export function markdownToPlainText(source: string): string {
  let text = source.replace(/\r\n?/g, '\n');
  // Front matter at the very start.
  text = text.replace(/^---\n[\s\S]*?\n---(?:\n|$)/, '');
  // HTML / MDX comments.
  text = text.replace(/<!--[\s\S]*?-->/g, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');

  const out: string[] = [];
  let inFence = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(line);
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    // Horizontal rules and table separator rows.
    if (/^([-*_])(\s*\1){2,}$/.test(line) || /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line)) continue;
    let s = line;
    // Block markers: quotes (possibly nested), headings (ATX and closing hashes), list markers, task boxes.
    s = s.replace(/^(>\s?)+/, '');
    s = s.replace(/^#{1,6}\s+/, '').replace(/\s+#+$/, '');
    s = s.replace(/^#{1,6}$/, '');
    s = s.replace(/^([-*+]|\d{1,9}[.)])\s+/, '');
    s = s.replace(/^\[[ xX]\]\s+/, '');
    // Setext heading underlines.
    if (/^(=+|-+)$/.test(s)) continue;
    // Table rows: cells separated by spaces.
    if (s.startsWith('|') && s.endsWith('|')) s = s.slice(1, -1).split('|').map((c) => c.trim()).join(' ');
    out.push(stripInline(s));
  }
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The card preview: the first 200 characters of the plain text followed by '...'. Counting is by
 * Unicode code point (an emoji is never cut in half); trailing spaces before the ellipsis are
 * dropped. Text of 200 characters or less is returned whole, with no ellipsis.
 */
export function blogPreview(source: string, length: number = PREVIEW_LENGTH): string {
  const chars = Array.from(markdownToPlainText(source));
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A post date for display: '2024-03-11' -> 'March 11, 2024'. No Intl on purpose, so the server
 * render and every browser print the same text. Anything that is not a YYYY-MM-DD date is returned as is.
 */
export function formatPostDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return iso;
  return `${month} ${Number(m[3])}, ${m[1]}`;
}
