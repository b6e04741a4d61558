import type { LeadSummary } from '../../../src/staff/api';
import { DELIVERY_LABELS, auditWhat, mergeFirstPage, stageLabel } from '../../../src/staff/labels';
import { NO_FILTERS, exportCsvUrl, filtersFromSearch, filtersSearch, isFiltered, leadsUrl, narrowingCount, searchOf } from '../../../src/staff/query';
import { calendarDate, fullTime, isDue, relativeTime } from '../../../src/staff/time';
import { dropPrefetched, prefetch, takeArrived, takePrefetched } from '../../../src/browser/staff/prefetch';
import { staffTitle } from '../../../src/staff/title';
import { fieldRows, formLabel } from '../../../src/staff/lead-fields';
import { emailHref, phoneHref } from '../../../src/staff/links';
import { enrolToken, safeNext, signInPath, staffView } from '../../../src/staff/route';

describe('filters, the address bar and the API query', () => {
  it('reads known filters from the address and drops what it does not know', () => {
    expect(filtersFromSearch('?stage=trial&form=contact&language=pa&from=2026-11-01&to=2026-11-30&due=1&q=%20ann%20')).toEqual({
      view: 'inbox', stage: 'trial', form: 'contact', language: 'pa', from: '2026-11-01', to: '2026-11-30', due: true, q: 'ann',
    });
    expect(filtersFromSearch('?stage=won&form=pizza&language=fr&from=yesterday&due=yes')).toEqual(NO_FILTERS);
  });

  it('writes the same filters back, so a view survives a reload', () => {
    const f = filtersFromSearch('?q=604+555&stage=new&due=1');
    expect(filtersSearch(f)).toBe('?stage=new&due=1&q=604+555');
    expect(filtersFromSearch(filtersSearch(f))).toEqual(f);
    expect(filtersSearch(NO_FILTERS)).toBe('');
  });

  it('asks the service for the view, the filters and the next page', () => {
    expect(leadsUrl(NO_FILTERS)).toBe('/api/staff/leads');
    expect(leadsUrl({ ...NO_FILTERS, view: 'spam' }, 'abc')).toBe('/api/staff/leads?view=spam&cursor=abc');
    expect(leadsUrl({ ...NO_FILTERS, q: 'a&b=c' })).toBe('/api/staff/leads?q=a%26b%3Dc');
  });

  it('exports exactly the current view, never one page of it', () => {
    expect(exportCsvUrl({ ...NO_FILTERS, stage: 'joined', form: 'service' })).toBe('/api/staff/export.csv?stage=joined&form=service');
    expect(exportCsvUrl(NO_FILTERS)).toBe('/api/staff/export.csv');
  });

  it('filters by the language a lead was written in, in the address, the API query and the export alike', () => {
    const punjabi = { ...NO_FILTERS, form: 'contact' as const, language: 'pa' as const };
    expect(filtersSearch(punjabi)).toBe('?form=contact&language=pa');
    expect(leadsUrl(punjabi)).toBe('/api/staff/leads?form=contact&language=pa');
    expect(exportCsvUrl(punjabi)).toBe('/api/staff/export.csv?form=contact&language=pa');
    expect(narrowingCount(punjabi)).toBe(2);
    expect(isFiltered({ ...NO_FILTERS, language: 'hi' })).toBe(true);
  });

  it('knows whether the person narrowed the view', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, view: 'spam' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, due: true })).toBe(true);
  });
});

