/**
 * The embedded store's journal never drops or tears an acknowledged lead:
 * - lines the replay cannot store go to DATA_DIR/quarantine.jsonl (listed by `leads list`, warned
 *   about at every start), and a journal file is removed only when each of its lines is stored;
 * - on a full disk (a real small tmpfs) a write that does not fit fails the request with 5xx and
 *   leaves no torn line behind; once there is room again, intake goes on.
 */
import { expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app';
import { runCli } from '../../../server/cli/main';
import { PgliteStore, type NewSubmission } from '../../../server/submissions';
import { Journal } from '../../../server/db/journal';
import { readQuarantine } from '../../../server/db/quarantine';
import { replayJournal } from '../../../server/db/replay';
import { buildSubmission } from '../../../src/forms';
import { request } from './helpers/http';
import { consultationLead } from './helpers/leads';
import { freshDataDir, pgliteTemplate, removeDir } from './helpers/pglite';
import { mountSmallFs, type SmallFs } from './helpers/tmpfs';
import { CONSULTATION } from './helpers/values';

jest.setTimeout(120_000);

const lead = (name: string, over: Partial<NewSubmission> = {}): NewSubmission => consultationLead(name, { createdAt: new Date('2025-09-15T16:30:00Z'), deliveryState: 'stored', ...over });

/** A journal line as the store writes it (format v1), line break included. */
function encodeJournalLine(sub: NewSubmission): string {
  return `${JSON.stringify({ v: 1, s: { ...sub, createdAt: sub.createdAt.toISOString(), nextAttemptAt: sub.nextAttemptAt?.toISOString() ?? null } })}\n`;
}

/** The names in a journal file's lines; '?' for a line that is not a whole entry. */
function namesIn(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      try {
        return (JSON.parse(l) as { s: { fields: { name: string } } }).s.fields.name;
      } catch {
        return '?';
      }
    });
}

function logger(): { lines: string[]; info(m: string): void; warn(m: string): void; error(m: string): void } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) };
}

const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'FORWARD_URL', 'TZ'] as const;
const saved: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const k of ENV_KEYS) saved[k] = process.env[k];
  for (const k of ENV_KEYS) Reflect.deleteProperty(process.env, k);
});
afterAll(() => {
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = saved[k];
  }
});

describe('quarantine', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await freshDataDir('leads-quarantine-');
  });
  afterAll(() => removeDir(dir));

  test('replay: rows the database refuses and unreadable lines are quarantined, the rest stored, the journal files removed; list shows them; every start warns', async () => {
    const good = [lead('Ana'), lead('Ben'), lead('Chen')];
    const badId = lead('Dee', { id: 'not-a-uuid' });
    const badState = lead('Eve', { deliveryState: 'bogus' as NewSubmission['deliveryState'] });
    const unreadable = '{"v":1,"s":{"id":"3f1c2a9e-0000-4000-8000-00000000000';
    fs.writeFileSync(path.join(dir, 'journal.3.jsonl'), encodeJournalLine(good[0]) + encodeJournalLine(badState));
    fs.writeFileSync(path.join(dir, 'journal.jsonl'), encodeJournalLine(good[1]) + encodeJournalLine(badId) + `${unreadable}\n` + encodeJournalLine(good[2]));

    const log = logger();
    const store = await PgliteStore.open({ dataDir: dir, role: 'test', logger: log });
    try {
      for (const g of good) expect(await store.get(g.id)).not.toBeNull();
      expect((await store.counts()).total).toBe(3);
    } finally {
      await store.close();
    }
    const q = readQuarantine(dir);
    expect(q.map((e) => e.submission?.fields.name ?? e.line)).toEqual(['Eve', 'Dee', unreadable]);
    expect(q[0]).toMatchObject({ source: 'journal.3.jsonl', reason: expect.stringContaining('the database refused it') });
    expect(q[1]).toMatchObject({ source: 'journal.jsonl', line: encodeJournalLine(badId).trimEnd() });
    expect(q[2]).toMatchObject({ source: 'journal.jsonl', submission: null, reason: expect.stringContaining('cannot be read') });
    expect(fs.existsSync(path.join(dir, 'journal.3.jsonl'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'journal.jsonl'), 'utf8')).toBe('');
    expect(log.lines.join('\n')).toContain(`warn store: 3 submission(s) could not be stored in the database and are kept in ${path.join(dir, 'quarantine.jsonl')}`);

    process.env.DATA_DIR = dir;
    let out = '';
    expect(await runCli(['list'], (s) => (out += s))).toBe(0);
    expect(out).toContain(`Not stored in the database: 3 submissions are kept in ${path.join(dir, 'quarantine.jsonl')}`);
    expect(out).toMatch(/2025-09-15 09:30 {2}consultation {2}Dee <dee@example.com> {2}id not-a-uuid: the database refused it/);
    expect(out).toContain('Eve <eve@example.com>');
    expect(out).toContain('(a line that cannot be read, from journal.jsonl)');
    expect(out).toMatch(/^3 submissions: 3 stored/m);

    // The next start warns again; nothing is added twice.
    const again = logger();
    await (await PgliteStore.open({ dataDir: dir, role: 'test', logger: again })).close();
    expect(again.lines.join('\n')).toContain('warn store: 3 submission(s) could not be stored');
    expect(readQuarantine(dir)).toHaveLength(3);
  });

  test('at intake: a row the database refuses is answered with an error and kept in the quarantine, not dropped at compaction', async () => {
    const store = await PgliteStore.open({ dataDir: dir, role: 'test', compactBytes: 1024 });
    const bad = lead('Fay', { id: 'also-not-a-uuid' });
    await expect(store.insert(bad)).rejects.toThrow();
    await Promise.all(Array.from({ length: 5 }, (_, i) => store.insert(lead(`Gus${i}`)))); // past compactBytes: rotated, compacted
    await store.close();
    expect(readQuarantine(dir).map((e) => e.submission?.id)).toContain('also-not-a-uuid');
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('journal'))).toEqual(['journal.jsonl']);
  });

  test('a failure that is not about one row stops the replay and keeps every journal file', async () => {
    const d = fs.mkdtempSync(path.join(path.dirname(dir), 'leads-replay-fail-'));
    try {
      fs.writeFileSync(path.join(d, 'journal.1.jsonl'), encodeJournalLine(lead('Hal')));
      fs.writeFileSync(path.join(d, 'journal.jsonl'), encodeJournalLine(lead('Ida')));
      const journal = new Journal(d);
      const failing = {
        dataDir: d,
        journal,
        insertRows: () => Promise.reject(Object.assign(new Error('could not write block: No space left on device'), { code: '53100' })),
        makeDurable: () => Promise.resolve(),
        log: logger(),
        groupSize: 200,
      };
      await expect(replayJournal(failing)).rejects.toThrow(/every journal file is kept/);
      await journal.close();
      expect(fs.readFileSync(path.join(d, 'journal.1.jsonl'), 'utf8')).toContain('Hal');
      expect(fs.readFileSync(path.join(d, 'journal.jsonl'), 'utf8')).toContain('Ida');
      expect(fs.existsSync(path.join(d, 'quarantine.jsonl'))).toBe(false);
    } finally {
      removeDir(d);
    }
  });
});

