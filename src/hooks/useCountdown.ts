import { useEffect, useState } from 'react';
import { initialRemaining, parseTarget, remaining, type Remaining } from '../lib/countdown';

/** Ticks every second toward the target; shows `initialDays` until the first tick. */
export function useCountdown(targetIso: string, initialDays: number): Remaining {
  const [left, setLeft] = useState<Remaining>(() => initialRemaining(initialDays));
  useEffect(() => {
    const target = parseTarget(targetIso);
    const id = window.setInterval(() => setLeft(remaining(target, Date.now())), 1000);
    return () => window.clearInterval(id);
  }, [targetIso]);
  return left;
}
