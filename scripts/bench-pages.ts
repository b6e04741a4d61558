/**
 * npm run bench, its pages (step 1 of scripts/bench.mjs): each key page in English, Punjabi and Hindi, in one
 * run and one Chromium, three ways: as built with its scripts, with its scripts blocked, and its floor (the same
 * words and images without scripts, styles, SVG, links, classes and data attributes: scripts/bench-floor.ts).
 * Lighthouse mobile with its default simulated throttling (4x CPU, mobileSlow4G), BENCH_RUNS rounds (default 5),
 * the order turned every round (scripts/bench-order.ts); the figure is the median of the main-thread work.
 * Then the font bytes of a second Punjabi and Hindi page, and the INP of five interactions
 * (scripts/bench-inp.ts). Only ratios are judged (scripts/bench-report.ts): they hold within one run, where
 * absolute figures move with the browser build and the host.
 *
 * `--against DIR` (or BENCH_AGAINST=DIR): a second build, served beside this one by a second service and
 * measured in the same rounds, A,B then B,A; its figures are printed beside this build's, and this build's
 * INP must be no worse than its.
 *
 * Environment: CHROME_PATH (scripts/bench.mjs finds it), BENCH_PUBLIC_DIR (the build, default public/),
 * BENCH_RUNS, BENCH_PAGES (a comma-separated subset of the English key paths), BENCH_JSON (the figures as JSON,
 * read by scripts/bench-mechanisms.ts), BENCH_NO_JS=0 (only the loads with scripts: no floor goal).
 * Exit status 1 when a goal does not hold, after everything is printed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { floorPath } from './bench-floor';
import { secondPageFonts, type SecondPageFonts } from './bench-fonts';
import { launchChrome, measureLoad, type Chrome } from './bench-lighthouse';
import { roundOrder } from './bench-order';
import { againstRows, categoryRows, cpuRows, pageMisses, pageRows, Samples, type Lang, type PageInLang, type Variant } from './bench-report';
import { againstDir, checkAddresses, serveSite, type ServedSite } from './bench-site';

const ROOT = path.resolve(__dirname, '..');
const LANGS: readonly Lang[] = ['en', 'pa', 'hi'];

/**
 * The key pages, by English path, and the languages each is built in. The service page is group fitness (the
 * service template; personal training has a page of its own below). Blog posts are written in English only:
 * /pa and /hi have the list of posts, no post page, so the post is measured in English.
 */
const KEY_PAGES: readonly { path: string; langs: readonly Lang[] }[] = [
  { path: '/', langs: LANGS },
  { path: '/group-fitness-classes-surrey', langs: LANGS },
  { path: '/personal-trainer-surrey-delta', langs: LANGS },
  { path: '/certified-personal-trainers-surrey', langs: LANGS },
  { path: '/fitness-blog-surrey-delta/1', langs: ['en'] },
  { path: '/gym-faq-surrey-delta', langs: LANGS },
];

/** The second page of the font check, after the language's home page. */
const SECOND_PAGE = '/gym-faq-surrey-delta';

const inLang = (english: string, lang: Lang): string => (lang === 'en' ? english : english === '/' ? `/${lang}` : `/${lang}${english}`);

interface Options {
  publicDir: string;
  against: string | null;
  runs: number;
  keyPages: typeof KEY_PAGES;
  variants: readonly Variant[];
  chromePath: string;
}

function options(): Options {
  const args = process.argv.slice(2);
  const flag = args.findIndex((a) => a === '--against' || a.startsWith('--against='));
  const againstArg = flag < 0 ? process.env.BENCH_AGAINST || null : args[flag].includes('=') ? args[flag].slice('--against='.length) : args[flag + 1];
  if (flag >= 0 && !againstArg) throw new Error('bench: --against needs a directory holding a build');
  const asked = (process.env.BENCH_PAGES ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = asked.filter((p) => !KEY_PAGES.some((k) => k.path === p));
  if (unknown.length) throw new Error(`bench: BENCH_PAGES names ${unknown.join(', ')}, not key pages; the key pages: ${KEY_PAGES.map((k) => k.path).join(', ')}`);
  const chromePath = process.env.CHROME_PATH;
  if (!chromePath) throw new Error('bench: CHROME_PATH is not set (scripts/bench.mjs sets it from scripts/find-chromium.mjs)');
  return {
    publicDir: path.resolve(process.env.BENCH_PUBLIC_DIR || path.join(ROOT, 'public')),
    against: againstArg ? againstDir(againstArg) : null,
    runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 5)),
    keyPages: asked.length ? KEY_PAGES.filter((k) => asked.includes(k.path)) : KEY_PAGES,
    variants: process.env.BENCH_NO_JS === '0' ? ['scripts'] : ['scripts', 'blocked', 'floor'],
    chromePath,
  };
}

