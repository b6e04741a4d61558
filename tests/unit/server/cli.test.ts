/**
 * `npm run leads`: list, export (CSV safe against formula injection, JSON) and retry, reading the
 * store directly or through the running service's control socket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csvCell } from '../../../server/csv';
import { CSV_COLUMNS, toCsv } from '../../../server/cli/export';
import { describeState, terminalSafe } from '../../../server/cli/format';
import { runCli } from '../../../server/cli/main';
import { controlSocketPath, startControlServer } from '../../../server/control/socket';
import { Outbox, SmtpNotifier } from '../../../server/submissions/delivery';
import { PgliteStore, type NewSubmission, type StoredSubmission } from '../../../server/submissions';
import { contactLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { freePort } from './helpers/net';
import { TestSmtp } from './helpers/smtp';

jest.setTimeout(60_000);

const ENV_KEYS = ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'NOTIFY_TO', 'NOTIFY_FROM', 'FORWARD_URL', 'TZ'] as const;
const savedEnv: Record<string, string | undefined> = {};

function sub({ name, email, ...over }: Partial<NewSubmission> & { name: string; email: string }): NewSubmission {
  return contactLead(name, { email, message: `Name: ${name}\nEmail: ${email}`, clientIp: '127.0.0.1', userAgent: 'jest', deliveryState: 'stored', ...over });
}

async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, (s) => (out += s));
  return { code, out };
}

let dataDir: string;
let service: PgliteStore | null = null;
let control: { close(): Promise<void> } | null = null;

/** Plays the running service: the store open and its control socket listening (optionally delivering). */
async function startService(outbox: Outbox | null = null): Promise<void> {
  if (!service) service = await PgliteStore.open({ dataDir, role: 'service' });
  await control?.close();
  const socket = controlSocketPath(dataDir);
  control = await startControlServer(socket, service, outbox);
  service.lock.update({ socket });
}

async function stopService(): Promise<void> {
  await control?.close();
  control = null;
  await service?.close();
  service = null;
}
/** Zoë's submission is at 2026-12-01T20:00:00Z: 13:00 at the gym (UTC-7 all year from tzdata 2026b). */
const t0 = Date.parse('2026-12-01T19:55:00Z');
const ROWS = [
  sub({ name: 'Ana Lima', email: 'ana@example.com', createdAt: new Date(t0), deliveryState: 'delivered' }),
  sub({ name: '=HYPERLINK("http://evil.example")', email: 'x@example.com', createdAt: new Date(t0 + 60_000) }),
  sub({ name: '+1 caller', email: 'plus@example.com', createdAt: new Date(t0 + 120_000), formId: 'consultation' }),
  sub({ name: '-2 minus', email: 'minus@example.com', createdAt: new Date(t0 + 180_000), deliveryState: 'pending' }),
  sub({ name: '@SUM(A1)', email: 'at@example.com', createdAt: new Date(t0 + 240_000), spam: true, deliveryState: 'spam' }),
  sub({ name: 'Zoë "Z" 💪', email: 'zoe@example.com', createdAt: new Date(t0 + 300_000), deliveryState: 'failed' }),
];

beforeAll(async () => {
  for (const k of ENV_KEYS) savedEnv[k] = process.env[k];
  for (const k of ENV_KEYS) Reflect.deleteProperty(process.env, k);
  dataDir = await freshDataDir();
  process.env.DATA_DIR = dataDir;
  await startService();
  for (const r of ROWS) await service?.insert(r);
});

afterAll(async () => {
  await stopService();
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = savedEnv[k];
  }
  removeDir(dataDir);
});

