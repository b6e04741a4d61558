import { createContext, useContext } from 'react';

export interface PageInfo {
  /** Normalised path being shown, without its language prefix: the English path ('/pa/faq' -> '/faq'). */
  path: string;
  isHome: boolean;
  routeKey: string;
}

const Ctx = createContext<PageInfo>({ path: '/', isHome: true, routeKey: 'home' });
export const PageInfoProvider = Ctx.Provider;

/** Where the visitor is: drives the home/elsewhere behaviour of buttons and links. */
export function usePageInfo(): PageInfo {
  return useContext(Ctx);
}
