/**
 * A tiny, dependency-free toast queue. Components call `showToast`; the ToastHost (mounted in the
 * layout) loads the toast library the first time a toast is needed and shows everything queued.
 */
type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  title: string;
  text: string;
  kind: ToastKind;
}

type Listener = (t: ToastMessage) => void;
const listeners = new Set<Listener>();
const pending: ToastMessage[] = [];

let waiting: (() => void) | null = null;

export function showToast(t: ToastMessage): void {
  if (listeners.size > 0) {
    listeners.forEach((l) => l(t));
    return;
  }
  pending.push(t);
  const call = waiting;
  waiting = null;
  call?.();
}

/** Calls `then` once a toast waits for a host (at once if one already does): the page then starts its host. */
export function whenToastWaits(then: () => void): void {
  if (pending.length > 0) then();
  else waiting = then;
}

/** Subscribes a host; anything shown before a host existed is delivered at once. */
export function subscribeToasts(l: Listener): () => void {
  listeners.add(l);
  pending.splice(0).forEach(l);
  return () => {
    listeners.delete(l);
  };
}
