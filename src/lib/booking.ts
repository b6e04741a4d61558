/**
 * Booking page helpers (spec 2.12): the third-party scripts the page loads while it is shown.
 */
import jqueryPackage from 'jquery/package.json';

/**
 * Where the build puts jQuery (copied from the npm package `jquery` by the local plugin's onPreBuild):
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
