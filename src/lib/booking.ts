/**
 * Booking page helpers (spec 2.12): the third-party scripts the page loads while it is shown, and
 * the trouble note with its phone number and email address turned into links.
 */
import jqueryPackage from 'jquery/package.json';

/**
 * Where the build puts jQuery (copied from the npm package `jquery` by gatsby-node's onPostBuild):
 * served from our own origin, never a public CDN. The version in the name lets it be cached forever.
 */
export const JQUERY_PUBLIC_PATH = `/vendor/jquery-${jqueryPackage.version}.min.js`;

/** File inside node_modules/jquery that is copied to JQUERY_PUBLIC_PATH. */
export const JQUERY_PACKAGE_FILE = 'dist/jquery.min.js';

/** Attribute that marks the booking page's script elements (value: the script's name). */
export const BOOKING_SCRIPT_ATTR = 'data-booking-script';

export interface ScriptSpec {
  /** Value of the data-booking-script attribute. */
  name: 'jquery' | 'portal-host';
  src: string;
}

/** The scripts of the booking page, in execution order: jQuery first, then the portal's host script. */
export function bookingScripts(portalHostScript: string): ScriptSpec[] {
  return [
    { name: 'jquery', src: JQUERY_PUBLIC_PATH },
    { name: 'portal-host', src: portalHostScript },
  ];
}

export type NoteSegment = { kind: 'text'; text: string } | { kind: 'phone'; text: string } | { kind: 'email'; text: string };

/**
 * Splits a sentence into text, phone and email segments so the phone number and the email address
 * it mentions can be rendered as tel: and mailto: links. Only the exact phone and email given are
 * matched (the gym's own); everything else stays text.
 */
export function splitContactText(text: string, phone: string, email: string): NoteSegment[] {
  const needles = [
    { kind: 'phone' as const, value: phone },
    { kind: 'email' as const, value: email },
  ].filter((n) => n.value.trim() !== '');
  const out: NoteSegment[] = [];
  let rest = text;
  while (rest.length > 0) {
    let best: { kind: 'phone' | 'email'; value: string; at: number } | null = null;
    for (const n of needles) {
      const at = rest.indexOf(n.value);
      if (at >= 0 && (best === null || at < best.at)) best = { ...n, at };
    }
    if (!best) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (best.at > 0) out.push({ kind: 'text', text: rest.slice(0, best.at) });
    out.push({ kind: best.kind, text: best.value });
    rest = rest.slice(best.at + best.value.length);
  }
  return out;
}
