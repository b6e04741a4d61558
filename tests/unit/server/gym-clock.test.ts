/**
 * The gym's clock in what the lead service writes (src/content/gym-time.ts): a submission or an audit entry
 * at 2026-12-01T20:00:00Z reads 13:00 (BC on UTC-7 all year, tzdata 2026b) in the notification mail, the
 * digest, the audit log (the CLI and the inbox); and a runtime whose zone data says 12:00 is refused at
 * start by the service and the CLI, with what to install.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/cli/main';
import { composeNotification } from '../../../server/submissions/delivery';
import { composeDigest } from '../../../server/submissions/delivery/digest';
import { PgliteStore } from '../../../server/submissions';
import { fullTime } from '../../../src/staff/time';
import { storedLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { REPO_ROOT } from './helpers/service';
import { staffStoreOn } from '../../../server/staff/store';

jest.setTimeout(120_000);

const AT = new Date('2026-12-01T20:00:00Z');
const sub = storedLead({ createdAt: AT });

test('the notification mail gives the time received on the gym’s clock', () => {
  const mail = composeNotification(sub, { to: 'desk@gym.test', from: 'site@gym.test' });
  expect(mail.text).toContain('at 2026-12-01 13:00 (America/Vancouver).');
});

test('the digest gives each time received on the gym’s clock', () => {
  const mail = composeDigest([sub], { to: 'desk@gym.test', from: 'site@gym.test', perDay: 100, digestId: 'd1' });
  expect(mail.text).toContain('Received 2026-12-01 13:00 (America/Vancouver) from the');
});

describe('the audit log', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  let dataDir = '';
  let entryAt = '';
  beforeAll(async () => {
    dataDir = await freshDataDir();
    const store = await PgliteStore.open({ dataDir, role: 'test' });
    try {
      const db = store.db.sql;
      await db.query("INSERT INTO staff_audit (at, action, detail) VALUES ($1::timestamptz, 'export', 'Exported 3 lead(s)')", [AT.toISOString()]);
      entryAt = (await staffStoreOn(store.db).auditPage(10, null)).entries[0].at;
    } finally {
      await store.close();
    }
    process.env.DATA_DIR = dataDir;
    Reflect.deleteProperty(process.env, 'DATABASE_URL');
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = v;
    }
    removeDir(dataDir);
  });

  test('`npm run leads -- audit` shows 13:00', async () => {
    let out = '';
    expect(await runCli(['audit'], (s) => (out += s))).toBe(0);
    expect(out).toMatch(/^2026-12-01 13:00 {2}export +the service {2}Exported 3 lead\(s\)\n$/);
  });

  test('the inbox’s audit page shows 1:00 p.m.', () => {
    expect(new Date(entryAt).toISOString()).toBe(AT.toISOString());
    expect(fullTime(entryAt)).toMatch(/^Dec\.? 1, 2026, 1:00\sp\.m\.$/);
  });
});

describe('start-up refusal of a runtime whose zone data predates tzdata 2026b', () => {
  const OLD_NODE = '/usr/bin/node'; // Debian's Node 20 (tz 2025c): 12:00 for 2026-12-01T20:00:00Z
  const run = (node: string, entry: string, env: Record<string, string>) =>
    spawnSync(node, ['--import', 'tsx', entry, ...(entry.startsWith('server/cli/') ? ['list'] : [])], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-clock-'));
  });
  afterAll(() => removeDir(dataDir));

  test('the old runtime is there and shows the hour off (what the refusal guards against)', () => {
    expect(fs.existsSync(OLD_NODE)).toBe(true);
    const probe = spawnSync(OLD_NODE, ['-p', "new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date('2026-12-01T20:00:00Z'))"], { encoding: 'utf8' });
    expect(probe.stdout.trim()).toBe('12:00');
  });

  test.each(['server/main.ts', 'server/cli/main.ts'])('%s under the old runtime: refused, naming its tz data and what to run it with', (entry) => {
    const r = run(OLD_NODE, entry, { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/This Node's time-zone data \(tz 20\d\d[a-z]\) predates 2026b, where British Columbia stays on UTC-7 all year: the gym's times would be an hour off/);
    expect(r.stderr).toContain('Run it with Node 24.21 or later (npm start and npm test use node_modules/.bin/node, which npm ci installs).');
    expect(fs.readdirSync(dataDir)).toEqual([]); // refused before touching the store
  });

  test('under this runtime (Node 24): no refusal', () => {
    // The CLI runs its command; the service gets past the check to its configuration (a bad PORT stops it there).
    const cli = run(process.execPath, 'server/cli/main.ts', { DATA_DIR: dataDir });
    expect([cli.status, cli.stderr]).toEqual([0, '']);
    expect(cli.stdout).toBe(`No submissions yet (no store in ${dataDir}).\n`);
    const service = run(process.execPath, 'server/main.ts', { DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(service.stderr).not.toMatch(/time-zone data/);
    expect(service.stderr).toMatch(/configuration error: PORT/);
    expect(service.status).toBe(1);
  });
});