describe('list (through the running service)', () => {
  test('newest first, readable, with the delivery state and a summary', async () => {
    const { code, out } = await cli('list');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Time\s+Form\s+Language\s+Name\s+Email\s+Subject\s+Delivery$/);
    expect(lines[1]).toMatch(/^-+ {2}-+/);
    expect(lines[2]).toContain('Zoë "Z" 💪');
    expect(lines[2]).toContain('2026-12-01 13:00'); // 20:00 UTC at the gym, whatever the machine's TZ
    expect(lines[7]).toContain('2026-12-01 12:55');
    expect(lines[7]).toContain('Ana Lima');
    expect(out).toContain('stored (no delivery configured)');
    expect(out).toContain('spam (never delivered)');
    expect(out).toContain('failed after 0 attempts');
    expect(out).toMatch(/6 submissions: 1 pending, 1 delivered, 1 failed, 1 spam, 2 stored \(no delivery configured\)/);
    expect(out).toContain('No delivery is configured: set SMTP_URL');
    expect(out).toContain('Times in America/Vancouver.');
  });

  test('--limit shows the newest N and says so', async () => {
    const { out } = await cli('list', '--limit', '2');
    expect(out.split('\n').filter((l) => l.includes('@example.com'))).toHaveLength(2);
    expect(out).toContain('Showing the newest 2; use --limit N or --all for more.');
  });

  test('terminal escapes never reach the terminal', () => {
    expect(terminalSafe('a\u001b[2Jb\u0007c')).toBe('a [2Jb c');
  });
});

