#!/usr/bin/env node
/**
 * npm run bench: performance figures, printed as tables (never part of npm test).
 * 1. Lighthouse (mobile, default throttling, the same Chromium as the tests) on the production build
 *    served by the real lead service: the four category scores, LCP, CLS, TBT, and the compressed
 *    JavaScript and total bytes of each page; then each page on a phone-calibrated CPU, with and
 *    without JavaScript, and the INP of four interactions (scripts/bench-inp.ts).
 * 2. Intake load on loopback against the embedded store (scripts/bench-intake.ts).
 * 3. The sanitiser's HTML check on 32 KB of hostile input (scripts/bench-sanitize.ts); intake load on
 *    PostgreSQL and the two-instance run with an outage: acknowledged, delivered, duplicates, lost
 *    (scripts/bench-multi.ts).
 * 4. kill -9 during a burst of submissions and an immediate restart, on PGlite and PostgreSQL:
 *    acknowledged, stored, lost (scripts/bench-kill9.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, buildIsStale, build, bin, root, baseEnv, run } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';

ensureDependencies();
if (buildIsStale()) build();
const chrome = findChromium();
const PORT = 20000 + (process.pid % 20000);
const PAGES = ['/', '/personal-trainer-surrey-delta', '/certified-personal-trainers-surrey', '/fitness-blog-surrey-delta/1', '/gym-faq-surrey-delta'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
const server = spawn(bin('tsx'), ['server/main.ts'], { cwd: root, env: { ...baseEnv, PORT: String(PORT), DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 500));
}

const { default: lighthouse } = await import('lighthouse');
const { throttling: { mobileSlow4G: DEFAULT_MOBILE_THROTTLING } } = await import('lighthouse/core/config/constants.js');
const chromeLauncher = await import('chrome-launcher');
const launched = await chromeLauncher.launch({
  chromePath: chrome,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One Lighthouse run; a run whose trace could not be read (runtimeError, a metric missing) is tried again once. */
async function audit(url, config) {
  let lhr;
  for (let attempt = 1; attempt <= 2; attempt++) {
    lhr = (await lighthouse(url, { port: launched.port, output: 'json', logLevel: 'error' }, config)).lhr;
    const ok = !lhr.runtimeError && ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'].every((id) => typeof lhr.audits[id]?.numericValue === 'number');
    if (ok) break;
    console.error(`bench: Lighthouse could not measure ${url} (${lhr.runtimeError?.message ?? 'a metric is missing'})${attempt === 1 ? '; trying again' : ''}`);
  }
  return lhr;
}

/** A metric as text, or 'n/a' when Lighthouse could not compute it. */
const metric = (lhr, id, scale, digits) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? (v / scale).toFixed(digits) : 'n/a';
};
const score = (lhr, id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : 'n/a');

/**
 * Lighthouse's own advice for noisy machines: run each page several times and keep the median run (by
 * Performance score). BENCH_RUNS sets how many (default 3).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const perfOf = (lhr) => lhr.categories.performance?.score ?? -1;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Every page, RUNS times each, with this Lighthouse config (undefined: the defaults). */
