/** Bounded waits for shutdown: every stop of the service finishes within a known time. */

/**
 * Waits for `work` until `deadline` (a Date.now() value): true when it settled in time (its
 * rejection is the caller's to handle through `work` itself), false when the time ran out first.
 * The work goes on; it is only no longer waited for.
 */
export function within(deadline: number, work: Promise<unknown>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    work.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}
