import type { GatsbyBrowser } from 'gatsby';
import { forgetServerHtml } from './src/startup/kept-html';
import { tagOf } from './src/content/languages';
import { splitLanguage } from './src/lib/routes';

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/startup/browser-root';
export { shouldUpdateScroll } from './src/browser/scroll';

/** Leaving the first page: its kept server HTML does not belong to the next one (src/startup/kept-html). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) forgetServerHtml();
};

/** `<html lang>` follows the page's language on a move between pages (the server render sets it for the first). */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  document.documentElement.lang = tagOf(splitLanguage(location.pathname).language);
};
