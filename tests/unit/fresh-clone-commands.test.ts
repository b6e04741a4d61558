/**
 * Every command of the README's "Commands" table, run as a newcomer runs it on a fresh clone: in a copy of
 * the sources without node_modules, with the machine's own Node on PATH (whatever version it is: this
 * machine's is older than the project's), through the real npm. Each command must install first, with
 * plain Node only until then, and then work on the project's Node 24.
 *
 * The install itself is the one step stood in for: `npm ci` (2,700 packages, a minute or more) is answered
 * by a stand-in npm on PATH that links this checkout's node_modules into the copy and records the call;
 * every other npm call goes to the real npm. The real install on a clean checkout is `.ci/run`'s first step
 * (`npm start` there installs, builds and serves). node_modules is removed before each command, so each one
 * starts as on a fresh clone.
 *
 * A command that would run for minutes or recurse (the test suite, the build, the dev server, the bench,
 * the screenshots) is run in its `--help` form here, which goes through the same install and the same
 * hand-over to the project's Node; `.ci/run` runs `npm start` and `npm test` in full, and the end-to-end
 * tests the build, the dev server (tests/e2e/develop.spec.ts) and the served site.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySources } from '../e2e/develop-server';
import { freePort, waitFor } from './server/helpers/net';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../..');

/** The backup `npm run leads -- backup FILE` writes of the store the commands before it made, and `restore FILE` restores into a new DATA_DIR. */
const backupFile = path.join(os.tmpdir(), `fresh-clone-${process.pid}.leadsbackup`);
const restoredDir = path.join(os.tmpdir(), `fresh-restored-${process.pid}`);

/** How a README command is run here: its npm arguments, what it must print, and whether it keeps running until stopped. */
interface Run {
  args: string[];
  expect: RegExp;
  /** A service: runs until this text appears, then is stopped with SIGTERM and must end by itself. */
  untilReady?: boolean;
  env?: Record<string, string>;
  exitCode?: number;
}

/** The machine's PATH without any node_modules/.bin: `node` there is the machine's own. */
const machinePath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((p) => !p.includes(`${path.sep}node_modules${path.sep}`))
  .join(path.delimiter);
const realNpm = spawnSync('sh', ['-c', 'command -v npm'], { env: { PATH: machinePath }, encoding: 'utf8' }).stdout.trim();
const machineNode = spawnSync('node', ['--version'], { env: { PATH: machinePath }, encoding: 'utf8' }).stdout.trim();

let copy: string;
let stubDir: string;
let stubLog: string;
let dataDir: string;
let publicDir: string;