describe('export (through the running service)', () => {
  test('CSV: every cell quoted, quotes doubled, formulas neutralised, UTF-8 with BOM', async () => {
    const { code, out } = await cli('export', '--format', 'csv');
    expect(code).toBe(0);
    expect(out.startsWith('\uFEFF"id","received_at","form","language","delivery_state"')).toBe(true);
    expect(out).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(out).toContain('"\'+1 caller"');
    expect(out).toContain('"\'-2 minus"');
    expect(out).toContain('"\'@SUM(A1)"');
    expect(out).toContain('"Zoë ""Z"" 💪"');
    expect(out).toContain('"2026-12-01T19:55:00.000Z"');
    const records = out.trimEnd().split('\r\n');
    expect(records[0].split(',')).toHaveLength(CSV_COLUMNS.length);
    expect(records).toHaveLength(ROWS.length + 1); // CRLF between records; line breaks inside a message stay in its quoted cell
    expect(out).toContain('"Name: Ana Lima\nEmail: ana@example.com"');
  });

  test('csvCell rules', () => {
    expect(csvCell('=1+1')).toBe('"\'=1+1"');
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('plain, with comma')).toBe('"plain, with comma"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('')).toBe('""');
    expect(toCsv([], { bom: false })).toBe(`${CSV_COLUMNS.map((c) => `"${c}"`).join(',')}\r\n`);
  });

  test('JSON: every submission with its state, newest first; --output writes a file', async () => {
    const file = path.join(os.tmpdir(), `leads-export-${process.pid}.json`);
    try {
      const { code } = await cli('export', '--format', 'json', '--output', file);
      expect(code).toBe(0);
      const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; deliveryState: string; fields: { name: string } }[];
      expect(rows.map((r) => r.id)).toEqual([...ROWS].reverse().map((r) => r.id));
      expect(rows[0]).toMatchObject({ deliveryState: 'failed', fields: { name: 'Zoë "Z" 💪' } });
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  test('a bad format is refused', async () => {
    await expect(cli('export', '--format', 'xlsx')).rejects.toThrow(/--format csv or --format json/);
    await expect(cli('frobnicate')).rejects.toThrow(/Unknown command/);
  });

  test('an option or argument the command does not take is refused, naming it', async () => {
    await expect(cli('list', '--bogus')).rejects.toThrow(/^Unknown option --bogus for list\.\n\nUsage: npm run leads/);
    await expect(cli('export', '--format')).rejects.toThrow(/^export: Option '--format <value>' argument missing/);
    await expect(cli('list', 'everything')).rejects.toThrow(/^Unexpected argument "everything" for list\./);
    await expect(cli('staff', 'add', 'Alex Doe', 'alex@example.com', '--role', 'owner', '--admin')).rejects.toThrow(/^Unknown option --admin for staff\./);
  });
});

describe('retry', () => {
  test('the service without delivery configured: says so, changes nothing', async () => {
    const { code, out } = await cli('retry');
    expect(code).toBe(1);
    expect(out).toContain('No delivery is configured');
    expect(fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  test('the service with SMTP: re-queues undelivered (pending, failed, stored) and sends them now, never spam', async () => {
    const smtp = new TestSmtp(await freePort());
    await smtp.start();
    const notifier = new SmtpNotifier({ url: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`, to: 'gym@forge24fitness.example', from: 'site@forge24fitness.example' });
    try {
      await startService(new Outbox(service as PgliteStore, notifier));
      const { code, out } = await cli('retry');
      expect(out).toBe('Re-queued 4 undelivered submissions (via smtp): 4 delivered, 0 still failing.\n');
      expect(code).toBe(0);
      expect(smtp.mails).toHaveLength(4);
      expect(smtp.mails.some((m) => m.raw.includes('@SUM(A1)'))).toBe(false);
      expect((await cli('list')).out).toMatch(/6 submissions: 5 delivered, 1 spam\./);
    } finally {
      await startService(null);
      await notifier.close();
      await smtp.stop();
    }
  });
});

describe('with the service stopped (the command opens the store itself)', () => {
  beforeAll(async () => {
    await stopService();
  });

  test('list and retry with SMTP from the environment', async () => {
    const store = await PgliteStore.open({ dataDir, role: 'test' });
    const extra = sub({ name: 'Late Lead', email: 'late@example.com', createdAt: new Date(t0 + 400_000) });
    await store.insert(extra);
    await store.close();

    expect((await cli('retry')).out).toContain('No delivery is configured'); // without opening the store

    const smtp = new TestSmtp(await freePort());
    await smtp.start();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}?requireTLS=false`;
    process.env.NOTIFY_TO = 'gym@forge24fitness.example';
    try {
      const { code, out } = await cli('retry');
      expect(out).toBe('Re-queued 1 undelivered submission (via smtp): 1 delivered, 0 still failing.\n');
      expect(code).toBe(0);
      expect(smtp.mails).toHaveLength(1);
      const listed = (await cli('list', '--limit', '1')).out;
      expect(listed).toContain('Late Lead');
      expect(listed).toMatch(/delivered \d\d:\d\d/);
      expect(listed).toMatch(/7 submissions: 6 delivered, 1 spam\./);
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.NOTIFY_TO;
      await smtp.stop();
    }
  });

  test('no store yet: a friendly message, nothing created', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-empty-'));
    process.env.DATA_DIR = empty;
    try {
      expect((await cli('list')).out).toBe(`No submissions yet (no store in ${empty}).\n`);
      expect(fs.existsSync(path.join(empty, 'pgdata'))).toBe(false);
    } finally {
      process.env.DATA_DIR = dataDir;
      removeDir(empty);
    }
  });
});

test('describeState reads like a sentence', () => {
  const base = ROWS[0] as StoredSubmission;
  const row = (over: Partial<StoredSubmission>): StoredSubmission => ({ ...base, attempts: 0, lastError: null, deliveredAt: null, ...over });
  expect(describeState(row({ deliveryState: 'pending' }))).toBe('pending');
  expect(describeState(row({ deliveryState: 'pending', attempts: 3, nextAttemptAt: new Date(t0) }))).toBe('retrying (3 failed, next 12:55)');
  expect(describeState(row({ deliveryState: 'stored' }))).toBe('stored (no delivery configured)');
});

test("the machine's TZ does not move the gym's times", () => {
  const before = process.env.TZ;
  process.env.TZ = 'UTC';
  try {
    jest.isolateModules(() => {
      // Loaded afresh with TZ set, as on a server whose zone is UTC.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { formatTime } = require('../../../server/cli/format') as typeof import('../../../server/cli/format');
      expect(formatTime(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-01 13:00');
    });
  } finally {
    if (before === undefined) Reflect.deleteProperty(process.env, 'TZ');
    else process.env.TZ = before;
  }
});
