/**
 * Fastify writes each JSON answer through its route's schema of that status code (http/validation.ts):
 * the schema parses the answer and what it gives is written, so a property it does not name would be
 * left out, and its keys come in the schema's order. Each schema gives back, as the same JSON text, what
 * the handlers answer with: the staff store's rows (a lead with notes, history and every kind of field,
 * members, their passkeys and sessions, the audit log), @simplewebauthn/server's options, the intake's
 * answers. So the answers are the text they were before the schemas.
 */
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import { z, type ZodTypeAny } from 'zod';
import { enrolmentUrl } from '../../../server/staff/routes';
import { auditPage, creationOptions, enrolmentLink, leadDetail, leadPage, memberAccess, requestOptions, staffMe, staffMember } from '../../../server/staff/replies';
import { staffStoreOn, type StaffStore } from '../../../server/staff/store';
import { INTAKE_REPLIES, failure } from '../../../server/submissions/answers';
import type { LeadStore } from '../../../server/submissions';
import { validateForm, validationWords } from '../../../src/forms';
import { formWords } from '../../../server/form-words';
import { consultationLead, contactLead } from './helpers/leads';
import { openTestStore } from './helpers/pglite';

let store: LeadStore;
let staff: StaffStore;
let ownerId: string;
let token: string;
let linkToken: string;
let linkExpires: string;
const leadIds: string[] = [];

/** The text Fastify writes for `value` through `schema` is the text of `value` itself. */
function expectUnchanged(schema: ZodTypeAny, value: unknown): void {
  expect(JSON.stringify(schema.parse(value))).toBe(JSON.stringify(value));
}

beforeAll(async () => {
  store = await openTestStore();
  staff = staffStoreOn(store.db);
  const { member, link } = await staff.addMember('Olivia Owner', 'olivia@gym.test', 'owner', null);
  ownerId = member.id;
  await staff.completeEnrolment(link.token, { id: 'cGFzc2tleS0x', publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ['internal', 'hybrid'] });
  token = await staff.createSession(ownerId, 3600, 86_400, 'cGFzc2tleS0x');
  const again = await staff.addMember('Sam Staff', 'sam@gym.test', 'staff', { id: ownerId, name: 'Olivia Owner' });
  linkToken = again.link.token;
  linkExpires = again.link.expiresAt;
  const actor = { id: ownerId, name: 'Olivia Owner' };
  const ana = contactLead('Ana Lima', { fields: { phone: '604-555-0101', availableDays: ['monday', 'friday'], age: 34, newsletter: true, referral: null } });
  const raj = consultationLead('Raj Singh', { language: 'pa' });
  const bot = contactLead('Bot', { spam: true, deliveryState: 'spam' });
  for (const lead of [ana, raj, bot]) {
    await store.insert(lead);
    leadIds.push(lead.id);
  }
  await store.markDelivered(ana.id, new Date());
  await staff.leads.change(ana.id, { version: 1, stage: 'not-interested', reason: 'Moved away', followUpOn: '2026-12-01' }, actor);
  await staff.leads.addNote(ana.id, 'Called twice', actor);
  await staff.leads.recordView(ana.id, actor);
}, 60_000);

afterAll(async () => {
  await store.close();
});

describe('the answers written through their schemas', () => {
  it('a lead in full, and the list', async () => {
    for (const id of leadIds) expectUnchanged(leadDetail, await staff.leads.detail(id));
    const detail = await staff.leads.detail(leadIds[0]);
    expect(detail?.notes).toHaveLength(1);
    expect(detail?.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['received', 'delivered', 'stage', 'follow-up', 'note', 'viewed']));
    for (const view of ['inbox', 'spam'] as const) expectUnchanged(leadPage, await staff.leads.list({ view }, 50, null));
  });

  it('members, their access, the signed-in member, a new link, the audit log', async () => {
    expectUnchanged(z.array(staffMember), await staff.listStaff());
    const access = await staff.access.of(ownerId, staff.sessionKey(token));
    expect(access?.passkeys).toHaveLength(1);
    expectUnchanged(memberAccess, access);
    expectUnchanged(staffMe, await staff.session(token));
    expectUnchanged(enrolmentLink, { url: enrolmentUrl('https://inbox.gym.example', linkToken), expiresAt: linkExpires });
    const audit = await staff.auditPage(100, null);
    expect(audit.entries.length).toBeGreaterThan(2);
    expectUnchanged(auditPage, audit);
  });

  it("the passkey steps' options, as the handlers make them", async () => {
    const creation = await generateRegistrationOptions({
      rpName: 'Forge 24 Fitness staff inbox',
      rpID: 'inbox.gym.example',
      userName: 'olivia@gym.test',
      userDisplayName: 'Olivia Owner',
      userID: new Uint8Array([7, 7, 7]),
      attestationType: 'none',
      excludeCredentials: await staff.passkeyIds(ownerId),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expectUnchanged(creationOptions, creation);
    const request = await generateAuthenticationOptions({ rpID: 'inbox.gym.example', userVerification: 'required' });
    expectUnchanged(requestOptions, request);
  });

  it("the intake's answers", () => {
    const words = validationWords(formWords().en, 'contact');
    const { errors } = validateForm('contact', { name: '', email: 'not an address' }, words, { trainers: [] });
    expect(errors.length).toBeGreaterThan(0);
    expectUnchanged(INTAKE_REPLIES['4xx'], failure('Please check the form', errors));
    expectUnchanged(INTAKE_REPLIES['5xx'], failure('Your submission could not be saved.'));
    expectUnchanged(INTAKE_REPLIES[200], { ok: true, next: '/thank-you?form=contact' });
  });
});
