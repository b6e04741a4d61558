/**
 * `leads backup` and `leads restore` without a running service: the file a stopped store writes
 * restores into an empty DATA_DIR with every table's rows; a restore refuses a DATA_DIR that holds
 * anything, and a truncated or damaged file, writing nothing; a backup never replaces a file; with
 * DATABASE_URL both print the PostgreSQL command instead (password left out) and exit 2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/cli/main';
import { postgresAdvice } from '../../../server/cli/backup';
import { PgliteStore } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';

jest.setTimeout(120_000);

const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'NOTIFY_TO', 'FORWARD_URL', 'TZ'] as const;
const savedEnv: Record<string, string | undefined> = {};
let work: string;
let source: string;
/** A backup of `source`, taken once for the tests below. */
let backupFile: string;

async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  process.env.DATA_DIR = dataDir;
  let out = '';
  const code = await runCli(args, (s) => (out += s));
  return { code, out };
}

/** Every file and directory under `dir` with its bytes, to compare before and after. */
function tree(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!fs.existsSync(dir)) return found;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const p = path.join(e.parentPath, e.name);
    found[path.relative(dir, p)] = e.isFile() ? fs.readFileSync(p).toString('base64') : 'dir';
  }
  return found;
}

beforeAll(async () => {
  for (const k of ENV_KEYS) savedEnv[k] = process.env[k];
  for (const k of ENV_KEYS) Reflect.deleteProperty(process.env, k);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-backup-'));
  source = await freshDataDir('leads-backup-src-');
  const store = await PgliteStore.open({ dataDir: source, role: 'test' });
  try {
    for (let i = 0; i < 5; i++) await store.insert(contactLead(`Person ${i}`, { email: `p${i}@example.com`, deliveryState: i < 2 ? 'delivered' : 'pending' }));
  } finally {
    await store.close();
  }
  backupFile = path.join(work, 'nightly.leadsbackup');
  const made = await cli(source, 'backup', backupFile);
  expect(made.code).toBe(0);
  expect(made.out).toMatch(/Backup written: .*nightly\.leadsbackup/);
  expect(made.out).toMatch(/submissions\s+5\n/);
});

afterAll(() => {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = savedEnv[k];
  }
  removeDir(work);
  removeDir(source);
});

test('a backup of the stopped store restores into a missing DATA_DIR with every row, and the store opens', async () => {
  const target = path.join(work, 'restored');
  const restored = await cli(target, 'restore', backupFile);
  expect(restored.out).toMatch(/every table holds the rows the backup lists/);
  expect(restored.code).toBe(0);
  expect(fs.readdirSync(target).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  const store = await PgliteStore.open({ dataDir: target, role: 'test' });
  try {
    const rows = await store.list({ limit: 100 });
    expect(rows.map((r) => (r.fields as { email: string }).email).sort()).toEqual(['p0@example.com', 'p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com']);
    expect(rows.filter((r) => r.deliveryState === 'delivered')).toHaveLength(2);
  } finally {
    await store.close();
  }
});

test('backup never replaces a file', async () => {
  const existing = path.join(work, 'existing.leadsbackup');
  fs.writeFileSync(existing, 'an earlier backup');
  await expect(cli(source, 'backup', existing)).rejects.toThrow(/exists; a backup never replaces a file/);
  expect(fs.readFileSync(existing, 'utf8')).toBe('an earlier backup');
  expect(fs.readdirSync(work).filter((n) => n.includes('.tmp-'))).toEqual([]);
});

test('restore refuses a DATA_DIR that holds anything, and changes nothing in it', async () => {
  const target = fs.mkdtempSync(path.join(work, 'occupied-'));
  fs.writeFileSync(path.join(target, 'notes.txt'), 'not ours');
  const before = tree(target);
  await expect(cli(target, 'restore', backupFile)).rejects.toThrow(/is not empty \(it holds notes\.txt\).*Nothing was changed/);
  expect(tree(target)).toEqual(before);
  // A store's own DATA_DIR: refused just the same.
  await expect(cli(source, 'restore', backupFile)).rejects.toThrow(/is not empty/);
});

describe('restore refuses a damaged file and writes nothing', () => {
  const damaged: [string, (data: Buffer) => Buffer][] = [
    ['cut short in its data', (d) => d.subarray(0, d.length - 1000)],
    ['cut short in its manifest', (d) => d.subarray(0, 200)],
    ['one byte flipped in its data', (d) => flip(d, d.length - 5000)],
    ['one byte flipped in its manifest', (d) => flip(d, 120)],
    ['one byte flipped in its header', (d) => flip(d, 30)],
    ['empty', () => Buffer.alloc(0)],
  ];

  function flip(data: Buffer, at: number): Buffer {
    const copy = Buffer.from(data);
    copy[at] ^= 0x01;
    return copy;
  }

  test.each(damaged)('%s', async (name, spoil) => {
    const file = path.join(work, `${name.replace(/ /g, '-')}.leadsbackup`);
    fs.writeFileSync(file, spoil(fs.readFileSync(backupFile)));
    const missing = path.join(work, `never-${name.replace(/ /g, '-')}`);
    await expect(cli(missing, 'restore', file)).rejects.toThrow(/cannot be restored: .*Nothing was written/);
    expect(fs.existsSync(missing)).toBe(false);
    const empty = fs.mkdtempSync(path.join(work, 'empty-'));
    await expect(cli(empty, 'restore', file)).rejects.toThrow(/cannot be restored/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});

describe('with DATABASE_URL', () => {
  const url = "postgres://gym:s3cr'et@db.internal:5432/gym?sslmode=require";

  test('backup prints the pg_dump command without the password, exit code 2, nothing written', async () => {
    process.env.DATABASE_URL = url;
    try {
      const file = path.join(work, 'pg.dump');
      const { code, out } = await cli(path.join(work, 'pg-data'), 'backup', file);
      expect(code).toBe(2);
      expect(out).toContain(`  pg_dump --format=custom --file=${file} 'postgres://gym@db.internal:5432/gym?sslmode=require'\n`);
      expect(out).toMatch(/password is left out: give it in PGPASSWORD or ~\/\.pgpass/);
      expect(out).not.toContain('s3cr');
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      Reflect.deleteProperty(process.env, 'DATABASE_URL');
    }
  });

  test('restore prints the pg_restore command; a file name with a quote is one shell word', () => {
    const text = postgresAdvice('restore', 'postgresql://gym@db/gym', "/backups/it's.dump");
    expect(text).toContain(`  pg_restore --clean --if-exists --no-owner --dbname=postgresql://gym@db/gym '/backups/it'\\''s.dump'\n`);
    expect(text).not.toMatch(/password is left out/);
    expect(postgresAdvice('backup', 'postgres://gym@db/gym?password=hunter2', '/b.dump')).not.toContain('hunter2');
  });
});
