/**
 * Content-Security-Policy for the site's pages. The lead engineer fills it with the hashes of what
 * the Gatsby build inlines. Until a hash list is provided there is NO CSP header
 * on site pages, so nothing a Gatsby page does is blocked; framing is refused meanwhile by
 * X-Frame-Options (see security.ts).
 *
 * Where the hashes come from: `buildApp({ csp })`, or `<publicDir>/csp.json` with the same shape
 * (main.ts gives buildApp `cspFileSource`, which reads it again whenever it changes: a rebuild while
 * the service runs brings new inline scripts, whose hashes the old file lacks), e.g. written by the build:
 *   { "scriptHashes": ["sha256-..."], "styleHashes": ["sha256-..."], "connectSrc": ["https://..."] }
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CspOptions {
  /** 'sha256-...' sources for inline scripts (the policy is enabled when this list is non-empty). */
  scriptHashes?: string[];
  /** 'sha256-...' sources for inline style elements; `'unsafe-inline'` is allowed here if the build needs it. */
  styleHashes?: string[];
  /** Extra origins per directive (e.g. a map or booking widget the visitor asked for). */
  scriptSrc?: string[];
  styleSrc?: string[];
  imgSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  fontSrc?: string[];
  /** Extra form targets (a hosted form provider). */
  formAction?: string[];
  /** Send Content-Security-Policy-Report-Only instead (to try a policy without breaking pages). */
  reportOnly?: boolean;
  /**
   * Per built HTML file (relative to public/, e.g. "faq/index.html"): that page's own inline-script
   * hashes and outside origins, written after the build by plugins/gatsby-plugin-site-build. Gatsby
   * inlines a script that differs on every page, so each page gets its own policy.
   */
  pages?: Record<string, Omit<CspOptions, 'pages' | 'reportOnly'>>;
}

/** The policy of one built page: the global options merged with that page's own entry. */
export function pagePolicy(options: CspOptions | null | undefined, relFile: string): { name: string; value: string } | null {
  const page = options?.pages?.[relFile];
  if (!options || !page) return null;
  const merge = (a?: string[], b?: string[]): string[] | undefined => (a || b ? [...(a ?? []), ...(b ?? [])] : undefined);
  return buildContentSecurityPolicy({
    reportOnly: options.reportOnly,
    scriptHashes: merge(options.scriptHashes, page.scriptHashes),
    styleHashes: merge(options.styleHashes, page.styleHashes),
    scriptSrc: merge(options.scriptSrc, page.scriptSrc),
    styleSrc: merge(options.styleSrc, page.styleSrc) ?? ["'unsafe-inline'"],
    imgSrc: merge(options.imgSrc, page.imgSrc),
    connectSrc: merge(options.connectSrc, page.connectSrc),
    frameSrc: merge(options.frameSrc, page.frameSrc),
    fontSrc: merge(options.fontSrc, page.fontSrc),
    formAction: merge(options.formAction, page.formAction),
  });
}

function quoteHash(h: string): string {
  const bare = h.replace(/^'+|'+$/g, '');
  return /^(sha256|sha384|sha512)-/.test(bare) ? `'${bare}'` : h;
}

/** The header to send on site pages, or null when no policy is configured (no header). */
export function buildContentSecurityPolicy(options: CspOptions | null | undefined): { name: string; value: string } | null {
  if (!options || !options.scriptHashes || options.scriptHashes.length === 0) return null;
  const list = (...parts: (string[] | undefined)[]): string => parts.flatMap((p) => p ?? []).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list(["'self'"], options.scriptHashes.map(quoteHash), options.scriptSrc)],
    ['style-src', list(["'self'"], options.styleHashes?.map(quoteHash), options.styleSrc)],
    ['img-src', list(["'self'", 'data:', 'blob:'], options.imgSrc)],
    ['font-src', list(["'self'", 'data:'], options.fontSrc)],
    ['connect-src', list(["'self'"], options.connectSrc)],
    ['frame-src', options.frameSrc && options.frameSrc.length > 0 ? options.frameSrc.join(' ') : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', list(["'self'"], options.formAction)],
    ['frame-ancestors', "'none'"],
  ];
  return {
    name: options.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy',
    value: directives.map(([k, v]) => (v ? `${k} ${v}` : k)).join('; '),
  };
}

/**
 * The policy of the lead service's own pages (thank-you, form errors, site-not-built): no script
 * at all, styles only from /lead-service.css.
 */
export const LEAD_PAGES_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Reads `<publicDir>/csp.json` when present; null when absent. Throws with the file name when it is malformed. */
function loadCspFile(publicDir: string): CspOptions | null {
  const file = path.join(publicDir, 'csp.json');
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CspOptions;
  } catch (err) {
    throw new Error(`${file} is not valid JSON: ${(err as Error).message}`);
  }
}

/** Fixed options, or a function giving the current ones (cspFileSource). */
export type CspSource = CspOptions | null | undefined | (() => CspOptions | null);

export function currentCsp(source: CspSource): CspOptions | null {
  return typeof source === 'function' ? source() : (source ?? null);
}

/** How often, at most, cspFileSource looks at csp.json again. */
const CSP_RECHECK_MS = 1000;

/**
 * `<publicDir>/csp.json`, read now (throws when malformed, as loadCspFile) and again whenever its
 * size or modification time changes, looked at no more than once per CSP_RECHECK_MS. A file that
 * cannot be read or parsed later (a build writing it) keeps the last good policy and is tried again.
 */
export function cspFileSource(publicDir: string, log: { info(message: string): void; warn(message: string): void }): () => CspOptions | null {
  const file = path.join(publicDir, 'csp.json');
  const signature = (): string => {
    try {
      const st = fs.statSync(file);
      return `${st.size}:${st.mtimeMs}:${st.ino}`;
    } catch {
      return 'absent';
    }
  };
  let seen = signature();
  let current = loadCspFile(publicDir);
  let checkedAt = Date.now();
  return () => {
    const now = Date.now();
    if (now - checkedAt < CSP_RECHECK_MS) return current;
    checkedAt = now;
    const sig = signature();
    if (sig === seen) return current;
    try {
      current = loadCspFile(publicDir);
      seen = sig;
      log.info(`csp: ${file} changed; pages now get its policy`);
    } catch (err) {
      log.warn(`csp: ${(err as Error).message}; the previous policy stays until it is readable`);
    }
    return current;
  };
}
