/** The inbox's filters: the search, the fold of more filters, and the clear and export actions. */
import type { FormEvent } from 'react';
import { LEAD_STAGES, type StaffMe } from '../../staff/api';
import { FORM_FILTERS, LANGUAGE_FILTERS, exportCsvUrl, isFiltered, narrowingCount, type Filters } from '../../staff/query';
import { SelectField } from './SelectField';
import * as s from './styles';

/** What the filter controls show, and whether the fold of filters is open on the first render. */
export interface FilterChoice {
  q: string;
  setQ: (q: string) => void;
  chosen: Filters;
  setChosen: (f: Filters) => void;
  filtersOpenAtFirst: boolean;
}

interface Props {
  view: 'inbox' | 'spam';
  /** The address's filters (what the export exports). */
  filters: Filters;
  choice: FilterChoice;
  go: (next: Filters) => void;
  onSearch: (e: FormEvent) => void;
  me: StaffMe;
}

export function InboxFilters({ view, filters, choice, go, onSearch, me }: Props) {
  const { q, setQ, chosen } = choice;
  return (
    <section aria-label="Filters" css={[s.panel, s.stack]}>
      <form role="search" onSubmit={onSearch} css={s.row}>
        <div css={s.field} style={{ flex: '1 1 14rem' }}>
          <label htmlFor="lead-search">Search name, email or phone</label>
          <input id="lead-search" type="search" css={s.controlCss} value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
        </div>
        <button type="submit" css={s.secondary}>
          Search
        </button>
      </form>
      <MoreFilters view={view} chosen={chosen} open={choice.filtersOpenAtFirst} go={go} />
      <div css={s.row}>
        {isFiltered(chosen) && (
          <button type="button" css={s.small} onClick={() => go({ ...chosen, stage: '', form: '', language: '', from: '', to: '', due: false, q: '' })}>
            Clear filters
          </button>
        )}
        {me.role === 'owner' && (
          <a href={exportCsvUrl(filters)} css={s.small} download>
            Export CSV of this view
          </a>
        )}
      </div>
    </section>
  );
}

/** The fold of filters beyond the search; `open` only on the first render (the browser's own after that). */
function MoreFilters({ view, chosen, open, go }: { view: Props['view']; chosen: Filters; open: boolean; go: Props['go'] }) {
  const narrowed = narrowingCount(chosen);
  return (
    <details css={s.filterFold} open={open}>
      <summary>{narrowed ? `More filters (${narrowed} on)` : 'More filters'}</summary>
      <div css={s.row}>
        {view === 'inbox' && (
          <SelectField id="filter-stage" label="Stage" anyLabel="Any stage" options={LEAD_STAGES} value={chosen.stage} onChange={(stage) => go({ ...chosen, stage })} style={{ flex: '1 1 10rem' }} />
        )}
        <SelectField id="filter-form" label="Form" anyLabel="Any form" options={FORM_FILTERS} value={chosen.form} onChange={(form) => go({ ...chosen, form })} style={{ flex: '1 1 10rem' }} />
        <SelectField id="filter-language" label="Language" anyLabel="Any language" options={LANGUAGE_FILTERS} value={chosen.language} onChange={(language) => go({ ...chosen, language })} style={{ flex: '1 1 10rem' }} />
        <div css={s.field} style={{ flex: '1 1 9rem' }}>
          <label htmlFor="filter-from">Received from</label>
          <input id="filter-from" type="date" css={s.controlCss} value={chosen.from} onChange={(e) => go({ ...chosen, from: e.target.value })} />
        </div>
        <div css={s.field} style={{ flex: '1 1 9rem' }}>
          <label htmlFor="filter-to">Received until</label>
          <input id="filter-to" type="date" css={s.controlCss} value={chosen.to} onChange={(e) => go({ ...chosen, to: e.target.value })} />
        </div>
        {view === 'inbox' && (
          <label css={s.checkRow}>
            <input type="checkbox" checked={chosen.due} onChange={(e) => go({ ...chosen, due: e.target.checked })} />
            Follow-up due
          </label>
        )}
      </div>
    </details>
  );
}
