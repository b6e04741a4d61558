/**
 * `npm run leads -- staff …` and `audit` while the service runs on the embedded store:
 * the commands go through its control socket (PGlite allows one process). `staff add` prints a link
 * that works once, `staff revoke` ends the member's sessions at once, `staff link` voids the old
 * link, `audit` prints the entries; on a fresh DATA_DIR `staff add` creates the store; with
 * DATABASE_URL the commands use PostgreSQL directly.
 */
import type { FastifyInstance } from 'fastify';
import { runCli } from '../../../server/cli/main';
import { controlSocketPath, startControlServer } from '../../../server/control/socket';
import { PgliteStore } from '../../../server/submissions';
import { STAFF_ROUTES } from '../../../src/staff/api';
import { freshDataDir, removeDir } from './helpers/pglite';
import { describePostgres, startPostgres } from './helpers/postgres';
import { INBOX, call, enrol, staffApp, tokenOf } from './helpers/staff';

// Creating a new embedded store (initdb) takes seconds, many more on a busy machine.
jest.setTimeout(180_000);

const saved = { DATA_DIR: process.env.DATA_DIR, STAFF_ORIGIN: process.env.STAFF_ORIGIN, DATABASE_URL: process.env.DATABASE_URL, TZ: process.env.TZ };
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = v;
  }
});

async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, (s) => (out += s));
  return { code, out };
}

const linkIn = (out: string): string => {
  const m = /(http:\/\/inbox\.localhost\/staff\/enrol\/#[\w-]{43})\n/.exec(out);
  if (!m) throw new Error(`no enrolment link in:\n${out}`);
  return m[1];
};

describe('with the service running on the embedded store', () => {
  let dataDir = '';
  let store: PgliteStore;
  let app: FastifyInstance;
  let control: { close(): Promise<void> };
  beforeAll(async () => {
    dataDir = await freshDataDir();
    process.env.DATA_DIR = dataDir;
    process.env.STAFF_ORIGIN = INBOX;
    process.env.TZ = 'UTC';
    Reflect.deleteProperty(process.env, 'DATABASE_URL');
    store = await PgliteStore.open({ dataDir, role: 'service' });
    app = await staffApp(store);
    const socket = controlSocketPath(dataDir);
    control = await startControlServer(socket, store, null);
    store.lock.update({ socket });
  });
  afterAll(async () => {
    await app.close();
    await control.close();
    await store.close();
    removeDir(dataDir);
  });

  test('staff add prints a link that works once; revoke ends the session; link voids the old one; audit prints it all', async () => {
    const added = await cli('staff', 'add', 'Olivia Owner', 'olivia@gym.test', '--role', 'owner');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/^Added Olivia Owner <olivia@gym\.test> as owner\.\nEnrolment link \(works once, until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const token = tokenOf(linkIn(added.out));
    const { cookie } = await enrol(app, token);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode).toBe(200);
    await expect(enrol(app, token)).rejects.toThrow(/enrol options: 400/);
    await expect(cli('staff', 'add', 'Again', 'OLIVIA@gym.test', '--role', 'staff')).rejects.toThrow(/already a staff member/);

    const list = await cli('staff', 'list');
    expect(list.out).toMatch(/Olivia Owner <olivia@gym\.test> {2}owner {2}enrolled .* 1 passkey\n$/);

    const relinked = await cli('staff', 'link', 'olivia@gym.test');
    expect(relinked.code).toBe(0);
    const second = await cli('staff', 'link', 'olivia@gym.test');
    await expect(enrol(app, tokenOf(linkIn(relinked.out)))).rejects.toThrow(/enrol options: 400/);

    const revoked = await cli('staff', 'revoke', 'olivia@gym.test');
    expect(revoked.out).toMatch(/^Revoked olivia@gym\.test: their sessions have ended/);
    expect((await call(app, 'GET', STAFF_ROUTES.me.path, { cookie })).statusCode).toBe(401);
    await expect(enrol(app, tokenOf(linkIn(second.out)))).rejects.toThrow(/enrol options: 400/);

    const audit = await cli('audit', '--limit', '20');
    const actions = audit.out.trim().split('\n').map((l) => l.split(/\s+/)[2]);
    expect(actions).toEqual(['revoke', 'link', 'link', 'enrol', 'invite']);
    expect(audit.out).toContain('npm run leads (server)');
    await expect(cli('staff', 'add', 'No Role', 'x@gym.test')).rejects.toThrow(/--role owner or --role staff/);
  });
});

test('on a fresh DATA_DIR, staff add creates the store and prints a link to STAFF_ORIGIN', async () => {
  const dir = `${await freshDataDir()}-new`;
  process.env.DATA_DIR = dir;
  process.env.STAFF_ORIGIN = INBOX;
  try {
    const added = await cli('staff', 'add', 'First Owner', 'first@gym.test', '--role', 'owner');
    expect(added.code).toBe(0);
    linkIn(added.out);
    expect((await cli('staff', 'list')).out).toMatch(/First Owner <first@gym\.test> {2}owner {2}not enrolled yet/);
  } finally {
    removeDir(dir);
  }
});

describePostgres('with DATABASE_URL', () => {
  test('staff add, list and audit read and write PostgreSQL directly', async () => {
    const server = await startPostgres();
    process.env.DATABASE_URL = server.url;
    process.env.STAFF_ORIGIN = INBOX;
    try {
      const added = await cli('staff', 'add', 'Pat Postgres', 'pat@gym.test', '--role', 'staff');
      linkIn(added.out);
      expect((await cli('staff', 'list')).out).toMatch(/Pat Postgres <pat@gym\.test> {2}staff {2}not enrolled yet/);
      expect((await cli('audit')).out).toMatch(/invite +npm run leads \(server\) +Invited Pat Postgres <pat@gym\.test> as staff\n$/);
    } finally {
      Reflect.deleteProperty(process.env, 'DATABASE_URL');
      await server.stop();
    }
  });
});
