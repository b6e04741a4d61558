/**
 * The staff inbox's pages as the service serves the build: an address under /staff/ with
 * no file of its own (a lead's address) gets the inbox's client-only page, never indexed; other
 * unknown addresses still get the 404 page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { LeadStore } from '../../../server/store';
import { listen, request } from './helpers/http';

let dir = '';
let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-pages-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(dir, '404.html'), '<p>not found</p>');
  // No store is used: these are pages only (the store is read by the staff API and the forms).
  app = await buildApp({ store: {} as unknown as LeadStore, publicDir: dir, rateLimit: false });
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a lead’s address under /staff/ gets the inbox page (src/pages/staff/[...].tsx), never indexed, never kept', async () => {
  fs.mkdirSync(path.join(dir, 'staff', '[...]'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'staff', '[...]', 'index.html'), '<p>inbox</p>');
  const lead = await request(base, '/staff/leads/0b7a2f1e-1111-4222-8333-444455556666');
  expect([lead.status, lead.text]).toEqual([200, '<p>inbox</p>']);
  expect(lead.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(lead.headers['cache-control']).toBe('no-store');
  const other = await request(base, '/not-a-page/leads/1');
  expect([other.status, other.text]).toEqual([404, '<p>not found</p>']);
  expect(other.headers['x-robots-tag']).toBeUndefined();
});
