/**
 * Decap CMS field definitions generated from the content model's zod schemas (src/content/content-schema.ts),
 * so the browser editor asks for exactly what the content check accepts and nothing is typed twice.
 * The walk uses zod's own classes and public accessors (instanceof, .shape, .element, .unwrap(),
 * .innerType(), .options, .value, .isInt, .minValue, .maxValue, .description) and, for the lengths
 * of a list, what the schema itself says about an empty and an over-long list (safeParse). Pure.
 */
import { z } from 'zod';
import { LINKED_TEXT, RICH_TEXT } from '../content-schema-copy';
import { DATE_FIELD } from '../calendar-date';

/** One Decap field (the subset of Decap's options this site uses). */
export interface CmsField {
  name: string;
  label: string;
  /** Decap's own widgets, and the admin's read-only ones of a translation (./translations.ts). */
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'datetime' | 'list' | 'object' | 'markdown' | 'hidden' | 'translation-place' | 'translation-english';
  required?: boolean;
  hint?: string;
  default?: string | number | boolean;
  /** number */
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  /** select */
  options?: (string | { label: string; value: string | number })[];
  /** datetime */
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  /** string: [regular expression, message] */
  pattern?: [string, string];
  /** object and list of objects */
  fields?: CmsField[];
  /** list of single values */
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  /** list: whether the writer may add, remove or move items (Decap's default: yes) */
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  /** markdown */
  buttons?: string[];
  /** markdown: the preview shows the body's HTML with scripts and handlers removed (DOMPurify). */
  sanitize_preview?: boolean;
  editor_components?: string[];
  modes?: string[];
}

/** Where, in a saved entry, an empty field must be written as null or left out (see ./normalize.ts). */
export interface EmptyRule {
  /** Field path; `*` stands for every item of a list. */
  path: string[];
  empty: 'null' | 'omit';
}

/** A field's [regular expression, message] for the schemas whose pattern Decap should check as the writer types. */
type Patterns = ReadonlyMap<z.ZodTypeAny, [RegExp, string]>;

export interface WalkOptions {
  patterns?: Patterns;
  /** Extra words under a field, by field name (the schema's own description is used for dates and prose kinds). */
  hints?: Readonly<Record<string, string>>;
}

/** "yearsExperience" -> "Years experience", "imageAlt" -> "Image alt". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Prose fields long enough for a text area rather than a one-line input. */
const LONG_TEXT = new Set(['answer', 'bio', 'text', 'intro', 'description', 'excerpt', 'offer', 'portalNote', 'additionalInfo']);

/** The bounds a list schema puts on its length, read from what it says about too short and too long lists. */
export function listBounds(schema: z.ZodArray<z.ZodTypeAny>): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const probe of [[], Array.from({ length: 1_000 })]) {
    const result = schema.safeParse(probe);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      if (issue.path.length) continue;
      if (issue.code === 'too_small' && typeof issue.minimum === 'number') bounds.min = issue.minimum;
      if (issue.code === 'too_big' && typeof issue.maximum === 'number') bounds.max = issue.maximum;
    }
  }
  return bounds;
}

interface Unwrapped {
  schema: z.ZodTypeAny;
  required: boolean;
  nullable: boolean;
  description?: string;
}

/** Peels optional, nullable and effects (a preprocessed date) off a schema, remembering what they said. */
function unwrap(schema: z.ZodTypeAny): Unwrapped {
  let s = schema;
  let required = true;
  let nullable = false;
  let description = s.description;
  for (;;) {
    if (s instanceof z.ZodOptional) {
      required = false;
      s = s.unwrap() as z.ZodTypeAny;
    } else if (s instanceof z.ZodNullable) {
      required = false;
      nullable = true;
      s = s.unwrap() as z.ZodTypeAny;
    } else if (s instanceof z.ZodEffects) {
      s = s.innerType() as z.ZodTypeAny;
    } else if (s instanceof z.ZodDefault) {
      s = s.removeDefault() as z.ZodTypeAny;
    } else break;
    description ??= s.description;
  }
  return { schema: s, required, nullable, description };
}

/** The field of a list of plain values (a list of strings is one text input per item). */
function itemField(name: string, element: z.ZodTypeAny, options: WalkOptions, rules: EmptyRule[], path: string[]): CmsField {
  const single = fieldOf(name, element, options, rules, path);
  return { ...single, label: labelOf(name.replace(/s$/, '')) };
}

/** Decap's summary of a list item: the first of its text fields that names it. */
function summaryOf(fields: CmsField[]): string | undefined {
  const first = ['name', 'question', 'title', 'label', 'id'].find((n) => fields.some((f) => f.name === n));
  return first ? `{{fields.${first}}}` : undefined;
}

