import { createContext, useContext } from 'react';

/**
 * The home page's own records: the hero photo, the membership plans, the facility, the services,
 * the social posts and the tour photos. Each section declares the part it reads as a GraphQL fragment
 * beside its code; the page query of src/pages/index.tsx spreads them, so they come in the page's own
 * page-data.json (one request the page makes anyway) instead of as six static queries of their own.
 */
export type HomeContent = Queries.HomePageQuery;

/** Provided by the home page around its sections. */
export const HomeContentContext = createContext<HomeContent | null>(null);

/** The home page's query result; a home section rendered on another page is a mistake, and says so. */
export function useHomeContent(): HomeContent {
  const content = useContext(HomeContentContext);
  if (content === null) throw new Error('A home section rendered outside the home page: its data comes from the page query of src/pages/index.tsx');
  return content;
}
