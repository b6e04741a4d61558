/**
 * A request sent from a Punjabi or Hindi page is stored with its language (`_language`, server/README.md
 * "Wire format"), on both stores: as the browser's JSON and as the no-JavaScript url-encoded post; a post
 * that names none is English, so every existing client keeps working; a code the site does not have is
 * refused with a 400 naming the field, and nothing is stored; a repeat of a keyed post keeps its first language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from '@jest/globals';
import { buildApp } from '../../../server/app';
import { buildSubmission, type IntakeFailure } from '../../../src/forms';
import type { LeadStore, StoredSubmission } from '../../../server/submissions';
import { client, listen, type RawResponse } from './helpers/http';
import { storeFixtures } from './helpers/stores';
import { CONTACT, SERVICE } from './helpers/values';

jest.setTimeout(60_000);

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-language-public-'));
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
const HTML_FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The contact form as a browser without JavaScript posts it, with its hidden inputs. */
function formPost(extra: Record<string, string>): string {
  return new URLSearchParams({ ...CONTACT, _gotcha: '', ...extra }).toString();
}

describe.each(storeFixtures())('the page language of a post, on $name', (fixture) => {
  let store: LeadStore;
  let cleanup: (() => Promise<void>) | undefined;
  let app: FastifyInstance | undefined;
  let base: string;

  beforeAll(async () => {
    ({ store, cleanup } = await fixture.open());
    app = await buildApp({ store, publicDir, rateLimit: false });
    base = await listen(app);
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const post = (formId: string, body: string, headers: Record<string, string> = JSON_HEADERS): Promise<RawResponse> => client(base).post(`/f/${formId}`, body, headers);
  const byEmail = async (email: string): Promise<StoredSubmission[]> => (await store.list({ limit: 1000 })).filter((r) => r.fields.email === email);
  const count = async (): Promise<number> => (await store.counts()).total;

  test('the browser’s JSON: the page’s language is stored; without one (every client before it) the lead is English', async () => {
    const pa = { ...CONTACT, email: 'harpreet@example.com' };
    expect((await post('contact', JSON.stringify(buildSubmission('contact', pa, { language: 'pa' })))).status).toBe(200);
    expect((await byEmail(pa.email)).map((r) => r.language)).toEqual(['pa']);

    const hi = { ...SERVICE, email: 'priya@example.com' };
    expect((await post('service', JSON.stringify(buildSubmission('service', hi, { language: 'hi' })))).status).toBe(200);
    expect((await byEmail(hi.email)).map((r) => r.language)).toEqual(['hi']);

    const withoutLanguage: Record<string, unknown> = { ...buildSubmission('contact', { ...CONTACT, email: 'old-client@example.com' }) };
    delete withoutLanguage._language;
    expect((await post('contact', JSON.stringify(withoutLanguage))).status).toBe(200);
    expect((await byEmail('old-client@example.com')).map((r) => r.language)).toEqual(['en']);
  });

  test('without JavaScript: the hidden _language input is stored; missing or empty is English', async () => {
    const hi = await post('contact', formPost({ email: 'nojs-hi@example.com', _language: 'hi' }), HTML_FORM_HEADERS);
    expect(hi.status).toBe(303);
    expect(hi.headers.location).toBe('/thank-you?form=contact&lang=hi'); // the thank-you page in the page's language
    expect((await byEmail('nojs-hi@example.com')).map((r) => r.language)).toEqual(['hi']);
    for (const [email, extra] of [['nojs-none@example.com', {}], ['nojs-empty@example.com', { _language: '' }]] as const) {
      expect((await post('contact', formPost({ email, ...extra }), HTML_FORM_HEADERS)).status).toBe(303);
      expect((await byEmail(email)).map((r) => r.language)).toEqual(['en']);
    }
  });

  test('a language the site does not have is refused with a 400 naming _language, as JSON and as a page; nothing is stored', async () => {
    const before = await count();
    const json = await post('contact', JSON.stringify({ ...buildSubmission('contact', CONTACT), _language: 'fr' }));
    expect(json.status).toBe(400);
    expect((json.json() as IntakeFailure)).toEqual({
      error: 'Form validation failed',
      errors: [{ field: '_language', code: 'not_an_option', message: '_language (the language of the page the form was sent from) must be one of en, pa, hi' }],
    });
    const twice = await post('contact', JSON.stringify({ ...buildSubmission('contact', CONTACT), _language: ['pa', 'hi'] }));
    expect(twice.status).toBe(400);
    expect((twice.json() as IntakeFailure).errors).toEqual([expect.objectContaining({ field: '_language', code: 'type' })]);

    const page = await post('contact', formPost({ email: 'nojs-fr@example.com', _language: 'fr' }), HTML_FORM_HEADERS);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<li>_language (the language of the page the form was sent from) must be one of en, pa, hi</li>');
    expect(await count()).toBe(before);
  });

  test('the no-JavaScript error page keeps the page’s language, so the form sent again is still stored with it', async () => {
    const page = await post('contact', formPost({ email: 'not-an-address', _language: 'pa' }), HTML_FORM_HEADERS);
    expect(page.status).toBe(400);
    expect(page.text).toContain('<input type="hidden" name="_language" value="pa">');
  });

  test('a repeat of a keyed post is the same lead and keeps its first language', async () => {
    const values = { ...CONTACT, email: 'repeat@example.com' };
    const headers = { ...JSON_HEADERS, 'idempotency-key': 'language-repeat-0001' };
    expect((await post('contact', JSON.stringify(buildSubmission('contact', values, { language: 'pa' })), headers)).status).toBe(200);
    expect((await post('contact', JSON.stringify(buildSubmission('contact', values, { language: 'pa' })), headers)).status).toBe(200);
    expect((await post('contact', JSON.stringify(buildSubmission('contact', values, { language: 'hi' })), headers)).status).toBe(200);
    expect((await byEmail(values.email)).map((r) => r.language)).toEqual(['pa']);
  });
});
