/**
 * A deadline on each outbox cycle: a store call that never answers (what a
 * connection that went silent gives when nothing bounds it) does not stop delivery for good: the
 * cycle is given up a little after its lease and the next one starts.
 */
import { Outbox, type Notifier } from '../../../server/submissions/delivery';
import type { LeadStore } from '../../../server/submissions';
import { PGLITE_FIXTURE } from './helpers/stores';

jest.setTimeout(30_000);

test('a claim that never answers: the cycle ends after its deadline, logged, and the next cycle runs', async () => {
  const { store, cleanup } = await PGLITE_FIXTURE.open();
  try {
    let claims = 0;
    const silent = new Promise<never>(() => undefined);
    // The real store, except that its first claim never answers.
    const stuck = new Proxy(store, {
      get(target, prop, receiver) {
        if (prop === 'claimDue') {
          return (...args: Parameters<LeadStore['claimDue']>) => (++claims === 1 ? silent : target.claimDue(...args));
        }
        const v: unknown = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const errors: string[] = [];
    const notifier: Notifier = { kind: 'forward', target: 't', send: () => Promise.resolve() };
    const outbox = new Outbox(stuck, notifier, { leaseMs: 1000, pollMs: 60_000 }, { info() {}, warn() {}, error: (_o, m) => errors.push(m) });
    const started = Date.now();
    await outbox.runOnce();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(errors).toEqual(['outbox: a delivery cycle did not end in time; starting the next one without it']);
    await outbox.runOnce();
    expect(claims).toBe(2); // a new cycle, not the stuck one again
  } finally {
    await cleanup();
  }
});
