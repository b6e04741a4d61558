/**
 * Query results are typed by Gatsby's typegen (`Queries.*`, src/gatsby-types.d.ts, from the schema
 * the local plugin declares: plugins/gatsby-plugin-site-build/content-nodes.ts). A root field such as `contentSettings` is nullable in GraphQL although the
 * build makes every content node: `present` turns a missing one into an error that names its file.
 */
export function present<T>(value: T | null | undefined, source: string): T {
  if (value === null || value === undefined) throw new Error(`${source}: no such node in Gatsby's data layer`);
  return value;
}

/** A record as the pages read it (query results are readonly): nothing in it is changed. */
export type ReadonlyDeep<T> = T extends (infer U)[] ? readonly ReadonlyDeep<U>[] : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;
