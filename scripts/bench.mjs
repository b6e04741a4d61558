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
 * 5. The staff inbox with 50,000 stored leads: the list's first page and search answers, on both
 *    stores (scripts/bench-staff.ts); and the time until the inbox shows the list in a phone-sized
 *    Chromium on the calibrated CPU (scripts/bench-inbox.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale, build, bin, helpIfAsked, root, baseEnv, run } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';
import { buildServer } from './build-server.mjs';

helpIfAsked(`
npm run bench: Lighthouse, INP, intake load, the database faults and the staff inbox's figures, printed as tables
(several minutes to an hour; see this file's header). BENCH_RUNS sets the loads per page (median),
BENCH_LIGHTHOUSE_ONLY=1 stops after the pages' figures.
`);

// scripts/bench-mechanisms.ts: serve a copy of a build (BENCH_PUBLIC_DIR), Lighthouse and INP only, figures to BENCH_JSON.
const publicDir = process.env.BENCH_PUBLIC_DIR;
const lighthouseOnly = process.env.BENCH_LIGHTHOUSE_ONLY === '1';
if (!publicDir && buildIsStale()) await build();
const chrome = findChromium();
const PORT = 20000 + (process.pid % 20000);
// The home page in each language (Punjabi and Hindi pages carry their script's web font), then the key pages.
const PAGES = ['/', '/pa', '/hi', '/personal-trainer-surrey-delta', '/certified-personal-trainers-surrey', '/fitness-blog-surrey-delta/1', '/gym-faq-surrey-delta'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
await buildServer();
const server = spawn(process.execPath, ['server-dist/main.js'], { cwd: root, env: { ...baseEnv, PORT: String(PORT), DATA_DIR: dataDir, ...(publicDir ? { PUBLIC_DIR: publicDir } : {}) }, stdio: ['ignore', 'pipe', 'inherit'] });
const base = `http://127.0.0.1:${PORT}`;
/** Nothing is measured before the service says it listens (its banner). */
const LISTENING = 'Lead service listening on';
const started = Date.now();
await new Promise((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error(`bench: the lead service did not say "${LISTENING}" within 2 minutes; its last output:\n${out.slice(-2000)}`)), 120_000);
  server.stdout.on('data', (chunk) => {
    if (out === null) return; // still read, so that the service never blocks on a full pipe
    out = (out + chunk).slice(-8192);
    if (out.includes(LISTENING)) {
      out = null;
      clearTimeout(timer);
      resolve();
    }
  });
  server.once('exit', (code, signal) => {
    clearTimeout(timer);
    reject(new Error(`bench: the lead service ended (${code ?? signal}) before it listened:\n${out ?? ''}`));
  });
});
console.log(`bench: the service listens (${((Date.now() - started) / 1000).toFixed(0)} s after it was started); measuring`);

