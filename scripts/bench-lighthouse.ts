/**
 * One page load measured by Lighthouse, as npm run bench judges it: mobile, the default simulated throttling
 * (4x CPU, mobileSlow4G), and of its audits only the two the bench reads: the main-thread work
 * (`mainthread-work-breakdown`, in milliseconds of the 4x-slowed CPU, and by Lighthouse's categories of work)
 * and the requests (the page's compressed JavaScript). Lighthouse and its launcher are ES modules, loaded when first needed.
 */
import type { TraceProcessor as TraceProcessorType } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export interface Chrome {
  port: number;
  /** The browser's full version (`/json/version`): the figures compare only within one browser build. */
  version: string;
  kill: () => void;
}

export async function launchChrome(chromePath: string): Promise<Chrome> {
  const chromeLauncher = await import('chrome-launcher');
  const launched = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const info = (await (await fetch(`http://127.0.0.1:${launched.port}/json/version`)).json()) as { Browser?: string };
  return { port: launched.port, version: info.Browser ?? 'unknown', kill: () => launched.kill() };
}

export interface PageLoad {
  /** Main-thread work at 4x, ms. */
  mainThreadMs: number;
  /**
   * The same tasks' thread CPU time at 4x, ms: without the time the main thread waited, for a core (the browser's
   * other processes and the lead service share this host's) or for another process. Information beside the goals.
   */
  mainThreadCpuMs: number;
  /** Compressed JavaScript transferred, KB. */
  jsKb: number;
  /** The main-thread work by Lighthouse's category (`styleLayout`, `scriptEvaluation`, `other`…), ms. */
  byCategory: Record<string, number>;
}

const AUDITS = ['mainthread-work-breakdown', 'network-requests'];

/** Lighthouse's own mobileSlow4G preset, which its mobile runs throttle to and BENCH_NETWORK=slow4g applies to the INP runs. */
export async function mobileSlow4G() {
  const { throttling } = await import('lighthouse/core/config/constants.js');
  return throttling.mobileSlow4G;
}

interface CategoryItem {
  group?: string;
  duration?: number;
}

interface RequestItem {
  resourceType?: string;
  transferSize?: number;
}

/** What the address answers to a plain request: its status, or why there is none. */
async function answerOf(url: string): Promise<string> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return String(res.status);
  } catch (err) {
    return err instanceof Error ? `${err.message} (${String((err as { cause?: unknown }).cause)})` : String(err);
  }
}

/**
 * The thread CPU time of the main thread's top-level tasks (the trace's `tdur`), as Lighthouse finds that thread and
 * those tasks for `mainthread-work-breakdown`, times the slowdown it multiplies its own figure by.
 */
async function mainThreadCpuMs(trace: Parameters<typeof TraceProcessorType.processTrace>[0], multiplier: number): Promise<number> {
  const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  const { MainThreadTasks } = await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js');
  // What is read of the processed trace, as getMainThreadTasks takes it (its own type is Lighthouse's global LH
  // namespace, which this project's lint cannot resolve).
  type Tasks = typeof MainThreadTasks.getMainThreadTasks;
  const processed = TraceProcessor.processTrace(trace) as unknown as { mainThreadEvents: Parameters<Tasks>[0]; frames: Parameters<Tasks>[1]; timestamps: { traceEnd: number; timeOrigin: number } };
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
  return topLevelThreadMs(tasks) * multiplier;
}

/** A main-thread task as Lighthouse's getMainThreadTasks gives it: its trace events, its wall time (ms). */
interface TaskTimes {
  parent?: unknown;
  event: object;
  endEvent?: object;
  duration: number;
}

/**
 * The thread time of the top-level tasks, ms. Chromium writes a complete event's thread time (tdur, µs) beside
 * its duration, and a begin or end event's thread clock (tts); Lighthouse's type leaves both out. A task with
 * neither (a rare begin/end pair of a fraction of a millisecond) counts its wall time, which its thread time
 * cannot exceed.
 */
export function topLevelThreadMs(tasks: readonly TaskTimes[]): number {
  const threadTime = (e: object): number | undefined => (e as { tdur?: number }).tdur;
  const threadClock = (e: object | undefined): number | undefined => (e as { tts?: number } | undefined)?.tts;
  const us = tasks
    .filter((t) => !t.parent)
    .map((t) => {
      const [begin, end] = [threadClock(t.event), threadClock(t.endEvent)];
      return threadTime(t.event) ?? (begin !== undefined && end !== undefined ? end - begin : t.duration * 1000);
    });
  return us.reduce((sum, x) => sum + x, 0) / 1000;
}

/** One load; a run Lighthouse could not measure (a runtime error, no figure) is tried once more, then throws. */
export async function measureLoad(port: number, url: string, blockScripts: boolean): Promise<PageLoad> {
  const { default: lighthouse } = await import('lighthouse');
  const throttling = await mobileSlow4G();
  let problem = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    const settings = { onlyAudits: AUDITS, throttlingMethod: 'simulate' as const, throttling, blockedUrlPatterns: blockScripts ? ['*.js'] : [] };
    const result = await lighthouse(url, { port, logLevel: 'error' }, { extends: 'lighthouse:default', settings });
    const lhr = result?.lhr;
    const mainThreadMs = lhr?.audits['mainthread-work-breakdown']?.numericValue;
    if (lhr && !lhr.runtimeError && typeof mainThreadMs === 'number') {
      // The audit's details are a table of requests; typed loosely by Lighthouse, read as the fields used here.
      const requests = lhr.audits['network-requests'] as { details?: { items?: RequestItem[] } } | undefined;
      const items = requests?.details?.items ?? [];
      const js = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      const work = lhr.audits['mainthread-work-breakdown'] as { details?: { items?: CategoryItem[] } };
      const byCategory = Object.fromEntries((work.details?.items ?? []).map((i) => [i.group ?? 'unknown', i.duration ?? 0]));
      const cpuMs = await mainThreadCpuMs(result.artifacts.Trace, throttling.cpuSlowdownMultiplier);
      return { mainThreadMs, mainThreadCpuMs: cpuMs, jsKb: js / 1024, byCategory };
    }
    problem = `${lhr?.runtimeError?.message ?? 'no main-thread figure'}; the address answers ${await answerOf(url)} outside the browser`;
    console.error(`bench: Lighthouse could not measure ${url} (${problem})${attempt === 1 ? '; trying again' : ''}`);
  }
  throw new Error(`bench: Lighthouse could not measure ${url} twice (${problem})`);
}