/** One schema field as a Decap field; `rules` collects where an empty value must become null or be left out. */
export function fieldOf(name: string, schema: z.ZodTypeAny, options: WalkOptions, rules: EmptyRule[], path: string[] = [name]): CmsField {
  const { schema: s, required, nullable, description } = unwrap(schema);
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) };
  const hint = options.hints?.[name];
  const withHint = <T extends CmsField>(f: T): T => (hint ? { ...f, hint } : f);
  if (!required) rules.push({ path, empty: nullable ? 'null' : 'omit' });

  if (description === DATE_FIELD) {
    return withHint({ ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true });
  }
  if (s instanceof z.ZodObject) {
    const fields = Object.entries(s.shape as z.ZodRawShape).map(([key, value]) => fieldOf(key, value, options, rules, [...path, key]));
    return withHint({ ...base, widget: 'object', collapsed: path.length > 1, fields });
  }
  if (s instanceof z.ZodArray) {
    const element = unwrap(s.element as z.ZodTypeAny).schema;
    const bounds = listBounds(s as z.ZodArray<z.ZodTypeAny>);
    if (element instanceof z.ZodObject) {
      const fields = Object.entries(element.shape as z.ZodRawShape).map(([key, value]) => fieldOf(key, value, options, rules, [...path, '*', key]));
      const summary = summaryOf(fields);
      return withHint({ ...base, widget: 'list', collapsed: true, ...bounds, ...(summary ? { summary } : {}), fields });
    }
    return withHint({ ...base, widget: 'list', ...bounds, field: itemField(name, s.element as z.ZodTypeAny, options, rules, [...path, '*']) });
  }
  if (s instanceof z.ZodEnum) {
    return withHint({ ...base, widget: 'select', options: [...(s.options as string[])] });
  }
  if (s instanceof z.ZodUnion) {
    return withHint({ ...base, widget: 'select', options: unionOptions(name, s.options as z.ZodTypeAny[]) });
  }
  if (s instanceof z.ZodBoolean) return withHint({ ...base, widget: 'boolean', ...(required ? { default: false } : {}) });
  if (s instanceof z.ZodNumber) {
    const min = s.minValue;
    const max = s.maxValue;
    return withHint({
      ...base,
      widget: 'number',
      value_type: s.isInt ? 'int' : 'float',
      ...(min !== null && Number.isFinite(min) ? { min } : {}),
      ...(max !== null && Number.isFinite(max) ? { max } : {}),
    });
  }
  if (s instanceof z.ZodString) {
    const pattern = options.patterns?.get(s) ?? (s.isURL ? ([/^https?:\/\/\S+$/, 'a full address starting with https://'] as [RegExp, string]) : undefined);
    const long = LONG_TEXT.has(name) || description === LINKED_TEXT || description?.startsWith(RICH_TEXT) === true;
    const prose = description === LINKED_TEXT ? 'Write {phone} or {email} for the gym\'s number or address; the page makes them links.' : undefined;
    return withHint({
      ...base,
      widget: long ? 'text' : 'string',
      ...(pattern ? { pattern: [pattern[0].source, pattern[1]] as [string, string] } : {}),
      ...(prose && !hint ? { hint: prose } : {}),
    });
  }
  throw new Error(`cms fields: no widget for "${path.join('.')}" (${s.constructor.name}); add one in src/content/cms/fields.ts`);
}

/** A choice among literals and small whole-number ranges (a trainer's years: 3 to 15, or "N/A"). */
function unionOptions(name: string, members: z.ZodTypeAny[]): { label: string; value: string | number }[] {
  return members.flatMap((m) => {
    if (m instanceof z.ZodLiteral) {
      const value = m.value as unknown;
      if (typeof value === 'string' || typeof value === 'number') return [{ label: String(value), value }];
    }
    const [lo, hi] = m instanceof z.ZodNumber && m.isInt ? [m.minValue, m.maxValue] : [null, null];
    if (lo !== null && hi !== null && hi - lo <= 100) return Array.from({ length: hi - lo + 1 }, (_, i) => ({ label: String(lo + i), value: lo + i }));
    throw new Error(`cms fields: "${name}" is a union the editor cannot offer as a choice; add a widget in src/content/cms/fields.ts`);
  });
}

/** The fields of an object schema, and the rules for its empty values. */
export function fieldsOf(schema: z.ZodObject<z.ZodRawShape>, options: WalkOptions = {}): { fields: CmsField[]; rules: EmptyRule[] } {
  const rules: EmptyRule[] = [];
  const fields = Object.entries(schema.shape).map(([name, value]) => fieldOf(name, value, options, rules));
  return { fields, rules };
}
