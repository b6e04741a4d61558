/**
 * A lead's language where the gym reads it and where it is kept: a journaled row keeps its language when
 * the journal is replayed (the embedded store's journal, and the PostgreSQL store's local journal of an
 * outage), a journal line that names none is English; `npm run leads` list and export show it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@jest/globals';
import { runCli } from '../../../server/cli/main';
import { encodeJournalLine } from '../../../server/db/journal';
import { PgliteStore, PostgresStore, type NewSubmission } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { describePostgres, startPostgres } from './helpers/postgres';

jest.setTimeout(120_000);

const at = Date.parse('2026-12-01T20:00:00Z');
const harpreet = contactLead('Harpreet Kaur', { createdAt: new Date(at), deliveryState: 'stored', language: 'pa' });
const priya = contactLead('Priya Sharma', { createdAt: new Date(at + 60_000), deliveryState: 'stored', language: 'hi' });
const jordan = contactLead('Jordan Lee', { createdAt: new Date(at + 120_000), deliveryState: 'stored' });

/** A journal line of a row without its language, as a journal written before the column holds it. */
function lineWithoutLanguage(sub: NewSubmission): string {
  const row: Record<string, unknown> = { ...sub, createdAt: sub.createdAt.toISOString(), nextAttemptAt: null };
  delete row.language;
  return `${JSON.stringify({ v: 1, s: row })}\n`;
}

const JOURNAL = [encodeJournalLine(harpreet), encodeJournalLine(priya), lineWithoutLanguage(jordan)].join('');

const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'NOTIFY_TO', 'FORWARD_URL', 'TZ'] as const;
const savedEnv: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const k of ENV_KEYS) savedEnv[k] = process.env[k];
  for (const k of ENV_KEYS) Reflect.deleteProperty(process.env, k);
});
afterAll(() => {
  for (const k of ENV_KEYS) if (savedEnv[k] === undefined) Reflect.deleteProperty(process.env, k);
  else process.env[k] = savedEnv[k];
});

async function cli(...args: string[]): Promise<string> {
  let out = '';
  expect(await runCli(args, (s) => (out += s))).toBe(0);
  return out;
}

/** The three journaled leads, read back from a store, each in the language it was sent in. */
async function expectJournaledLanguages(store: { get(id: string): Promise<unknown> }): Promise<void> {
  expect(await store.get(harpreet.id)).toMatchObject({ language: 'pa' });
  expect(await store.get(priya.id)).toMatchObject({ language: 'hi' });
  expect(await store.get(jordan.id)).toMatchObject({ language: 'en' });
}

describe('the embedded store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await freshDataDir();
    process.env.DATA_DIR = dir;
  });
  afterAll(() => removeDir(dir));

  test('journaled rows replayed at start keep their language; a line that names none is English', async () => {
    fs.writeFileSync(path.join(dir, 'journal.jsonl'), JOURNAL);
    const store = await PgliteStore.open({ dataDir: dir, role: 'test' });
    try {
      await expectJournaledLanguages(store);
    } finally {
      await store.close();
    }
  });

  test('leads list has a Language column in the staff’s words', async () => {
    const lines = (await cli('list')).split('\n');
    expect(lines[0]).toMatch(/^Time\s+Form\s+Language\s+Name\s+Email\s+Subject\s+Delivery$/);
    const row = (name: string): string => lines.find((l) => l.includes(name)) ?? '';
    expect(row('Harpreet Kaur')).toMatch(/^2026-12-01 13:00\s+contact\s+Punjabi\s+Harpreet Kaur\s/);
    expect(row('Priya Sharma')).toMatch(/\s+contact\s+Hindi\s+Priya Sharma\s/);
    expect(row('Jordan Lee')).toMatch(/\s+contact\s+English\s+Jordan Lee\s/);
  });

  test('leads export: CSV has a language column (the code), JSON a language field', async () => {
    const records = (await cli('export', '--format', 'csv', '--no-bom')).trim().split('\r\n');
    const header = records[0].split(',');
    const column = header.indexOf('"language"');
    expect(column).toBe(header.indexOf('"form"') + 1);
    const byName = (name: string): string[] => (records.find((r) => r.includes(name)) ?? '').split(',');
    expect(byName('Harpreet Kaur')[column]).toBe('"pa"');
    expect(byName('Priya Sharma')[column]).toBe('"hi"');
    expect(byName('Jordan Lee')[column]).toBe('"en"');
    const json = JSON.parse(await cli('export', '--format', 'json')) as { id: string; language: string }[];
    expect(Object.fromEntries(json.map((r) => [r.id, r.language]))).toEqual({ [harpreet.id]: 'pa', [priya.id]: 'hi', [jordan.id]: 'en' });
  });
});

describePostgres('PostgreSQL', () => {
  test('rows journaled locally during an outage keep their language when they are stored in it', async () => {
    const server = await startPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-language-fallback-'));
    try {
      fs.mkdirSync(path.join(dir, 'pg-fallback'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'pg-fallback', 'journal.jsonl'), JOURNAL);
      const store = await PostgresStore.open(server.url, { fallbackDataDir: dir });
      try {
        await expectJournaledLanguages(store);
      } finally {
        await store.close();
      }
    } finally {
      removeDir(dir);
      await server.stop();
    }
  });
});
