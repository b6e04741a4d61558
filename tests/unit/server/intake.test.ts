/**
 * POST /f/:formId end to end over real HTTP to the Fastify app, against both stores:
 * the three wire shapes, the no-JavaScript HTML flow, every error status, the honeypot,
 * rate limiting, storage failure, and the bad-input suite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { expect } from '@jest/globals';
import { buildSubmission, type IntakeFailure } from '../../../src/forms';
import type { LeadStore, StoredSubmission } from '../../../server/submissions';
import { client, listen, request, type RawResponse } from './helpers/http';
import { storeFixtures } from './helpers/stores';
import { CONSULTATION, CONTACT, SERVICE } from './helpers/values';

jest.setTimeout(60_000);

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-public-'));
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function urlencode(values: Record<string, string | string[]>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) for (const item of Array.isArray(v) ? v : [v]) p.append(k, item);
  return p.toString();
}

async function newest(store: LeadStore): Promise<StoredSubmission> {
  return (await store.list({ limit: 1 }))[0];
}

for (const fixture of storeFixtures()) {
  describe(`intake with the ${fixture.name} store`, () => {
    let store: LeadStore;
    let cleanup: (() => Promise<void>) | undefined;
    let app: FastifyInstance | undefined;
    let base: string;
    const get = (url: string, headers: Record<string, string> = {}): Promise<RawResponse> => request(base, url, { headers });

    beforeAll(async () => {
      ({ store, cleanup } = await fixture.open());
      // The plain Formspree body is one of the shapes tested here (off by default: guards.test.ts).
      app = await buildApp({ store, publicDir, rateLimit: { max: 10_000 }, acceptPlainBody: true });
      base = await listen(app);
    });
    afterAll(async () => {
      await app?.close();
      await cleanup?.();
    });

    const post = (formId: string, payload: unknown, headers: Record<string, string> = JSON_HEADERS): Promise<RawResponse> =>
      client(base).post(`/f/${formId}`, typeof payload === 'string' ? payload : JSON.stringify(payload), headers);

    describe('accepted shapes', () => {
      test.each([
        ['consultation', CONSULTATION, 'New Consultation Request from'],
        ['contact', CONTACT, 'Inquiry about Kickboxing & Boxing'],
        ['service', SERVICE, 'Consultation Request - Pre & Post Natal'],
      ] as const)('%s: the browser submission (section-7 body + fields) is stored before the answer', async (formId, values, subject) => {
        const res = await post(formId, buildSubmission(formId, values));
        expect(res.status).toBe(200);
        expect(res.json()).toEqual({ ok: true, next: `/thank-you?form=${formId}` });
        const row = await newest(store);
        expect(row).toMatchObject({ formId, fields: values, spam: false, deliveryState: 'stored', attempts: 0 });
        expect((row.payload as { subject: string }).subject).toContain(subject);
        expect(row.clientIp).toBe('127.0.0.1');
      });

      test('the server rebuilds the message from the fields; a different client message is ignored', async () => {
        const forged = { ...buildSubmission('contact', CONTACT), message: 'forged text', subject: 'forged' };
        expect((await post('contact', forged)).status).toBe(200);
        const row = await newest(store);
        expect(row.payload).toMatchObject({ subject: 'Inquiry about Kickboxing & Boxing' });
        expect((row.payload as { message: string }).message).toContain('Message: Do you have beginner boxing classes');
      });

      test('raw fields as JSON (no `fields` wrapper)', async () => {
        expect((await post('service', SERVICE)).status).toBe(200);
        expect((await newest(store)).fields).toEqual(SERVICE);
      });

      test('a plain Formspree body works unchanged', async () => {
        const body = { email: 'ana@example.com', subject: 'Hello', message: 'Line one\nLine two', _replyto: 'ana@example.com', _subject: 'Hello' };
        const res = await post('contact', body);
        expect(res.status).toBe(200);
        expect(res.json()).toMatchObject({ ok: true });
        expect((await newest(store)).payload).toEqual(body);
        const missing = await post('contact', { subject: 'Hi', message: '' });
        expect(missing.status).toBe(400);
        expect((missing.json() as IntakeFailure).errors.map((e) => e.message)).toEqual(['Email is required', 'Message is required']);
      });

      test('a JSON age may be a number', async () => {
        expect((await post('consultation', { ...CONSULTATION, age: 41 })).status).toBe(200);
        expect((await newest(store)).fields.age).toBe('41');
      });
    });

    describe('without JavaScript (url-encoded, Accept: text/html)', () => {
      test('valid post: 303 to the thank-you page, repeated keys kept as a list', async () => {
        const res = await post('consultation', urlencode(CONSULTATION), FORM_HEADERS);
        expect(res.status).toBe(303);
        expect(res.headers.location).toBe('/thank-you?form=consultation');
        expect((await newest(store)).fields).toEqual(CONSULTATION);
        const page = await get('/thank-you?form=consultation');
        expect(page.status).toBe(200);
        expect(page.text).toContain('Consultation Request Sent!');
        expect(page.text).toContain("We&#39;ll get back to you within 24 hours to schedule your consultation.");
        expect(page.headers['content-security-policy']).toContain("default-src 'none'");
        expect(page.text).not.toMatch(/<script|style=/i);
        const css = await get('/lead-service.css');
        expect(css.status).toBe(200);
        expect(css.headers['content-type']).toContain('text/css');
      });

      test('invalid post: 400 page with the errors, the values (escaped) and accessible markup', async () => {
        const before = (await store.counts()).total;
        const values = { ...CONTACT, name: '"><script>alert(1)</script>', email: 'not-an-email', message: 'Keep <b>this</b> & "that"' };
        const res = await post('contact', urlencode(values), FORM_HEADERS);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toContain('text/html');
        const html = res.text;
        expect(html).toContain('Name must not contain HTML');
        expect(html).toContain('Please enter a valid email address');
        expect(html).toContain('Message must not contain HTML');
        expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
        expect(html).toContain('Keep &lt;b&gt;this&lt;/b&gt; &amp; &quot;that&quot;</textarea>');
        expect(html).not.toContain('<script>');
        expect(html).toMatch(/<label for="field-email">/);
        expect(html).toMatch(/id="field-email"[^>]*aria-describedby="field-email-error"/);
        expect(html).toContain('role="alert"');
        expect(html).toContain('<option value="kickboxing-boxing" selected>');
        expect(html).toContain('<link rel="stylesheet" href="/lead-service.css">');
        expect(html).toMatch(/^<!doctype html>\n<html lang="en-CA">/);
        expect((await store.counts()).total).toBe(before);
      });

      test('url-encoded without Accept: text/html gets JSON', async () => {
        const res = await post('contact', urlencode({ name: 'Jo' }), { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' });
        expect(res.status).toBe(400);
        expect(res.json()).toEqual({ error: 'Form validation failed', errors: [{ field: 'email', code: 'required', message: 'Email is required' }] });
      });
    });

    describe('errors', () => {
      test('400 with the list of errors, in field order', async () => {
        const res = await post('consultation', buildSubmission('consultation', { ...CONSULTATION, name: '', phone: '123', age: '7' }));
        expect(res.status).toBe(400);
        expect(res.json()).toEqual({
          error: 'Form validation failed',
          errors: [
            { field: 'name', code: 'required', message: 'Name is required' },
            { field: 'phone', code: 'invalid', message: 'Please enter a valid phone number' },
            { field: 'age', code: 'out_of_range', message: 'Age must be between 12 and 100' },
          ],
        });
      });

      test("the preferred trainer is one of the content's trainers, as in the browser's select", async () => {
        const res = await post('consultation', buildSubmission('consultation', { ...CONSULTATION, selectedTrainer: 'Coach Maya' }));
        expect(res.status).toBe(400);
        expect((res.json() as IntakeFailure).errors).toEqual([{ field: 'selectedTrainer', code: 'not_an_option', message: 'Please choose a preferred trainer from the list' }]);
        const page = await post('consultation', urlencode({ ...CONSULTATION, selectedTrainer: 'Coach Maya' }), FORM_HEADERS);
        expect(page.status).toBe(400);
        expect(page.text).toContain('<select id="field-selectedTrainer" name="selectedTrainer" aria-describedby="field-selectedTrainer-error" aria-invalid="true"><option value="">No preference</option>');
        expect(page.text).toContain('<option value="Ryan O&#39;Connor">Ryan O&#39;Connor (Personal Trainer)</option>');
        expect((await post('consultation', buildSubmission('consultation', { ...CONSULTATION, selectedTrainer: "Ryan O'Connor" }))).status).toBe(200);
        expect((await newest(store)).fields).toMatchObject({ selectedTrainer: "Ryan O'Connor" });
      });

      test('unknown form id: 404 JSON; GET on a form: 405', async () => {
        const res = await post('newsletter', CONTACT);
        expect(res.status).toBe(404);
        expect(res.json()).toEqual({ error: 'Unknown form "newsletter". Known forms: consultation, contact, service.', errors: [] });
        const viaGet = await get('/f/contact');
        expect(viaGet.status).toBe(405);
        expect(viaGet.headers.allow).toBe('POST');
        expect((await request(base, '/f/', { method: 'POST' })).status).toBe(404);
      });

      test('413 over the body limit, 415 for other content types, 400 for malformed or empty JSON', async () => {
        const big = await post('contact', { ...CONTACT, message: 'x'.repeat(40 * 1024) });
        expect(big.status).toBe(413);
        expect((big.json() as IntakeFailure).error).toMatch(/too large.*32 KB/);
        for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
          const r = await post('contact', 'name=Jo', { 'content-type': type });
          expect(r.status).toBe(415);
          expect((r.json() as IntakeFailure).error).toMatch(/application\/json or application\/x-www-form-urlencoded/);
        }
        const bad = await post('contact', '{"name": "Jo", ');
        expect(bad.status).toBe(400);
        expect(bad.json()).toEqual({ error: 'The request body is not valid JSON.', errors: [] });
        const empty = await post('contact', '');
        expect(empty.status).toBe(400);
        expect((empty.json() as IntakeFailure).error).toBe('The request body is empty.');
        const html413 = await post('contact', urlencode({ ...CONTACT, message: 'x'.repeat(40 * 1024) }), FORM_HEADERS);
        expect(html413.status).toBe(413);
        expect(html413.headers['content-type']).toContain('text/html');
      });

      test('honeypot filled: answered like a success; stored as suspected spam when otherwise valid (never dropped), as spam when not', async () => {
        const res = await post('contact', buildSubmission('contact', CONTACT, { honeypot: 'https://cheap-pills.example' }));
        expect(res.status).toBe(200);
        expect(res.json()).toEqual({ ok: true, next: '/thank-you?form=contact' });
        // Valid otherwise (a browser's autofill can fill the hidden field): kept for delivery, marked (this app delivers nothing: stored).
        expect(await newest(store)).toMatchObject({ spam: true, deliveryState: 'stored', fields: { name: CONTACT.name, email: CONTACT.email }, payload: { email: CONTACT.email } });
        const invalid = await post('contact', buildSubmission('contact', { ...CONTACT, email: 'not-an-address' }, { honeypot: 'x' }));
        expect(invalid.status).toBe(200);
        expect(await newest(store)).toMatchObject({ spam: true, deliveryState: 'spam', payload: {} });
        const html = await post('consultation', urlencode({ name: 'bot', _gotcha: 'x' }), FORM_HEADERS);
        expect(html.status).toBe(303);
        expect(await newest(store)).toMatchObject({ spam: true, deliveryState: 'spam', fields: { name: 'bot', _gotcha: 'x' } });
      });

      test('security headers on every answer, no cookies', async () => {
        for (const res of [await post('contact', CONTACT), await post('nope', {}), await get('/thank-you')]) {
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
          expect(res.headers['permissions-policy']).toContain('camera=()');
          expect(res.headers['x-frame-options']).toBe('DENY');
          expect(res.headers['set-cookie']).toBeUndefined();
          expect(res.headers['strict-transport-security']).toBeUndefined();
        }
      });
    });

    describe('bad-input suite: a clear 4xx, or stored exactly as sent', () => {
      const reject = (
        label: string,
        formId: string,
        body: unknown,
        status: number,
        expected: { field?: string; code?: string; error?: RegExp },
        headers: Record<string, string> = JSON_HEADERS,
      ) =>
        test(`rejects ${label}`, async () => {
          const before = (await store.counts()).total;
          const res = await post(formId, body, headers);
          expect(res.status).toBe(status);
          const json = res.json() as { error: string; errors: { field: string; code: string; message: string }[] };
          expect(typeof json.error).toBe('string');
          expect(Array.isArray(json.errors)).toBe(true);
          for (const e of json.errors) expect(Object.keys(e).sort()).toEqual(['code', 'field', 'message']);
          if (expected.error) expect(json.error).toMatch(expected.error);
          if (expected.field) expect(json.errors).toContainEqual(expect.objectContaining({ field: expected.field, code: expected.code }));
          expect((await store.counts()).total).toBe(before);
        });

      const keep = (label: string, formId: 'consultation' | 'contact' | 'service', fields: Record<string, string | string[]>) =>
        test(`stores exactly as sent: ${label}`, async () => {
          const res = await post(formId, buildSubmission(formId, fields));
          expect(res.status).toBe(200);
          const row = await newest(store);
          expect(row.fields).toEqual(fields);
          for (const [k, v] of Object.entries(fields)) {
            // Free text reaches the notification text unchanged (first line; later lines are indented).
            if (['name', 'message', 'additionalInfo'].includes(k) && typeof v === 'string') {
              expect((row.payload as { message: string }).message).toContain(v.split(/\r?\n/)[0]);
            }
          }
        });

      // Malformed and truncated JSON, wrong top-level types.
      reject('truncated JSON', 'contact', '{"name":"Jo","email":"jo@exa', 400, { error: /not valid JSON/ });
      reject('JSON with trailing garbage', 'contact', '{"name":"Jo"} x', 400, { error: /not valid JSON/ });
      reject('a JSON array', 'contact', '[{"name":"Jo"}]', 400, { error: /JSON object/ });
      reject('a JSON string', 'contact', '"name=Jo"', 400, { error: /JSON object/ });
      reject('JSON null', 'contact', 'null', 400, { error: /empty|JSON object/ });
      reject('prototype pollution', 'contact', '{"name":"Jo","email":"jo@example.com","__proto__":{"admin":true}}', 400, { error: /not valid JSON/ });
      reject('constructor pollution', 'contact', '{"name":"Jo","constructor":{"prototype":{"admin":true}}}', 400, { error: /not valid JSON/ });
      // Wrong types.
      reject('a number for the name', 'contact', { name: 123, email: 'jo@example.com' }, 400, { field: 'name', code: 'type' });
      reject('a list for the email', 'contact', { name: 'Jo', email: ['jo@example.com'] }, 400, { field: 'email', code: 'type' });
      reject('an object for a field', 'consultation', { fields: { ...CONSULTATION, additionalInfo: { text: 'x' } } }, 400, { field: 'additionalInfo', code: 'type' });
      reject('fields that are not an object', 'contact', { fields: 'name=Jo' }, 400, { field: 'fields', code: 'type' });
      reject('numbers among the days', 'consultation', { ...CONSULTATION, availableDays: [1, 2] }, 400, { field: 'availableDays', code: 'type' });
      reject('a repeated single-value key', 'contact', 'name=Jo&name=Ann&email=jo%40example.com', 400, { field: 'name', code: 'type' }, { 'content-type': 'application/x-www-form-urlencoded' });
      reject('a boolean honeypot-free body with a wrong option', 'consultation', { ...CONSULTATION, fitnessGoals: true }, 400, { field: 'fitnessGoals', code: 'type' });
      // Missing fields.
      reject('an empty object', 'consultation', {}, 400, { field: 'name', code: 'required' });
      reject('a missing email', 'service', { ...SERVICE, email: undefined }, 400, { field: 'email', code: 'required' });
      // 10,000-character fields.
      reject('a 10,000-character name', 'consultation', { ...CONSULTATION, name: 'a'.repeat(10_000) }, 400, { field: 'name', code: 'too_long' });
      reject('a 10,000-character message', 'contact', { ...CONTACT, message: 'm'.repeat(10_000) }, 400, { field: 'message', code: 'too_long' });
      reject('10,000 characters in every field', 'consultation', Object.fromEntries(Object.keys(CONSULTATION).map((k) => [k, 'x'.repeat(10_000)])), 413, { error: /too large/ });
      // HTML and script payloads.
      reject('a script in the name', 'consultation', { ...CONSULTATION, name: '<script>alert(1)</script>' }, 400, { field: 'name', code: 'html' });
      reject('an event-handler image in the message', 'contact', { ...CONTACT, message: '<img src=x onerror=alert(document.cookie)>' }, 400, { field: 'message', code: 'html' });
      reject('an escaped script tag in JSON', 'contact', '{"name":"Jo","email":"jo@example.com","message":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}', 400, { field: 'message', code: 'html' });
      reject('an HTML comment in the notes', 'service', { ...SERVICE, additionalNotes: 'ok <!-- hidden -->' }, 400, { field: 'additionalNotes', code: 'html' });
      keep('angle brackets that are not HTML', 'contact', { ...CONTACT, message: 'I <3 lifting & 5 > 4, "quotes" and \'apostrophes\'' });
      keep('a formula-looking message', 'contact', { ...CONTACT, message: '=HYPERLINK("http://evil.example","click")' });
      // Control characters.
      reject('a NUL in the name', 'contact', { ...CONTACT, name: 'Jo\u0000' }, 400, { field: 'name', code: 'control_characters' });
      reject('a bell in the message', 'contact', { ...CONTACT, message: 'ding\u0007' }, 400, { field: 'message', code: 'control_characters' });
      reject('an escape sequence in the message', 'contact', { ...CONTACT, message: '\u001b[31mred\u001b[0m' }, 400, { field: 'message', code: 'control_characters' });
      reject('a lone surrogate', 'contact', { ...CONTACT, message: 'broken \ud800 text' }, 400, { field: 'message', code: 'control_characters' });
      keep('line breaks and tabs in a multi-line field', 'consultation', { ...CONSULTATION, additionalInfo: 'Line one\r\nLine two\n\tindented' });
      // Emoji and other scripts.
      keep('Gurmukhi, accents, emoji, CJK and Arabic', 'consultation', { ...CONSULTATION, name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', additionalInfo: '💪🏽 Let’s go! 你好 مرحبا Zoë' });
      keep('an emoji in a contact name (no character rule there)', 'contact', { ...CONTACT, name: 'Jo 💪' });
      reject('an emoji in a consultation name', 'consultation', { ...CONSULTATION, name: 'Jo 💪' }, 400, { field: 'name', code: 'invalid' });
      // Header injection attempts.
      reject('CRLF + Bcc in the name', 'contact', { ...CONTACT, name: 'Jo\r\nBcc: victim@example.com' }, 400, { field: 'name', code: 'control_characters' });
      reject('CRLF + Bcc in the email', 'contact', { ...CONTACT, email: 'jo@example.com\r\nBcc: victim@example.com' }, 400, { field: 'email', code: 'control_characters' });
      reject('CRLF in a Formspree subject', 'contact', { email: 'jo@example.com', subject: 'Hi\r\nBcc: victim@example.com', message: 'x' }, 400, { field: 'subject', code: 'control_characters' });
      reject('a Unicode line separator in the subject', 'contact', { email: 'jo@example.com', _subject: 'Hi\u2028Bcc: victim@example.com', message: 'x' }, 400, { field: '_subject', code: 'control_characters' });
      reject('an encoded CRLF in a url-encoded name', 'contact', 'name=Jo%0D%0ABcc%3A%20victim%40example.com&email=jo%40example.com', 400, { field: 'name', code: 'control_characters' }, { 'content-type': 'application/x-www-form-urlencoded' });

      test('unknown extra keys are not stored', async () => {
        expect((await post('contact', { ...CONTACT, isAdmin: true, role: 'owner' })).status).toBe(200);
        expect((await newest(store)).fields).toEqual(CONTACT);
      });
    });

    test('rate limit per client address: 429 with Retry-After, other addresses unaffected', async () => {
      // Behind a trusted proxy the client address comes from X-Forwarded-For.
      const limited = await buildApp({ store, publicDir, rateLimit: { max: 3, timeWindowMs: 60_000 }, trustProxy: 1 });
      const limitedBase = await listen(limited);
      try {
        const send = (ip: string) =>
          client(limitedBase).post('/f/contact', JSON.stringify(CONTACT), { ...JSON_HEADERS, 'x-forwarded-for': ip });
        for (let i = 0; i < 3; i++) expect((await send('198.51.100.1')).status).toBe(200);
        const res = await send('198.51.100.1');
        expect(res.status).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toEqual({ error: expect.stringMatching(/^Too many submissions from your address\. Please try again in \d+ seconds?\.$/), errors: [] });
        expect((await send('198.51.100.2')).status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    test('HSTS only over TLS: a trusted proxy saying https', async () => {
      const proxied = await buildApp({ store, publicDir, trustProxy: 1 });
      const proxiedBase = await listen(proxied);
      try {
        const res = await request(proxiedBase, '/thank-you', { headers: { 'x-forwarded-proto': 'https' } });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const untrusted = await get('/thank-you', { 'x-forwarded-proto': 'https' });
        expect(untrusted.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    });

    test('when storing fails the answer is 5xx, so the visitor keeps their values (runs last: closes the store)', async () => {
      await store.close();
      const res = await post('contact', buildSubmission('contact', CONTACT));
      expect(res.status).toBe(500);
      expect(res.json()).toEqual({ error: expect.stringContaining('could not be saved'), errors: [] });
      const html = await post('contact', urlencode(CONTACT), FORM_HEADERS);
      expect(html.status).toBe(500);
      expect(html.text).toContain('info@forge24fitness.example');
    });
  });
}
