/**
 * Compile-time checks of RouteKey, run by `npm run typecheck` (tsc over tests/): a route key in code
 * is one of the routes table's keys, so a misspelt key does not compile. Should RouteKey widen to
 * `string`, the `@ts-expect-error` lines below stop being errors and tsc fails on them.
 */
import { pathOf, route, type RouteKey } from '../../src/lib/routes';

export const known: RouteKey = 'personal-training';
export const faqPath: string = pathOf('faq');

// @ts-expect-error -- "personal-trainng" is not a key of the routes table
export const misspelt: RouteKey = 'personal-trainng';

// @ts-expect-error -- a typo in a route key given to pathOf
export const typoPath: string = pathOf('facility-expansio');

// @ts-expect-error -- any string is not a route key
export const anyString: RouteKey = String(Date.now());

export const blogPath: string = route('blog').path;
