/**
 * npm run bench's page figures as tables, and the goals judged on them (docs/performance.md, "How the pages
 * are measured"): every key page in every language does at most FLOOR_GOAL times its floor's main-thread work
 * with its scripts, and a Punjabi or Hindi page at most LANGUAGE_GOAL times the English page's.
 */
import { median } from './bench-order';
import type { PageLoad } from './bench-lighthouse';

export type Lang = 'en' | 'pa' | 'hi';
export type Variant = 'scripts' | 'blocked' | 'floor';

/** With scripts ÷ floor, at most. */
export const FLOOR_GOAL = 1.3;
/** A Punjabi or Hindi page ÷ the English page, with scripts, at most. */
export const LANGUAGE_GOAL = 1.1;

/** A key page in a language: its path on the site and the English path it translates. */
export interface PageInLang {
  path: string;
  english: string;
  lang: Lang;
}

/** Every load's figures, by build, page path and variant. */
export class Samples {
  private readonly ms = new Map<string, number[]>();
  private readonly cpu = new Map<string, number[]>();
  private readonly js = new Map<string, number[]>();
  private readonly byCategory = new Map<string, Record<string, number>[]>();

  add(build: string, path: string, variant: Variant, load: PageLoad): void {
    const key = `${build} ${path} ${variant}`;
    this.ms.set(key, [...(this.ms.get(key) ?? []), load.mainThreadMs]);
    this.cpu.set(key, [...(this.cpu.get(key) ?? []), load.mainThreadCpuMs]);
    this.byCategory.set(key, [...(this.byCategory.get(key) ?? []), load.byCategory]);
    if (variant === 'scripts') this.js.set(key, [...(this.js.get(key) ?? []), load.jsKb]);
  }

  /** The median ms of each category of main-thread work (a category absent from a load counts 0 there). */
  categories(build: string, path: string, variant: Variant): Map<string, number> {
    const loads = this.byCategory.get(`${build} ${path} ${variant}`) ?? [];
    const names = new Set(loads.flatMap((l) => Object.keys(l)));
    return new Map([...names].map((name) => [name, median(loads.map((l) => l[name] ?? 0))]));
  }

  runs(build: string, path: string, variant: Variant): number[] {
    return this.ms.get(`${build} ${path} ${variant}`) ?? [];
  }

  /** The median main-thread ms, NaN when nothing was measured. */
  median(build: string, path: string, variant: Variant): number {
    const xs = this.runs(build, path, variant);
    return xs.length ? median(xs) : NaN;
  }

  /** The median of the main thread's CPU time (PageLoad.mainThreadCpuMs), NaN when nothing was measured. */
  medianCpu(build: string, path: string, variant: Variant): number {
    const xs = this.cpu.get(`${build} ${path} ${variant}`) ?? [];
    return xs.length ? median(xs) : NaN;
  }

  jsKb(build: string, path: string): number {
    const xs = this.js.get(`${build} ${path} scripts`) ?? [];
    return xs.length ? median(xs) : NaN;
  }
}

const ms = (x: number): string => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');
const ratio = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');

/** One row per page and language: main-thread ms of the three variants and the ratios. */
export function pageRows(samples: Samples, build: string, pages: readonly PageInLang[]): Record<string, string>[] {
  return pages.map((p) => {
    const scripts = samples.median(build, p.path, 'scripts');
    const english = samples.median(build, p.english, 'scripts');
    return {
      page: p.path,
      'scripts ms': ms(scripts),
      'blocked ms': ms(samples.median(build, p.path, 'blocked')),
      'floor ms': ms(samples.median(build, p.path, 'floor')),
      'scripts ÷ floor': ratio(scripts / samples.median(build, p.path, 'floor')),
      'blocked ÷ floor': ratio(samples.median(build, p.path, 'blocked') / samples.median(build, p.path, 'floor')),
      '÷ en': p.lang === 'en' ? '' : ratio(scripts / english),
      'JS KB': Number.isFinite(samples.jsKb(build, p.path)) ? samples.jsKb(build, p.path).toFixed(1) : 'n/a',
      'scripts runs': samples.runs(build, p.path, 'scripts').map(ms).join('/'),
    };
  });
}

/**
 * One row per page and language: the same loads' main-thread CPU time (PageLoad.mainThreadCpuMs) and its ratios,
 * beside the goals: what the page's own work is, without the time its main thread waited for this host.
 */
