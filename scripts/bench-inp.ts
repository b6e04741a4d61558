/**
 * Interaction to Next Paint of the four interactions a visitor makes most, on a phone-sized
 * window with the CPU slowed down as a mid-tier phone is (the multiplier bench.mjs calibrates, else 4x):
 * opening the menu, switching a membership tab, opening a FAQ item and opening the tour lightbox.
 *
 * Measured with the browser's Event Timing API (what the web-vitals library's onINP reads): the longest
 * event duration of the interaction, from the input to the next paint after its handlers ran. Each is
 * measured after the page is ready (hydrated), the median of RUNS fresh page loads.
 *
 *   BASE_URL=http://127.0.0.1:8000 CPU_MULTIPLIER=6.1 CHROME_PATH=/usr/bin/chromium npx tsx scripts/bench-inp.ts
 *   (part of npm run bench, which finds the Chromium and calibrates the multiplier)
 */
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8000';
const multiplier = Number(process.env.CPU_MULTIPLIER ?? 4);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** The phone goal for one interaction's INP (bench.mjs sets it from its PHONE_GOAL). */
const GOAL_MS = Number(process.env.INP_GOAL_MS ?? 100);

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

async function measureOnce(interaction: Interaction, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: false });
  // The promo popup is a modal after 5 s; a visitor who dismissed it once does not see it again.
  await context.addInitScript(() => sessionStorage.setItem('promo-dismissed', '1'));
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  await page.goto(`${base}${interaction.path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
  await interaction.act(page);
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
  return longest;
}

async function main(): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const rows: Record<string, string>[] = [];
  for (const interaction of INTERACTIONS) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(interaction, browser));
    const inp = median(runs);
    rows.push({ interaction: interaction.name, page: interaction.path, 'INP ms': inp.toFixed(0), runs: runs.map((r) => r.toFixed(0)).join('/'), target: inp <= GOAL_MS ? `met (≤ ${GOAL_MS})` : `MISSED (> ${GOAL_MS})` });
  }
  await browser.close();
  console.log(`\nINP (Event Timing) at 390 px with the CPU slowed ${multiplier.toFixed(1)}x; median of ${RUNS} page loads`);
  console.table(rows);
  // scripts/bench-mechanisms.ts reads the figures back.
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ inp: rows }));
  return rows.every((r) => r.target.startsWith('met')) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