describe('a full disk (a real 8 MB tmpfs)', () => {
  let small: SmallFs;
  beforeAll(() => {
    small = mountSmallFs(8 * 1024 * 1024);
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
  afterAll(() => small?.unmount());

  test('a write that only partly fits fails, and the file is cut back to its last whole entry', async () => {
    const journal = new Journal(small.dir);
    await journal.open();
    try {
      await journal.append([lead('First')]);
      const size = fs.statSync(path.join(small.dir, 'journal.jsonl')).size;
      small.fill(4096); // one page left
      const big = lead('Big', { fields: { name: 'Big', email: 'big@example.com', additionalInfo: 'x'.repeat(60_000) } });
      await expect(journal.append([big])).rejects.toThrow(/ENOSPC/);
      expect(fs.statSync(path.join(small.dir, 'journal.jsonl')).size).toBe(size);
      small.unfill();
      await journal.append([lead('After')]);
      expect(namesIn(path.join(small.dir, 'journal.jsonl'))).toEqual(['First', 'After']);
      expect(fs.readFileSync(path.join(small.dir, 'journal.jsonl'), 'utf8').endsWith('\n')).toBe(true);
    } finally {
      await journal.close();
      small.unfill();
    }
  });
});

describe('a full disk under the running service (DATA_DIR on a real 64 MB tmpfs)', () => {
  let small: SmallFs;
  beforeAll(async () => {
    small = mountSmallFs(64 * 1024 * 1024);
    fs.cpSync(path.join(await pgliteTemplate(), 'pgdata'), path.join(small.dir, 'pgdata'), { recursive: true });
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
  afterAll(() => small?.unmount());

  test('submissions that do not fit are answered 5xx, never 2xx; with room again they are stored; no torn line', async () => {
    const store = await PgliteStore.open({ dataDir: small.dir, role: 'test' });
    const app = await buildApp({ store, publicDir: path.join(small.dir, 'no-site'), rateLimit: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const post = async (email: string, info: string): Promise<number> =>
      (
        await request(base, '/f/consultation', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(buildSubmission('consultation', { ...CONSULTATION, email, additionalInfo: info, healthConditions: 'h'.repeat(490) })),
        })
      ).status;
    const answered: string[] = [];
    try {
      expect(await post('before@example.com', 'fine')).toBe(200);
      answered.push('before@example.com');
      small.fill(4096);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const email = `full-${i}@example.com`;
          const status = await post(email, `${'y'.repeat(950)} ${i}`);
          if (status === 200) answered.push(email);
          return status;
        }),
      );
      expect(statuses.filter((s) => s >= 500).length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200 || s === 500)).toBe(true);
      small.unfill();
      expect(await post('after@example.com', 'room again')).toBe(200);
      answered.push('after@example.com');
      expect(namesIn(path.join(small.dir, 'journal.jsonl'))).not.toContain('?'); // no torn line
    } finally {
      small.unfill();
      await app.close();
      await store.close();
    }
    const reopened = await PgliteStore.open({ dataDir: small.dir, role: 'test' });
    try {
      const stored = new Set((await reopened.list({ limit: 1000 })).map((r) => (r.fields as { email: string }).email));
      for (const e of answered) expect(stored.has(e)).toBe(true);
    } finally {
      await reopened.close();
    }
    expect(readQuarantine(small.dir)).toEqual([]);
  });
});
