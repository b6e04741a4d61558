/**
 * Retention: delivered submissions older than the retention and spam sooner are
 * deleted, never anything undelivered; `npm run leads -- purge` says what it removed, through the
 * running service's control socket or on the store directly; the service applies the default
 * (180 days, spam 30) by itself; on the embedded store a removed lead is left in no journal file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../server/cli/main';
import { controlSocketPath, startControlServer } from '../../../server/control/socket';
import { cutoffsFor, purgeRetention, readRetention, startRetention } from '../../../server/submissions/retention';
import { PgliteStore, type LeadStore, type NewSubmission } from '../../../server/submissions';
import { gymDate } from '../../../src/content/gym-time';
import { consultationLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { storeFixtures } from './helpers/stores';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60_000;
const now = Date.now();

function sub(name: string, ageDays: number, deliveryState: NewSubmission['deliveryState']): NewSubmission {
  return consultationLead(name, {
    email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
    createdAt: new Date(now - ageDays * DAY),
    clientIp: '203.0.113.7',
    fields: { healthConditions: 'asthma, old knee injury' },
    spam: deliveryState === 'spam',
    deliveryState: deliveryState === 'delivered' ? 'pending' : deliveryState,
  });
}

/** Inserts the set every test uses; returns the names expected to be kept by a 180/30-day purge. */
async function seed(store: LeadStore): Promise<{ removed: string[]; kept: string[] }> {
  const rows: [NewSubmission, number | null][] = [
    [sub('Old Delivered', 200, 'delivered'), 199],
    [sub('Recent Delivered', 10, 'delivered'), 9],
    [sub('Late Delivery', 300, 'delivered'), 1], // received long ago, delivered yesterday: the gym just got it
    [sub('Old Pending', 400, 'pending'), null],
    [sub('Old Failed', 400, 'failed'), null],
    [sub('Old Stored', 400, 'stored'), null],
    [sub('Old Spam', 40, 'spam'), null],
    [sub('New Spam', 10, 'spam'), null],
  ];
  for (const [s, deliveredAgo] of rows) {
    await store.insert(s);
    if (deliveredAgo !== null) await store.markDelivered(s.id, new Date(now - deliveredAgo * DAY));
  }
  return {
    removed: ['Old Delivered', 'Old Spam'],
    kept: ['Recent Delivered', 'Late Delivery', 'Old Pending', 'Old Failed', 'Old Stored', 'New Spam'],
  };
}

/** The audit log's defaults: entries two years, failed sign-ins' addresses 30 days. */
const AUDIT = { auditDays: 730, auditAddressDays: 30 };

async function names(store: LeadStore): Promise<string[]> {
  return (await store.list({ limit: 1000 })).map((r) => (typeof r.fields.name === 'string' ? r.fields.name : '')).sort();
}

describe.each(storeFixtures())('$name store', (fixture) => {
  test('purge removes delivered submissions older than the retention and spam sooner, nothing undelivered', async () => {
    const { store, cleanup } = await fixture.open();
    try {
      const { kept } = await seed(store);
      const result = await store.purge(cutoffsFor({ deliveredDays: 180, spamDays: 30, ...AUDIT }, new Date(now)));
      expect(result).toMatchObject({ delivered: 1, spam: 1 });
      expect(result.oldest?.getTime()).toBe(now - 200 * DAY);
      expect(result.newest?.getTime()).toBe(now - 40 * DAY);
      expect(await names(store)).toEqual([...kept].sort());
      expect(await store.purge(cutoffsFor({ deliveredDays: 180, spamDays: 30, ...AUDIT }, new Date(now)))).toEqual({ delivered: 0, spam: 0, oldest: null, newest: null, auditEntries: 0, auditAddresses: 0 });
    } finally {
      await cleanup();
    }
  });
});

