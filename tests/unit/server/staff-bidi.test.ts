/**
 * The audit log holds what members did, and nothing staff read can be turned around by invisible
 * characters: made-up passkeys signing in are counted in the application log, not audited; a passkey id
 * or a member's name or email holding a bidi control is refused; a visitor's name and message holding
 * one are kept as sent and shown isolated (FSI … PDI) in the inbox's CSV, `npm run leads` and the mail.
 */
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROUTES, type AuditPage, type LeadDetail } from '../../../src/staff/api';
import { FSI, PDI, isolate } from '../../../src/staff/bidi';
import { renderTable } from '../../../server/cli/format';
import { toCsv, toJson } from '../../../server/cli/export';
import { printStaffResult, staffOpOf } from '../../../server/cli/staff';
import { composeNotification } from '../../../server/submissions/delivery/smtp';
import { SoftAuthenticator, type RequestOptions } from './helpers/authenticator';
import { INBOX, call, member, signIn, staffApp, type Member } from './helpers/staff';
import type { LeadStore } from '../../../server/submissions';
import { contactLead, storedLead } from './helpers/leads';
import { PGLITE_FIXTURE, storeForAll } from './helpers/stores';

jest.setTimeout(120_000);

const RLO = '\u202E';
/** Shown left to right, "Olivia Owner signed in" reversed by the override. */
const SPOOF = `${RLO}ni dengis renwO ailivO`;
const EVIL_NAME = `Ana${RLO} Lima`;
const EVIL_MESSAGE = `Call me${RLO}  321-555-0100`;
/** Gurmukhi with a zero-width joiner (U+200D), as a visitor may write a name. */
const PUNJABI = 'ਪ੍\u200Dਰੀਤ';

