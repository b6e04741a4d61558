import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { GatsbyBrowser } from 'gatsby';
import { createBrowserCache } from '../styles/emotion-cache';
import { replayEarlyTaps } from './early-taps';
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
 * instead of holding the main thread until the whole page is hydrated. A container without the page's
 * HTML is rendered from scratch, as Gatsby's own renderer would: under `gatsby develop` every page (its
 * shell is empty) and the dev server's loading indicator, which Gatsby mounts with this same function
 * into an element of its own. Either way, React now listens to the page, so the taps made before it
 * arrived are handed to it (src/startup/early-taps); React hydrates what was tapped first and runs its
 * handler. Returns the unmount Gatsby calls to take its loading indicator away.
 */
function hydrate(element: ReactElement, container: Element | null): () => void {
  if (!container) throw new Error('Gatsby gave no element to render into');
  const prerendered = container.querySelector('#gatsby-focus-wrapper')?.children.length;
  const roots: Root[] = [];
  if (!prerendered) {
    const root = createRoot(container);
    root.render(element);
    roots.push(root);
  } else {
    if (isOff('slices')) roots.push(hydrateRoot(container, element));
    else
      startTransition(() => {
        roots.push(hydrateRoot(container, element));
      });
  }
  replayEarlyTaps();
  return () => {
    for (const root of roots) root.unmount();
  };
}

/** Gatsby's own type for this API is the legacy ReactDOM.render signature, hence no annotation here. */
export const replaceHydrateFunction = () => hydrate;
