/**
 * Translations of the data files. Each language's version of `content/data/faq.yaml` is
 * `content/data/faq.pa.yaml` (Punjabi) or `faq.hi.yaml` (Hindi), beside it: a list of the English file's
 * texts, each with the English it translates (`en`), its translation (`text`) and whether the gym has
 * reviewed it. A translation whose `en` no longer matches the English file is stale: the check lists it,
 * the page keeps showing it until someone updates it. Facts stay placeholders ({phone}, {price:monthly}),
 * so a price changes in every language at once.
 *
 * Pure: the build (src/build/load-translations.ts) reads the files, this applies them.
 */
import { z } from 'zod';

const translationEntrySchema = z
  .object({
    /** Where the English text is, in the content check's notation: `items[3].answer`. */
    at: z.string().min(1),
    /** The English text this translates, as it was when it was translated. */
    en: z.string(),
    /** The translation; empty while nobody has translated it yet (the page shows the English). */
    text: z.string(),
    /** Whether the gym has read and approved it. */
    reviewed: z.boolean(),
  })
  .strict();

export const translationFileSchema = z.object({ strings: z.array(translationEntrySchema) }).strict();

export type TranslationEntry = z.infer<typeof translationEntrySchema>;

/**
 * Keys whose values are addresses, codes, identifiers or machine values, never visitor copy: they stay
 * as the English file has them in every language.
 */
const KEPT_KEYS = new Set([
  '@context', '@type', 'addressCountry', 'addressLocality', 'addressRegion', 'bookingCalendar', 'casualBooking',
  'category', 'code', 'email', 'facebook', 'googleReviews', 'handle', 'icon', 'id', 'image', 'instagram',
  'keywords', 'link', 'local_keywords', 'logoText', 'mapEmbed', 'mapsPage', 'membershipPortal', 'openingHours',
  'page_slug', 'phone', 'address', 'city', 'opens', 'closes', 'physioBooking', 'portalHostScript', 'postalCode', 'postal_code', 'province',
  'secondaryLink', 'siteUrl', 'slug', 'streetAddress', 'target', 'telephone', 'timeZone', 'trialSignup', 'type',
  'upgradeLink', 'url', 'yearsExperience',
]);

/** A value that is a machine value whatever its key: an address, a date, a bare number or placeholder. */
const MACHINE_VALUE = /^(https?:\/\/|mailto:|tel:|\/)|^\d{4}-\d{2}-\d{2}|^[\d\s.,:%+-]*$|^\{[\w:-]+\}$/;

export interface SourceText {
  at: string;
  en: string;
}

