#!/usr/bin/env node
/**
 * npm test: installs what is missing (a Chromium, PostgreSQL's server for the store tests, Java for the
 * HTML checker, Caddy and certutil for the https test; scripts/run.mjs has installed the dependencies),
 * checks the types (tsc over everything), lints (ESLint, no warnings) and looks for unused code (knip),
 * stopping at the first that fails, runs the unit tests (Jest), builds the production site, and runs the
 * end-to-end tests (Playwright) against it as served by the real lead service. Prints one closing line: "N passed, N failed".
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildIsStale, build, helpIfAsked, run, bin, root, baseEnv } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';

helpIfAsked(`
npm test [-- --unit | --e2e]: installs what the tests need (Chromium, PostgreSQL, Java, where it can), checks the
types and lints (the first that fails stops the run), runs the unit tests (Jest), builds the production site
and runs the end-to-end tests (Playwright). --unit runs the checks and the unit tests, --e2e the rest.
`);

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';

/** Run before the unit tests, in this order; the first that fails stops `npm test` before any test runs. */
const CHECKS = [
  { what: 'Type check (tsc --noEmit over the site, server, scripts and tests)', alone: 'npm run typecheck', cmd: 'tsc', args: ['--noEmit'] },
  { what: 'Lint (ESLint, warnings count as failures)', alone: 'npm run lint', cmd: 'eslint', args: ['.', '--max-warnings', '0'] },
  { what: 'Unused files, exports and dependencies (knip, knip.jsonc)', alone: 'npm run knip', cmd: 'knip', args: ['--no-progress'] },
];

if (only !== 'e2e') {
  for (const check of CHECKS) {
    console.log(`› ${check.what}…`);
    const code = run(bin(check.cmd), check.args);
    if (code !== 0) {
      const message = `\n✖ ${check.what} failed (exit ${code}): fix what it reports above (\`${check.alone}\` runs it alone). No test was run.\n`;
      await new Promise((resolve) => process.stderr.write(message, resolve)); // written before the exit, even into a pipe
      process.exit(code);
    }
  }
}

/**
 * Installs a Debian package the tests need when `present()` says it is missing, as root with apt-get;
 * elsewhere says what is missing and which tests will report it.
 */
function ensureAptPackage(present, pkg, purpose) {
  if (present()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log(`› Installing ${purpose} (apt-get install ${pkg})…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.warn(`! ${purpose} not found and cannot be installed here (apt-get install ${pkg}); the tests that need it will fail and say so.`);
  }
}

/** PostgreSQL's server binaries, for the store tests against a real PostgreSQL. */
const ensurePostgres = () =>
  ensureAptPackage(
    () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)),
    'postgresql',
    'the PostgreSQL server for the store tests',
  );

/** Java, which runs the Nu HTML Checker (vnu-jar) over the build in the end-to-end tests. */
const ensureJava = () => ensureAptPackage(() => spawnSync('java', ['-version']).status === 0, 'default-jre-headless', 'Java for the HTML checker');

/**
 * Caddy, which the https end-to-end test runs in front of the service with deploy/Caddyfile, and certutil
 * (libnss3-tools), with which that test's browser trusts Caddy's own CA. Where systemd runs, Debian's caddy
 * package starts its own service on port 80 as it installs; installed here for the test alone, that service
 * is stopped and disabled again (the test starts its own Caddy on free ports).
 */
function ensureCaddy() {
  const had = spawnSync('which', ['caddy']).status === 0;
  ensureAptPackage(() => had, 'caddy', 'Caddy for the https test (tests/e2e/https-proxy.spec.ts)');
  if (!had && spawnSync('systemctl', ['is-active', '--quiet', 'caddy']).status === 0) {
    console.log('› Stopping and disabling the caddy service the package started (the https test runs a Caddy of its own)…');
    spawnSync('systemctl', ['disable', '--now', 'caddy'], { stdio: 'inherit' });
  }
  ensureAptPackage(() => spawnSync('which', ['certutil']).status === 0, 'libnss3-tools', "certutil, for the https test's browser to trust Caddy's test CA");
}

const results = { passed: 0, failed: 0, skipped: 0 };
const outDir = path.join(root, 'test-results');
fs.mkdirSync(outDir, { recursive: true });
let exit = 0;

if (only !== 'e2e') {
  ensurePostgres();
  const jsonFile = path.join(outDir, 'jest.json');
  // Three workers on two cores (Jest's default there is one): most unit files are the lead service's, which
  // mostly wait on sockets, timers and child processes (two workers leave the CPUs 21 % idle). Measured on two
  // cores, alternated: three workers 231 and 241 s, two workers 282 and 273 s.
  const code = run(bin('jest'), ['--json', `--outputFile=${jsonFile}`, '--maxWorkers=3', ...(process.env.CI ? ['--ci'] : [])]);
  if (fs.existsSync(jsonFile)) {
    const j = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    results.passed += j.numPassedTests;
    results.failed += j.numFailedTests;
    results.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    if (j.numTotalTests === 0) exit = 1;
  }
  if (code !== 0) exit = code;
}

if (only !== 'unit') {
  const chrome = findChromium({ headlessShell: true });
  ensureJava();
  ensureCaddy();
  console.log(`› Chromium: ${chrome}`);
  // In CI, `npm start` has just built this checkout (.ci/run): the same build, not made twice.
  if (buildIsStale()) {
    console.log('› Building the production site for the end-to-end tests…');
    await build();
  }
  const jsonFile = path.join(outDir, 'playwright.json');
  const code = run(bin('playwright'), ['test'], { env: { ...baseEnv, CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile } });
  if (fs.existsSync(jsonFile)) {
    const p = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    results.passed += p.stats.expected + (p.stats.flaky ?? 0);
    results.failed += p.stats.unexpected;
    results.skipped += p.stats.skipped;
  } else if (code === 0) {
    exit = 1;
  }
  if (code !== 0) exit = code;
}

console.log('');
console.log(`${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(exit || (results.failed > 0 ? 1 : 0));
