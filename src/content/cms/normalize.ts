/**
 * Empty fields as the content model wants them. Decap writes an input the writer emptied as "" (a number
 * input too), but the schema wants `null` for a nullable field (a plan's originalPrice) and no key at all
 * for an optional one (a post's readTime). The admin asks, before each save, which values to change
 * (emptyEdits) and applies them to Decap's entry. Pure.
 */
import type { EmptyRule } from './fields';

export interface EmptyEdit {
  path: (string | number)[];
  /** Write null there, or delete the key. */
  action: 'null' | 'omit';
}

const isEmpty = (v: unknown): boolean => v === '' || v === undefined || (typeof v === 'number' && Number.isNaN(v));

/** The edits the rules ask for in `data` (plain JSON of one entry). */
export function emptyEdits(data: unknown, rules: readonly EmptyRule[]): EmptyEdit[] {
  const edits: EmptyEdit[] = [];
  const visit = (value: unknown, path: readonly string[], at: (string | number)[], rule: EmptyRule): void => {
    if (value === null || typeof value !== 'object') return;
    const [head, ...rest] = path;
    if (head === '*') {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, rest, [...at, i], rule));
      return;
    }
    const record = value as Record<string, unknown>;
    if (rest.length) {
      visit(record[head], rest, [...at, head], rule);
      return;
    }
    const present = Object.prototype.hasOwnProperty.call(record, head);
    if (rule.empty === 'null' && present && isEmpty(record[head])) edits.push({ path: [...at, head], action: 'null' });
    if (rule.empty === 'omit' && present && (isEmpty(record[head]) || record[head] === null)) edits.push({ path: [...at, head], action: 'omit' });
  };
  for (const rule of rules) visit(data, rule.path, [], rule);
  return edits;
}

/** The edits applied to a plain copy (what the admin does to Decap's entry, for tests and scripts). */
export function applyEmptyEdits<T>(data: T, edits: readonly EmptyEdit[]): T {
  const copy = JSON.parse(JSON.stringify(data)) as T;
  for (const { path, action } of edits) {
    const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy) as Record<string | number, unknown>;
    const key = path[path.length - 1];
    if (action === 'null') parent[key] = null;
    else Reflect.deleteProperty(parent, key);
  }
  return copy;
}
