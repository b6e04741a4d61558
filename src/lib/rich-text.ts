/**
 * richText fields (src/content/content-schema-copy.ts): words around values the page supplies. `{name}`
 * is a slot the page fills (a count, the brand, a service's name); `**…**` is bold. Pure.
 */

type RichPart = string | { slot: string };
export interface RichRun {
  bold: boolean;
  parts: RichPart[];
}

/** Splits the text into runs of plain and bold parts, each a list of text and the named slots. */
export function richRuns(text: string, slots: readonly string[]): RichRun[] {
  const runs: RichRun[] = [];
  text.split(/\*\*(.+?)\*\*/s).forEach((chunk, i) => {
    if (!chunk) return;
    const parts: RichPart[] = [];
    let last = 0;
    for (const m of chunk.matchAll(/\{(\w+)\}/g)) {
      if (!slots.includes(m[1])) continue;
      const at = m.index;
      if (at > last) parts.push(chunk.slice(last, at));
      parts.push({ slot: m[1] });
      last = at + m[0].length;
    }
    if (last < chunk.length) parts.push(chunk.slice(last));
    runs.push({ bold: i % 2 === 1, parts });
  });
  return runs;
}

/** The text with its slots filled, for places that take a plain string (a heading prop, an attribute). */
export function fillSlots(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole));
}
