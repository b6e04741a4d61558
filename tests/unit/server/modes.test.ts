/**
 * The data directory and every file the store or the leads command writes are for the owner only
 *: DATA_DIR and its directories 0700, files 0600, whatever the umask (these run with
 * umask 000) and although PGlite creates its files 0666. Checked after a start, a submission, a
 * compaction, a clean stop and an export.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PgliteStore } from '../../../server/submissions';
import { postSubmission } from './helpers/http';
import { consultationLead } from './helpers/leads';
import { freePort, waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { REPO_ROOT, startService } from './helpers/service';
import { CONSULTATION } from './helpers/values';

jest.setTimeout(180_000);

/** Runs the command with umask 000, as `sh -c 'umask 000; exec …'`. */
const UMASK_000 = ['sh', '-c', 'umask 000; exec "$@"', 'sh'];

/** Every entry under dir (dir included) whose permission bits are not 0700 (directories) or 0600 (files, sockets). */
function loose(dir: string): string[] {
  const out: string[] = [];
  const visit = (p: string): void => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    const want = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o777) !== want) out.push(`${path.relative(dir, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) visit(path.join(p, n));
  };
  visit(dir);
  return out;
}

function leads(dataDir: string, args: string[]): Promise<{ code: number | null; err: string }> {
  const child = spawn(UMASK_000[0], [...UMASK_000.slice(1), process.execPath, '--import', 'tsx', 'server/cli/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, err })));
}

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

test('the service under umask 000: after a start, a submission and a clean stop; then exports', async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-modes-'));
  dirs.push(parent);
  // A DATA_DIR the service creates (two levels of it) inside a directory it did not create.
  const dataDir = path.join(parent, 'made', 'data');
  fs.chmodSync(parent, 0o755);
  const env = { DATA_DIR: dataDir, PUBLIC_DIR: path.join(parent, 'no-site'), RATE_LIMIT_MAX: '0' };
  const service = await startService(env, await freePort(), 90_000, { wrap: UMASK_000 });
  try {
    expect(loose(path.join(parent, 'made'))).toEqual([]);
    expect((fs.statSync(parent).mode & 0o777).toString(8)).toBe('755'); // not the service's: left alone
    expect(await postSubmission(service.port, 'consultation', { ...CONSULTATION, email: 'modes@example.com' })).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'journal.jsonl'), 'utf8')).toContain('modes@example.com');
    expect(loose(dataDir)).toEqual([]);
  } finally {
    service.child.kill('SIGTERM');
  }
  expect((await service.exited).code).toBe(0); // the final compaction ran
  expect(fs.readFileSync(path.join(dataDir, 'journal.jsonl'), 'utf8')).toBe('');
  expect(loose(dataDir)).toEqual([]);

  const out = path.join(parent, 'export.csv');
  expect(await leads(dataDir, ['export', '--format', 'csv', '--output', out])).toEqual({ code: 0, err: `Wrote ${out}\n` });
  expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
  const existing = path.join(parent, 'existing.json');
  fs.writeFileSync(existing, 'old');
  fs.chmodSync(existing, 0o644);
  expect((await leads(dataDir, ['export', '--format', 'json', '--output', existing])).code).toBe(0);
  expect((fs.statSync(existing).mode & 0o777).toString(8)).toBe('600');
  expect(fs.readFileSync(existing, 'utf8')).toContain('modes@example.com');
  expect(loose(dataDir)).toEqual([]);
});

test('a DATA_DIR the service did not create keeps its mode (it may be a shared folder), with a warning; the store\'s own entries in it are made private', async () => {
  const dataDir = await freshDataDir('leads-modes-existing-');
  dirs.push(dataDir);
  fs.chmodSync(dataDir, 0o751);
  fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'the owner\'s own file');
  fs.chmodSync(path.join(dataDir, 'notes.txt'), 0o644);
  fs.chmodSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 0o644);
  const service = await startService({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-site'), RATE_LIMIT_MAX: '0' }, await freePort(), 90_000, { wrap: UMASK_000 });
  try {
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('751');
    expect((fs.statSync(path.join(dataDir, 'notes.txt')).mode & 0o777).toString(8)).toBe('644');
    expect(loose(path.join(dataDir, 'pgdata'))).toEqual([]);
    expect(service.output()).toContain(`warning: store: ${dataDir} is open to other users (mode 751)`);
  } finally {
    service.child.kill('SIGTERM');
  }
  expect((await service.exited).code).toBe(0);
});

test('in this process with umask 000: after a compaction and with the quarantine', async () => {
  const dataDir = await freshDataDir('leads-modes-compact-');
  dirs.push(dataDir);
  const before = process.umask(0);
  try {
    const store = await PgliteStore.open({ dataDir, role: 'test', compactBytes: 2048 });
    try {
      const sub = (email: string, id: string = randomUUID()) => consultationLead('Mode Check', { id, email, deliveryState: 'stored' });
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.insert(sub(`c${i}@example.com`))));
      await expect(store.insert(sub('refused@example.com', 'not-a-uuid'))).rejects.toThrow(); // quarantined
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.insert(sub(`d${i}@example.com`))));
      // Past compactBytes the journal was rotated and compacted: no rotated file is left once it finished.
      await waitFor(() => !store.compacting && !fs.readdirSync(dataDir).some((n) => /^journal\.\d+\.jsonl$/.test(n)), 30_000, 'the compaction');
      const kept = fs.readFileSync(path.join(dataDir, 'journal.jsonl'), 'utf8').split('\n').filter(Boolean);
      expect(kept.length).toBeLessThan(20); // the others were compacted away
      expect(fs.existsSync(path.join(dataDir, 'quarantine.jsonl'))).toBe(true);
      expect(loose(dataDir)).toEqual([]);
    } finally {
      await store.close();
    }
    expect(loose(dataDir)).toEqual([]);
  } finally {
    process.umask(before);
  }
});
