/**
 * What each start-up mechanism buys (src/startup/README.md): the site built as it is, and once
 * with each mechanism switched off alone (GATSBY_STARTUP_OFF, src/startup/switches.ts); each build served
 * by the lead service and measured by scripts/bench.mjs's page runs (scripts/bench-pages.ts: Lighthouse's
 * main-thread work with scripts at 4x CPU, every key page in its three languages) and INP runs (4x). The
 * builds are measured alternately, one run each per round (BENCH_RUNS rounds, default 3), because the host's
 * speed drifts over the minutes a build's runs take. Then, per mechanism and page, what switching it off
 * changed: main-thread work and JavaScript, and the INP of the five interactions (median and each round). A
 * mechanism that buys less than about 20 ms of main-thread work or INP on every key page (or 5 KB of
 * JavaScript on /) is a candidate for removal. (Two builds alone compare with `npm run bench -- --against`.)
 *
 *   npx tsx scripts/bench-mechanisms.ts [mechanism …]    (all of them when none is named)
 *
 * Not part of `npm run bench`: about three and a half minutes per build, then about two minutes per build
 * and round on two CPUs (the runs without JavaScript are skipped: they do not change with these switches).
 * Run it on a quiet machine (BENCH_RUNS as for npm run bench). The builds go to a temporary folder; at the
 * end the build with every mechanism is put back into public/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MECHANISMS, type Mechanism } from '../src/startup/switches';

const ROOT = path.resolve(__dirname, '..');

/** What scripts/bench-pages.ts writes to BENCH_JSON, of which this reads a part. */
interface PageRow {
  page: string;
  'scripts ms': string;
  'JS KB': string;
}
interface Figures {
  pages: PageRow[];
  inp: { interaction: string; 'INP ms': string }[];
}

/** Runs a step; `missed` is the exit code with which it reports a target missed (its figures still count). */
function step(cmd: string, args: string[], env: NodeJS.ProcessEnv, missed?: number): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (r.status !== 0 && r.status !== missed) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal ?? '?'})`);
}

const envOf = (off: Mechanism | null): NodeJS.ProcessEnv => ({ ...process.env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_STARTUP_OFF: off ?? '' });

/** Builds with `off` switched off and keeps a copy of the build in `work`; the copy's folder. */
function build(off: Mechanism | null, work: string): string {
  console.log(`\n=== build with ${off ? `"${off}" switched off` : 'every mechanism'} ===`);
  step(process.execPath, ['scripts/build.mjs'], envOf(off));
  const dir = path.join(work, off ?? 'none');
  fs.cpSync(path.join(ROOT, 'public'), dir, { recursive: true });
  return dir;
}

/** One round of scripts/bench.mjs (one Lighthouse run a page, one page load an interaction) on a kept build. */
function measureOnce(off: Mechanism | null, dir: string, round: number): Figures {
  const json = `${dir}-${round}.json`;
  console.log(`\n=== round ${round + 1}: ${off ? `"${off}" switched off` : 'every mechanism'} ===`);
  step(process.execPath, ['scripts/bench.mjs'], { ...envOf(off), BENCH_RUNS: '1', BENCH_PUBLIC_DIR: dir, BENCH_LIGHTHOUSE_ONLY: '1', BENCH_NO_JS: '0', BENCH_JSON: json }, 1);
  if (!fs.existsSync(json)) throw new Error(`scripts/bench.mjs wrote no figures to ${json}`);
  return JSON.parse(fs.readFileSync(json, 'utf8')) as Figures;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
/** "median (run/run/…)" of one figure over the rounds, in the order they ran. */
const summary = (xs: number[]): string => `${median(xs)} (${xs.join('/')})`;

function main(): void {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(MECHANISMS as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown mechanism(s) ${unknown.join(', ')}; known: ${MECHANISMS.join(', ')}`);
  const names = (asked.length ? asked : MECHANISMS) as readonly Mechanism[];
  const rounds = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mechanisms-'));
  try {
    const variants = [null, ...names].map((off) => ({ off, dir: build(off, work), figures: [] as Figures[] }));
    // The host's speed drifts over minutes: each round measures every build once, in an order that turns
    // round by round, so that no build is always measured first or last, and the medians compare like with like.
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < variants.length; i++) {
        const v = variants[(i + round) % variants.length];
        v.figures.push(measureOnce(v.off, v.dir, round));
      }
    }
    const [base, ...offs] = variants;
    const pages = (v: (typeof variants)[number], page: number, key: 'scripts ms' | 'JS KB') => v.figures.map((f) => Number(f.pages[page][key]));
    const inp = (v: (typeof variants)[number], i: number) => v.figures.map((f) => Number(f.inp[i]?.['INP ms'] ?? NaN));
    const rows: Record<string, string>[] = [];
    for (const off of offs) {
      base.figures[0].pages.forEach((b, i) => {
        rows.push({
          'switched off': off.off ?? '',
          page: b.page,
          'main-thread ms: on → off': `${summary(pages(base, i, 'scripts ms'))} → ${summary(pages(off, i, 'scripts ms'))}`,
          'JS KB: on → off': `${median(pages(base, i, 'JS KB'))} → ${median(pages(off, i, 'JS KB'))}`,
        });
      });
      base.figures[0].inp.forEach((b, i) => {
        rows.push({ 'switched off': off.off ?? '', page: b.interaction, 'INP ms: on → off': `${summary(inp(base, i))} → ${summary(inp(off, i))}` });
      });
    }
    console.log(`\nWhat each mechanism buys (Lighthouse's and INP's 4x CPU; median of ${rounds} alternated round(s), each round's figure in brackets)`);
    console.table(rows);
  } finally {
    // public/ holds the last variant built: put the build with every mechanism back, so that nothing
    // (npm test, npm start, which build only when public/ is older than the sources) serves a variant.
    const base = path.join(work, 'none');
    if (fs.existsSync(path.join(base, 'index.html'))) {
      fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
      fs.cpSync(base, path.join(ROOT, 'public'), { recursive: true });
    } else {
      console.error('bench-mechanisms: the build with every mechanism was not kept; public/ may hold a variant: run `npm run build`');
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main();
