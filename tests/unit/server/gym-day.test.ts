/**
 * The gym's days in the lead filters, on both stores: from BC's permanent UTC-7 (tzdata 2026b) the gym's
 * 2 December 2026 starts at 07:00 UTC. Debian's PostgreSQL may read its zone data from an older system
 * tzdata (08:00 UTC) while PGlite carries newer data; the bounds come from Node, so both agree.
 */
import { describePurge } from '../../../server/submissions/retention';
import type { LeadStore } from '../../../server/submissions';
import type { SqlDriver } from '../../../server/db';
import { LeadWork } from '../../../server/staff/leads';
import type { LeadFilter } from '../../../server/staff/types';
import { contactLead } from './helpers/leads';
import { storeFixtures, storeForAll } from './helpers/stores';
import { staffStoreOn } from '../../../server/staff/store';

jest.setTimeout(120_000);

const at = (iso: string): Date => new Date(iso);
/** 23:30 on 1 December at the gym, and 00:30 on the 2nd (22:30 and 23:30 on the 1st by older zone data). */
const LATE = contactLead('Late Evening', { deliveryState: 'stored', createdAt: at('2026-12-02T06:30:00Z') });
const EARLY = contactLead('Early Morning', { deliveryState: 'stored', createdAt: at('2026-12-02T07:30:00Z') });
/** Delivered, for the purge: 23:30 on 1 December at the gym (the 2nd in UTC), and 00:30 on the 3rd (the 2nd by older zone data). */
const PURGED = [
  contactLead('Purged First', { deliveryState: 'delivered', createdAt: at('2026-12-02T06:30:00Z') }),
  contactLead('Purged Last', { deliveryState: 'delivered', createdAt: at('2026-12-03T07:30:00Z') }),
];

describe.each(storeFixtures())("the gym's day on $name", (fixture) => {
  let db: SqlDriver;
  let store: LeadStore;
  storeForAll(fixture, async (s: LeadStore) => {
    store = s;
    db = store.db.sql;
    for (const row of [LATE, EARLY]) await store.insert(row);
    await db.query("UPDATE staff_leads SET follow_up_on = '2026-12-02' WHERE id = $1::uuid", [LATE.id]);
  });

  const names = async (filter: Partial<LeadFilter>, now = at('2026-12-02T20:00:00Z')): Promise<string[]> => {
    const { leads } = await new LeadWork(db, () => now).list({ view: 'inbox', ...filter }, 50, null);
    return leads.map((l) => l.name).sort();
  };

  test('from and to are whole days at the gym', async () => {
    expect(await names({ from: '2026-12-02' })).toEqual(['Early Morning']);
    expect(await names({ to: '2026-12-01' })).toEqual(['Late Evening']);
    expect(await names({ from: '2026-12-01', to: '2026-12-01' })).toEqual(['Late Evening']);
  });

  test("a follow-up is due from the start of its day at the gym (07:00 UTC on 2 December 2026)", async () => {
    expect(await names({ due: true }, at('2026-12-02T06:59:00Z'))).toEqual([]);
    expect(await names({ due: true }, at('2026-12-02T07:00:00Z'))).toEqual(['Late Evening']);
  });

  test("retention's purge names the gym's days it removed, in the audit log and the CLI", async () => {
    for (const row of PURGED) await store.insert(row);
    for (const row of PURGED) await store.markDelivered(row.id, row.createdAt);
    const cutoffs = { deliveredBefore: at('2026-12-10T00:00:00Z'), spamBefore: at('2026-12-10T00:00:00Z'), auditBefore: at('2020-01-01T00:00:00Z'), auditAddressesBefore: at('2020-01-01T00:00:00Z') };
    const result = await store.purge(cutoffs);
    expect(describePurge(result, cutoffs)).toBe(
      'Removed 2 delivered submissions and 0 spam submissions, received 2026-12-01 to 2026-12-03 ' +
        '(delivered submissions received before 2026-12-09, spam received before 2026-12-09).',
    );
    const { entries } = await staffStoreOn(store.db).auditPage(10, null);
    expect(entries.find((e) => e.action === 'purge')?.detail).toMatch(/^Retention removed 2 submission\(s\) received 2026-12-01 to 2026-12-03,/);
    expect(await names({})).toEqual(['Early Morning', 'Late Evening']);
  });
});
