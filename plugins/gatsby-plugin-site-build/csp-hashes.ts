/**
 * public/csp.json, page by page: the hashes a Content-Security-Policy needs for a built page (every
 * inline <script> that the browser executes; JSON-LD data blocks are not executed and need none) and
 * the outside origins it may use. Written after each build by plugins/gatsby-plugin-site-build.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** True for script types the browser does not run (data blocks such as JSON-LD). */
function isDataBlock(attrs: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return type !== undefined && !['text/javascript', 'module', 'application/javascript'].includes(type);
}

/** 'sha256-…' sources for the inline scripts of one HTML document, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const [, attrs, body] = m;
    if (/\bsrc\s*=/i.test(attrs) || isDataBlock(attrs)) continue;
    out.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...out];
}

/** One page's entry in public/csp.json (the lead service turns it into that page's policy, server/http/csp.ts). */
export interface CspPageEntry {
  scriptHashes: string[];
  frameSrc: string[];
  scriptSrc: string[];
  connectSrc?: string[];
  formAction?: string[];
}

/** The outside origins a page of the site may use. */
export interface SiteOrigins {
  mapEmbed: string;
  portalHostScript: string;
  formOrigins: string[];
}

/**
 * A built page's entry: the hashes of its inline scripts (Gatsby inlines a few, one of them different on
 * every page) and the outside origins it may use. The site navigates client-side, so a document keeps its
 * first policy: the map and the booking portal's script are allowed everywhere (neither loads until
 * asked for); a hosted form provider, when the forms post to one, may be fetched and posted to.
 * `null` for the staff inbox's page, which loads nothing from outside: no outside origin at all.
 */
export function cspPageEntry(html: string, o: SiteOrigins | null): CspPageEntry {
  if (o === null) return { scriptHashes: inlineScriptHashes(html), frameSrc: [], scriptSrc: [] };
  const entry: CspPageEntry = { scriptHashes: inlineScriptHashes(html), frameSrc: [new URL(o.mapEmbed).origin], scriptSrc: [new URL(o.portalHostScript).origin] };
  if (o.formOrigins.length) {
    entry.connectSrc = o.formOrigins;
    entry.formAction = o.formOrigins;
  }
  return entry;
}

/** The origins of the hosted form endpoints set for the build (GATSBY_*_FORM_URL), if any. */
export function formOrigins(env: Record<string, string | undefined>): string[] {
  return ['GATSBY_CONSULTATION_FORM_URL', 'GATSBY_CONTACT_FORM_URL', 'GATSBY_SERVICE_FORM_URL']
    .map((k) => env[k])
    .filter((u): u is string => !!u && /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
}
