/**
 * The inbox's list of leads as state: the first page (shown by the first render when it arrived before),
 * read again whenever the filters change, "Load more", and the live refresh that merges new leads on top
 * without moving what the person is reading.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type MutableRefObject, type RefObject, type SetStateAction } from 'react';
import type { LeadPage } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { mergeFirstPage } from '../../staff/labels';
import { leadsUrl, searchOf, type Filters } from '../../staff/query';
import { takeArrived, takePrefetched } from '../../browser/staff/prefetch';
import type { StaffSession } from './StaffContext';
import { useLiveEvents } from './useLiveEvents';

/** `more`: the "Load more" call, '' when none is running or failed, else 'loading' or what went wrong. */
export type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: LeadPage; more: { loading: boolean; problem: string } };

type SetList = Dispatch<SetStateAction<ListState>>;

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

/**
 * The list's state. The first page, when it arrived before this rendered (src/browser/staff/prefetch.ts),
 * is shown by the first render; `shownFirst` is its key until the fetch effect has seen it.
 */
export function useArrivedList(key: string): [ListState, SetList, MutableRefObject<string>] {
  const [state, setState] = useState<ListState>(() => {
    const arrived = takeArrived(key);
    return arrived ? { status: 'ready', page: arrived.value as LeadPage, more: { loading: false, problem: '' } } : { status: 'loading' };
  });
  const shownFirst = useRef(state.status === 'ready' ? key : '');
  return [state, setState, shownFirst];
}

/** Reads the first page whenever the filters (`key`) change, unless the first render showed it already. */
export function useListFetch(key: string, shownFirst: MutableRefObject<string>, setState: SetList, handleError: StaffSession['handleError']): void {
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
  }, [key, handleError, shownFirst, setState]);
}

interface LiveList {
  key: string;
  state: ListState;
  setState: SetList;
  listRef: RefObject<HTMLOListElement>;
  /** Says how many new leads came on top (for the live region). */
  setAnnounce: (text: string) => void;
  markUnseen: StaffSession['markUnseen'];
  handleError: StaffSession['handleError'];
}

/** The list kept fresh by the event stream; true while the stream is connected. */
export function useLiveList({ key, state, setState, listRef, setAnnounce, markUnseen, handleError }: LiveList): boolean {
  // The list as last rendered: a live refresh merges into it outside React's state updater (an updater may
  // be run again by React, so it must not read the page or start other updates).
  const current = useRef(state);
  current.current = state;
  // The list's filters now: a refresh asked for under other filters is answered too late to be shown.
  const currentKey = useRef(key);
  currentKey.current = key;
  const anchor = useRef<ReadingAnchor | null>(null);
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
    [key, markUnseen, handleError, listRef, setAnnounce, setState],
  );

  useLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = null;
    if (a) keepInPlace(listRef.current, a);
  }, [state, listRef]);

  return useLiveEvents({ onLead: refresh, onChange: refresh, onReconnect: refresh });
}

/** "Load more": the next page after the last one shown, added below it (a lead already shown is not shown twice). */
export function loadMore(state: ListState, setState: SetList, filters: Filters, handleError: StaffSession['handleError']): void {
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
}
