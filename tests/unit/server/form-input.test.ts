/**
 * A form post whose body is no object of fields is refused by the route's schema with the texts the
 * site's scripts show; a post without a body, or one with a body but no content type, the same way.
 */
import os from 'node:os';
import path from 'node:path';
import { appsOnPglite } from './helpers/apps';
import { request } from './helpers/http';

jest.setTimeout(60_000);

const start = appsOnPglite(path.join(os.tmpdir(), 'form-input-no-site'));
const JSON_TYPE = { 'content-type': 'application/json', accept: 'application/json' };

describe('form bodies that are not forms', () => {
  let base = '';
  beforeAll(async () => {
    base = await start();
  });

  test.each([
    ['[1, 2]', 'The request body must be a JSON object of form fields.'],
    ['"a name"', 'The request body must be a JSON object of form fields.'],
    ['42', 'The request body must be a JSON object of form fields.'],
    ['null', 'The request body is empty.'],
  ])('JSON %s', async (body, error) => {
    const res = await request(base, '/f/contact', { method: 'POST', body, headers: JSON_TYPE });
    expect([res.status, res.json()]).toEqual([400, { error, errors: [] }]);
  });

  test('no body at all', async () => {
    const res = await request(base, '/f/contact', { method: 'POST', headers: { accept: 'application/json' } });
    expect([res.status, res.json()]).toEqual([400, { error: 'The request body is empty.', errors: [] }]);
  });

  test('an unknown form is named before its body is read', async () => {
    const res = await request(base, '/f/careers', { method: 'POST', body: '[1]', headers: JSON_TYPE });
    expect([res.status, res.json()]).toEqual([404, { error: 'Unknown form "careers". Known forms: consultation, contact, service.', errors: [] }]);
  });
});
