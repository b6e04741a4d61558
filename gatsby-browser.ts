import { navigate, type GatsbyBrowser } from 'gatsby';
import { followStaticLinks } from './src/startup/static-links';
import { forgetServerHtml } from './src/startup/kept-html';

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/startup/browser-root';
export { shouldUpdateScroll } from './src/browser/scroll';

/** Links inside server HTML that React does not handle (src/startup/StaticHtml) work as hydrated ones do. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  followStaticLinks(document, navigate);
};

/** Leaving the first page: its kept server HTML does not belong to the next one (src/startup/kept-html). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) forgetServerHtml();
};
