/**
 * The hashes a Content-Security-Policy needs for a built page: every inline <script> that the
 * browser executes (JSON-LD data blocks are not executed and need none).
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
