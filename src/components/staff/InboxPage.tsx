/**
 * The list of leads (or of suspected spam): filters in the address, newest first, "Load more", and new
 * leads arriving live on top without moving what the person is reading.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'gatsby';
import { LEAD_STAGES, type LeadPage } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { mergeFirstPage } from '../../staff/labels';
import { FORM_FILTERS, LANGUAGE_FILTERS, exportCsvUrl, filtersFromSearch, filtersSearch, isFiltered, leadsUrl, narrowingCount, searchOf, type Filters } from '../../staff/query';
import { takeArrived, takePrefetched } from '../../browser/staff/prefetch';
import { STAFF_PATHS } from '../../staff/route';
import { staffTitle } from '../../staff/title';
import { useStaffSession } from './StaffContext';
import { useLiveEvents } from './useLiveEvents';
import { useNow } from './useNow';
import { LeadCard } from './LeadCard';
import { SelectField } from './SelectField';
import { breakpoints } from '../../styles/theme';
import * as s from './styles';

/** `more`: the "Load more" call, '' when none is running or failed, else 'loading' or what went wrong. */
type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: LeadPage; more: { loading: boolean; problem: string } };

/** The card the person is reading (the first one on screen once they have scrolled into the list) and where it is. */
interface ReadingAnchor {
  id: string;
  top: number;
}

function readingAnchor(list: HTMLOListElement | null): ReadingAnchor | null {
  // While the top of the list is on screen, new leads appear there, in view, as in any inbox.
  if (!list || list.getBoundingClientRect().top >= 0) return null;
  for (const card of list.querySelectorAll<HTMLElement>('[data-lead-id]')) {
    const box = card.getBoundingClientRect();
    if (box.bottom > 0) return { id: card.dataset.leadId ?? '', top: box.top };
  }
  return null;
}

/** Scrolls by what the anchor moved, at once (the site scrolls smoothly otherwise, which would show as a jump). */
function keepInPlace(list: HTMLOListElement | null, a: ReadingAnchor): void {
  const card = list?.querySelector<HTMLElement>(`[data-lead-id="${CSS.escape(a.id)}"]`);
  if (!card) return;
  const moved = card.getBoundingClientRect().top - a.top;
  if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
}

/** Wide enough for the filters to sit beside each other without pushing the list off the first screen. */
const WIDE_SCREEN = `(min-width: ${breakpoints.md}px)`;

/**
 * The filters keep their choice in the address, and the router focuses the page after each move: the id of
 * the control in use, to give it the focus back once the new address is in (a keyboard user chooses again
 * at once).
 */
let refocusAfterMove: string | null = null;

