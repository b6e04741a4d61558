/**
 * The inbox's first questions to the lead service ("who is signed in" and, on the list, its first page),
 * asked as soon as the inbox's code runs, beside Gatsby's own fetches of the page's data, instead of one
 * after the other once React has rendered (scripts/bench-inbox.ts measures it). Each answer is kept for
 * the component to take once; one that is never taken (the session had ended, and the sign-in page shows
 * instead) is dropped. No React here.
 */
import type { StaffMe } from '../../staff/api';
import { call } from './client';
import { filtersFromSearch, leadsUrl, searchOf } from '../../staff/query';
import { staffView } from '../../staff/route';

interface Waiting {
  answer: Promise<unknown>;
  /** Set once the answer has arrived: what it was (a failure is left to the promise). */
  arrived?: { value: unknown };
}

const waiting = new Map<string, Waiting>();

/** Starts `load` for `key` unless it is already waiting; its failure is the taker's to handle. */
export function prefetch(key: string, load: () => Promise<unknown>): void {
  if (waiting.has(key)) return;
  const entry: Waiting = { answer: load() };
  entry.answer.then(
    (value) => (entry.arrived = { value }),
    () => undefined, // not taken (signed out, another address): nobody is told
  );
  waiting.set(key, entry);
}

/**
 * The answer started for `key`, once; undefined when none was started or it was already taken. Its type is
 * the one the taker asked for with the same call (the key is the call's address).
 */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = waiting.get(key);
  waiting.delete(key);
  return entry?.answer as Promise<T> | undefined;
}

/** Forgets the answer for `key` (it would be stale by the time anyone takes it). */
export function dropPrefetched(key: string): void {
  waiting.delete(key);
}

/**
 * The answer for `key` if it has already arrived, taken (so the first render can show it, with no render
 * in between for "loading"); undefined, and left waiting, when it has not.
 */
export function takeArrived(key: string): { value: unknown } | undefined {
  const entry = waiting.get(key);
  if (!entry?.arrived) return undefined;
  waiting.delete(key);
  return entry.arrived;
}

/** The key of "who is signed in" among the waiting answers. */
export const ME = 'me';

/** Asks what the inbox at this address needs first; returns the key of the list's answer ('' for a page without one). */
export function prefetchInbox(pathname: string, search: string): string {
  const view = staffView(pathname);
  if (view.page === 'signin' || view.page === 'enrol') return '';
  prefetch(ME, () => call<StaffMe>('me'));
  if (view.page !== 'inbox' && view.page !== 'spam') return '';
  const list = leadsUrl(filtersFromSearch(search, view.page));
  prefetch(list, () => call('leads', { search: searchOf(list) }));
  return list;
}
