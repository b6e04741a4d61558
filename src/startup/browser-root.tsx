import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { GatsbyBrowser } from 'gatsby';
import { createBrowserCache } from '../styles/emotion-cache';
import { replayEarlyTaps } from './early-taps';
import { keepServerHtml } from './kept-html';
import { isOff } from './switches';

let cache: EmotionCache | undefined;

/** Every page renders with the cache that knows which styles the server already put in the head. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  cache ??= createBrowserCache();
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};

/**
 * Hydrates the pre-rendered page inside a transition, as Next.js does: React then works through the
 * page in small slices and yields to the browser between them (a tap or a scroll is handled at once),
 * instead of holding the main thread until the whole page is hydrated. A page whose HTML is empty
 * (none is, today) is rendered from scratch, as Gatsby's own renderer would. Either way, React now
 * listens to the page, so the taps made before it arrived are handed to it (src/startup/early-taps); React
 * hydrates what was tapped first and runs its handler.
 */
function hydrate(element: ReactElement, container: Element | null): void {
  if (!container) throw new Error('The page has no #___gatsby element to render into');
  const prerendered = document.getElementById('gatsby-focus-wrapper')?.children.length;
  if (!prerendered) {
    createRoot(container).render(element);
  } else {
    // A part whose code comes on approach keeps this HTML until its code has come (src/startup/OnApproach).
    keepServerHtml(document);
    if (isOff('slices')) hydrateRoot(container, element);
    else
      startTransition(() => {
        hydrateRoot(container, element);
      });
  }
  replayEarlyTaps();
}

/** Gatsby's own type for this API is the legacy ReactDOM.render signature, hence no annotation here. */
export const replaceHydrateFunction = () => hydrate;
