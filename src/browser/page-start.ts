/**
 * When the visitor arrived, as the page's code counts it: the moment the page's start script ran
 * (src/islands/start.ts), or, where none ran (`gatsby develop`), the first time anyone asks. A delay "after
 * the visitor arrived" (the offer's 5 s) counts from here, whenever the part that waits for it is hydrated.
 */
let startedAt: number | undefined;

export function markPageStart(now: number = Date.now()): void {
  startedAt ??= now;
}

/** Milliseconds since the visitor arrived. */
export function sincePageStart(now: number = Date.now()): number {
  markPageStart(now);
  return now - (startedAt ?? now);
}
