/**
 * The inbox's calls to the lead service (./api.ts): JSON in and out, the session cookie sent by the
 * browser, every failure turned into a StaffApiError whose message a front-desk person can act on.
 * No React here; `fetchImpl` is injectable for the unit tests.
 */
import { AUTOMATIC_HEADER, STAFF_ROUTES, type StaffRouteName } from '../../staff/api';
import { routePath } from '../../staff/query';

export class StaffApiError extends Error {
  constructor(
    /** HTTP status; 0 when the service could not be reached. */
    readonly status: number,
    message: string,
    /** Seconds to wait, from Retry-After (429). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** What the person reads for a failure that the server did not explain. */
function fallbackMessage(status: number): string {
  if (status === 0) return 'The inbox cannot reach the lead service. Check the connection and try again.';
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'That was not found. It may have been removed.';
  if (status === 409) return 'Someone else changed this lead while you were working on it.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The lead service had a problem. Please try again in a moment.';
  return 'That did not work. Please try again.';
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** Fills `:id` in the route's path. */
  id?: string;
  /** Appended to the path as is (a query string from ./query.ts). */
  search?: string;
  body?: unknown;
  fetchImpl?: Fetch;
  signal?: AbortSignal;
  /** A request the inbox makes by itself, not on a person's action: it does not keep the session alive (AUTOMATIC_HEADER). */
  automatic?: boolean;
}

/** Calls a route of the contract; resolves with its JSON (undefined for 204), rejects with StaffApiError. */
export async function call<T>(name: StaffRouteName, options: CallOptions = {}): Promise<T> {
  const route = STAFF_ROUTES[name];
  const url = (options.id !== undefined ? routePath(route.path, options.id) : route.path) + (options.search ?? '');
  const doFetch: Fetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const headers: Record<string, string> = { Accept: 'application/json', ...(options.automatic ? { [AUTOMATIC_HEADER]: '1' } : {}) };
  const init: RequestInit = { method: route.method, credentials: 'same-origin', headers, signal: options.signal };
  if (route.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }
  let res: Response;
  try {
    res = await doFetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new StaffApiError(0, fallbackMessage(0));
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text().catch(() => '');
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const said = json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' ? json.error : '';
    const retry = Number(res.headers.get('Retry-After'));
    // 401 and 403 are worded by the inbox (the person's next step), whatever the server said.
    const message = res.status === 401 || res.status === 409 || !said ? fallbackMessage(res.status) : said;
    throw new StaffApiError(res.status, message, Number.isFinite(retry) && retry > 0 ? retry : null);
  }
  if (json === undefined) throw new StaffApiError(res.status, 'The lead service answered something the inbox cannot read. Please reload the page.');
  return json as T;
}
