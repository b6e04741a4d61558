/**
 * Interaction to Next Paint of the five interactions a visitor makes most, on a phone-sized window with the
 * CPU slowed 4x (CDP Emulation.setCPUThrottlingRate; CPU_MULTIPLIER changes it): opening the menu, switching a
 * membership tab, opening a FAQ item, opening the tour lightbox and sending the consultation form with its
 * required fields empty (until its error list shows).
 *
 * Measured with the browser's Event Timing API (what the web-vitals library's onINP reads): the longest
 * event duration of the interaction, from the input to the next paint after its handlers ran. Each is
 * measured after the page is ready (hydrated), the median of BENCH_RUNS fresh page loads. With AGAINST_URL
 * (a second build, served beside this one) each load of this build is followed by one of the other, A,B
 * in one round and B,A in the next, and the goal is that this build's INP is no worse than the other's
 * (at most the larger of one 8 ms step of the API's rounding and a tenth more: inpMargin).
 *
 * Beside it, each interaction's time from the visitor's move to its effect on screen ("to effect", the
 * wall clock around `act`, Playwright's round trips included, the same for both builds). INP ends at the
 * next paint, whatever it shows: a tap held for an island that has not hydrated yet (src/islands/start.ts)
 * is painted at once and given to the island when its code has come, so its wait shows here, not in INP.
 * It is reported, not judged.
 *
 * BENCH_NETWORK=slow4g also slows the network as Lighthouse's devtools throttling does for its mobileSlow4G
 * preset (its request latency, 562.5 ms, and its download and upload throughputs, read from Lighthouse), so "to effect"
 * shows what fetching an island's code costs a tap on a phone's network; BENCH_TAP_AFTER_MS waits that long
 * after the page is ready before the tap (a visitor reads before tapping; what was fetched ahead has come).
 *
 *   BASE_URL=http://127.0.0.1:8000 [AGAINST_URL=http://127.0.0.1:8001] CHROME_PATH=/usr/bin/chromium npx tsx scripts/bench-inp.ts
 *   (part of npm run bench, which serves the builds and finds the Chromium)
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { mobileSlow4G } from './bench-lighthouse';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8000';
const against = process.env.AGAINST_URL ?? '';
const multiplier = Number(process.env.CPU_MULTIPLIER ?? 4);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** The network conditions BENCH_NETWORK names, as CDP's Network.emulateNetworkConditions takes them (bytes per second). */
async function networkConditions(name: string) {
  const presets: Record<string, () => ReturnType<typeof mobileSlow4G>> = { slow4g: mobileSlow4G };
  if (!Object.hasOwn(presets, name)) throw new Error(`bench: BENCH_NETWORK=${name} is not one of: ${Object.keys(presets).join(', ')}`);
  const preset = await presets[name]();
  // A figure Lighthouse stops giving must stop the bench: CDP reads a throughput of 0 as no throttling at all.
  const given = (field: 'requestLatencyMs' | 'downloadThroughputKbps' | 'uploadThroughputKbps'): number => {
    const value = preset[field];
    if (typeof value !== 'number' || !(value > 0)) throw new Error(`bench: Lighthouse's ${name} preset has no ${field} (${String(value)})`);
    return value;
  };
  const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;
  return {
    offline: false,
    latency: given('requestLatencyMs'),
    downloadThroughput: bytesPerSecond(given('downloadThroughputKbps')),
    uploadThroughput: bytesPerSecond(given('uploadThroughputKbps')),
  };
}
const networkName = process.env.BENCH_NETWORK ?? '';
/** Settled before the first load (main awaits it, so a name it does not know stops the bench at once). */
const networkReady = networkName ? networkConditions(networkName) : Promise.resolve(null);
const tapAfterMs = Math.max(0, Number(process.env.BENCH_TAP_AFTER_MS ?? 0));
/**
 * How much higher this build's INP may be than the other build's and still be "no worse": one step of the
 * API's 8 ms rounding, or a tenth of the other's, whichever is more. The same build measured against itself
 * (2 rounds, 2026-12-02) differed by up to 30 % in one interaction and by more than 8 ms in two of five: a
 * median of 5 rounds is steadier, and a tenth is what the goal can tell from the host's noise.
 */
const inpMargin = (theirs: number): number => Math.max(8, theirs * 0.1);

