/**
 * What the islands' code imports from 'gatsby', in the browser bundle of src/islands (esbuild aliases the
 * module to this file; Gatsby's own runtime is not on a page with islands).
 *
 * - `graphql`: the query's text; a fragment beside a component is only read by Gatsby's build.
 * - `useStaticQuery`: the site's one static query (SiteFacts), as the server put it in the page's island
 *   context; any other query is a mistake, named.
 * - `Link`: a plain link (every page is a full page load); `navigate`: the browser's own navigation.
 */
import type { AnchorHTMLAttributes } from 'react';

export function graphql(strings: TemplateStringsArray): string {
  return strings.join('');
}

const queries = new Map<string, unknown>();

/** The runtime hands over the static queries' results, by the query's name, before it renders any island. */
export function provideStaticQuery(name: string, data: unknown): void {
  queries.set(name, data);
}

/** Typed by the caller, as Gatsby's own: the result of the query it names. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Gatsby's signature, which the callers use
export function useStaticQuery<T>(query: string): T {
  const name = /\bquery\s+(\w+)/.exec(query)?.[1] ?? '(unnamed)';
  if (!queries.has(name)) throw new Error(`The static query ${name} is not in the page's island context (src/islands/page-context.tsx)`);
  return queries.get(name) as T;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean; state?: unknown; replace?: boolean };

/** Gatsby's router-only props are not the link's: a plain link has none of them. */
const ROUTER_PROPS = new Set(['activeClassName', 'partiallyActive', 'state', 'replace']);

export function Link({ to, children, ...rest }: LinkProps) {
  const own = Object.fromEntries(Object.entries(rest).filter(([key]) => !ROUTER_PROPS.has(key)));
  return (
    <a {...own} href={to}>
      {children}
    </a>
  );
}

export function navigate(to: string | number, options: { replace?: boolean } = {}): void {
  if (typeof to === 'number') window.history.go(to);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
