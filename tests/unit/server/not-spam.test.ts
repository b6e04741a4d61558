/**
 * Suspected spam in `npm run leads`: `list` shows which submissions are suspected
 * spam, with the id `not-spam` takes; `not-spam <id>` makes a waiting one a normal submission (then
 * delivered unmarked), only unmarks one already delivered (nothing sent again), and refuses spam
 * that was never a valid form.
 */
import { CliError, runCli } from '../../../server/cli/main';
import { ForwardNotifier, Outbox } from '../../../server/submissions/delivery';
import { PgliteStore } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { startReceiver, type Receiver } from './helpers/receiver';

jest.setTimeout(60_000);

const saved = { DATA_DIR: process.env.DATA_DIR, TZ: process.env.TZ };
let dataDir = '';
let receiver: Receiver | undefined;
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = v;
  }
  await receiver?.close();
  if (dataDir) removeDir(dataDir);
});

async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, (s) => (out += s));
  return { code, out };
}

test('list shows suspected spam; not-spam moves a waiting one back to normal delivery, unmarks a delivered one, refuses plain spam', async () => {
  dataDir = await freshDataDir();
  receiver = await startReceiver();
  const waiting = contactLead('Waiting', { spam: true });
  const delivered = contactLead('Delivered', { spam: true });
  const bot = contactLead('Bot', { spam: true, deliveryState: 'spam', payload: {} });
  let store = await PgliteStore.open({ dataDir, role: 'test' });
  try {
    for (const s of [waiting, delivered, bot]) await store.insert(s);
    expect(await store.markDelivered(delivered.id, null)).toBe(true);
  } finally {
    await store.close();
  }
  process.env.DATA_DIR = dataDir;
  process.env.TZ = 'UTC';

  const list = await cli('list');
  expect(list.out).toContain(`suspected spam (not-spam ${waiting.id.slice(0, 8)}), pending`);
  expect(list.out).toContain(`suspected spam (not-spam ${delivered.id.slice(0, 8)}), delivered`);
  expect(list.out).toContain('spam (never delivered)');
  expect(list.out).toMatch(/2 shown are suspected spam/);

  expect(await cli('not-spam', waiting.id.slice(0, 8))).toEqual({ code: 0, out: `${waiting.id}: no longer suspected spam; it is delivered as a normal submission.\n` });
  expect((await cli('not-spam', delivered.id)).out).toMatch(/no longer marked as suspected spam\. It was already delivered .*nothing is sent again/);
  await expect(runCli(['not-spam', bot.id], () => undefined)).rejects.toThrow(/did not pass the form's checks either/);
  await expect(runCli(['not-spam', 'ffffffff'], () => undefined)).rejects.toThrow(CliError);

  store = await PgliteStore.open({ dataDir, role: 'test' });
  try {
    expect(await store.get(waiting.id)).toMatchObject({ spam: false, deliveryState: 'pending' });
    expect(await store.get(delivered.id)).toMatchObject({ spam: false, deliveryState: 'delivered' });
    expect(await store.get(bot.id)).toMatchObject({ spam: true, deliveryState: 'spam' });
    // Normal delivery: the waiting one goes out unmarked, nothing else goes out.
    const outbox = new Outbox(store, new ForwardNotifier({ url: receiver.url }));
    expect(await outbox.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received.map((m) => [m.email, m.subject])).toEqual([['waiting@example.com', 'Inquiry from Waiting']]);
  } finally {
    await store.close();
  }
});