const isRecord = (v: unknown): boolean => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every text of a data file a visitor reads, in file order, with its place. */
export function translatableTexts(data: unknown): SourceText[] {
  const out: SourceText[] = [];
  const walk = (node: unknown, at: string, key: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`, key));
    else if (node !== null && typeof node === 'object') {
      // A kept key keeps its text (or list of texts); an object under one (the forms' `email` field) has texts of its own.
      for (const [k, v] of Object.entries(node)) if (!KEPT_KEYS.has(k) || isRecord(v)) walk(v, at ? `${at}.${k}` : k, k);
    } else if (typeof node === 'string' && !KEPT_KEYS.has(key) && !MACHINE_VALUE.test(node.trim())) {
      out.push({ at, en: node });
    }
  };
  walk(data, '', '');
  return out;
}

export type Segment = string | number;

/** `tabs[0].plans[1].name` -> ['tabs', 0, 'plans', 1, 'name']; the content check's field paths read the same way. */
export function segmentsOf(at: string): Segment[] {
  // m[2] is undefined when the name alternative matched (the RegExp's types do not say so).
  return [...at.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => ((m[2] as string | undefined) !== undefined ? Number(m[2]) : m[1]));
}

function readAt(data: unknown, path: readonly Segment[]): unknown {
  let node = data;
  for (const s of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<Segment, unknown>)[s];
  }
  return node;
}

/** The text at a place (`items[3].answer`) of the data, if there is one. */
export function textAt(data: unknown, at: string): string | undefined {
  const value = readAt(data, segmentsOf(at));
  return typeof value === 'string' ? value : undefined;
}

/** A copy of `data` with the text at `path` replaced (the parents along the path copied, the rest shared). */
function writeAt(data: unknown, path: readonly Segment[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const copy = (Array.isArray(data) ? [...(data as unknown[])] : { ...(data as object) }) as Record<Segment, unknown>;
  copy[head] = writeAt(copy[head], rest, text);
  return copy;
}

export interface AppliedTranslation<T> {
  data: T;
  /** Translated, but the English has changed since: shown, and listed for the translator. */
  stale: TranslationEntry[];
  /** Names a place with no English text any more: not shown. */
  orphaned: TranslationEntry[];
  /** English texts with no translation yet (or an empty one): the page shows the English. */
  missing: SourceText[];
}

/** The English data with a language's translations in place, and what the translator should look at. */
export function applyTranslation<T>(english: T, entries: readonly TranslationEntry[]): AppliedTranslation<T> {
  let data: unknown = english;
  const stale: TranslationEntry[] = [];
  const orphaned: TranslationEntry[] = [];
  const done = new Set<string>();
  for (const entry of entries) {
    const path = segmentsOf(entry.at);
    const current = readAt(english, path);
    if (typeof current !== 'string') {
      orphaned.push(entry);
      continue;
    }
    if (entry.text.trim() === '') continue;
    if (current !== entry.en) stale.push(entry);
    data = writeAt(data, path, entry.text);
    done.add(entry.at);
  }
  const missing = translatableTexts(english).filter((t) => !done.has(t.at));
  return { data: data as T, stale, orphaned, missing };
}

/**
 * The translation file brought up to date with the English: its entries kept as they are (stale ones too:
 * the translator compares `en` with the English), and each English text it lacks added with an empty
 * translation, in the English file's order.
 */
export function withNewTexts(english: unknown, entries: readonly TranslationEntry[]): TranslationEntry[] {
  const known = new Map(entries.map((e) => [e.at, e]));
  const texts = translatableTexts(english);
  const added = texts.filter((t) => !known.has(t.at));
  const order = new Map(texts.map((t, i) => [t.at, i]));
  const all = [...entries, ...added.map((t) => ({ at: t.at, en: t.en, text: '', reviewed: false }))];
  const last = Number.MAX_SAFE_INTEGER;
  return all.sort((a, b) => (order.get(a.at) ?? last) - (order.get(b.at) ?? last));
}

/** The placeholders ({phone}) and link targets (](/faq)) of a text: a translation must keep them all. */
function kept(text: string): string[] {
  return [...text.matchAll(/\{[^{}\s]+\}|\]\([^)\s]+\)/g)].map((m) => m[0]).sort();
}

/** What a translation lost or added of its English's placeholders and links ("{phone}"), if anything. */
export function keptProblem(entry: TranslationEntry): string | null {
  if (entry.text.trim() === '') return null;
  const want = kept(entry.en);
  const have = kept(entry.text);
  const lost = want.filter((w) => !have.includes(w));
  const added = have.filter((h) => !want.includes(h));
  if (!lost.length && !added.length) return null;
  const parts = [lost.length ? `lacks ${lost.join(' ')}` : '', added.length ? `has ${added.join(' ')}, which the English does not` : ''];
  return `${entry.at}: the translation ${parts.filter(Boolean).join(' and ')} (keep placeholders and links as the English has them)`;
}

/** The translated texts nobody at the gym has reviewed yet (an empty one is not translated, so not listed), with their index. */
export function unreviewed(entries: readonly TranslationEntry[]): { entry: TranslationEntry; index: number }[] {
  return entries.flatMap((entry, index) => (!entry.reviewed && entry.text.trim() !== '' ? [{ entry, index }] : []));
}
