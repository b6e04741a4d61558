/**
 * Where a content problem is: the line and column of a field in a YAML file (or a blog post's
 * frontmatter), or of a piece of text in a post's body, so every message of the content check reads
 * `content/data/faq.yaml:212:13: items[21].answer: …` and an editor jumps there. Pure: the sources are
 * passed in. Positions come from the `yaml` package's parse tree (it keeps each node's offsets).
 */
import { isMap, isScalar, isSeq, parse as parseYaml, parseDocument, type Node as YamlNode } from 'yaml';
import { segmentsOf, type Segment } from '../content/translations';

/** 1-based, as editors and compilers print them. */
export interface Position {
  line: number;
  column: number;
}

/** One problem of the content check. `file` is relative to the project ("content/blog/01-x.mdx"). */
export interface ContentProblem extends Position {
  file: string;
  message: string;
}

/** `content/blog/01-x.mdx:12:5: message`, the form compilers use (editors and terminals link it). */
export const formatProblem = (p: ContentProblem): string => `${p.file}:${p.line}:${p.column}: ${p.message}`;

/** A YAML file's text parsed, or, for a text that is not YAML, the problem at the parser's line and column. */
export function parseYamlText(source: string, rel: string): { parsed: unknown } | { problem: ContentProblem } {
  try {
    return { parsed: parseYaml(source) };
  } catch (e) {
    const offset = (e as { pos?: [number, number] }).pos?.[0] ?? 0;
    return { problem: { file: rel, ...positionAt(source, offset), message: `not valid YAML: ${(e as Error).message.split('\n')[0]}` } };
  }
}

/** The line and column of an offset in a text. */
export function positionAt(source: string, offset: number): Position {
  const before = source.slice(0, Math.max(0, Math.min(offset, source.length)));
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}

/** "tabs[0].plans[1].price" -> ["tabs", 0, "plans", 1, "price"]; "(root)" or "" -> []. */
export function fieldPath(where: string): Segment[] {
  return where === '(root)' ? [] : segmentsOf(where);
}

/**
 * The offset of a field in a YAML text: its value, or where the deepest part of the path that exists
 * starts (a missing field is reported at the object that lacks it). 0 when the text does not parse.
 */
export function yamlFieldOffset(source: string, path: readonly (string | number)[]): number {
  const doc = parseDocument(source, { keepSourceTokens: false });
  let node: YamlNode | null = doc.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const key of path) {
    let next: YamlNode | null = null;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(key));
      if (pair) {
        const keyStart = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
        next = (pair.value as YamlNode | null) ?? null;
        if (!next && keyStart !== undefined) offset = keyStart;
      }
    } else if (isSeq(node) && typeof key === 'number') {
      next = (node.items[key] as YamlNode | undefined) ?? null;
    }
    if (!next) break;
    node = next;
    offset = next.range?.[0] ?? offset;
  }
  return offset;
}

/** The first thing a message quotes: a placeholder `{phnoe}`, a tag `<Phnoe />`, or text in double quotes. */
export function quotedIn(message: string): string | null {
  const m = /(<[A-Za-z][^>\n]*>|\{[^{}\n]*\}|"[^"\n]+")/.exec(message);
  if (!m) return null;
  return m[1].startsWith('"') ? m[1].slice(1, -1) : m[1];
}

/** A YAML field's position, refined to the quoted text inside it when the message quotes some. */
export function locateInYaml(source: string, where: string, message: string, base = 0): Position {
  const at = yamlFieldOffset(source.slice(base), fieldPath(where)) + base;
  const quoted = quotedIn(message);
  const inField = quoted ? source.indexOf(quoted, at) : -1;
  const nextLine = source.indexOf('\n', at);
  // Only inside the field's own text (a folded string may run over a few lines).
  const limit = nextLine < 0 ? source.length : nextLine + 2000;
  return positionAt(source, inField >= 0 && inField < limit ? inField : at);
}
