/**
 * Purge refuses while journal files it cannot compact remain: DATA_DIR on a real
 * small tmpfs, filled until the database cannot take a row the journal already holds (the journal
 * is then kept from now on). A purge would leave the purged answers in those files: it refuses and
 * deletes nothing; after a restart (the journal replayed and compacted) it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PgliteStore, type NewSubmission } from '../../../server/submissions';
import { submission } from './helpers/leads';
import { pgliteTemplate } from './helpers/pglite';
import { mountSmallFs, type SmallFs } from './helpers/tmpfs';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60_000;

/**
 * A stored lead of about 2 kB. Its sizes are what the test is about: with a long name and message
 * like these the database refuses a row (could not extend file) while its journal line still fits.
 */
function row(over: Partial<NewSubmission> = {}): NewSubmission {
  return submission({
    deliveryState: 'stored',
    fields: { name: 'x'.repeat(900), email: 'filler@example.com' },
    payload: { email: 'filler@example.com', subject: 's', message: 'y'.repeat(900), _replyto: 'filler@example.com', _subject: 's' },
    ...over,
  });
}

let small: SmallFs | undefined;
afterAll(() => small?.unmount());

test('journal files kept after a failed insert: purge refuses and removes nothing; after a restart it purges', async () => {
  small = mountSmallFs(64 * 1024 * 1024);
  fs.cpSync(path.join(await pgliteTemplate(), 'pgdata'), path.join(small.dir, 'pgdata'), { recursive: true });
  const oldOne = row({ createdAt: new Date(Date.now() - 400 * DAY), deliveryState: 'pending' });
  const cutoffs = { deliveredBefore: new Date(Date.now() - 180 * DAY), spamBefore: new Date(Date.now() - 30 * DAY), auditBefore: new Date(Date.now() - 730 * DAY), auditAddressesBefore: new Date(Date.now() - 30 * DAY) };
  let store = await PgliteStore.open({ dataDir: small.dir, role: 'test' });
  try {
    await store.insert(oldOne);
    expect(await store.markDelivered(oldOne.id, new Date(Date.now() - 399 * DAY))).toBe(true);
    small.fill(64 * 1024);
    const failures: string[] = [];
    for (let i = 0; i < 50; i++) await store.insert(row()).catch((err: unknown) => failures.push((err as Error).message));
    expect(failures.some((m) => /could not extend file/.test(m))).toBe(true); // the database refused a journaled row
    small.unfill();
    await expect(store.purge(cutoffs)).rejects.toThrow(/purge refused: journal files that could not be compacted/);
    expect((await store.get(oldOne.id))?.deliveryState).toBe('delivered'); // nothing deleted
  } finally {
    await store.close();
  }
  store = await PgliteStore.open({ dataDir: small.dir, role: 'test' });
  try {
    expect(await store.purge(cutoffs)).toMatchObject({ delivered: 1, spam: 0 });
    expect(await store.get(oldOne.id)).toBeNull();
  } finally {
    await store.close();
  }
});
