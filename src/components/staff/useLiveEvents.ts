/**
 * The lead service's event stream (GET /api/staff/events): `lead` when a lead arrives, `change` when one
 * changes, data `{id}`. EventSource reconnects by itself; after a reconnect the page refreshes (what came
 * meanwhile was missed). A stream that ends because the session ended shows as a failed reconnect: the
 * next call of the page then answers 401 and sends the person to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { STAFF_ROUTES } from '../../staff/api';

export interface LiveHandlers {
  onLead(id: string): void;
  onChange(id: string): void;
  /** The stream is open again after having been down: refresh. */
  onReconnect(): void;
}

function idOf(e: MessageEvent): string | null {
  try {
    const data = JSON.parse(String(e.data)) as { id?: unknown };
    return typeof data.id === 'string' ? data.id : typeof data.id === 'number' ? String(data.id) : null;
  } catch {
    return null;
  }
}

/** Opens the stream while the page is shown; true while it is connected. */
export function useLiveEvents(handlers: LiveHandlers): boolean {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(STAFF_ROUTES.events.path);
    let opened = false;
    let down = false;
    source.addEventListener('open', () => {
      setConnected(true);
      if (opened && down) latest.current.onReconnect();
      opened = true;
      down = false;
    });
    source.addEventListener('error', () => {
      down = true;
      setConnected(false);
    });
    source.addEventListener('lead', (e) => {
      const id = idOf(e);
      if (id) latest.current.onLead(id);
    });
    source.addEventListener('change', (e) => {
      const id = idOf(e);
      if (id) latest.current.onChange(id);
    });
    return () => source.close();
  }, []);
  return connected;
}
