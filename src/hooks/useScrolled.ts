import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` pixels (spec: 50); null until measured (the
 * server's HTML and the first render, so hydration matches; the bar's CSS covers that time).
 */
export function useScrolled(threshold = 50): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
