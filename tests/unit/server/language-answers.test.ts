/**
 * The lead service answers in the language of the page a form was sent from (`_language`): a browser
 * without JavaScript gets the form back with its errors, labels and headings in Hindi or Punjabi, and the
 * thank-you page in that language; the site's script gets its JSON errors in it. The words are the
 * translations in content/data/forms.pa.yaml and forms.hi.yaml; a post naming no language is answered in
 * English (the English answers are checked word for word by intake.test.ts and field-table.test.tsx).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { buildApp } from '../../../server/app';
import { CONTENT_DATA_DIR } from '../../../server/paths';
import { buildSubmission } from '../../../src/forms';
import type { LanguageCode } from '../../../src/content/languages';
import { client, listen, type RawResponse } from './helpers/http';
import { PGLITE_FIXTURE } from './helpers/stores';
import { CONTACT, CONSULTATION } from './helpers/values';

jest.setTimeout(60_000);

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-answers-public-'));
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** The translation of the English text at `at` of forms.yaml, as the translator wrote it. */
function translated(language: LanguageCode, at: string): string {
  const file = parseYaml(fs.readFileSync(path.join(CONTENT_DATA_DIR, `forms.${language}.yaml`), 'utf8')) as { strings: { at: string; text: string }[] };
  const text = file.strings.find((e) => e.at === at)?.text;
  if (!text) throw new Error(`forms.${language}.yaml has no translation at ${at}`);
  return text;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const GURMUKHI = /[\u0A00-\u0A7F]/;
const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

let app: FastifyInstance | undefined;
let cleanup: (() => Promise<void>) | undefined;
let base: string;

beforeAll(async () => {
  const opened = await PGLITE_FIXTURE.open();
  cleanup = opened.cleanup;
  app = await buildApp({ store: opened.store, publicDir, rateLimit: false });
  base = await listen(app);
});
afterAll(async () => {
  await app?.close();
  await cleanup?.();
});

const post = (formId: string, body: string, headers: Record<string, string>): Promise<RawResponse> => client(base).post(`/f/${formId}`, body, headers);
const HTML_FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
const JSON_BODY = { 'content-type': 'application/json', accept: 'application/json' };

test('a Hindi post without JavaScript that leaves a required field empty gets its form back in Hindi', async () => {
  const required = translated('hi', 'messages.required').replace('{field}', translated('hi', 'contact.fields.name.noun'));
  expect(required).toMatch(DEVANAGARI);
  const res = await post('contact', new URLSearchParams({ ...CONTACT, name: '', _gotcha: '', _language: 'hi' }).toString(), HTML_FORM);
  expect(res.status).toBe(400);
  expect(res.text).toContain('<html lang="hi-CA">');
  expect(res.text).toContain(`<li><a href="#field-name">${escapeHtml(required)}</a></li>`);
  expect(res.text).toContain(`<p class="ls-field-error" id="field-name-error">${escapeHtml(required)}</p>`);
  expect(res.text).toContain(`<label for="field-name">${escapeHtml(translated('hi', 'contact.fields.name.label'))} `);
  expect(res.text).toContain(`<h2>${escapeHtml(translated('hi', 'noScript.errorsHeading'))}</h2>`);
  expect(res.text).toContain(`<button class="ls-button" type="submit">${escapeHtml(translated('hi', 'noScript.sendAgain'))}</button>`);
  expect(res.text).toContain('<input type="hidden" name="_language" value="hi">');
  expect(res.text).not.toContain('is required');
});

test("a Punjabi JSON post's errors are in Punjabi", async () => {
  const body = buildSubmission('consultation', { ...CONSULTATION, phone: '', email: 'not-an-address' }, { language: 'pa' });
  const res = await post('consultation', JSON.stringify(body), JSON_BODY);
  expect(res.status).toBe(400);
  const phone = translated('pa', 'messages.required').replace('{field}', translated('pa', 'consultation.fields.phone.noun'));
  expect(phone).toMatch(GURMUKHI);
  expect(res.json()).toEqual({
    error: translated('pa', 'common.validationTitle'),
    errors: [
      { field: 'email', code: 'invalid', message: translated('pa', 'messages.emailInvalid') },
      { field: 'phone', code: 'required', message: phone },
    ],
  });
});

test('a stored Punjabi post without JavaScript is thanked in Punjabi', async () => {
  const res = await post('contact', new URLSearchParams({ ...CONTACT, email: 'thanks-pa@example.com', _gotcha: '', _language: 'pa' }).toString(), HTML_FORM);
  expect(res.status).toBe(303);
  const thanks = await client(base).get(res.headers.location ?? '');
  expect(thanks.status).toBe(200);
  expect(thanks.text).toContain('<html lang="pa-CA">');
  expect(thanks.text).toContain(`<h1>${escapeHtml(translated('pa', 'contact.successTitle'))}</h1>`);
  expect(thanks.text).toContain(escapeHtml(translated('pa', 'contact.successText')));
  expect(thanks.text).toMatch(GURMUKHI);
});
