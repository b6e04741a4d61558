/**
 * What each start-up mechanism buys (issue 26; src/startup/README.md): the site built as it is, and once
 * with each mechanism switched off alone (GATSBY_STARTUP_OFF, src/startup/switches.ts); each build served
 * by the lead service and measured by scripts/bench.mjs's Lighthouse runs and INP runs on the
 * phone-calibrated CPU. Then, per mechanism and page, what switching it off changed: phone Performance,
 * TBT and JavaScript, and the INP of the four interactions. A mechanism that buys less than about 20 ms of
 * TBT or INP on every key page (or 5 KB of JavaScript on /) is a candidate for removal.
 *
 *   npx tsx scripts/bench-mechanisms.ts [mechanism …]    (all of them when none is named)
 *
 * Not part of `npm run bench`: with three runs a page it takes about six minutes per build on two CPUs
 * (the runs without JavaScript are skipped: they do not change with these switches).
 * Run it on a quiet machine (BENCH_RUNS as for npm run bench). The builds go to a temporary folder; public/
 * is left as the last build wrote it, so run `npm run build` afterwards.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MECHANISMS, type Mechanism } from '../src/startup/switches';

const ROOT = path.resolve(__dirname, '..');

interface PhoneRow {
  page: string;
  'phone perf': number;
  'phone TBT ms': string;
  'JS KB': string;
}
interface Figures {
  multiplier: number;
  phone: PhoneRow[];
  inp: { interaction: string; 'INP ms': string }[];
}

/** Runs a step; `missed` is the exit code with which it reports a target missed (its figures still count). */
function step(cmd: string, args: string[], env: NodeJS.ProcessEnv, missed?: number): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (r.status !== 0 && r.status !== missed) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal ?? '?'})`);
}

/** Builds with `off` switched off, keeps a copy of the build, measures it; the figures. */
function measure(off: Mechanism | null, work: string): Figures {
  const label = off ?? 'none';
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_STARTUP_OFF: off ?? '' };
  console.log(`\n=== build with ${off ? `"${off}" switched off` : 'every mechanism'} ===`);
  step(process.execPath, ['scripts/build.mjs'], env);
  const dir = path.join(work, label);
  fs.cpSync(path.join(ROOT, 'public'), dir, { recursive: true });
  const json = path.join(work, `${label}.json`);
  step(process.execPath, ['scripts/bench.mjs'], { ...env, BENCH_PUBLIC_DIR: dir, BENCH_LIGHTHOUSE_ONLY: '1', BENCH_NO_JS: '0', BENCH_JSON: json }, 1);
  fs.rmSync(dir, { recursive: true, force: true });
  if (!fs.existsSync(json)) throw new Error(`scripts/bench.mjs wrote no figures to ${json} (was the calibrated run skipped? BENCH_CALIBRATED must not be 0)`);
  return JSON.parse(fs.readFileSync(json, 'utf8')) as Figures;
}

function main(): void {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(MECHANISMS as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown mechanism(s) ${unknown.join(', ')}; known: ${MECHANISMS.join(', ')}`);
  const names = (asked.length ? asked : MECHANISMS) as readonly Mechanism[];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mechanisms-'));
  try {
    const base = measure(null, work);
    const rows: Record<string, string>[] = [];
    for (const name of names) {
      const off = measure(name, work);
      base.phone.forEach((b, i) => {
        const o = off.phone[i];
        rows.push({
          'switched off': name,
          page: b.page,
          'phone perf (on → off)': `${b['phone perf']} → ${o['phone perf']}`,
          'TBT ms (on → off)': `${b['phone TBT ms']} → ${o['phone TBT ms']}`,
          'JS KB (on → off)': `${b['JS KB']} → ${o['JS KB']}`,
        });
      });
      base.inp.forEach((b, i) => {
        rows.push({ 'switched off': name, page: b.interaction, 'INP ms (on → off)': `${b['INP ms']} → ${off.inp[i]?.['INP ms'] ?? 'n/a'}` });
      });
    }
    console.log(`\nWhat each mechanism buys (phone-calibrated CPU, ${base.multiplier.toFixed(1)}x for the build with every mechanism; median runs as in npm run bench)`);
    console.table(rows);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main();
