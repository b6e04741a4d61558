import { navigate, type GatsbyBrowser } from 'gatsby';
import { followStaticLinks } from './src/lib/static-links';
import { forgetServerHtml } from './src/lib/kept-html';

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/components/layout/browser-root';
export { shouldUpdateScroll } from './src/lib/scroll';

/** Links inside server HTML that React does not handle (ui/StaticHtml) work as hydrated ones do. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  followStaticLinks(document, navigate);
};

/** Leaving the first page: its kept server HTML does not belong to the next one (lib/kept-html). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) forgetServerHtml();
};