interface Interaction {
  name: string;
  path: string;
  /** Makes the interaction as a person does (Playwright's own click) and waits for its effect. */
  act: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
    },
  },
  {
    name: 'switch a membership tab',
    path: '/',
    act: async (page) => {
      const tabs = page.locator('#membership').getByRole('tab');
      await tabs.last().scrollIntoViewIfNeeded();
      await tabs.last().click();
      await page.locator('#membership [role="tab"][aria-selected="true"]').last().waitFor();
    },
  },
  {
    name: 'open a FAQ item',
    path: '/gym-faq-surrey-delta',
    act: async (page) => {
      const item = page.locator('main button[aria-expanded="false"][aria-controls]').first();
      await item.scrollIntoViewIfNeeded();
      await item.click();
      await page.locator('main button[aria-expanded="true"][aria-controls]').first().waitFor();
    },
  },
  {
    name: 'open the lightbox',
    path: '/',
    act: async (page) => {
      const photo = page.getByTestId('tour-photo').first();
      await photo.scrollIntoViewIfNeeded();
      await photo.click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'send the form with an error',
    path: '/consultation',
    act: async (page) => {
      const form = page.locator('form[data-form="consultation"]');
      const submit = form.locator('button[type="submit"]');
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await form.getByTestId('form-errors').getByText('Name is required').waitFor();
    },
  },
];

/** Installed before the page's own scripts: keeps every event timing entry that belongs to an interaction. */
function recordInteractions(): void {
  const w = window as unknown as { __interactions: { id: number; name: string; duration: number }[] };
  w.__interactions = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing entries, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (e.interactionId) w.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** One load's figures: the interaction's INP, and the time from the visitor's move to its effect (ms). */
interface Measured {
  inp: number;
  toEffect: number;
}

async function measureOnce(interaction: Interaction, browser: Browser, url: string): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: false });
  // The promo popup is a modal after 5 s; a visitor who dismissed it once does not see it again.
  await context.addInitScript(() => sessionStorage.setItem('promo-dismissed', '1'));
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  const network = await networkReady;
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(`${url}${interaction.path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
  if (tapAfterMs) await page.waitForTimeout(tapAfterMs);
  const moved = Date.now();
  await interaction.act(page);
  const toEffect = Date.now() - moved;
  // The entry is reported after the next paint; wait for two frames and the observer's callback.
  const longest = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const all = (window as unknown as { __interactions: { duration: number }[] }).__interactions;
              resolve(all.reduce((m, e) => Math.max(m, e.duration), 0));
            }, 200),
          ),
        );
      }),
  );
  await context.close();
  return { inp: longest, toEffect };
}

/** Each interaction's loads, per build: round by round, the interactions turned by one place and the builds alternated. */
async function measureAll(browser: Browser, urls: string[]): Promise<Measured[][][]> {
  const runs = INTERACTIONS.map(() => urls.map((): Measured[] => []));
  for (let round = 0; round < RUNS; round++) {
    for (let i = 0; i < INTERACTIONS.length; i++) {
      const which = (i + round) % INTERACTIONS.length;
      for (let j = 0; j < urls.length; j++) {
        const build = (j + round) % urls.length;
        runs[which][build].push(await measureOnce(INTERACTIONS[which], browser, urls[build]));
      }
    }
  }
  return runs;
}

const runsText = (xs: number[]): string => xs.map((r) => r.toFixed(0)).join('/');

function rowOf(interaction: Interaction, measured: Measured[][]): Record<string, string> {
  const runs = measured.map((loads) => loads.map((m) => m.inp));
  const toEffect = measured.map((loads) => median(loads.map((m) => m.toEffect)).toFixed(0));
  const [mine, theirs] = runs.map(median);
  const row: Record<string, string> = { interaction: interaction.name, page: interaction.path, 'INP ms': mine.toFixed(0), runs: runsText(runs[0]), 'to effect ms': toEffect[0] };
  if (runs.length < 2) return { ...row, goal: 'n/a (no build to compare)' };
  const ratio = theirs > 0 ? (mine / theirs).toFixed(2) : 'n/a';
  const margin = inpMargin(theirs);
  const met = mine <= theirs + margin;
  return {
    ...row,
    'against ms': theirs.toFixed(0),
    'against runs': runsText(runs[1]),
    'against to effect ms': toEffect[1],
    'this ÷ against': ratio,
    goal: met ? 'met' : `MISSED (> ${theirs.toFixed(0)} + ${margin.toFixed(0)})`,
  };
}

async function main(): Promise<number> {
  const network = await networkReady;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const runs = await measureAll(browser, against ? [base, against] : [base]);
  await browser.close();
  const rows = INTERACTIONS.map((interaction, i) => rowOf(interaction, runs[i]));
  const conditions = `${network ? ` and the network as ${networkName}` : ''}${tapAfterMs ? `, the tap ${tapAfterMs} ms after the page is ready` : ''}`;
  console.log(`\nINP (Event Timing) at 390 px with the CPU slowed ${multiplier.toFixed(1)}x${conditions}; median of ${RUNS} page load(s)${against ? ', alternated with the build compared against' : ''}`);
  console.table(rows);
  // scripts/bench-pages.ts (and through it scripts/bench-mechanisms.ts) reads the figures back.
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ inp: rows }));
  return rows.every((r) => !r.goal.startsWith('MISSED')) ? 0 : 1;
}
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
