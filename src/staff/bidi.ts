/**
 * Invisible characters that change how text around them reads: the bidi embeddings and overrides
 * (U+202A–202E: an override shows "nI dengis" as "signed In"), the bidi isolates (U+2066–2069), the
 * zero-width space, joiners and direction marks (U+200B–200F) and the zero-width no-break space (U+FEFF).
 * A name or message holding them can make what staff read say something else than it does, and carry
 * that into the text after it (the next column, "signed in").
 *
 * Two answers, used by the service and the inbox alike (server/README.md "Invisible characters" says
 * which field gets which): what staff type themselves is refused when it holds one (hasHiddenFormat),
 * a visitor's text is kept as sent and shown isolated (isolate; the inbox's page also renders it in a
 * <bdi>). U+200C and U+200D (zero-width non-joiner and joiner) shape Punjabi (Gurmukhi) and Hindi
 * (Devanagari) words, so a visitor's text keeps them, and a name may hold them (`exceptJoiners`).
 */

// Also the Arabic letter mark (U+061C, a bidi control), the Mongolian vowel separator (U+180E) and the word
// joiner and invisible operators (U+2060–2064): as invisible, and as able to change how digits around them read.
const HIDDEN_FORMAT = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const HIDDEN_FORMAT_BUT_JOINERS = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** Each such character of `text` replaced by what `by` gives for it (a JSON escape, its code point written out). */
export function replaceHiddenFormat(text: string, by: (ch: string) => string): string {
  return text.replace(new RegExp(HIDDEN_FORMAT.source, 'g'), by);
}

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
export const FSI = '\u2068';
export const PDI = '\u2069';
const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);

/** Whether `text` holds a bidi control or an invisible format character (with `exceptJoiners`: other than U+200C/U+200D). */
export function hasHiddenFormat(text: string, options: { exceptJoiners?: boolean } = {}): boolean {
  return (options.exceptJoiners ? HIDDEN_FORMAT_BUT_JOINERS : HIDDEN_FORMAT).test(text);
}

/**
 * `text` unchanged when it holds none of these characters; else wrapped in FSI … PDI so nothing in it
 * reaches past it: a PDI ends every embedding and override opened after its FSI. The wrapping is
 * balanced against the text's own isolates: one more FSI before it for each PDI of the text that closes
 * nothing (which would otherwise close ours early), one more PDI after it for each isolate the text
 * leaves open (which would otherwise take our PDI).
 */
export function isolate(text: string): string {
  if (!hasHiddenFormat(text)) return text;
  let open = 0;
  let strayPops = 0;
  for (const ch of text) {
    if (ISOLATE_OPENERS.has(ch)) open += 1;
    else if (ch === PDI) {
      if (open > 0) open -= 1;
      else strayPops += 1;
    }
  }
  return `${FSI.repeat(1 + strayPops)}${text}${PDI.repeat(1 + open)}`;
}

/** The refusal of a field staff typed that holds such a character (a 400's text, the command line's error). */
export function hiddenFormatRefusal(field: string): string {
  return `${field} must not contain invisible direction or formatting characters (such as U+202E or U+200B); please type it again.`;
}