export function cpuRows(samples: Samples, build: string, pages: readonly PageInLang[]): Record<string, string>[] {
  return pages.map((p) => {
    const [scripts, blocked, floor] = (['scripts', 'blocked', 'floor'] as const).map((v) => samples.medianCpu(build, p.path, v));
    return {
      page: p.path,
      'scripts CPU ms': ms(scripts),
      'blocked CPU ms': ms(blocked),
      'floor CPU ms': ms(floor),
      'scripts ÷ floor': ratio(scripts / floor),
      'blocked ÷ floor': ratio(blocked / floor),
      'scripts ÷ blocked': ratio(scripts / blocked),
      '÷ en': p.lang === 'en' ? '' : ratio(scripts / samples.medianCpu(build, p.english, 'scripts')),
    };
  });
}

/**
 * Two rows per page and language: what the page's scripts add to it blocked, and what its styles, faces and markup
 * add to its floor, by Lighthouse's categories of main-thread work (`other` is the browser's own tasks: loading,
 * messages, timers), each the difference of the medians.
 */
export function categoryRows(samples: Samples, build: string, pages: readonly PageInLang[]): Record<string, string>[] {
  return pages.flatMap((p) => {
    const [scripts, blocked, floor] = (['scripts', 'blocked', 'floor'] as const).map((v) => samples.categories(build, p.path, v));
    const names = [...new Set([...scripts.keys(), ...blocked.keys(), ...floor.keys()])].sort();
    const row = (step: string, more: Map<string, number>, less: Map<string, number>) => ({
      page: p.path,
      step,
      ...Object.fromEntries(names.map((n) => [n, ms((more.get(n) ?? 0) - (less.get(n) ?? 0))])),
    });
    return [row('scripts − blocked', scripts, blocked), row('blocked − floor', blocked, floor)];
  });
}

/** One row per page and language: this build's main-thread work with scripts against the other build's. */
export function againstRows(samples: Samples, pages: readonly PageInLang[]): Record<string, string>[] {
  return pages.map((p) => {
    const [mine, theirs] = ['this', 'against'].map((b) => samples.median(b, p.path, 'scripts'));
    return {
      page: p.path,
      'this ms': ms(mine),
      'against ms': ms(theirs),
      'this ÷ against': ratio(mine / theirs),
      'this runs': samples.runs('this', p.path, 'scripts').map(ms).join('/'),
      'against runs': samples.runs('against', p.path, 'scripts').map(ms).join('/'),
    };
  });
}

/**
 * The page goals missed by this build, one line each (a figure that could not be measured is a miss). A miss that
 * no script can mend says so: the page with its scripts blocked already over FLOOR_GOAL times its floor, or a
 * Punjabi or Hindi floor (the same words in the system's fonts, no styles) already over LANGUAGE_GOAL times the
 * English floor.
 */
export function pageMisses(samples: Samples, pages: readonly PageInLang[], floorsMeasured: boolean): string[] {
  return pages.flatMap((p) => {
    const m = (path: string, variant: Variant) => samples.median('this', path, variant);
    const scripts = m(p.path, 'scripts');
    const misses: string[] = [];
    if (!Number.isFinite(scripts)) misses.push(`${p.path}: no main-thread figure with scripts`);
    if (floorsMeasured) {
      const toFloor = scripts / m(p.path, 'floor');
      const blockedToFloor = m(p.path, 'blocked') / m(p.path, 'floor');
      const beyondScripts = blockedToFloor > FLOOR_GOAL ? `; with its scripts blocked already ${ratio(blockedToFloor)} ×` : '';
      if (!(toFloor <= FLOOR_GOAL)) misses.push(`${p.path}: with scripts ${ratio(toFloor)} × its floor (goal ≤ ${FLOOR_GOAL})${beyondScripts}`);
    }
    if (p.lang !== 'en') {
      const toEnglish = scripts / m(p.english, 'scripts');
      const floorToEnglish = floorsMeasured ? m(p.path, 'floor') / m(p.english, 'floor') : NaN;
      const beyondScripts = floorToEnglish > LANGUAGE_GOAL ? `; its floor already ${ratio(floorToEnglish)} × the English floor` : '';
      if (!(toEnglish <= LANGUAGE_GOAL)) misses.push(`${p.path}: ${ratio(toEnglish)} × the English page's main-thread work (goal ≤ ${LANGUAGE_GOAL})${beyondScripts}`);
    }
    return misses;
  });
}
