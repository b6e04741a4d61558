import type { GatsbyBrowser } from 'gatsby';
import { followSectionLinks } from './src/lib/scroll';
import { forgetServerHtml } from './src/lib/kept-html';

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/components/layout/browser-root';
export { shouldUpdateScroll } from './src/lib/scroll';

/** Links to a section of the page inside server HTML that React does not handle (ui/StaticHtml). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  followSectionLinks(document);
};

/** Leaving the first page: its kept server HTML does not belong to the next one (lib/kept-html). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) forgetServerHtml();
};
