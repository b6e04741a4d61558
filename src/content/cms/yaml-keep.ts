/**
 * YAML files saved by the editor as a person would edit them: only the values that changed are written,
 * the comments (the rules that head faq.yaml, say), key order and text styles (folded `>-` prose) stay.
 * Decap's own YAML writer would print the whole file anew, without a comment. Pure; the admin registers
 * it as the "yaml-keep" format of the data files (src/cms/admin.ts).
 */
import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Document } from 'yaml';

type Path = (string | number)[];

/** The format's name in the editor's configuration (src/content/cms/config.ts). */
export const YAML_KEEP = 'yaml-keep';

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Which file a parsed value comes from, among the files a collection edits: its top-level keys. */
export function shapeKey(data: unknown): string {
  return isRecord(data) ? Object.keys(data).sort().join(',') : typeof data;
}

function patch(doc: Document, path: Path, value: unknown): void {
  const node = path.length ? doc.getIn(path, true) : doc.contents;
  if (isRecord(value) && isMap(node)) {
    for (const [k, v] of Object.entries(value)) {
      if (node.has(k)) patch(doc, [...path, k], v);
      else doc.setIn([...path, k], v);
    }
    for (const item of [...node.items]) {
      const key = isScalar(item.key) ? item.key.value : item.key;
      if (typeof key === 'string' && !(key in value)) node.delete(key);
    }
    return;
  }
  if (Array.isArray(value) && isSeq(node)) {
    value.forEach((v, i) => {
      if (i < node.items.length) patch(doc, [...path, i], v);
      else node.add(doc.createNode(v));
    });
    while (node.items.length > value.length) node.delete(node.items.length - 1);
    return;
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    if (node.value !== value) node.value = value;
    return;
  }
  doc.setIn(path, value);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A changed value written in place: JSON is YAML (a double-quoted string), on the line of its key. */
const render = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The in-place edits that turn the document into `value`, or null when its shape changed (a key or item added or removed). */
function scalarEdits(node: unknown, value: unknown, source: string, edits: Edit[]): boolean {
  if (isRecord(value) && isMap(node)) {
    const keys = node.items.map((item) => (isScalar(item.key) ? item.key.value : item.key));
    if (keys.length !== Object.keys(value).length || !keys.every((k) => typeof k === 'string' && k in value)) return false;
    return node.items.every((item) => scalarEdits(item.value, value[String(isScalar(item.key) ? item.key.value : '')], source, edits));
  }
  if (Array.isArray(value) && isSeq(node)) {
    return node.items.length === value.length && node.items.every((item, i) => scalarEdits(item, value[i], source, edits));
  }
  if (isScalar(node) && (value === null || typeof value !== 'object') && node.range) {
    if (node.value === value) return true;
    const [start, end] = node.range;
    edits.push({ start, end, text: render(value) + (source.slice(start, end).endsWith('\n') ? '\n' : '') });
    return true;
  }
  return false;
}

/**
 * `original` with the values of `data` (the whole file's data) written into it: a changed value in place,
 * every other line as it was; when a key or a list item was added or removed, the document is printed
 * again from its parsed form (comments and order kept, long text re-wrapped).
 */
export function updateYaml(original: string, data: unknown): string {
  const doc = parseDocument(original);
  if (doc.errors.length) return stringify(data);
  const edits: Edit[] = [];
  if (scalarEdits(doc.contents, data, original, edits)) {
    return edits.sort((a, b) => b.start - a.start).reduce((text, e) => text.slice(0, e.start) + e.text + text.slice(e.end), original);
  }
  patch(doc, [], data);
  return doc.toString({ lineWidth: 100, flowCollectionPadding: false });
}

export interface YamlKeepFormat {
  fromFile: (text: string) => unknown;
  toFile: (data: unknown) => string;
  /**
   * Names the file the next toFile writes: its path and its text as the editor read it (Decap's entry has
   * both when it is saved). Files of one shape (every translation file is a list of `strings`) then keep
   * their own comments; without it, the file of that shape read last is the original.
   */
  willSave: (path: string, raw: string) => void;
}

/** The format's halves, given where the files as read are kept (one per shape). */
export function yamlKeepFormat(originals: Map<string, string>): YamlKeepFormat {
  // Per path: the file as the editor read it and as this format last wrote it (Decap keeps the entry as read after a save).
  const written = new Map<string, { raw: string; text: string }>();
  let next: { path: string; raw: string; original: string } | undefined;
  return {
    fromFile: (text) => {
      const data: unknown = parse(text);
      originals.set(shapeKey(data), text);
      return data;
    },
    willSave: (path, raw) => {
      const last = written.get(path);
      next = raw ? { path, raw, original: last && last.raw === raw ? last.text : raw } : undefined;
    },
    toFile: (data) => {
      const original = next?.original ?? originals.get(shapeKey(data));
      const text = original === undefined ? stringify(data) : updateYaml(original, data);
      // What is saved becomes the file as read, for the next save of the same file.
      originals.set(shapeKey(data), text);
      if (next) written.set(next.path, { raw: next.raw, text });
      next = undefined;
      return text;
    },
  };
}
