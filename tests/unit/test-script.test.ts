/**
 * `npm test` (scripts/test.mjs) checks the types, lints, then looks for unused code, before any test: the first that fails
 * stops the run with a message naming it. The real script runs in a scratch project whose programs
 * (tsc, eslint, jest) are stand-ins that record their calls and exit as told.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function scratchProject(exits: { tsc: number; eslint: number; knip: number }): { dir: string; log: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-script-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  const binDir = path.join(dir, 'node_modules', '.bin');
  fs.mkdirSync(binDir, { recursive: true });
  for (const f of fs.readdirSync(path.join(ROOT, 'scripts')).filter((f) => f.endsWith('.mjs'))) {
    fs.copyFileSync(path.join(ROOT, 'scripts', f), path.join(dir, 'scripts', f));
  }
  // Dependencies count as installed: the install marker is not older than the lockfile.
  fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}');
  fs.writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}');
  const log = path.join(dir, 'calls.log');
  for (const [name, code] of [['tsc', exits.tsc], ['eslint', exits.eslint], ['knip', exits.knip], ['jest', 1]] as const) {
    const stub = path.join(binDir, name);
    fs.writeFileSync(stub, `#!/bin/sh\necho "${name} $*" >> "${log}"\nexit ${code}\n`);
    fs.chmodSync(stub, 0o755);
  }
  return { dir, log };
}

function runTests(dir: string) {
  const env: NodeJS.ProcessEnv = { PATH: '/usr/bin:/bin', HOME: os.tmpdir() };
  return spawnSync(process.execPath, [path.join(dir, 'scripts', 'test.mjs'), '--unit'], { cwd: dir, env, encoding: 'utf8', timeout: 20_000 });
}

const calls = (log: string): string[] => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []);

describe('npm test (scripts/test.mjs): type check, lint and unused code first', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('stops on a type error: nothing is linted and no test runs', () => {
    const { dir, log } = scratchProject({ tsc: 2, eslint: 0, knip: 0 });
    dirs.push(dir);
    const r = runTests(dir);
    expect(r.status).toBe(2);
    expect(calls(log)).toEqual(['tsc --noEmit']);
    expect(r.stderr).toContain('✖ Type check (tsc --noEmit over the site, server, scripts and tests) failed (exit 2)');
    expect(r.stderr).toContain('`npm run typecheck` runs it alone). No test was run.');
  });

  it('stops on a lint finding, after the type check passed: no test runs', () => {
    const { dir, log } = scratchProject({ tsc: 0, eslint: 1, knip: 0 });
    dirs.push(dir);
    const r = runTests(dir);
    expect(r.status).toBe(1);
    expect(calls(log)).toEqual(['tsc --noEmit', 'eslint . --max-warnings 0']);
    expect(r.stderr).toContain('✖ Lint (ESLint, warnings count as failures) failed (exit 1)');
    expect(r.stderr).toContain('`npm run lint` runs it alone). No test was run.');
  });

  it('stops on unused code (knip), after the type check and lint passed: no test runs', () => {
    const { dir, log } = scratchProject({ tsc: 0, eslint: 0, knip: 1 });
    dirs.push(dir);
    const r = runTests(dir);
    expect(r.status).toBe(1);
    expect(calls(log)).toEqual(['tsc --noEmit', 'eslint . --max-warnings 0', 'knip --no-progress']);
    expect(r.stderr).toContain('✖ Unused files, exports and dependencies (knip, knip.jsonc) failed (exit 1)');
    expect(r.stderr).toContain('`npm run knip` runs it alone). No test was run.');
  });
});
