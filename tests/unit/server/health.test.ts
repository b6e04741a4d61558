/**
 * The delivery health figure: how long the oldest undelivered submission has
 * waited, by the database's clock, in the service's log (an error past the limit) and in
 * `npm run leads -- list` (a warning past DELIVERY_ALERT_MINUTES).
 */
import { runCli } from '../../../server/cli/main';
import { Outbox, type Notifier } from '../../../server/submissions/delivery';
import { PgliteStore, type NewSubmission } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';

jest.setTimeout(60_000);

const MINUTE = 60_000;

const pending = (minutesAgo: number, email: string): NewSubmission => contactLead('Waiting Visitor', { email, createdAt: new Date(Date.now() - minutesAgo * MINUTE) });

const saved = { DATA_DIR: process.env.DATA_DIR, DELIVERY_ALERT_MINUTES: process.env.DELIVERY_ALERT_MINUTES, TZ: process.env.TZ };
let dataDir = '';
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = v;
  }
  if (dataDir) removeDir(dataDir);
});

test('the oldest undelivered submission’s age: logged, as an error past the limit, and shown by leads list with a warning', async () => {
  dataDir = await freshDataDir();
  const store = await PgliteStore.open({ dataDir, role: 'test' });
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log = {
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
  };
  const down: Notifier = { kind: 'forward', target: 'nowhere', send: () => Promise.reject(new Error('upstream down')) };
  try {
    expect(await store.deliveryHealth()).toEqual({ waiting: 0, oldest: null, oldestAgeMs: null });
    await store.insert(pending(12, 'recent@example.com'));
    const outbox = new Outbox(store, down, { alertAfterMs: 30 * MINUTE }, log);
    const fresh = await outbox.checkHealth();
    expect(fresh).toMatchObject({ waiting: 1 });
    expect(fresh?.oldestAgeMs).toBeGreaterThanOrEqual(12 * MINUTE);
    expect(lines).toEqual([{ level: 'info', obj: { waiting: 1, oldestWaitingMinutes: 12, alertAfterMinutes: 30 }, msg: 'delivery: submissions waiting' }]);

    await store.insert(pending(45, 'old@example.com'));
    await outbox.runOnce(); // fails: both stay waiting
    lines.length = 0;
    await outbox.checkHealth();
    expect(lines).toEqual([
      { level: 'error', obj: { waiting: 2, oldestWaitingMinutes: 45, alertAfterMinutes: 30 }, msg: expect.stringContaining('delivery is behind') as string },
    ]);
  } finally {
    await store.close();
  }

  process.env.DATA_DIR = dataDir;
  process.env.TZ = 'UTC';
  let out = '';
  process.env.DELIVERY_ALERT_MINUTES = '60';
  expect(await runCli(['list'], (s) => (out += s))).toBe(0);
  expect(out).toMatch(/2 waiting for delivery; the oldest was received 45 min ago/);
  expect(out).not.toMatch(/WARNING/);
  out = '';
  process.env.DELIVERY_ALERT_MINUTES = '30';
  expect(await runCli(['list'], (s) => (out += s))).toBe(0);
  expect(out).toMatch(/2 waiting for delivery; the oldest was received 45 min ago .*\nWARNING: delivery is behind \(more than DELIVERY_ALERT_MINUTES, 30 min\)/);
});