/** Every round's loads, each into `samples`; one line a load as it is measured. */
async function measureRounds(o: Options, chrome: Chrome, sites: readonly ServedSite[], samples: Samples): Promise<void> {
  const byName = new Map(sites.map((s) => [s.name, s]));
  // A browser's first page load pays for warming the browser itself: one load of each build first, not counted.
  for (const site of sites) await measureLoad(chrome.port, `${site.base}${o.keyPages[0].path}`, false);
  for (let round = 0; round < o.runs; round++) {
    const loads = roundOrder(round, o.keyPages, (k) => k.langs, o.variants, [...byName.keys()]);
    for (const [i, load] of loads.entries()) {
      const site = byName.get(load.build) as ServedSite;
      const pagePath = inLang(load.page.path, load.lang);
      const address = load.variant === 'floor' ? floorPath(pagePath) : pagePath;
      const where = `round ${round + 1}/${o.runs}, load ${i + 1}/${loads.length}: ${load.build} ${pagePath} ${load.variant}`;
      try {
        const figures = await measureLoad(chrome.port, `${site.base}${address}`, load.variant === 'blocked');
        samples.add(load.build, pagePath, load.variant, figures);
        console.log(`bench: ${where} ${figures.mainThreadMs.toFixed(0)} ms`);
      } catch (err) {
        // One load lost does not lose the run: the median is of the loads measured, and a page left with none misses its goals.
        console.error(`bench: ${where} not measured: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}

/** The second-page font check on each served build, Punjabi and Hindi. */
async function fontChecks(o: Options, sites: readonly ServedSite[]): Promise<(SecondPageFonts & { build: string })[]> {
  const browser = await chromium.launch({ executablePath: o.chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const out: (SecondPageFonts & { build: string })[] = [];
  try {
    for (const site of sites) {
      for (const lang of ['pa', 'hi'] as const) out.push({ build: site.name, ...(await secondPageFonts(browser, site.base, lang, `/${lang}`, inLang(SECOND_PAGE, lang))) });
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** scripts/bench-inp.ts on the served builds; its rows and whether its goal held. */
function inp(o: Options, sites: readonly ServedSite[], work: string): { rows: Record<string, string>[]; status: number } {
  const json = path.join(work, 'inp.json');
  const env = { ...process.env, BASE_URL: sites[0].base, AGAINST_URL: sites[1]?.base ?? '', CHROME_PATH: o.chromePath, BENCH_RUNS: String(o.runs), BENCH_JSON: json };
  const r = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/bench-inp.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  const rows = fs.existsSync(json) ? (JSON.parse(fs.readFileSync(json, 'utf8')) as { inp: Record<string, string>[] }).inp : [];
  return { rows, status: r.status ?? 1 };
}

/** Prints the page tables and returns the page goals missed. */
function printPages(o: Options, browser: string, samples: Samples, pages: readonly PageInLang[]): { rows: Record<string, string>[]; against: Record<string, string>[]; misses: string[] } {
  console.log(`\nMain-thread work (Lighthouse mobile, simulated 4x CPU and mobileSlow4G), ms, median of ${o.runs} round(s); ${browser} at ${o.chromePath}`);
  console.log(`This build: ${o.publicDir}. "blocked": the page with its scripts blocked; "floor": its words and images alone; "÷ en": with scripts ÷ the English page's.`);
  const rows = pageRows(samples, 'this', pages);
  console.table(rows);
  if (o.variants.includes('floor')) {
    console.log('Where the difference goes, by the categories of Lighthouse\'s main-thread work (ms, differences of medians):');
    console.table(categoryRows(samples, 'this', pages));
    console.log("The same loads' main-thread CPU time at 4x (the tasks' thread time: without the time the main thread waited for a core or another process; not judged):");
    console.table(cpuRows(samples, 'this', pages));
  }
  let against: Record<string, string>[] = [];
  if (o.against) {
    console.log(`\nThe build compared against (${o.against}), measured in the same rounds:`);
    console.table(pageRows(samples, 'against', pages));
    console.log('With scripts, this build against the other (A,B in one round, B,A in the next):');
    against = againstRows(samples, pages);
    console.table(against);
  }
  return { rows, against, misses: pageMisses(samples, pages, o.variants.includes('floor')) };
}

function printFonts(fonts: readonly (SecondPageFonts & { build: string })[]): string[] {
  console.log(`\nFont bytes of a second page: the language's home page, then ${SECOND_PAGE} in the same context (HTTP cache kept)`);
  const rows = fonts.map((f) => {
    const paid = f.resources.filter((r) => !r.endsWith(' 0 B'));
    return { build: f.build, pages: `${f.first} → ${f.second}`, 'font bytes': f.bytes, 'font requests': f.resources.length, 'with bytes': paid.join(', ') || 'none' };
  });
  console.table(rows);
  return fonts.filter((f) => f.build === 'this' && f.bytes > 0).map((f) => `${f.second} after ${f.first}: ${f.bytes} font bytes (goal 0)`);
}

async function measure(o: Options, work: string): Promise<number> {
  const pages: PageInLang[] = o.keyPages.flatMap((k) => k.langs.map((lang) => ({ path: inLang(k.path, lang), english: k.path, lang })));
  const paths = [...new Set([...pages.map((p) => p.path), ...LANGS.slice(1).flatMap((l) => [`/${l}`, inLang(SECOND_PAGE, l)]), '/consultation'])];
  const port = 20000 + (process.pid % 20000);
  const sites: ServedSite[] = [];
  try {
    sites.push(await serveSite('this', o.publicDir, paths, work, port));
    if (o.against) sites.push(await serveSite('against', o.against, paths, work, port + 1));
    for (const site of sites) await checkAddresses(site, paths);
    console.log(`bench: ${sites.length} build(s) served, every address answers 200; ${pages.length} page(s) × ${o.variants.length} variant(s) × ${o.runs} round(s)`);
    const chrome = await launchChrome(o.chromePath);
    const samples = new Samples();
    try {
      await measureRounds(o, chrome, sites, samples);
    } finally {
      chrome.kill();
    }
    const printed = printPages(o, chrome.version, samples, pages);
    const fonts = await fontChecks(o, sites);
    const fontMisses = printFonts(fonts);
    const inpResult = inp(o, sites, work);
    const inpMisses = inpResult.rows.filter((r) => r.goal.startsWith('MISSED')).map((r) => `INP of "${r.interaction}": ${r['INP ms']} ms against ${r['against ms']} ms`);
    if (inpResult.status !== 0 && !inpMisses.length) inpMisses.push(`INP could not be measured (scripts/bench-inp.ts exit ${inpResult.status})`);
    const misses = [...printed.misses, ...fontMisses, ...inpMisses];
    if (process.env.BENCH_JSON) {
      const json = { browser: chrome.version, runs: o.runs, publicDir: o.publicDir, against: o.against, pages: printed.rows, againstPages: printed.against, fonts, inp: inpResult.rows, misses };
      fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(json, null, 2));
    }
    printGoals(o, misses);
    return misses.length ? 1 : 0;
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

function printGoals(o: Options, misses: readonly string[]): void {
  console.log('\nGoals: with scripts ≤ 1.3 × the floor (every key page and language); Punjabi and Hindi ≤ 1.1 × English;');
  console.log(`INP no worse than the build compared against${o.against ? '' : ' (not judged: no --against)'}; a second Punjabi or Hindi page downloads 0 font bytes.`);
  if (o.variants.length === 1) console.log('The floor goal is not judged: BENCH_NO_JS=0 measured only the loads with scripts.');
  console.log(misses.length ? `Goals missed:\n  ${misses.join('\n  ')}` : 'Every goal holds.');
}

async function main(): Promise<number> {
  const o = options();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  try {
    return await measure(o, work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
