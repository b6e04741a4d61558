/**
 * Sanitising of form input (spec section 5: "every field is trimmed and stripped of all HTML").
 * Pure string functions: no DOM, no Node APIs, so the browser and the lead service share them.
 *
 * What counts as HTML here:
 * - comments `<!-- ... -->` (an unterminated comment runs to the end of the text),
 * - `<script>` and `<style>` elements together with their contents,
 * - any tag: `<` followed by a letter, `/`, `!` or `?`, up to the next `>` (or the end of the text).
 * A lone `<` that does not start a tag ("I <3 squats", "5 < 10") is kept.
 * The stripping repeats until nothing changes, so nested tricks such as `<scr<b>ipt>` do not survive.
 * Entities (`&lt;`) are left as typed: the text is never interpreted as HTML anywhere.
 *
 * Every pattern costs time linear in the text: an opening tag without `>` runs to the end of the
 * text instead of failing and being rescanned from the next `<` (32 KB of `<script ` used to take
 * ~100 ms).
 */

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// `[^>]*` stops at the first `>` or the end, and both branches after it always match: no backtracking into it.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*(?:>[\s\S]*?(?:<\/\1\s*>|$)|$)/gi;
const TAG = /<[a-zA-Z/!?][^>]*(?:>|$)/g;
/** Where every match of the three patterns above starts (a comment starts `<!`, script/style `<s`). */
const TAG_START = /<[a-zA-Z/!?]/;

export function stripHtml(value: string): string {
  let current = value;
  for (let i = 0; i < 10; i++) {
    const next = current.replace(COMMENT, '').replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
    if (next === current) return next;
    current = next;
  }
  // Ten rounds of nesting: give up on keeping any angle-bracket text at all.
  return current.replace(/[<>]/g, '');
}

/** Trims and strips all HTML. */
export function sanitizeText(value: string): string {
  return stripHtml(value).trim();
}

/**
 * True when the value contains anything sanitizeText would remove apart from surrounding whitespace:
 * exactly when a tag starts somewhere, since TAG matches (to the end of the text at worst) wherever
 * TAG_START does, and COMMENT and SCRIPT_OR_STYLE only match where TAG_START does.
 */
export function containsHtml(value: string): boolean {
  return TAG_START.test(value);
}

export type SanitizableValue = string | readonly string[] | undefined;

/** Sanitises every value of a record: strings are sanitised, arrays element by element (empty entries dropped). */
export function sanitizeRecord<T extends Record<string, SanitizableValue>>(record: T): T {
  const out: Record<string, SanitizableValue> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') out[key] = sanitizeText(value);
    else if (Array.isArray(value)) out[key] = value.map((v: string) => sanitizeText(v)).filter((v: string) => v !== '');
    else out[key] = value;
  }
  return out as T;
}
