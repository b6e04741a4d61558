import type { GatsbyBrowser } from 'gatsby';
import { forgetServerHtml } from './src/startup/kept-html';

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/startup/browser-root';
export { shouldUpdateScroll } from './src/browser/scroll';

/** Leaving the first page: its kept server HTML does not belong to the next one (src/startup/kept-html). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) forgetServerHtml();
};