describe('what the audit log and staff are shown (PGlite)', () => {
  let app: FastifyInstance;
  let owner: Member;
  let leadId: string;
  let store: LeadStore;
  const logLines: string[] = [];
  storeForAll(PGLITE_FIXTURE, async (s) => {
    const lead = contactLead(EVIL_NAME, { message: EVIL_MESSAGE });
    leadId = lead.id;
    await s.insert(lead);
    const logger = { level: 'warn', stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString('utf8'));
          done();
        },
      }) };
    app = await staffApp(s, { logger });
    store = s;
    owner = await member(app, s, 'Olivia Owner', 'owner');
  });
  afterAll(async () => {
    await app.close();
  });

  const audit = async (): Promise<AuditPage['entries']> => (await call(app, 'GET', STAFF_ROUTES.audit.path, { cookie: owner.cookie })).json<AuditPage>().entries;

  /** A sign-in answered by a passkey never enrolled here, its id replaced by `id` when given. */
  const strangerSignIn = async (id?: string) => {
    const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    const response = new SoftAuthenticator(INBOX).authenticate(options.json<RequestOptions>());
    return call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: id === undefined ? response : { ...response, id, rawId: id } } });
  };

  test('ten sign-ins with made-up passkeys are refused and counted in the log, not audited', async () => {
    const before = await audit();
    for (let i = 0; i < 10; i += 1) expect((await strangerSignIn()).statusCode).toBe(401);
    expect(await audit()).toEqual(before);
    const counted = logLines.filter((l) => l.includes('naming no enrolled passkey; not audited'));
    expect(counted).toHaveLength(10);
    expect(counted.at(-1)).toContain('"unknownPasskeySignIns":10');
  });

  test('a passkey id holding U+202E is refused, and written nowhere staff read', async () => {
    const before = await audit();
    const res = await strangerSignIn(SPOOF);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Send {response} with the passkey’s id.' });
    expect(await audit()).toEqual(before);
  });

  test('a failed sign-in with an enrolled passkey is still audited as that member’s', async () => {
    const options = await call(app, 'POST', STAFF_ROUTES.signInOptions.path, { body: {} });
    const tampered = owner.auth.authenticate(options.json<RequestOptions>(), { signWith: crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey });
    expect((await call(app, 'POST', STAFF_ROUTES.signInVerify.path, { body: { response: tampered } })).statusCode).toBe(401);
    expect((await audit())[0]).toMatchObject({ action: 'signin-failed', detail: expect.stringMatching(/^passkey of olivia\.owner@gym\.test: /) as unknown });
  });

  test('a revoked member’s sign-in is refused and audited as theirs: their passkey is known here', async () => {
    const sam = await member(app, store, 'Sam Staff', 'staff');
    expect((await call(app, 'POST', STAFF_ROUTES.revoke.path.replace(':id', sam.id), { cookie: owner.cookie })).statusCode).toBe(200);
    expect((await signIn(app, sam.auth)).statusCode).toBe(401);
    expect((await audit())[0]).toMatchObject({ action: 'signin-failed', detail: expect.stringMatching(/^passkey of sam\.staff@gym\.test: /) as unknown });
  });

  test('a member’s name or email with a bidi or invisible character is refused with the field named; a name in Gurmukhi with a joiner is not', async () => {
    const invite = (name: string, email: string) => call(app, 'POST', STAFF_ROUTES.invite.path, { cookie: owner.cookie, body: { name, email, role: 'owner' } });
    const byName = await invite(`Sam${RLO} Staff`, 'sam@gym.test');
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toEqual({ error: 'name must not contain invisible direction or formatting characters (such as U+202E or U+200B); please type it again.' });
    const byEmail = await invite('Sam Staff', 'sam\u200B@gym.test');
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json<{ error: string }>().error).toMatch(/^email must not contain invisible direction/);
    expect((await invite(PUNJABI, 'preet@gym.test')).statusCode).toBe(201);
    // The same on the command line: npm run leads -- staff add "Sam\u202E Staff" sam@gym.test --role owner
    const add = (name: string, email: string) => () => staffOpOf({ name: 'staff', positionals: ['add', name, email], values: { role: 'owner' } });
    expect(add(`Sam${RLO} Staff`, 'sam@gym.test')).toThrow('The name must not contain invisible direction or formatting characters (such as U+202E or U+200B); please type it again.');
    expect(add('Sam Staff', 'sam\u200B@gym.test')).toThrow(/^The email must not contain invisible direction/);
    expect(add(PUNJABI, 'preet@gym.test')()).toMatchObject({ op: 'add', name: PUNJABI });
  });

  test('a visitor’s name and message are stored as sent; the inbox’s CSV isolates them', async () => {
    const detail = await call(app, 'GET', STAFF_ROUTES.lead.path.replace(':id', leadId), { cookie: owner.cookie });
    expect(detail.json<LeadDetail>().name).toBe(EVIL_NAME);
    const csv = await call(app, 'GET', STAFF_ROUTES.exportCsv.path, { cookie: owner.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"${FSI}${EVIL_NAME}${PDI}"`);
    expect(csv.body).not.toContain(`,"${EVIL_NAME}",`);
  });

  test('npm run leads: list, CSV and JSON export, audit', () => {
    const row = storedLead({ ...contactLead(EVIL_NAME, { message: EVIL_MESSAGE }), attempts: 0, lastError: null, deliveredAt: null });
    expect(renderTable([row])).toContain(`${FSI}${EVIL_NAME}${PDI}`);
    const csv = toCsv([row]);
    expect(csv).toContain(`"${FSI}${EVIL_NAME}${PDI}"`);
    expect(csv).toContain(`"${FSI}${EVIL_MESSAGE}${PDI}"`);
    const json = toJson([row]);
    expect(json).not.toContain(RLO);
    expect((JSON.parse(json) as { fields: { name: string } }[])[0].fields.name).toBe(EVIL_NAME);
    let printed = '';
    printStaffResult({ op: 'audit', limit: 1 }, { ok: true, entries: [{ id: '1', at: new Date().toISOString(), actor: { id: '', name: SPOOF }, action: 'note', leadId: null, detail: SPOOF, leads: null, lastAt: null, address: null }] }, { staffOrigin: null, port: 8000 }, (s) => (printed += s));
    expect(printed).toContain(`${FSI}${SPOOF}${PDI}`);
    expect(printed.replaceAll(`${FSI}${SPOOF}${PDI}`, '')).not.toContain(RLO);
  });

  test('the notification mail isolates the visitor’s name, subject and message', () => {
    const mail = composeNotification(storedLead(contactLead(EVIL_NAME, { message: EVIL_MESSAGE })), { to: 'desk@gym.test', from: 'leads@gym.test' });
    expect(mail.subject).toBe(`${FSI}Inquiry from ${EVIL_NAME}${PDI}`);
    expect(mail.text.startsWith(`${FSI}${EVIL_MESSAGE}${PDI}\n`)).toBe(true);
    expect(mail.replyTo).toEqual({ name: `${FSI}${EVIL_NAME}${PDI}`, address: expect.any(String) as unknown });
  });

  test('isolate leaves plain text alone and keeps a value’s stray isolates from closing its own', () => {
    expect(isolate('Jordan Lee')).toBe('Jordan Lee');
    expect(isolate(`${PDI}${RLO}x`)).toBe(`${FSI}${FSI}${PDI}${RLO}x${PDI}`);
    expect(isolate(`\u2067x`)).toBe(`${FSI}\u2067x${PDI}${PDI}`);
    // The Arabic letter mark reorders the digits after it (a phone number in the next column) as RLO does.
    for (const mark of ['\u061C', '\u2060', '\u180E']) expect(isolate(`Bob${mark}`)).toBe(`${FSI}Bob${mark}${PDI}`);
    // Gurmukhi and Devanagari keep their joiners; an invisible joiner elsewhere is still isolated.
    expect(isolate('ਕੰਸਲਟੇਸ਼ਨ')).toBe('ਕੰਸਲਟੇਸ਼ਨ');
  });
});