async function measure(config) {
  const rows = [];
  const benchmarkIndexes = [];
  for (const p of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${p}`, config));
    runs.sort((a, b) => perfOf(a) - perfOf(b));
    const lhr = runs[Math.floor((runs.length - 1) / 2)];
    runs.forEach((r) => typeof r.environment?.benchmarkIndex === 'number' && benchmarkIndexes.push(r.environment.benchmarkIndex));
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (filter) => items.filter(filter).reduce((s, i) => s + (i.transferSize ?? 0), 0);
    rows.push({
      page: p,
      perf: score(lhr, 'performance'),
      'perf runs': runs.map((r) => score(r, 'performance')).join('/'),
      a11y: score(lhr, 'accessibility'),
      bp: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      'LCP s': metric(lhr, 'largest-contentful-paint', 1000, 2),
      CLS: metric(lhr, 'cumulative-layout-shift', 1, 3),
      'TBT ms': metric(lhr, 'total-blocking-time', 1, 0),
      'JS KB': (bytes((i) => i.resourceType === 'Script') / 1024).toFixed(1),
      'total KB': (bytes(() => true) / 1024).toFixed(1),
    });
  }
  return { rows, bi: benchmarkIndexes.length ? median(benchmarkIndexes) : null };
}

const standard = await measure(undefined);
console.log(`\nLighthouse (mobile, default throttling; median of ${RUNS} run(s) per page; CPU benchmarkIndex median ${standard.bi ?? 'n/a'})`);
console.log('The targets are judged on this table.');
console.table(standard.rows);
const rows = standard.rows;
const misses = rows.flatMap((r) => [
  Object.values(r).includes('n/a') && `${r.page}: some figures could not be measured (n/a)`,
  r.perf < 95 && `${r.page}: Performance ${r.perf} < 95`,
  (r.a11y < 100 || r.bp < 100 || r.seo < 100) && `${r.page}: Accessibility/Best Practices/SEO ${r.a11y}/${r.bp}/${r.seo} (target 100)`,
  Number(r['LCP s']) > 2 && `${r.page}: LCP ${r['LCP s']} s > 2.0 s`,
  Number(r.CLS) > 0.05 && `${r.page}: CLS ${r.CLS} > 0.05`,
]).filter(Boolean);
const homeJs = Number(rows[0]['JS KB']);
if (homeJs > 150) misses.push(`/: JavaScript ${homeJs} KB > 150 KB`);
console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All Lighthouse targets met.');

/**
 * The same pages with the CPU slowdown calibrated to this machine, and the same again with every script
 * blocked (the limit for this HTML). Lighthouse's 4x is meant for a host of benchmarkIndex 1500-2000
 * (its throttling documentation), i.e. a phone of about a quarter of 1750; the multiplier here is
 * 4 x benchmarkIndex / 1750, so a fast machine is slowed more and a slow one less and every machine
 * judges the pages on the same phone. Then the INP of the four commonest interactions on that phone
 * (scripts/bench-inp.ts). Issue 15's goal is judged on these: each page at least 95 and within 3 points
 * of its no-JavaScript run, TBT at most 200 ms, the home page's JavaScript at most 100 KB, INP at most
 * 200 ms. BENCH_CALIBRATED=0 skips them.
 */
let phoneStatus = 0;
if (process.env.BENCH_CALIBRATED !== '0' && standard.bi) {
  const multiplier = Math.min(20, Math.max(1, (4 * standard.bi) / 1750));
  const phone = { ...DEFAULT_MOBILE_THROTTLING, cpuSlowdownMultiplier: multiplier };
  const calibrated = await measure({ extends: 'lighthouse:default', settings: { throttling: phone } });
  const noJs = await measure({ extends: 'lighthouse:default', settings: { throttling: phone, blockedUrlPatterns: ['*.js'] } });
  console.log(`\nPhone-calibrated: the CPU slowed ${multiplier.toFixed(1)}x (4 x ${standard.bi} / 1750); median of ${RUNS} run(s) each, default run for comparison`);
  // The multiplier is fixed from the default runs; a host whose speed changes meanwhile (a busy neighbour
  // on a shared machine) judges the pages on a slower or faster phone than the calibration says.
  const drift = [['phone', calibrated.bi], ['no-JS', noJs.bi]].filter(([, bi]) => bi && Math.abs(bi / standard.bi - 1) > 0.2);
  console.log(`Host benchmarkIndex during these runs (median): phone ${calibrated.bi ?? 'n/a'}, no-JS ${noJs.bi ?? 'n/a'}.`);
  if (drift.length) console.log(`Warning: the host's speed moved more than 20% from the calibration (${drift.map(([n, bi]) => `${n} ${bi}`).join(', ')}); these figures are not on the calibrated phone, run the bench again.`);
  const table = PAGES.map((page, i) => {
    const [d, c, n] = [standard.rows[i], calibrated.rows[i], noJs.rows[i]];
    return {
      page,
      'default perf': d.perf,
      'phone perf': c.perf,
      'phone runs': c['perf runs'],
      'phone TBT ms': c['TBT ms'],
      'phone LCP s': c['LCP s'],
      'no-JS perf': n.perf,
      'no-JS TBT ms': n['TBT ms'],
      'JS KB': d['JS KB'],
    };
  });
  console.table(table);
  const phoneMisses = table.flatMap((r) => [
    r['phone perf'] < 95 && `${r.page}: phone-calibrated performance ${r['phone perf']} < 95`,
    r['no-JS perf'] - r['phone perf'] > 3 && `${r.page}: ${r['no-JS perf'] - r['phone perf']} points below its no-JavaScript run (goal: within 3)`,
    Number(r['phone TBT ms']) > 200 && `${r.page}: phone-calibrated TBT ${r['phone TBT ms']} ms > 200 ms`,
  ]).filter(Boolean);
  if (Number(table[0]['JS KB']) > 100) phoneMisses.push(`/: JavaScript ${table[0]['JS KB']} KB > 100 KB`);
  console.log(phoneMisses.length ? `Phone goal missed:\n  ${phoneMisses.join('\n  ')}` : 'Phone goal met on every page.');
  phoneStatus = run(bin('tsx'), ['scripts/bench-inp.ts'], { env: { ...baseEnv, BASE_URL: base, CPU_MULTIPLIER: String(multiplier), CHROME_PATH: chrome } });
}
await launched.kill();
server.kill('SIGTERM');

console.log('\nIntake load (loopback, embedded store)');
const intakeStatus = run(bin('tsx'), ['scripts/bench-intake.ts']);

// Issue 13: the sanitiser's HTML check on hostile input; intake on PostgreSQL; two instances + retry on one PostgreSQL.
const sanitizeStatus = run(bin('tsx'), ['scripts/bench-sanitize.ts']);
console.log('\nPostgreSQL: intake load, then two service processes with an outage (scripts/bench-multi.ts)');
const multiStatus = run(bin('tsx'), ['scripts/bench-multi.ts']);
// kill -9 during a burst, restarted at once, on PGlite and PostgreSQL (issue 12).
console.log('\nCrash and restart (kill -9 mid-burst)');
const crashStatus = run(bin('tsx'), ['scripts/bench-kill9.ts']);
process.exit(phoneStatus || intakeStatus || sanitizeStatus || multiStatus || crashStatus);