const { default: lighthouse } = await import('lighthouse');
const { throttling: { mobileSlow4G: DEFAULT_MOBILE_THROTTLING } } = await import('lighthouse/core/config/constants.js');
const chromeLauncher = await import('chrome-launcher');
const launched = await chromeLauncher.launch({
  chromePath: chrome,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/**
 * The browser's full version (its user agent gives only the major one): the same pages measured several
 * times slower in Chromium 150 than in Chromium 156 on this kind of machine (docs/performance.md, "How the pages are
 * measured"), so every table says which browser it was measured in.
 */
const browser = (await (await fetch(`http://127.0.0.1:${launched.port}/json/version`)).json()).Browser;

/**
 * One page load, measured by Lighthouse and judged on one or more phones.
 *
 * Lighthouse's default throttling is simulated: the page loads at the host's full speed and the CPU
 * slowdown is applied afterwards, when the trace is replayed on the phone it stands for. So the page
 * is gathered once (its artifacts saved), and then audited once per slowdown asked for: `slowdowns`
 * maps a name to a function of the host's benchmark index that Lighthouse measured in this very run
 * (a shared machine's speed moves within minutes, so the index of the run is the one that describes it).
 * A run whose trace could not be read (runtimeError, a metric missing) is tried again once.
 */
async function audit(url, settings, slowdowns) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
    try {
      await lighthouse(url, { port: launched.port, logLevel: 'error', gatherMode: dir }, { extends: 'lighthouse:default', settings });
      result = {};
      for (const [name, slowdownOf] of Object.entries(slowdowns)) result[name] = await auditAt(dir, settings, slowdownOf);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const ok = Object.values(result).every(
      (lhr) => !lhr.runtimeError && ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'].every((id) => typeof lhr.audits[id]?.numericValue === 'number'),
    );
    if (ok) break;
    const failed = Object.values(result).find((lhr) => lhr.runtimeError);
    console.error(`bench: Lighthouse could not measure ${url} (${failed?.runtimeError?.message ?? 'a metric is missing'})${attempt === 1 ? '; trying again' : ''}`);
  }
  return result;
}

/**
 * The saved run audited with the CPU slowed by `slowdownOf(benchmarkIndex)`. Lighthouse refuses to audit
 * with settings other than those it gathered with; the slowdown is the one setting that does not act while
 * gathering (simulated throttling), so it is changed in the saved artifacts too. Anything else in them
 * than a simulated run with a slowdown stops the bench: a Lighthouse that throttled while gathering
 * would make this a different page load, not the same one on another phone.
 */
async function auditAt(dir, settings, slowdownOf) {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'));
  const saved = artifacts.settings;
  if (saved?.throttlingMethod !== 'simulate' || typeof saved.throttling?.cpuSlowdownMultiplier !== 'number' || typeof artifacts.BenchmarkIndex !== 'number') {
    throw new Error(`bench: Lighthouse's saved run in ${file} is not a simulated run with a CPU slowdown and a benchmark index; scripts/bench.mjs must be changed for this Lighthouse`);
  }
  const multiplier = slowdownOf(artifacts.BenchmarkIndex);
  saved.throttling.cpuSlowdownMultiplier = multiplier;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  const throttling = { ...settings.throttling, cpuSlowdownMultiplier: multiplier };
  const { lhr } = await lighthouse(undefined, { logLevel: 'error', auditMode: dir }, { extends: 'lighthouse:default', settings: { ...settings, throttling } });
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

/** One median run's row: the scores, the metrics and the compressed bytes (every run's score beside). */
function rowOf(page, runs) {
  const sorted = [...runs].sort((a, b) => perfOf(a) - perfOf(b));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (filter) => items.filter(filter).reduce((s, i) => s + (i.transferSize ?? 0), 0);
  const row = {
    page,
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
  };
  // Which scripts the JS KB counts, and when each was asked for (not a column: see scriptsOf).
  const scripts = items
    .filter((i) => i.resourceType === 'Script')
    .map((i) => `${new URL(i.url).pathname.slice(1, 28)} ${((i.transferSize ?? 0) / 1024).toFixed(1)} KB at ${Math.round(i.networkRequestTime ?? 0)} ms`);
  return Object.defineProperty(row, 'scripts', { value: scripts, enumerable: false });
}

/** The scripts a row's run loaded, one line each (a chunk asked for late in a slow run shows up here). */
const scriptsOf = (row) => row.scripts.map((s) => `  ${s}`).join('\n');

/**
 * Every page, RUNS loads each, gathered with these Lighthouse settings and audited at each of the named
 * slowdowns; per name, the rows of the median runs, the host's benchmark index (median over the loads)
 * and the range of slowdowns the runs were judged at.
 */
async function measure(settings, slowdowns) {
  const out = Object.fromEntries(Object.keys(slowdowns).map((name) => [name, { rows: [], indexes: [], multipliers: [] }]));
  for (const p of PAGES) {
    const runs = Object.fromEntries(Object.keys(slowdowns).map((name) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      const byName = await audit(`${base}${p}`, settings, slowdowns);
      for (const [name, lhr] of Object.entries(byName)) {
        runs[name].push(lhr);
        if (typeof lhr.environment?.benchmarkIndex === 'number') out[name].indexes.push(lhr.environment.benchmarkIndex);
        out[name].multipliers.push(lhr.configSettings.throttling.cpuSlowdownMultiplier);
      }
    }
    for (const name of Object.keys(slowdowns)) out[name].rows.push(rowOf(p, runs[name]));
  }
  for (const m of Object.values(out)) {
    m.bi = m.indexes.length ? median(m.indexes) : null;
    m.range = `${Math.min(...m.multipliers).toFixed(1)}-${Math.max(...m.multipliers).toFixed(1)}x`;
    m.multiplier = median(m.multipliers);
  }
  return out;
}

/**
 * The slowdowns. Lighthouse's default is 4x, meant for a host of benchmarkIndex 1500-2000 (its throttling
 * documentation), i.e. a phone of about a quarter of 1750. The phone-calibrated one is 4 x benchmarkIndex
 * / 1750, with the index Lighthouse measured in the same run: a fast host is slowed more and a slow one
 * less, and every run, on any machine and at any moment, judges the pages on the same phone.
 */
const DEFAULT_SLOWDOWN = () => DEFAULT_MOBILE_THROTTLING.cpuSlowdownMultiplier;
const PHONE_SLOWDOWN = (benchmarkIndex) => Math.min(20, Math.max(1, (4 * benchmarkIndex) / 1750));
const CALIBRATED = process.env.BENCH_CALIBRATED !== '0';
const withJs = await measure({ throttling: DEFAULT_MOBILE_THROTTLING }, CALIBRATED ? { standard: DEFAULT_SLOWDOWN, phone: PHONE_SLOWDOWN } : { standard: DEFAULT_SLOWDOWN });
const standard = withJs.standard;
console.log(`\nLighthouse (mobile, default throttling; median of ${RUNS} run(s) per page; CPU benchmarkIndex median ${standard.bi ?? 'n/a'}; ${browser} at ${chrome})`);
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
 * The same page loads judged on the phone-calibrated CPU, and the pages again with every script blocked
 * (the limit for this HTML) on the same phone; then the INP of the four commonest interactions at the
 * median of the slowdowns the runs with scripts were judged at (scripts/bench-inp.ts: those interactions
 * are measured with real throttling, so the slowdown is fixed before each load; the index measured by a
 * page of a just-started browser varied too much to set it load by load). The phone goal is judged on
 * these (PHONE_GOAL): each page at least 98 and within 1 point of its no-JavaScript run, TBT at most
 * 100 ms with scripts and without, at most 100 KB of JavaScript, INP at most 100 ms. BENCH_CALIBRATED=0
 * skips them.
 */
const PHONE_GOAL = { perf: 98, pointsBelowNoJs: 1, tbtMs: 100, noJsTbtMs: 100, jsKb: 100, inpMs: 100 };
let phoneStatus = 0;
let phoneMultiplier = null;
if (CALIBRATED) {
  const calibrated = withJs.phone;
  phoneMultiplier = calibrated.multiplier;
  // bench-mechanisms compares builds with scripts only: BENCH_NO_JS=0 skips the runs without them.
  const noJs =
    process.env.BENCH_NO_JS === '0'
      ? { rows: PAGES.map(() => ({ perf: 'n/a', 'TBT ms': 'n/a' })), range: 'skipped', bi: 'n/a' }
      : (await measure({ throttling: DEFAULT_MOBILE_THROTTLING, blockedUrlPatterns: ['*.js'] }, { phone: PHONE_SLOWDOWN })).phone;
  console.log(
    `\nPhone-calibrated: each run's CPU slowed 4 x its own benchmarkIndex / 1750 (with scripts ${calibrated.range}, index median ${calibrated.bi}; ` +
      `without ${noJs.range}, index median ${noJs.bi}); median of ${RUNS} run(s) each, default run for comparison`,
  );
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
  const g = PHONE_GOAL;
  const phoneMisses = table.flatMap((r) => [
    r['phone perf'] < g.perf && `${r.page}: phone-calibrated performance ${r['phone perf']} < ${g.perf}`,
    r['no-JS perf'] - r['phone perf'] > g.pointsBelowNoJs && `${r.page}: ${r['no-JS perf'] - r['phone perf']} points below its no-JavaScript run (goal: within ${g.pointsBelowNoJs})`,
    Number(r['phone TBT ms']) > g.tbtMs && `${r.page}: phone-calibrated TBT ${r['phone TBT ms']} ms > ${g.tbtMs} ms`,
    Number(r['no-JS TBT ms']) > g.noJsTbtMs && `${r.page}: TBT without JavaScript ${r['no-JS TBT ms']} ms > ${g.noJsTbtMs} ms`,
    Number(r['JS KB']) > g.jsKb && `${r.page}: JavaScript ${r['JS KB']} KB > ${g.jsKb} KB`,
  ]).filter(Boolean);
  console.log(`JavaScript on / in its median default run (counted in JS KB), with when each was asked for:\n${scriptsOf(standard.rows[0])}`);
  console.log(phoneMisses.length ? `Phone goal missed:\n  ${phoneMisses.join('\n  ')}` : 'Phone goal met on every page.');
  const inpJson = process.env.BENCH_JSON ? `${process.env.BENCH_JSON}.inp.json` : '';
  phoneStatus = run(bin('tsx'), ['scripts/bench-inp.ts'], { env: { ...baseEnv, BASE_URL: base, CPU_MULTIPLIER: String(calibrated.multiplier), CHROME_PATH: chrome, BENCH_JSON: inpJson, INP_GOAL_MS: String(g.inpMs) } });
  if (process.env.BENCH_JSON) {
    const inp = fs.existsSync(inpJson) ? JSON.parse(fs.readFileSync(inpJson, 'utf8')).inp : [];
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ browser, multiplier: calibrated.multiplier, phone: table, inp }));
  }
}
await launched.kill();
server.kill('SIGTERM');
if (lighthouseOnly) process.exit(phoneStatus);

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
// The inbox in a phone's browser, 50,000 leads stored, on the CPU calibrated above (4x when not calibrated).
console.log('\nStaff inbox in the browser: time until the list shows (scripts/bench-inbox.ts)');
const inboxEnv = { ...baseEnv, CHROME_PATH: chrome, ...(phoneMultiplier ? { CPU_MULTIPLIER: String(phoneMultiplier) } : {}) };
const inboxStatus = run(bin('tsx'), ['scripts/bench-inbox.ts'], { env: inboxEnv });
process.exit(phoneStatus || intakeStatus || slowStatus || sanitizeStatus || multiStatus || crashStatus || faultsStatus || staffStatus || inboxStatus);
