/**
 * The start-up mechanisms of this folder that a benchmark build can switch off, one at a time, to measure
 * what each buys (`npx tsx scripts/bench-mechanisms.ts`; README.md here). A normal build switches none off.
 *
 * Read from GATSBY_STARTUP_OFF (a comma-separated list of names) when the site is built: Gatsby writes the
 * value of GATSBY_ variables into the browser's bundle, and the build's Node code reads the same variable.
 */
export const MECHANISMS = ['after-paint', 'compile-hints', 'early-taps', 'render-on-approach', 'slices'] as const;
export type Mechanism = (typeof MECHANISMS)[number];

export function isOff(name: Mechanism): boolean {
  return (process.env.GATSBY_STARTUP_OFF ?? '').split(',').includes(name);
}