beforeAll(() => {
  copy = copySources();
  fs.rmSync(path.join(copy, 'node_modules')); // the link copySources makes: each command starts without it
  stubDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-npm-'));
  stubLog = path.join(stubDir, 'calls.log');
  fs.writeFileSync(
    path.join(stubDir, 'npm'),
    [
      '#!/bin/sh',
      '# `npm ci` stands in for the install: it links the tested checkout\'s node_modules; anything else is the real npm.',
      'if [ "$1" = ci ]; then',
      `  echo "ci in $PWD" >> '${stubLog}'`,
      `  ln -sfn '${path.join(ROOT, 'node_modules')}' node_modules`,
      '  exit 0',
      'fi',
      `exec '${realNpm}' "$@"`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-data-'));
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-public-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><html lang="en"><title>Built</title></html>');
});

afterAll(() => {
  for (const dir of [copy, stubDir, dataDir, publicDir, backupFile, restoredDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm <args>` in the copy as a newcomer would; resolves with its exit code and everything it printed. */
async function runInCopy(run: Run, port: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  fs.rmSync(path.join(copy, 'node_modules'), { force: true });
  fs.writeFileSync(stubLog, '');
  const child = spawn(realNpm, run.args, {
    cwd: copy,
    env: {
      PATH: `${stubDir}${path.delimiter}${machinePath}`,
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CMS_PORT: String(port),
      DECAP_PORT: String(await freePort()),
      ...run.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  try {
    if (run.untilReady) {
      await waitFor(() => run.expect.test(out), 180_000, `"npm ${run.args.join(' ')}" to be ready`).catch((err: unknown) => {
        throw new Error(`${String(err)}\n${out}`);
      });
      child.kill('SIGTERM');
    }
    const exit = await exited;
    return { ...exit, out };
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

const service = (args: string[]): Run => ({ args, expect: /Lead service listening on[\s\S]*runtime: {2}Node v24\./, untilReady: true });

/** Each command of the README's table, as written there, and how it is run here. */
const RUNS: Record<string, Run> = {
  'npm start': { ...service(['start']), env: { PUBLIC_DIR: '' } },
  'npm test': { args: ['test', '--', '--help'], expect: /npm test \[-- --unit \| --e2e\]/ },
  'npm test -- --unit': { args: ['test', '--', '--unit', '--help'], expect: /--unit runs the checks and the unit tests/ },
  'npm test -- --e2e': { args: ['test', '--', '--e2e', '--help'], expect: /--e2e the rest/ },
  'npm run typecheck': { args: ['run', 'typecheck', '--', '--version'], expect: /Version 5\./ },
  'npm run lint': { args: ['run', 'lint', '--', '--version'], expect: /v9\./ },
  'npm run knip': { args: ['run', 'knip'], expect: /> exec node scripts\/run\.mjs knip --no-progress/ },
  'npm run build': { args: ['run', 'build', '--', '--help'], expect: /gatsby build/ },
  'npm run serve': { ...service(['run', 'serve']), env: { PUBLIC_DIR: '' } },
  'npm run develop': { args: ['run', 'develop', '--', '--help'], expect: /gatsby develop/ },
  'npm run check-content': { args: ['run', 'check-content'], expect: /content ok/ },
  'npm run cms': { args: ['run', 'cms'], expect: /The content editor is ready/, untilReady: true },
  'npm run new-post -- "Title"': { args: ['run', 'new-post', '--', 'A fresh clone post'], expect: /Created content\/blog\/.*a-fresh-clone-post.*\(post \d+, a draft dated today\)/ },
  'npm run translations': { args: ['run', 'translations'], expect: /content\/data\/faq\.pa\.yaml: up to date, \d+ text\(s\)/ },
  'npm run translations -- review': { args: ['run', 'translations', '--', 'review'], expect: /Punjabi \(pa\): \d+ of \d+ translated texts not reviewed yet/ },
  'npm run images': { args: ['run', 'images'], expect: /images: rendered \d+, kept \d+/ },
  'npm run leads -- list': { args: ['run', 'leads', '--', 'list'], expect: /submission|No submissions/i },
  'npm run leads -- export --format csv|json': { args: ['run', 'leads', '--', 'export', '--format', 'json'], expect: /^\[/m },
  'npm run leads -- retry': { args: ['run', 'leads', '--', 'retry'], expect: /No delivery is configured, so there is nothing to retry/, exitCode: 1 },
  'npm run leads -- not-spam <id>': { args: ['run', 'leads', '--', 'not-spam', '00000000'], expect: /00000000/, exitCode: 1 },
  'npm run leads -- staff add "Name" email --role owner|staff': {
    args: ['run', 'leads', '--', 'staff', 'add', 'Manpreet Gill', 'manpreet@example.com', '--role', 'owner'],
    expect: /\/staff\/enrol/,
  },
  'npm run leads -- audit': { args: ['run', 'leads', '--', 'audit'], expect: /./ },
  'npm run leads -- backup FILE': { args: ['run', 'leads', '--', 'backup', backupFile], expect: /Backup written: / },
  'npm run leads -- restore FILE': { args: ['run', 'leads', '--', 'restore', backupFile], env: { DATA_DIR: restoredDir }, expect: /every table holds the rows the backup lists/ },
  'npm run bench': { args: ['run', 'bench', '--', '--help'], expect: /npm run bench: Lighthouse/ },
  'npm run screenshots': { args: ['run', 'screenshots', '--', '--help'], expect: /npm run screenshots \[-- DIR\]/ },
  'npm run supabase:seed': { args: ['run', 'supabase:seed'], expect: /seed\.sql/ },
};

/** The commands in the first column of the README's "Commands" table, as written there. */
function readmeCommands(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Commands'));
  const rows = table.slice(0, table.indexOf('\n\n', table.indexOf('| command |'))).split('\n').filter((l) => l.startsWith('| `'));
  return rows.flatMap((row) => [...row.split(' | ')[0].matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\\\|/g, '|')).filter((c) => c.startsWith('npm ')));
}

test('the machine has its own Node and npm for this test (its Node may be older than the project\'s)', () => {
  expect(realNpm).not.toBe('');
  expect(machineNode).toMatch(/^v\d+\./);
});

test('every command of the README\'s table is run by this test', () => {
  const listed = readmeCommands();
  expect(listed.length).toBeGreaterThan(15);
  expect(listed.filter((c) => !(c in RUNS))).toEqual([]);
  expect(Object.keys(RUNS).filter((c) => !listed.includes(c))).toEqual([]);
});

test('npm test runs on the project\'s Node 24, whatever Node the machine has', () => {
  expect(process.version).toMatch(/^v24\./);
});

test.each(Object.entries(RUNS))('%s on a fresh clone: installs first, then runs on Node 24', async (_command, run) => {
  const port = await freePort();
  const env = run.env && 'PUBLIC_DIR' in run.env ? { ...run.env, PUBLIC_DIR: publicDir } : run.env;
  const result = await runInCopy({ ...run, env }, port);
  const context = `npm ${run.args.join(' ')} (machine's Node ${machineNode}):\n${result.out}`;
  // Plain Node until the install: no package was looked for before `npm ci` ran.
  expect({ context, missing: /ERR_MODULE_NOT_FOUND|Cannot find (module|package)|not found/.test(result.out) }).toEqual({ context, missing: false });
  expect(result.out).toContain('› Installing dependencies (npm ci)…');
  expect(fs.readFileSync(stubLog, 'utf8')).toBe(`ci in ${copy}\n`);
  expect({ context, shows: run.expect.test(result.out) }).toEqual({ context, shows: true });
  // A service stopped with SIGTERM ends by itself (not by the test's SIGKILL after 240 s).
  if (run.untilReady) expect({ context, killed: result.signal === 'SIGKILL' }).toEqual({ context, killed: false });
  else expect({ context, code: result.code }).toEqual({ context, code: run.exitCode ?? 0 });
});