export function InboxPage({ view, search }: { view: 'inbox' | 'spam'; search: string }) {
  const session = useStaffSession();
  const { me, unseen, markUnseen, handleError, brand } = session;
  const filters = filtersFromSearch(search, view);
  const key = leadsUrl(filters);
  // The first page, when it arrived before this rendered (src/browser/staff/prefetch.ts), is shown by the first render.
  const [state, setState] = useState<ListState>(() => {
    const arrived = takeArrived(key);
    return arrived ? { status: 'ready', page: arrived.value as LeadPage, more: { loading: false, problem: '' } } : { status: 'loading' };
  });
  const shownFirst = useRef(state.status === 'ready' ? key : '');
  const [q, setQ] = useState(filters.q);
  // What the filter controls show: the address's filters, and at once what a person has just chosen (the
  // address follows a moment later; controls bound to it alone sprang back until it had, and a second
  // change made meanwhile started from the old value).
  const [chosen, setChosen] = useState(filters);
  const narrowed = narrowingCount(chosen);
  const [announce, setAnnounce] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  // On a phone the filters are folded away so the list starts on the first screen; they open by themselves
  // on a wide screen and whenever one is on (a person must see what narrows the list). After the first render
  // the fold is the browser's own: `open` never changes, so React never writes it again. (A controlled `open`
  // lagged the fold: its state arrived after the toggle event, and a second press made before React rendered
  // it was undone.)
  const [filtersOpenAtFirst] = useState(() => narrowingCount(filters) > 0 || window.matchMedia(WIDE_SCREEN).matches);
  const now = useNow();
  const base = view === 'spam' ? STAFF_PATHS.spam : '/staff/';
  const title = view === 'spam' ? 'Spam' : 'Leads';

  useEffect(() => {
    document.title = staffTitle(title, brand, unseen.size);
  }, [title, brand, unseen.size]);
  useEffect(() => {
    const fromAddress = filtersFromSearch(search, view);
    setQ(fromAddress.q);
    setChosen(fromAddress);
  }, [search, view]);

  useEffect(() => {
    if (shownFirst.current === key) {
      shownFirst.current = '';
      return;
    }
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    (takePrefetched<LeadPage>(key) ?? call<LeadPage>('leads', { search: searchOf(key), signal: ctrl.signal }))
      .then((page) => {
        if (!ctrl.signal.aborted) setState({ status: 'ready', page, more: { loading: false, problem: '' } });
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setState({ status: 'error', message: handleError(err).message });
      });
    return () => ctrl.abort();
  }, [key, handleError]);

  // The list as last rendered: a live refresh merges into it outside React's state updater (an updater may
  // be run again by React, so it must not read the page or start other updates).
  const current = useRef(state);
  current.current = state;
  // The list's filters now: a refresh asked for under other filters is answered too late to be shown.
  const currentKey = useRef(key);
  currentKey.current = key;
  // Woken by the event stream, not by the person: marked automatic, so an unattended tab still reaches the idle limit.
  const refresh = useCallback(
    () => {
      call<LeadPage>('leads', { search: searchOf(key), automatic: true })
        .then((fresh) => {
          if (currentKey.current !== key) return;
          const prev = current.current;
          if (prev.status !== 'ready') {
            setState({ status: 'ready', page: fresh, more: { loading: false, problem: '' } });
            return;
          }
          const merged = mergeFirstPage(prev.page.leads, fresh.leads);
          // Leads added above, or a card above changing height, must not move what the person reads: the
          // card they read is measured now and put back where it was once the list has re-rendered.
          anchor.current = readingAnchor(listRef.current);
          // Whatever woke the list (this lead's own event, another person's change, the stream coming back),
          // a lead that appears on top is new to the person reading it: marked, and counted in the title.
          if (merged.added.length) {
            markUnseen(merged.added);
            setAnnounce(`${merged.added.length} new ${merged.added.length === 1 ? 'lead' : 'leads'}`);
          }
          setState({ ...prev, page: { ...prev.page, leads: merged.leads } });
        })
        .catch((err: unknown) => {
          handleError(err);
        });
    },
    [key, markUnseen, handleError],
  );

  const anchor = useRef<ReadingAnchor | null>(null);
  useLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = null;
    if (a) keepInPlace(listRef.current, a);
  }, [state]);

  const live = useLiveEvents({ onLead: refresh, onChange: refresh, onReconnect: refresh });

  useEffect(() => {
    const id = refocusAfterMove;
    refocusAfterMove = null;
    // After the router's own focus on the page, which comes in the same round of effects.
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, [search]);
  const go = (next: Filters): void => {
    setChosen(next);
    refocusAfterMove = document.activeElement instanceof HTMLElement && document.activeElement.id ? document.activeElement.id : null;
    navigate(base + filtersSearch(next), { replace: true });
  };
  const onSearch = (e: FormEvent): void => {
    e.preventDefault();
    go({ ...chosen, q });
  };

  const loadMore = (): void => {
    if (state.status !== 'ready' || !state.page.nextCursor) return;
    const cursor = state.page.nextCursor;
    setState({ ...state, more: { loading: true, problem: '' } });
    call<LeadPage>('leads', { search: searchOf(leadsUrl(filters, cursor)) })
      .then((page) =>
        setState((prev) => {
          if (prev.status !== 'ready') return prev;
          const shown = new Set(prev.page.leads.map((l) => l.id));
          return { status: 'ready', page: { leads: [...prev.page.leads, ...page.leads.filter((l) => !shown.has(l.id))], nextCursor: page.nextCursor }, more: { loading: false, problem: '' } };
        }),
      )
      .catch((err: unknown) => setState((prev) => (prev.status === 'ready' ? { ...prev, more: { loading: false, problem: handleError(err).message } } : prev)));
  };

  return (
    <div css={s.stack}>
      <h1>{view === 'spam' ? 'Suspected spam' : 'Leads'}</h1>
      {view === 'spam' && <p css={s.muted}>Messages the spam trap caught. They were not sent to the gym. Open one and choose &quot;Not spam&quot; to send it on as a normal lead.</p>}
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
        <details css={s.filterFold} open={filtersOpenAtFirst}>
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
      <p css={s.muted} data-live={live ? 'open' : 'closed'} style={{ margin: 0 }}>
        {live ? 'New leads appear here by themselves.' : 'Connecting for new leads…'}
      </p>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announce}
      </p>
      {state.status === 'loading' && <p role="status">Loading leads…</p>}
      {state.status === 'error' && (
        <p css={s.errorNotice} role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && state.page.leads.length === 0 && (
        <p css={s.notice}>{isFiltered(filters) ? 'No leads match these filters.' : view === 'spam' ? 'No suspected spam. Nice.' : 'No leads yet. New ones appear here as soon as they arrive.'}</p>
      )}
      {state.status === 'ready' && state.page.leads.length > 0 && (
        <ol css={s.leadList} ref={listRef} aria-label={view === 'spam' ? 'Suspected spam, newest first' : 'Leads, newest first'}>
          {state.page.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} now={now} unseen={unseen.has(lead.id)} />
          ))}
        </ol>
      )}
      {state.status === 'ready' && state.page.nextCursor && (
        <p>
          <button type="button" css={s.secondary} onClick={loadMore} disabled={state.more.loading}>
            {state.more.loading ? 'Loading…' : 'Load more'}
          </button>
        </p>
      )}
      {state.status === 'ready' && state.more.problem && (
        <p css={s.errorNotice} role="alert">
          {state.more.problem}
        </p>
      )}
    </div>
  );
}
