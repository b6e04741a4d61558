/**
 * `npm run leads -- list | export` never cut their output short in a pipe: an export of
 * more than 1 MB through another process that starts reading late (the pipe fills up first) is
 * byte for byte what `--output` writes, with the service running (control socket) and stopped.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { controlSocketPath, startControlServer } from '../../../server/control/socket';
import { PgliteStore, type NewSubmission } from '../../../server/submissions';
import { consultationLead } from './helpers/leads';
import { freshDataDir, removeDir } from './helpers/pglite';
import { REPO_ROOT } from './helpers/service';

jest.setTimeout(300_000);

let dataDir: string;

/**
 * Runs a shell pipeline with `{leads}` standing for the command; resolves with its stdout. Not
 * spawnSync: the running service of the first test lives in this process and must keep answering.
 */
function sh(pipeline: string): Promise<Buffer> {
  const leads = `"${process.execPath}" --import tsx server/cli/main.ts`;
  const child = spawn('sh', ['-c', pipeline.replace(/\{leads\}/g, leads)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  let err = '';
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${pipeline} failed (${code ?? signal}): ${err}`));
    });
  });
}

const sha = (b: Buffer): string => crypto.createHash('sha256').update(b).digest('hex');

function lead(i: number): NewSubmission {
  const name = `Visitor ${i} Ñandú`;
  const email = `visitor-${i}@example.com`;
  const message = `Name: ${name}\nEmail: ${email}\n${'Training goals and health notes, kept in full. '.repeat(25)}`;
  return consultationLead(name, { email, message, createdAt: new Date(Date.parse('2025-09-15T16:30:00Z') + i * 1000), clientIp: '203.0.113.7', deliveryState: 'stored' });
}

/** The checks, run with the service running and with it stopped. */
async function checkPipes(label: string): Promise<void> {
  const file = path.join(dataDir, `export-${label}.csv`);
  await sh(`{leads} export --format csv --output "${file}"`);
  const written = fs.readFileSync(file);
  expect(written.length).toBeGreaterThan(1024 * 1024);

  // The reader starts 3 s late: the pipe is full long before the command has written everything.
  const counted = Number((await sh('{leads} export --format csv | (sleep 3; wc -c)')).toString().trim());
  expect(counted).toBe(written.length);
  const throughGzip = await sh('{leads} export --format csv | (sleep 3; gzip) | gunzip');
  expect(sha(throughGzip)).toBe(sha(written));

  const json = await sh('{leads} export --format json | (sleep 3; cat)');
  expect((JSON.parse(json.toString('utf8')) as unknown[]).length).toBe(900);

  const listFile = path.join(dataDir, `list-${label}.txt`);
  await sh(`{leads} list --all > "${listFile}"`);
  const listed = await sh('{leads} list --all | (sleep 3; cat)');
  expect(listed.length).toBeGreaterThan(64 * 1024);
  expect(sha(listed)).toBe(sha(fs.readFileSync(listFile)));
  expect(listed.toString('utf8')).toMatch(/900 submissions: 900 stored/);
}

beforeAll(async () => {
  dataDir = await freshDataDir('leads-pipe-');
  const store = await PgliteStore.open({ dataDir, role: 'test' });
  try {
    for (let i = 0; i < 900; i++) await store.insert(lead(i));
  } finally {
    await store.close();
  }
});

afterAll(() => removeDir(dataDir));

test('with the service running (through its control socket)', async () => {
  const service = await PgliteStore.open({ dataDir, role: 'service' });
  const socket = controlSocketPath(dataDir);
  const control = await startControlServer(socket, service, null);
  service.lock.update({ socket });
  try {
    await checkPipes('running');
  } finally {
    await control.close();
    await service.close();
  }
});

test('with the service stopped (the command opens the store itself)', async () => {
  await checkPipes('stopped');
});