test('retention settings: defaults 180 and 30 days, spam never kept longer than the rest, off, and bad values refused', () => {
  expect(readRetention({})).toEqual({ deliveredDays: 180, spamDays: 30, ...AUDIT });
  expect(readRetention({ RETENTION_DAYS: '14' })).toEqual({ deliveredDays: 14, spamDays: 14, ...AUDIT });
  expect(readRetention({ RETENTION_DAYS: '365', SPAM_RETENTION_DAYS: '7' })).toEqual({ deliveredDays: 365, spamDays: 7, ...AUDIT });
  expect(readRetention({ AUDIT_RETENTION_DAYS: '365', AUDIT_ADDRESS_DAYS: '7' })).toEqual({ deliveredDays: 180, spamDays: 30, auditDays: 365, auditAddressDays: 7 });
  expect(readRetention({ AUDIT_RETENTION_DAYS: '10', AUDIT_ADDRESS_DAYS: '30' })).toMatchObject({ auditDays: 10, auditAddressDays: 10 });
  expect(() => readRetention({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow('AUDIT_RETENTION_DAYS must be a whole number');
  expect(readRetention({ RETENTION_DAYS: 'off' })).toBeNull();
  expect(() => readRetention({ RETENTION_DAYS: '0' })).toThrow('RETENTION_DAYS must be a whole number of days from 1 to 36500, or off (got "0")');
  expect(() => readRetention({ SPAM_RETENTION_DAYS: 'soon' })).toThrow('SPAM_RETENTION_DAYS must be a whole number');
  expect(purgeRetention('90', undefined, {})).toEqual({ deliveredDays: 90, spamDays: 30, ...AUDIT });
  expect(() => purgeRetention(undefined, undefined, { RETENTION_DAYS: 'off' })).toThrow('Retention is off');
});

describe('npm run leads -- purge, and the service itself (embedded store)', () => {
  let dataDir: string;
  const saved = process.env.DATA_DIR;
  beforeEach(async () => {
    dataDir = await freshDataDir('leads-retention-');
    process.env.DATA_DIR = dataDir;
  });
  afterEach(() => removeDir(dataDir));
  afterAll(() => {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  });

  async function cli(...args: string[]): Promise<string> {
    let out = '';
    expect(await runCli(args, (s) => (out += s))).toBe(0);
    return out;
  }

  test('with the service stopped, then through the running service; a removed lead is left in no journal file', async () => {
    const store = await PgliteStore.open({ dataDir, role: 'test' });
    let kept: string[];
    try {
      ({ kept } = await seed(store));
    } finally {
      await store.close();
    }
    const day = (ago: number): string => gymDate(new Date(now - ago * DAY));
    expect(await cli('purge', '--older-than', '180')).toBe(
      `Removed 1 delivered submission and 1 spam submission, received ${day(200)} to ${day(40)} ` +
        `(delivered submissions received before ${day(180)}, spam received before ${day(30)}).\n`,
    );
    expect(await cli('purge')).toMatch(/^Nothing to remove \(delivered submissions received before/);

    // The running service: a fresh old lead still in its journal, removed through the control socket.
    const service = await PgliteStore.open({ dataDir, role: 'service' });
    const socket = controlSocketPath(dataDir);
    const control = await startControlServer(socket, service, null);
    service.lock.update({ socket });
    try {
      const ancient = sub('Journal Ghost', 500, 'delivered');
      await service.insert(ancient);
      await service.markDelivered(ancient.id, new Date(now - 499 * DAY));
      expect(fs.readFileSync(path.join(dataDir, 'journal.jsonl'), 'utf8')).toContain('journal-ghost@example.com');
      expect(await cli('purge', '--older-than', '400', '--spam-older-than', '5')).toMatch(/^Removed 1 delivered submission and 1 spam submission/); // New Spam is 10 days old
      const journals = fs.readdirSync(dataDir).filter((n) => n.startsWith('journal'));
      for (const j of journals) expect(fs.readFileSync(path.join(dataDir, j), 'utf8')).not.toContain('journal-ghost@example.com');
      expect(await names(service)).toEqual(kept.filter((n) => n !== 'New Spam').sort());
    } finally {
      await control.close();
      await service.close();
    }
  });

  test('the service applies the retention by itself at start (and daily)', async () => {
    const store = await PgliteStore.open({ dataDir, role: 'service' });
    try {
      const { kept } = await seed(store);
      const logged: string[] = [];
      const timer = startRetention(store, { deliveredDays: 180, spamDays: 30, ...AUDIT }, { info: (m) => logged.push(m), error: (m) => logged.push(m) });
      await timer.running();
      timer.stop();
      expect(await names(store)).toEqual([...kept].sort());
      expect(logged).toEqual([expect.stringMatching(/^retention: Removed 1 delivered submission and 1 spam submission/)]);
    } finally {
      await store.close();
    }
  });
});