describe('times as the front desk reads them', () => {
  const now = new Date('2026-11-25T21:00:00Z');
  it('says how long ago', () => {
    expect(relativeTime('2026-11-25T20:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-25T20:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-25T18:00:00Z', now)).toBe('3 h ago');
    expect(relativeTime('2026-11-23T20:00:00Z', now)).toBe('2 d ago');
    expect(relativeTime('2026-10-28T21:00:00Z', now)).toBe('4 wk ago');
    expect(relativeTime('2026-06-01T19:00:00Z', now)).toBe('2026-06-01');
    // A clock a little ahead of the browser's is "just now", not "in the future".
    expect(relativeTime('2026-11-25T21:00:20Z', now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it("dates by the gym's calendar (Vancouver), not UTC", () => {
    expect(calendarDate('2026-11-26T03:00:00Z')).toBe('2026-11-25');
    expect(fullTime('2026-11-26T03:00:00Z')).toMatch(/Nov\.? 25, 2026/);
  });

  it('a follow-up is due on its day and after', () => {
    expect(isDue('2026-11-25', now)).toBe(true);
    expect(isDue('2026-11-20', now)).toBe(true);
    expect(isDue('2026-11-26', now)).toBe(false);
    expect(isDue(null, now)).toBe(false);
  });
});

describe('the tab title', () => {
  it('puts the unseen count in front', () => {
    expect(staffTitle('Leads', 'Forge 24 Fitness', 3)).toBe('(3) Leads · Forge 24 Fitness');
    expect(staffTitle('Leads', 'Forge 24 Fitness', 0)).toBe('Leads · Forge 24 Fitness');
    expect(staffTitle('Leads', 'Gym', 150)).toBe('(99+) Leads · Gym');
  });
});

describe("a lead's fields with the form's own labels", () => {
  it("lists the form's fields in order, options as labels, lists joined", () => {
    const rows = fieldRows('consultation', {
      additionalInfo: 'Mornings\nplease',
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '604-555-0142',
      fitnessGoals: 'weight-loss',
      availableDays: ['monday', 'friday'],
      age: 34,
      _gotcha: '',
      referrer: 'a flyer',
    });
    expect(rows.map((r) => r.label)).toEqual(['Full Name', 'Email Address', 'Phone Number', 'Age', 'Primary Fitness Goal', 'Available Days', 'Additional Information', 'referrer']);
    expect(rows.find((r) => r.name === 'fitnessGoals')?.value).toBe('Weight Loss');
    expect(rows.find((r) => r.name === 'age')?.value).toBe('34');
    expect(rows.find((r) => r.name === 'additionalInfo')).toMatchObject({ value: 'Mornings\nplease', block: true });
    expect(rows.find((r) => r.name === 'availableDays')?.value).toMatch(/Monday, Friday/);
  });

  it('shows an empty answer as empty, not as "null"', () => {
    expect(fieldRows('contact', { name: 'Bo', phone: null })[1]).toMatchObject({ label: 'Phone Number', value: '' });
    expect(formLabel('service')).toBe('Service');
  });
});

describe('tap-to-call and tap-to-email', () => {
  it('makes tel: and mailto: addresses, or none', () => {
    expect(phoneHref('(604) 555-0142')).toBe('tel:+16045550142');
    expect(phoneHref('')).toBe('');
    expect(emailHref('ann+gym@example.com')).toBe('mailto:ann%2Bgym@example.com');
    expect(emailHref('nope')).toBe('');
  });
});

describe('where in the inbox an address is', () => {
  it('reads every page of the inbox, with or without the trailing slash', () => {
    expect(staffView('/staff/')).toEqual({ page: 'inbox' });
    expect(staffView('/staff')).toEqual({ page: 'inbox' });
    expect(staffView('/staff/leads/ab%2Fc/')).toEqual({ page: 'lead', id: 'ab/c' });
    expect(staffView('/staff/spam')).toEqual({ page: 'spam' });
    expect(staffView('/staff/team/')).toEqual({ page: 'team' });
    expect(staffView('/staff/audit/')).toEqual({ page: 'audit' });
    expect(staffView('/staff/signin/')).toEqual({ page: 'signin' });
    expect(staffView('/staff/enrol/')).toEqual({ page: 'enrol' });
    expect(staffView('/staff/leads/')).toEqual({ page: 'not-found' });
    expect(staffView('/staff/leads/1/x')).toEqual({ page: 'not-found' });
    expect(staffView('/staff/%E0%A4%A/')).toEqual({ page: 'not-found' });
    expect(staffView('/staff/leads/%E0%A4%A/')).toEqual({ page: 'not-found' });
  });

  it('brings the person back after signing in, only ever inside the inbox', () => {
    expect(signInPath('/staff/leads/7/')).toBe('/staff/signin/?next=%2Fstaff%2Fleads%2F7%2F');
    expect(signInPath('/staff/')).toBe('/staff/signin/');
    expect(safeNext('/staff/spam/?q=x')).toBe('/staff/spam/?q=x');
    expect(safeNext('https://evil.example/')).toBe('/staff/');
    expect(safeNext('//evil.example/staff/')).toBe('/staff/');
    expect(safeNext('/staff/signin/')).toBe('/staff/');
    expect(safeNext(null)).toBe('/staff/');
  });

  it('takes the enrolment token from the fragment only when it looks like one', () => {
    expect(enrolToken('#abcdefghijklmnop_-12')).toBe('abcdefghijklmnop_-12');
    expect(enrolToken('#short')).toBe('');
    expect(enrolToken('#<script>alert(1)</script>xxxxxxxx')).toBe('');
    expect(enrolToken('')).toBe('');
  });
});

describe('new leads arriving while the list is open', () => {
  const lead = (id: string, receivedAt: string, stage: LeadSummary['stage'] = 'new'): LeadSummary => ({
    id, formId: 'contact', receivedAt, name: id, email: `${id}@x.example`, phone: '', interest: '', stage,
    stageReason: null, followUpOn: null, deliveryState: 'delivered', spam: false, language: 'en', version: 1,
  });
  it('puts newer leads on top and updates shown ones in place, never reordering or dropping', () => {
    const shown = [lead('b', '2026-11-25T10:00:00Z'), lead('a', '2026-11-25T09:00:00Z')];
    const fresh = [lead('d', '2026-11-25T12:00:00Z'), lead('c', '2026-11-25T11:00:00Z'), lead('b', '2026-11-25T10:00:00Z', 'trial')];
    const out = mergeFirstPage(shown, fresh);
    expect(out.added).toEqual(['d', 'c']);
    expect(out.leads.map((l) => `${l.id}:${l.stage}`)).toEqual(['d:new', 'c:new', 'b:trial', 'a:new']);
  });
  it('adds nothing when nothing is new, and everything to an empty list', () => {
    const shown = [lead('a', '2026-11-25T09:00:00Z')];
    expect(mergeFirstPage(shown, shown).added).toEqual([]);
    // An older lead that now matches (its stage changed) waits for a reload instead of jumping in between.
    expect(mergeFirstPage(shown, [lead('z', '2026-11-24T09:00:00Z'), ...shown]).added).toEqual([]);
    expect(mergeFirstPage([], shown).added).toEqual(['a']);
  });
  it('words stages and delivery states', () => {
    expect(stageLabel('tour-booked')).toBe('Tour booked');
    expect(DELIVERY_LABELS.failed).toBe('Delivery failed');
  });
});

describe('the folded filters', () => {
  it('counts what narrows the list besides the search, so the folded panel says so', () => {
    expect(narrowingCount(NO_FILTERS)).toBe(0);
    expect(narrowingCount(filtersFromSearch('?q=ann'))).toBe(0);
    expect(narrowingCount(filtersFromSearch('?stage=trial&form=contact&due=1&q=ann'))).toBe(3);
    expect(narrowingCount(filtersFromSearch('?from=2026-11-01&to=2026-11-30'))).toBe(2);
  });

  it('reads the query string of an API address', () => {
    expect(searchOf(leadsUrl(filtersFromSearch('?stage=new')))).toMatch(/^\?.*stage=new/);
    expect(searchOf('/api/staff/leads')).toBe('');
  });
});

describe('the first page asked for beside "who is signed in"', () => {
  it('is started once per address and taken once', async () => {
    let started = 0;
    const load = () => Promise.resolve(++started);
    prefetch('/a', load);
    prefetch('/a', load);
    expect(started).toBe(1);
    await expect(takePrefetched<number>('/a')).resolves.toBe(1);
    expect(takePrefetched('/a')).toBeUndefined();
    expect(takePrefetched('/never-asked')).toBeUndefined();
  });

  it('gives an answer that has arrived at once (for the first render), and leaves one that has not', async () => {
    let arrive: (v: string) => void = () => undefined;
    prefetch('/slow', () => new Promise<string>((r) => (arrive = r)));
    expect(takeArrived('/slow')).toBeUndefined();
    arrive('page');
    await new Promise((r) => setTimeout(r, 0));
    expect(takeArrived('/slow')).toEqual({ value: 'page' });
    expect(takeArrived('/slow')).toBeUndefined();
    prefetch('/failed', () => Promise.reject(new Error('500')));
    await new Promise((r) => setTimeout(r, 0));
    expect(takeArrived('/failed')).toBeUndefined(); // a failure is the promise's taker's
    await expect(takePrefetched('/failed')).rejects.toThrow('500');
    prefetch('/stale', () => Promise.resolve(1));
    dropPrefetched('/stale');
    expect(takePrefetched('/stale')).toBeUndefined();
  });

  it('keeps a failure for the one who takes it, and raises nothing when nobody does', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetch('/fails', () => Promise.reject(new Error('401')));
      prefetch('/dropped', () => Promise.reject(new Error('401')));
      await expect(takePrefetched('/fails')).rejects.toThrow('401');
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('the audit log in words', () => {
  it('says how many leads a read of the list showed and under which filters, and where a failed sign-in came from', () => {
    expect(auditWhat({ action: 'read', detail: 'the inbox, stage Contacted, a search', leads: 412, address: null })).toBe('read 412 leads (the inbox, stage Contacted, a search)');
    expect(auditWhat({ action: 'read', detail: 'suspected spam', leads: 1, address: null })).toBe('read 1 lead (suspected spam)');
    expect(auditWhat({ action: 'signin-failed', detail: 'unknown passkey AbCd', leads: null, address: '203.0.113.9' })).toBe('signin-failed: unknown passkey AbCd (from 203.0.113.9)');
    expect(auditWhat({ action: 'signout', detail: '', leads: null, address: null })).toBe('signout');
  });
});
