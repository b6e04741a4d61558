/**
 * One redaction for everything the service prints or stores about a failure: the
 * start-up banner, logs, `last_error` (and so the exports and `npm run leads`).
 *
 * - In every URL found in a text, the user info becomes `***` and so does the value of any query
 *   parameter named like a secret (token, key, secret, password, signature, auth, credential …).
 * - `Authorization: Basic …` / `Bearer …` values become `***`.
 * - The secrets of the configured URLs (DATABASE_URL, SMTP_URL, FORWARD_URL: passwords and secret
 *   query values, raw, percent-encoded and as Basic credentials) become `***` wherever they appear,
 *   since an upstream's error message may quote them in any form. They are registered by
 *   readConfig and by the notifiers and stores that receive a URL.
 * Every pattern is linear in the text.
 */

const MASK = '***';

/** Query parameter names that hold secrets. */
const SECRET_PARAM = /(?:token|key|secret|passw(?:or)?d|pwd|pass|auth|sig(?:nature)?|credential|session|code)/i;

/** scheme://[userinfo@]rest-of-URL, up to white space or a quote/bracket. */
const URL_IN_TEXT = /\b([a-z][a-z0-9+.-]{1,15}:\/\/)([^\s/?#@"'<>]*@)?([^\s"'<>]*)/gi;
/** `Authorization: Basic …` (or `authorization Bearer …`, `"authorization":"Basic …"`): the credential. */
const AUTH_VALUE = /\b(authorization[\s:="']{0,10})(basic|bearer)\s{1,10}[A-Za-z0-9._~+/=-]+/gi;

const known = new Set<string>();

function remember(value: string): void {
  // Short values would mask ordinary words; a password of 3 characters is no secret anyway.
  if (value.length >= 4) known.add(value);
}

/** Registers the secrets of a configured URL so they are masked wherever they are printed. */
export function registerUrlSecrets(url: string | null | undefined): void {
  if (!url) return;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return;
  }
  const user = safeDecode(u.username);
  const password = safeDecode(u.password);
  if (password) {
    remember(password);
    remember(u.password);
    remember(encodeURIComponent(password));
    remember(Buffer.from(`${user}:${password}`, 'utf8').toString('base64'));
  }
  for (const [name, value] of u.searchParams) {
    if (SECRET_PARAM.test(name)) {
      remember(value);
      remember(encodeURIComponent(value));
    }
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The query part of a URL with secret-looking values masked (`?a=1&token=***`). */
function redactQuery(rest: string): string {
  const q = rest.indexOf('?');
  if (q < 0) return rest;
  const hash = rest.indexOf('#', q);
  const end = hash < 0 ? rest.length : hash;
  const query = rest
    .slice(q + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      return SECRET_PARAM.test(safeDecode(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${rest.slice(0, q + 1)}${query}${rest.slice(end)}`;
}

/** A text with every secret masked (see the file comment). */
export function redactSecrets(text: string): string {
  let out = text.replace(URL_IN_TEXT, (_m, scheme: string, userinfo: string | undefined, rest: string) => {
    // Punctuation after a URL in a sentence is not part of it.
    let cut = rest.length;
    while (cut > 0 && '.,;:!?)]'.includes(rest[cut - 1])) cut--;
    const tail = rest.slice(cut);
    return `${scheme}${userinfo ? `${MASK}@` : ''}${redactQuery(rest.slice(0, rest.length - tail.length))}${tail}`;
  });
  out = out.replace(AUTH_VALUE, (_m, before: string, kind: string) => `${before}${kind} ${MASK}`);
  // Longest first, so a secret containing another is masked whole.
  for (const secret of [...known].sort((a, b) => b.length - a.length)) {
    if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  return out;
}

/** A URL for printing: user info and secret-looking query values masked. */
export function redactUrl(url: string): string {
  try {
    new URL(url); // only checks that it parses
  } catch {
    return '(a URL that could not be read)';
  }
  return redactSecrets(url);
}

/** The message of a thrown value, redacted, with the cause's code or message when it adds something. */
export function errorText(err: unknown): string {
  const e = err as { message?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  let message = typeof e?.message === 'string' && e.message ? e.message : String(err);
  const cause = e?.cause;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  if (detail && !message.includes(detail)) message = `${message} (${detail})`;
  return redactSecrets(message);
}

/** A thrown value for a crash report: its stack when it is an Error, else its text. */
export function stackOf(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
