/**
 * The gym's days in the lead filters, on both stores: from BC's permanent UTC-7 (tzdata 2026b) the gym's
 * 2 December 2026 starts at 07:00 UTC. Debian's PostgreSQL may read its zone data from an older system
 * tzdata (08:00 UTC) while PGlite carries newer data; the bounds come from Node, so both agree.
 */
import type { LeadStore, SqlDriver } from '../../../server/store';
import { LeadWork } from '../../../server/staff/leads';
import type { LeadFilter } from '../../../server/staff/types';
import { contactLead } from './helpers/leads';
import { storeFixtures, storeForAll } from './helpers/stores';

jest.setTimeout(120_000);

const at = (iso: string): Date => new Date(iso);
/** 23:30 on 1 December at the gym, and 00:30 on the 2nd (22:30 and 23:30 on the 1st by older zone data). */
const LATE = contactLead('Late Evening', { deliveryState: 'stored', createdAt: at('2026-12-02T06:30:00Z') });
const EARLY = contactLead('Early Morning', { deliveryState: 'stored', createdAt: at('2026-12-02T07:30:00Z') });

describe.each(storeFixtures())("the gym's day on $name", (fixture) => {
  let db: SqlDriver;
  storeForAll(fixture, async (store: LeadStore) => {
    db = (store as unknown as { db: SqlDriver }).db;
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
});
