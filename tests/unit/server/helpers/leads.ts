/**
 * Leads as the store takes them, for tests that put rows in a store (or hand one to a notifier)
 * as set-up. Each builder gives a valid row; `over` sets only what the test is about. A test that
 * checks the exact shape it stores passes those values in `over`, where the reader sees them.
 */
import { randomUUID } from 'node:crypto';
import type { NewSubmission, StoredSubmission } from '../../../../server/submissions';

/** What a test sets; `email` and `message` go into the fields and payload the builder makes. */
export type LeadOver = Partial<NewSubmission> & { email?: string; message?: string };

/** The address a builder gives `name` unless told: `Ana Lima` → `ana.lima@example.com`. */
const emailOf = (name: string): string => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;

/** A contact-form submission from Jordan Lee, pending delivery, not spam, with a new id. */
export function submission(over: Partial<NewSubmission> = {}): NewSubmission {
  return contactLead('Jordan Lee', over);
}

/**
 * A contact-form lead from `name`: its fields are name and email (plus `over.fields`), its
 * payload the section-7 body of an inquiry from that name; pending, not spam, received now.
 */
export function contactLead(name: string, over: LeadOver = {}): NewSubmission {
  const { email = emailOf(name), message = 'Hello', fields, ...rest } = over;
  const subject = `Inquiry from ${name}`;
  return {
    id: randomUUID(),
    formId: 'contact',
    createdAt: new Date(),
    clientIp: null,
    userAgent: null,
    fields: { name, email, ...fields },
    payload: { email, subject, message, _replyto: email, _subject: subject },
    spam: false,
    deliveryState: 'pending',
    nextAttemptAt: null,
    language: 'en',
    ...rest,
  };
}

/** A consultation lead from `name`, with a health condition in its fields (the data retention and redaction care about). */
export function consultationLead(name: string, over: LeadOver = {}): NewSubmission {
  const { email = emailOf(name), message = 'x', fields, ...rest } = over;
  const subject = `New Consultation Request from ${name}`;
  return contactLead(name, {
    email,
    formId: 'consultation',
    fields: { healthConditions: 'asthma', ...fields },
    payload: { email, subject, message, _replyto: email, _subject: subject },
    ...rest,
  });
}

/** A row as the store returns it: never attempted, not delivered. */
export function storedLead(over: Partial<StoredSubmission> = {}): StoredSubmission {
  return { ...submission(), attempts: 0, lastError: null, deliveredAt: null, ...over };
}
