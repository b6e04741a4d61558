/**
 * The inbox's filters, as the address bar holds them and as the lead service reads them
 * (LeadQuery in ./api.ts): one set of keys both ways, so a filtered view can be bookmarked,
 * reloaded, and exported exactly as it is shown.
 */
import { LANGUAGES, isLanguageCode, type LanguageCode } from '../content/languages';
import { LEAD_STAGES, STAFF_ROUTES, type LeadQuery, type LeadStage, type LeadSummary } from './api';

export type FormFilter = LeadSummary['formId'];
export const FORM_FILTERS: readonly { id: FormFilter; label: string }[] = [
  { id: 'consultation', label: 'Consultation' },
  { id: 'contact', label: 'Contact' },
  { id: 'service', label: 'Service' },
];

/** The languages a lead may be written in, by the names the staff read (English, Punjabi, Hindi). */
export const LANGUAGE_FILTERS: readonly { id: LanguageCode; label: string }[] = LANGUAGES.map((l) => ({ id: l.code, label: l.englishName }));

/** What the person chose in the filter bar; '' is "any". */
export interface Filters {
  view: 'inbox' | 'spam';
  stage: LeadStage | '';
  form: FormFilter | '';
  language: LanguageCode | '';
  from: string;
  to: string;
  due: boolean;
  q: string;
}

export const NO_FILTERS: Filters = { view: 'inbox', stage: '', form: '', language: '', from: '', to: '', due: false, q: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isStage = (v: string): v is LeadStage => LEAD_STAGES.some((s) => s.id === v);
const isForm = (v: string): v is FormFilter => FORM_FILTERS.some((f) => f.id === v);

/** Filters from a query string (`?stage=trial&q=ann`); anything unknown or malformed is ignored. */
export function filtersFromSearch(search: string, view: Filters['view'] = 'inbox'): Filters {
  const p = new URLSearchParams(search);
  const stage = p.get('stage') ?? '';
  const form = p.get('form') ?? '';
  const language = p.get('language') ?? '';
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  return {
    view,
    stage: isStage(stage) ? stage : '',
    form: isForm(form) ? form : '',
    language: isLanguageCode(language) ? language : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    due: p.get('due') === '1',
    q: (p.get('q') ?? '').trim().slice(0, 200),
  };
}

/** The API query of a set of filters (only what is set; the view only when it is not the inbox). */
function leadQuery(f: Filters): LeadQuery {
  const q: LeadQuery = {};
  if (f.view === 'spam') q.view = 'spam';
  if (f.stage) q.stage = f.stage;
  if (f.form) q.form = f.form;
  if (f.language) q.language = f.language;
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.due) q.due = '1';
  const text = f.q.trim();
  if (text) q.q = text;
  return q;
}

/** `?a=1&b=2` for a query (empty string when there is nothing), keys in a fixed order. */
export function queryString(q: LeadQuery): string {
  const order: (keyof LeadQuery)[] = ['view', 'stage', 'form', 'language', 'from', 'to', 'due', 'q', 'cursor', 'limit'];
  const p = new URLSearchParams();
  for (const k of order) {
    const v = q[k];
    if (v !== undefined && v !== '') p.set(k, v);
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The filters as the address bar shows them (the view is the page itself, not a parameter). */
export function filtersSearch(f: Filters): string {
  const q = leadQuery(f);
  delete q.view;
  return queryString(q);
}

/** GET /api/staff/leads for these filters, from a cursor. */
export function leadsUrl(f: Filters, cursor?: string | null): string {
  const q = leadQuery(f);
  if (cursor) q.cursor = cursor;
  return STAFF_ROUTES.leads.path + queryString(q);
}

/** The CSV export of the current view: the same filters, never a cursor or a limit (the whole view). */
export function exportCsvUrl(f: Filters): string {
  return STAFF_ROUTES.exportCsv.path + queryString(leadQuery(f));
}

/** The query string of an address made here ('?stage=new…', or '' when it has none). */
export const searchOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** How many of the folded-away filters (all but the search) narrow the list. */
export function narrowingCount(f: Filters): number {
  return [f.stage, f.form, f.language, f.from, f.to, f.due].filter(Boolean).length;
}

/** True when any filter narrows the view (for "No leads match these filters" against "No leads yet"). */
export function isFiltered(f: Filters): boolean {
  return Boolean(f.stage || f.form || f.language || f.from || f.to || f.due || f.q.trim());
}

/** A route path with its `:id` filled in (encoded). */
export function routePath(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}
