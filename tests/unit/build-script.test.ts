/**
 * `npm run build` is `gatsby build` and nothing else (hosts run `gatsby build`, so every build step
 * must live in Gatsby's lifecycle), behind scripts/run.mjs, which installs first and picks the project's Node. The real scripts/build.mjs runs in a scratch project whose only
 * program is a stand-in `gatsby` that records how it was called: any other command the script tried to
 * run would not exist there, and the script would fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function scratchProject(gatsbyExit: number): { dir: string; log: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-script-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  for (const f of fs.readdirSync(path.join(ROOT, 'scripts')).filter((f) => f.endsWith('.mjs'))) {
    fs.copyFileSync(path.join(ROOT, 'scripts', f), path.join(dir, 'scripts', f));
  }
  const log = path.join(dir, 'calls.log');
  const stub = path.join(dir, 'node_modules', '.bin', 'gatsby');
  fs.writeFileSync(stub, `#!/bin/sh\necho "gatsby $* | $PWD | telemetry=$GATSBY_TELEMETRY_DISABLED | $NODE_OPTIONS" >> "${log}"\nexit ${gatsbyExit}\n`);
  fs.chmodSync(stub, 0o755);
  return { dir, log };
}

function runBuild(dir: string) {
  const env: NodeJS.ProcessEnv = { PATH: '/usr/bin:/bin', HOME: os.tmpdir() };
  return spawnSync(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], { cwd: dir, env, encoding: 'utf8', timeout: 20_000 });
}

describe('npm run build (scripts/build.mjs)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('runs `gatsby build` once, in the project, with telemetry off and more memory, and nothing else', () => {
    const { dir, log } = scratchProject(0);
    dirs.push(dir);
    const r = runBuild(dir);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(fs.readFileSync(log, 'utf8').trim().split('\n')).toEqual([`gatsby build | ${fs.realpathSync(dir)} | telemetry=1 | --max-old-space-size=4096`]);
  });

  it("fails with gatsby's exit status", () => {
    const { dir } = scratchProject(3);
    dirs.push(dir);
    expect(runBuild(dir).status).toBe(3);
  });

  it('is what npm run build runs', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toBe('exec node scripts/run.mjs node scripts/build.mjs');
  });
});
