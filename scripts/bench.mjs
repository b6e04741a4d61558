#!/usr/bin/env node
/**
 * npm run bench: performance figures, printed as tables (never part of npm test).
 * 1. The pages (scripts/bench-pages.ts): each key page in English, Punjabi and Hindi, with its scripts, with
 *    them blocked, and its floor (its words and images alone), Lighthouse mobile at its default 4x CPU, rounds
 *    in turned order; judged by ratios within the run (with scripts ÷ floor, Punjabi and Hindi ÷ English), the
 *    font bytes of a second Punjabi and Hindi page, and the INP of five interactions (scripts/bench-inp.ts);
 *    with `--against DIR`, a second build measured beside this one, round by round.
 * 2. Intake load on loopback against the embedded store (scripts/bench-intake.ts).
 * 3. The sanitiser's HTML check on 32 KB of hostile input (scripts/bench-sanitize.ts); intake load on
 *    PostgreSQL and the two-instance run with an outage: acknowledged, delivered, duplicates, lost
 *    (scripts/bench-multi.ts).
 * 4. kill -9 during a burst of submissions and an immediate restart, on PGlite and PostgreSQL:
 *    acknowledged, stored, lost (scripts/bench-kill9.ts).
 * 5. The staff inbox with 50,000 stored leads: the list's first page and search answers, on both
 *    stores (scripts/bench-staff.ts); and the time until the inbox shows the list in a phone-sized
 *    Chromium at 4x CPU (scripts/bench-inbox.ts).
 */
import { bin, buildIsStale, build, helpIfAsked, baseEnv, run } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';
import { buildServer } from './build-server.mjs';

helpIfAsked(`
npm run bench: Lighthouse's main-thread work of the key pages judged side by side in one run (with scripts, with
them blocked and the page's floor, in English, Punjabi and Hindi; second-page font bytes; INP), then the intake
load, the database faults and the staff inbox's figures, printed as tables (over an hour in full; see
docs/performance.md). npm run bench -- --against DIR compares two builds.
  --against DIR         also serve and measure the build in DIR (a built public/), alternated round by round
                        with this one; also BENCH_AGAINST=DIR. From a git revision:
                        git worktree add /tmp/before <rev> && (cd /tmp/before && npm run build)
                        (the worktree installs its own dependencies; never link it to this node_modules)
                        then --against /tmp/before/public
  BENCH_RUNS=5          rounds (medians)
  BENCH_PAGES=/,/gym-faq-surrey-delta   a subset of the English key paths (each in its three languages)
  BENCH_PUBLIC_DIR=DIR  measure the build in DIR instead of public/ (public/ is then not built)
  BENCH_LIGHTHOUSE_ONLY=1   stop after the pages
  BENCH_JSON=FILE       the pages' figures as JSON
  BENCH_NETWORK=slow4g  the INP loads on Lighthouse's slow 4G too ("to effect" then shows the islands' code fetched)
  BENCH_TAP_AFTER_MS=2000   each INP tap that long after the page is ready
`);

const publicDir = process.env.BENCH_PUBLIC_DIR;
const lighthouseOnly = process.env.BENCH_LIGHTHOUSE_ONLY === '1';
if (!publicDir && buildIsStale()) await build();
const chrome = findChromium();
await buildServer();
// The pages' bench serves the build(s) itself (a copy of each with the floors added) and prints its tables and goals.
const pagesStatus = run(bin('tsx'), ['scripts/bench-pages.ts', ...process.argv.slice(2)], { env: { ...baseEnv, CHROME_PATH: chrome } });
if (lighthouseOnly) process.exit(pagesStatus);

console.log('\nIntake load (loopback, embedded store)');
const intakeStatus = run(bin('tsx'), ['scripts/bench-intake.ts']);
// Slow clients are cut within the limits while a visitor keeps being served.
const slowStatus = run(bin('tsx'), ['scripts/bench-slow.ts']);

// The sanitiser's HTML check on hostile input; intake on PostgreSQL; two instances + retry on one PostgreSQL.
const sanitizeStatus = run(bin('tsx'), ['scripts/bench-sanitize.ts']);
console.log('\nPostgreSQL: intake load, then two service processes with an outage (scripts/bench-multi.ts)');
const multiStatus = run(bin('tsx'), ['scripts/bench-multi.ts']);
// kill -9 during a burst, restarted at once, on PGlite and PostgreSQL.
console.log('\nCrash and restart (kill -9 mid-burst)');
const crashStatus = run(bin('tsx'), ['scripts/bench-kill9.ts']);
// PostgreSQL stopped, and its open connections frozen, during a burst.
console.log('\nDatabase faults during a burst (scripts/bench-db-faults.ts)');
const faultsStatus = run(bin('tsx'), ['scripts/bench-db-faults.ts']);
// The staff inbox's list and search with 50,000 stored leads, both stores.
console.log('\nStaff inbox: 50,000 leads, first page and search at the server (scripts/bench-staff.ts)');
const staffStatus = run(bin('tsx'), ['scripts/bench-staff.ts']);
// The inbox in a phone's browser, 50,000 leads stored, at 4x CPU.
console.log('\nStaff inbox in the browser: time until the list shows (scripts/bench-inbox.ts)');
const inboxStatus = run(bin('tsx'), ['scripts/bench-inbox.ts'], { env: { ...baseEnv, CHROME_PATH: chrome } });
process.exit(pagesStatus || intakeStatus || slowStatus || sanitizeStatus || multiStatus || crashStatus || faultsStatus || staffStatus || inboxStatus);
