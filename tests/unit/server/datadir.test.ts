/**
 * A damaged or partly restored data directory stops the start, with a message naming the directory
 * and what is wrong, and every file stays as it was: the store never deletes or
 * overwrites a data directory it did not create in this run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/cli/main';
import { startControlServer } from '../../../server/control/socket';
import { PgliteStore, type LeadStore, type NewSubmission } from '../../../server/submissions';
import { DataDirError } from '../../../server/db/data-dir';
import { consultationLead } from './helpers/leads';
import { freePort } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { runRefusedService } from './helpers/service';

jest.setTimeout(120_000);

const lead = (name: string): NewSubmission => consultationLead(name, { userAgent: 'jest', deliveryState: 'stored', fields: { healthConditions: 'old knee injury' } });

/** Every file and directory under `dir`: content hash, size, mode and mtime (the lock file aside: it only names its holder). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      const rel = path.relative(dir, p);
      if (rel === 'service.lock') continue;
      const st = fs.lstatSync(p);
      if (e.isDirectory()) {
        out[`${rel}/`] = `dir ${st.mode.toString(8)}`;
        walk(p);
      } else {
        const hash = crypto.createHash('sha1').update(fs.readFileSync(p)).digest('hex');
        out[rel] = `${hash} ${st.size} ${st.mode.toString(8)} ${st.mtimeMs}`;
      }
    }
  };
  walk(dir);
  return out;
}

const dirs: string[] = [];

/** The error PgliteStore.open fails with, or null (a store that opened anyway is closed again). */
async function openError(dir: string): Promise<Error | null> {
  return PgliteStore.open({ dataDir: dir, role: 'test' }).then(
    (s) => s.close().then(() => null),
    (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
  );
}
afterAll(() => dirs.forEach(removeDir));

async function dirWithThreeLeads(): Promise<{ dir: string; ids: string[] }> {
  const dir = await freshDataDir('leads-damaged-');
  dirs.push(dir);
  const store = await PgliteStore.open({ dataDir: dir, role: 'test' });
  const subs = [lead('Ana'), lead('Ben'), lead('Chen')];
  for (const s of subs) await store.insert(s);
  await store.close();
  return { dir, ids: subs.map((s) => s.id) };
}

test('pgdata without PG_VERSION (a partial restore): the store refuses to open and changes nothing; restored, all 3 leads are there', async () => {
  const { dir, ids } = await dirWithThreeLeads();
  const version = fs.readFileSync(path.join(dir, 'pgdata', 'PG_VERSION'));
  fs.rmSync(path.join(dir, 'pgdata', 'PG_VERSION'));
  const before = snapshot(dir);

  const err = await openError(dir);
  expect(err).toBeInstanceOf(DataDirError);
  expect(err?.message).toContain(`${path.join(dir, 'pgdata')} is not a complete database: its PG_VERSION file is missing`);
  expect(err?.message).toContain('Nothing was changed');
  expect(snapshot(dir)).toEqual(before);

  // The real service says the same and exits with status 1.
  const service = await runRefusedService({ DATA_DIR: dir, PUBLIC_DIR: `${dir}/no-site` }, await freePort());
  expect(service.listened).toBe(false);
  expect(service.code).toBe(1);
  expect(service.output).toContain(`refusing to start: ${path.join(dir, 'pgdata')} is not a complete database`);
  expect(snapshot(dir)).toEqual(before);

  // The operator completes the restore: every lead is there.
  fs.writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), version);
  const store = await PgliteStore.open({ dataDir: dir, role: 'test' });
  try {
    for (const id of ids) expect(await store.get(id)).not.toBeNull();
    expect((await store.counts()).total).toBe(3);
  } finally {
    await store.close();
  }
});

test('an empty pgdata directory is refused too, and stays empty', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-empty-pgdata-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'pgdata'));
  expect((await openError(dir))?.message).toContain(`${path.join(dir, 'pgdata')} is not a complete database: its PG_VERSION file is missing and it is empty`);
  expect(fs.readdirSync(path.join(dir, 'pgdata'))).toEqual([]);
});

test('journal files without pgdata: no empty database is started next to them', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-no-pgdata-'));
  dirs.push(dir);
  const line = `${JSON.stringify({ v: 1, s: { ...lead('Dee'), createdAt: new Date().toISOString(), nextAttemptAt: null } })}\n`;
  fs.writeFileSync(path.join(dir, 'journal.jsonl'), line);
  const before = snapshot(dir);
  expect((await openError(dir))?.message).toContain(`${dir} holds journal.jsonl but no pgdata directory`);
  expect(snapshot(dir)).toEqual(before);
  // `leads list` says so too, rather than "no submissions yet".
  const saved = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  try {
    await expect(runCli(['list'], () => undefined)).rejects.toThrow(`${dir} holds journal.jsonl but no pgdata directory`);
  } finally {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  }
  expect(snapshot(dir)).toEqual(before);
  expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
});

test('the control socket path: anything there that is not a socket is left alone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-sock-'));
  dirs.push(dir);
  const file = path.join(dir, 'control.sock');
  fs.writeFileSync(file, 'not a socket');
  // The store is never reached: the start fails first.
  await expect(startControlServer(file, {} as LeadStore, null)).rejects.toThrow(`${file} exists and is not a socket`);
  expect(fs.readFileSync(file, 'utf8')).toBe('not a socket');
});
