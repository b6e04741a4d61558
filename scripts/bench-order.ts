/**
 * The order of npm run bench's page loads in each round. The host's speed drifts over the minutes a round
 * takes, so every list (pages, languages, variants, builds) is turned by one place each round: no page,
 * language, variant or build is always loaded first or last, and over the rounds the drift falls on all alike.
 * The loads a ratio compares stay next to each other: a page's languages, each language's variants and each
 * variant's builds (A,B in one round, B,A in the next).
 */

/** The nth turn of a list: its items from place n on, then those before. */
export function turned<T>(items: readonly T[], n: number): T[] {
  return items.map((_, i) => items[(i + n) % items.length]);
}

export interface Load<P, L, V, B> {
  page: P;
  lang: L;
  variant: V;
  build: B;
}

/** Every load of round `round` (0-based), in the order it is made. `langsOf` says in which languages a page exists. */
export function roundOrder<P, L, V, B>(
  round: number,
  pages: readonly P[],
  langsOf: (page: P) => readonly L[],
  variants: readonly V[],
  builds: readonly B[],
): Load<P, L, V, B>[] {
  return turned(pages, round).flatMap((page) =>
    turned(langsOf(page), round).flatMap((lang) => turned(variants, round).flatMap((variant) => turned(builds, round).map((build) => ({ page, lang, variant, build })))),
  );
}

/** The median (the lower middle of an even count). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
