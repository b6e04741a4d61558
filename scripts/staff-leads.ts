/** The made-up leads the staff benchmarks store (scripts/bench-staff.ts, scripts/bench-inbox.ts): varied names, forms and phones, one in 50 spam. */
import { randomUUID } from 'node:crypto';
import type { LeadStore, NewSubmission } from '../server/submissions';

function lead(n: number, at: number): NewSubmission {
  const name = `Visitor ${n} ${['Singh', 'Lee', 'Dela Cruz', 'Smith', 'Nguyen'][n % 5]}`;
  const email = `visitor${n}@example.com`;
  return {
    id: randomUUID(),
    formId: ['consultation', 'contact', 'service'][n % 3],
    createdAt: new Date(at),
    clientIp: null,
    userAgent: null,
    fields: { name, email, phone: `604-555-${String(n % 10_000).padStart(4, '0')}`, service: 'kickboxing-boxing', message: 'Hello, I would like to know more.' },
    payload: { email, subject: `Inquiry from ${name}`, message: 'Hello', _replyto: email, _subject: `Inquiry from ${name}` },
    spam: n % 50 === 0,
    deliveryState: 'delivered',
    nextAttemptAt: null,
    language: 'en',
  };
}

/** `count` leads, one a minute up to now, newest last. */
export async function fill(store: LeadStore, count: number): Promise<void> {
  const start = Date.now() - count * 60_000;
  for (let n = 0; n < count; n += 500) {
    await Promise.all(Array.from({ length: Math.min(500, count - n) }, (_, k) => store.insert(lead(n + k, start + (n + k) * 60_000))));
  }
}
