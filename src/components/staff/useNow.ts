/** The current time, renewed every half minute, so "5 min ago" stays true while the page is open. */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(t);
  }, [everyMs]);
  return now;
}
