/**
 * The list of leads (or of suspected spam): filters in the address, newest first, "Load more", and new
 * leads arriving live on top without moving what the person is reading (./useInboxList.ts).
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { navigate } from 'gatsby';
import { filtersFromSearch, filtersSearch, isFiltered, leadsUrl, narrowingCount, type Filters } from '../../staff/query';
import { STAFF_PATHS } from '../../staff/route';
import { staffTitle } from '../../staff/title';
import { useStaffSession } from './StaffContext';
import { useNow } from './useNow';
import { LeadCard } from './LeadCard';
import { InboxFilters, type FilterChoice } from './InboxFilters';
import { breakpoints } from '../../styles/theme';
import * as s from './styles';
import { loadMore, useArrivedList, useListFetch, useLiveList, type ListState } from './useInboxList';

type View = 'inbox' | 'spam';

/** Wide enough for the filters to sit beside each other without pushing the list off the first screen. */
const WIDE_SCREEN = `(min-width: ${breakpoints.md}px)`;

/**
 * The filters keep their choice in the address, and the router focuses the page after each move: the id of
 * the control in use, to give it the focus back once the new address is in (a keyboard user chooses again
 * at once).
 */
let refocusAfterMove: string | null = null;

export function InboxPage({ view, search }: { view: View; search: string }) {
  const { me, unseen, markUnseen, handleError, brand } = useStaffSession();
  const filters = filtersFromSearch(search, view);
  const key = leadsUrl(filters);
  const [state, setState, shownFirst] = useArrivedList(key);
  const choice = useFilterChoice(filters);
  const [announce, setAnnounce] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const now = useNow();
  const title = view === 'spam' ? 'Spam' : 'Leads';

  useEffect(() => {
    document.title = staffTitle(title, brand, unseen.size);
  }, [title, brand, unseen.size]);
  useFiltersFromAddress(search, view, choice);
  useListFetch(key, shownFirst, setState, handleError);
  const live = useLiveList({ key, state, setState, listRef, setAnnounce, markUnseen, handleError });
  useRefocusAfterMove(search);
  const go = goTo(view, choice.setChosen);
  const onSearch = (e: FormEvent): void => {
    e.preventDefault();
    go({ ...choice.chosen, q: choice.q });
  };

  return (
    <div css={s.stack}>
      <h1>{view === 'spam' ? 'Suspected spam' : 'Leads'}</h1>
      {view === 'spam' && <p css={s.muted}>Messages the spam trap caught. They were not sent to the gym. Open one and choose &quot;Not spam&quot; to send it on as a normal lead.</p>}
      <InboxFilters view={view} filters={filters} choice={choice} go={go} onSearch={onSearch} me={me} />
      <p css={s.muted} data-live={live ? 'open' : 'closed'} style={{ margin: 0 }}>
        {live ? 'New leads appear here by themselves.' : 'Connecting for new leads…'}
      </p>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announce}
      </p>
      <LeadList view={view} state={state} filters={filters} listRef={listRef} now={now} unseen={unseen} />
      <MoreLeads state={state} onMore={() => loadMore(state, setState, filters, handleError)} />
    </div>
  );
}

function useFilterChoice(filters: Filters): FilterChoice {
  const [q, setQ] = useState(filters.q);
  // What the filter controls show: the address's filters, and at once what a person has just chosen (the
  // address follows a moment later; controls bound to it alone sprang back until it had, and a second
  // change made meanwhile started from the old value).
  const [chosen, setChosen] = useState(filters);
  // On a phone the filters are folded away so the list starts on the first screen; they open by themselves
  // on a wide screen and whenever one is on (a person must see what narrows the list). After the first render
  // the fold is the browser's own: `open` never changes, so React never writes it again. (A controlled `open`
  // lagged the fold: its state arrived after the toggle event, and a second press made before React rendered
  // it was undone.)
  const [filtersOpenAtFirst] = useState(() => narrowingCount(filters) > 0 || window.matchMedia(WIDE_SCREEN).matches);
  return { q, setQ, chosen, setChosen, filtersOpenAtFirst };
}

/** The controls follow the address when it changes (the back button, a link). */
function useFiltersFromAddress(search: string, view: View, { setQ, setChosen }: FilterChoice): void {
  useEffect(() => {
    const fromAddress = filtersFromSearch(search, view);
    setQ(fromAddress.q);
    setChosen(fromAddress);
  }, [search, view, setQ, setChosen]);
}

/** Gives the focus back to the control in use once the router has moved to the new address. */
function useRefocusAfterMove(search: string): void {
  useEffect(() => {
    const id = refocusAfterMove;
    refocusAfterMove = null;
    // After the router's own focus on the page, which comes in the same round of effects.
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, [search]);
}

/** Shows the choice at once and puts it in the address, remembering the control in use. */
function goTo(view: View, setChosen: (f: Filters) => void): (next: Filters) => void {
  const base = view === 'spam' ? STAFF_PATHS.spam : '/staff/';
  return (next) => {
    setChosen(next);
    refocusAfterMove = document.activeElement instanceof HTMLElement && document.activeElement.id ? document.activeElement.id : null;
    navigate(base + filtersSearch(next), { replace: true });
  };
}

interface ListProps {
  view: View;
  state: ListState;
  filters: Filters;
  listRef: RefObject<HTMLOListElement>;
  now: Date;
  unseen: ReadonlySet<string>;
}

/** The leads, or why there are none (yet). */
function LeadList({ view, state, filters, listRef, now, unseen }: ListProps) {
  return (
    <>
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
    </>
  );
}

/** "Load more" while there is a next page, and what went wrong with it. */
function MoreLeads({ state, onMore }: { state: ListState; onMore: () => void }) {
  if (state.status !== 'ready') return null;
  return (
    <>
      {state.page.nextCursor && (
        <p>
          <button type="button" css={s.secondary} onClick={onMore} disabled={state.more.loading}>
            {state.more.loading ? 'Loading…' : 'Load more'}
          </button>
        </p>
      )}
      {state.more.problem && (
        <p css={s.errorNotice} role="alert">
          {state.more.problem}
        </p>
      )}
    </>
  );
}
