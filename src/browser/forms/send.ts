/**
 * The browser's post of a form, used by components/forms/useFormSubmit:
 * - a time limit: an answer that does not come within POST_TIMEOUT_MS counts as a failure (the
 *   visitor keeps their values and may send again), never an endless 'Sending...';
 * - an idempotency key kept while the visitor retries the same content (keyFor), sent as
 *   `Idempotency-Key` to the lead service on the site's own origin, which stores one submission per
 *   key and content: a post whose answer was lost and is sent again is one lead. Not sent to another
 *   origin (a hosted form provider given in GATSBY_*_FORM_URL): the header would need its consent;
 * - the service's field errors (a 400 with `errors`) are returned, for the form to show by its fields.
 */
import type { FormSubmission } from '../../forms/submission';
import type { FieldError } from '../../forms/validation';

/** Long enough for a 32 KB post over a poor mobile link (the service's own request limit is 60 s). */
const POST_TIMEOUT_MS = 30_000;

export type SendResult =
  | { kind: 'ok' }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'failed'; reason: 'timeout' | 'network' | 'status'; status?: number };

/** The key in use and the content it was made for. */
export interface RetryKey {
  content: string;
  key: string;
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same key while the content is the same as last time; a new one once it changed. */
export function keyFor(previous: RetryKey | null, content: string, newKey: () => string = randomKey): RetryKey {
  return previous && previous.content === content ? previous : { content, key: newKey() };
}

function isFieldErrors(v: unknown): v is FieldError[] {
  return Array.isArray(v) && v.length > 0 && v.every((e) => typeof e === 'object' && e !== null && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).message === 'string');
}

export async function sendSubmission(
  url: string,
  body: FormSubmission,
  key: string | null,
  { timeoutMs = POST_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SendResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  // Only to the site's own origin (a path): another origin would have to allow the header first.
  if (key && url.startsWith('/') && !url.startsWith('//')) headers['Idempotency-Key'] = key;
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const res = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal });
    if (res.ok) return { kind: 'ok' };
    if (res.status === 400) {
      const answer: unknown = await res.json().catch(() => null);
      const errors = typeof answer === 'object' && answer !== null ? (answer as { errors?: unknown }).errors : undefined;
      if (isFieldErrors(errors)) return { kind: 'invalid', errors };
    }
    return { kind: 'failed', reason: 'status', status: res.status };
  } catch {
    return { kind: 'failed', reason: state.timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
