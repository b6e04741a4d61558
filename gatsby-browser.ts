import type { GatsbyBrowser } from 'gatsby';
import { tagOf } from './src/content/languages';
import { splitLanguage } from './src/lib/routes';
import { restoreAppTraversalsByRule } from './src/browser/scroll';

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/startup/browser-root';
export { shouldUpdateScroll } from './src/browser/scroll';

/** Back and forward inside the app land where the scroll rule says (src/browser/scroll). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => restoreAppTraversalsByRule();

/**
 * `<html lang>` follows the page's language on a move between pages (the server render sets it for the first).
 * Under `gatsby develop`, whose one HTML shell has the English head, the page's script faces come from here
 * too (src/browser/develop-script-faces); a production bundle leaves that branch and its module out.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  const { language } = splitLanguage(location.pathname);
  document.documentElement.lang = tagOf(language);
  if (process.env.NODE_ENV === 'development') {
    void import('./src/browser/develop-script-faces').then((faces) => faces.showScriptFaces(document, language));
  }
};
