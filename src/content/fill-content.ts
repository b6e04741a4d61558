/**
 * Placeholders across the whole content: the check the content check runs over every data file and
 * blog post, and the build-time filling of the data files.
 *
 * Every text field is filled as plain text by the build, except `linkedText` fields (FAQ answers, the
 * booking note), where `{phone}` and `{email}` are left for the page to render as links
 * (src/components/ui/ContentText.tsx); structured data fills those with fillText.
 */
import { ZodArray, ZodEffects, ZodNullable, ZodObject, ZodOptional, type ZodTypeAny } from 'zod';
import { CONTENT_FILES, LINKED_TEXT, type ContentFileName } from './content-schema';
import { slotsOf } from './content-schema-copy';
import { LINK_FACTS, factsOfContent, type Facts } from './facts';
import { fillText, mdxProblems, textProblems, unknownPlaceholders } from './placeholders';
import type { ContentData, LoadedContent } from './content-types';
import type { LanguageCode } from './languages';
import { applyTranslation } from './translations';
import { factsIn } from './time-words';

/**
 * A problem in one field of a content file, before its line and column are known (src/build/load-content
 * adds them): `where` is the field's path ("items[21].answer"), in the post's frontmatter when
 * `frontmatter` is set, or the post's body when `body` is set (then the message's quoted text is found).
 */
export interface FieldProblem {
  file: string;
  where: string;
  message: string;
  frontmatter?: boolean;
  body?: boolean;
}

/** `description` is the field schema's: LINKED_TEXT, or "rich:slot,…" for richText. */
type Visit = (value: string, where: string, description: string | undefined) => string;

const join = (where: string, key: string | number): string => (typeof key === 'number' ? `${where}[${key}]` : where ? `${where}.${key}` : key);

/** Every string in a value, rebuilt with what `visit` returns; `schema` (when known) gives each string's description. */
function mapStrings(value: unknown, schema: ZodTypeAny | undefined, where: string, visit: Visit): unknown {
  // The schema is walked with zod's own classes and accessors: wrappers first, to the schema of the value.
  if (schema instanceof ZodNullable || schema instanceof ZodOptional) return mapStrings(value, schema.unwrap() as ZodTypeAny, where, visit);
  if (schema instanceof ZodEffects) return mapStrings(value, schema.innerType() as ZodTypeAny, where, visit);
  if (typeof value === 'string') return visit(value, where, schema?.description);
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, schema instanceof ZodArray ? (schema.element as ZodTypeAny) : undefined, join(where, i), visit));
  if (value && typeof value === 'object') {
    const shape = schema instanceof ZodObject ? (schema.shape as Record<string, ZodTypeAny>) : {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, shape[k], join(where, k), visit)]));
  }
  return value;
}

/** Calls `visit` on every string of a data file, with its path ("items[3].answer") and its schema's description. */
function eachString(file: ContentFileName, value: unknown, visit: Visit): void {
  mapStrings(value, CONTENT_FILES[file], '', (s, where, description) => {
    visit(s, where, description);
    return s;
  });
}

/** The fields that hold the facts themselves: written out there, and nowhere else. */
const FACT_FIELDS: Partial<Record<ContentFileName, readonly string[]>> = {
  'business-info.yaml': ['address', 'city', 'province', 'postal_code', 'phone', 'email', 'business_hours'],
  'settings.yaml': ['promo.code', 'countdown.target', 'regularHours.opens', 'regularHours.closes'],
};

/**
 * Every placeholder problem in the content, one line each naming the file and the field: unknown
 * placeholders, facts typed out, placeholders in a blog post's frontmatter or in a fact's own field.
 */
export function placeholderProblems(content: LoadedContent, facts: Facts = factsOfContent(content.data)): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const file of Object.keys(content.data) as ContentFileName[]) {
    const own = FACT_FIELDS[file] ?? [];
    eachString(file, content.data[file], (s, where, description) => {
      const at = { file: `content/data/${file}`, where };
      if (own.includes(where)) {
        if (unknownPlaceholders(s, {}).length) problems.push({ ...at, message: 'this field holds the fact itself: write it out, without placeholders' });
        return '';
      }
      // A richText field's slots ({count}) are filled by the page: known here, like the facts.
      const slots = slotsOf(description);
      const known = slots.length ? { ...facts, ...Object.fromEntries(slots.map((n) => [n, ''])) } : facts;
      problems.push(...textProblems(s, known).map((p) => ({ ...at, message: `${p}${slots.length ? ` (this field also takes ${slots.map((n) => `{${n}}`).join(', ')})` : ''}` })));
      return '';
    });
  }
  const ids = new Set<string>();
  content.data['plans.yaml'].tabs.forEach((tab, t) => tab.plans.forEach((plan, p) => {
    if (ids.has(plan.id)) problems.push({ file: 'content/data/plans.yaml', where: `tabs[${t}].plans[${p}].id`, message: `"${plan.id}" is the id of two plans` });
    ids.add(plan.id);
  }));
  for (const post of content.blog) {
    for (const [key, value] of Object.entries(post.frontmatter)) {
      if (typeof value !== 'string') continue;
      if (unknownPlaceholders(value, {}).length) {
        problems.push({ file: post.file, frontmatter: true, where: key, message: "the frontmatter is plain text: write the fact in the post's body (e.g. <Phone />) or leave it out" });
      } else problems.push(...textProblems(value, facts).map((message) => ({ file: post.file, frontmatter: true, where: key, message })));
    }
    problems.push(...mdxProblems(post.body, facts).map((message) => ({ file: post.file, body: true, where: '', message })));
  }
  return problems;
}

/** Unknown placeholders anywhere in a record read from Supabase (any string, at any depth). */
export function unknownPlaceholdersIn(value: unknown, facts: Facts): string[] {
  const found: string[] = [];
  mapStrings(value, undefined, '', (s) => {
    found.push(...unknownPlaceholders(s, facts));
    return s;
  });
  return found;
}

/** The data files with their placeholders filled; linkedText keeps `{phone}` and `{email}` for the page to link. */
function fillData(data: ContentData, facts: Facts = factsOfContent(data)): ContentData {
  const out: Partial<Record<ContentFileName, unknown>> = {};
  for (const file of Object.keys(data) as ContentFileName[]) {
    out[file] = mapStrings(data[file], CONTENT_FILES[file], '', (s, _where, description) => fillText(s, facts, description === LINKED_TEXT ? LINK_FACTS : []));
  }
  return out as ContentData;
}

/** The content as the site shows it: data files filled from their own facts (blog bodies are filled as they render). */
export function fillContent(content: LoadedContent): LoadedContent {
  return { ...content, data: fillData(content.data) };
}

/**
 * The data files as a language's pages show them: the final English (Supabase's records in, placeholders
 * as written) with that language's translations in place, then filled from that language's own facts,
 * their times in the language's words (src/content/time-words.ts).
 */
export function filledDataIn(content: LoadedContent, language: LanguageCode): ContentData {
  const entries = content.translations?.[language] ?? {};
  const data: Partial<Record<ContentFileName, unknown>> = {};
  for (const file of Object.keys(content.data) as ContentFileName[]) data[file] = applyTranslation(content.data[file], entries[file] ?? []).data;
  // A time reads in the page's language (ਸਵੇਰੇ 5:30, रात 10 बजे); English keeps the facts as written.
  return fillData(data as ContentData, factsIn(language, factsOfContent(data as ContentData)));
}
