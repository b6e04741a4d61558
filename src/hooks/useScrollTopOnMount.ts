import { useEffect } from 'react';
import { scrollToTop } from '../lib/scroll';

/** Service pages and the trainers page start at the top (spec 2.1), even after a hash navigation. */
export function useScrollTopOnMount(): void {
  useEffect(() => {
    if (!window.location.hash) scrollToTop();
  }, []);
}
