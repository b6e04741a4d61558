/** Picking a variant of a scene from words in an image's file name and label. */

/** True when `word` occurs in `text` at the start of a word ("late" does not match "pilates"). */
function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}`).test(text);
}

/** The first entry of `table` with a word found in the texts (searched in order: file name, then label). */
export function findKeyword<T extends string>(table: [T, string[]][], texts: string[]): T | null {
  for (const text of texts) {
    const t = text.toLowerCase();
    for (const [variant, words] of table) if (words.some((w) => hasWord(t, w))) return variant;
  }
  return null;
}
