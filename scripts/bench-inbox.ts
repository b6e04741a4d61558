/**
 * The staff inbox in a phone's browser with 50,000 stored leads: the time from the start of
 * the navigation to `/staff/` until the frame that shows the first lead of the list, in Chromium at a
 * 390 px window with the CPU slowed down 4x, as npm run bench slows every page (CPU_MULTIPLIER sets
 * another). The compiled lead service serves the production build from an embedded store filled before
 * it starts, and the browser carries a signed-in session's cookie (no passkey ceremony in the figure).
 *
 * "First visit" is a fresh browser profile (nothing cached); "again" is the same profile loading the
 * inbox a second time, as the front desk does all day. Loopback, no network throttling: the JavaScript
 * a first visit fetches is printed beside it. The target is under a second on a first visit.
 *
 *   CPU_MULTIPLIER=6.1 CHROME_PATH=/usr/bin/chromium npx tsx scripts/bench-inbox.ts [--leads N]
 *   (part of npm run bench, after `npm run build`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { stackOf } from '../server/redact';
import { CLIENT_ONLY_ROUTES } from '../server/static';
import { PgliteStore } from '../server/submissions';
import { freePort } from '../tests/unit/server/helpers/net';
import { startService, type ServiceProcess } from '../tests/unit/server/helpers/service';
import { serviceArgs } from './bench-service';
import { fill } from './staff-leads';
import { staffStoreOn } from '../server/staff/store';

const i = process.argv.indexOf('--leads');
const LEADS = i >= 0 ? Number(process.argv[i + 1]) : 50_000;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const multiplier = Number(process.env.CPU_MULTIPLIER ?? 4);
const TARGET_MS = 1000;
const ROOT = path.resolve(__dirname, '..');

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Installed before the page's scripts: the time of the first frame that holds a lead card. */
function recordFirstCard(): void {
  const w = window as unknown as { __listShown: number | null };
  w.__listShown = null;
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="lead-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (w.__listShown = performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

/** One load of the inbox in `context` with the CPU slowed `rate` times: ms to the list, and the JavaScript it fetched (KB on the wire). */
async function load(context: BrowserContext, url: string, rate: number): Promise<{ ms: number; jsKb: number }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __listShown: number | null }).__listShown !== null, undefined, { timeout: 60_000 });
    return await page.evaluate(() => ({
      ms: (window as unknown as { __listShown: number }).__listShown,
      jsKb: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0) / 1024,
    }));
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'public', CLIENT_ONLY_ROUTES[0].file))) throw new Error('no production build with the inbox in public/: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
  let cookie = '';
  const store = await PgliteStore.open({ dataDir, role: 'cli' });
  try {
    await fill(store, LEADS);
    const { member } = await staffStoreOn(store.db).addMember('Bench Owner', 'bench@example.com', 'owner', null);
    cookie = await staffStoreOn(store.db).createSession(member.id, 3600, 3600);
  } finally {
    await store.close();
  }
  serviceArgs(); // compiles the service when its sources changed
  let service: ServiceProcess | null = null;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || undefined });
  try {
    service = await startService({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', FORWARD_URL: '', LOG_LEVEL: 'info' }, await freePort(), 120_000, { compiled: true });
    // The inbox's own origin (server/staff/origin.ts): the site's, 127.0.0.1, does not serve it.
    const base = `http://localhost:${service.port}`;
    const rows: Record<string, string | number>[] = [];
    let ms = Number.NaN;
    // The phone, then the host unslowed for comparison (what no change to the inbox can go below here).
    for (const rate of [multiplier, 1]) {
      const first: { ms: number; jsKb: number }[] = [];
      const again: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
        try {
          await context.addCookies([{ name: 'staff_session', value: cookie, url: base }]);
          await context.addInitScript(recordFirstCard);
          first.push(await load(context, `${base}/staff/`, rate));
          again.push((await load(context, `${base}/staff/`, rate)).ms);
        } finally {
          await context.close();
        }
      }
      const firstMs = median(first.map((f) => f.ms));
      if (rate === multiplier) ms = firstMs;
      const cpu = rate === 1 ? 'host, not slowed' : `phone, ${rate.toFixed(1)}x`;
      rows.push(
        { CPU: cpu, load: 'first visit (nothing cached)', 'ms to the list': Math.round(firstMs), runs: first.map((f) => Math.round(f.ms)).join('/'), 'JS KB fetched': median(first.map((f) => f.jsKb)).toFixed(1) },
        { CPU: cpu, load: 'again (cached)', 'ms to the list': Math.round(median(again)), runs: again.map(Math.round).join('/'), 'JS KB fetched': '' },
      );
    }
    const source = process.env.CPU_MULTIPLIER ? 'CPU_MULTIPLIER' : "npm run bench's 4x, as its pages";
    console.log(`Phone CPU slowed ${multiplier.toFixed(1)}x (${source}); ${LEADS.toLocaleString('en-CA')} leads stored; median of ${RUNS} loads each`);
    console.table(rows);
    console.log(ms < TARGET_MS ? `First visit on the phone: ${Math.round(ms)} ms, under ${TARGET_MS} ms.` : `First visit on the phone: ${Math.round(ms)} ms; target missed (${TARGET_MS} ms).`);
    if (ms >= TARGET_MS) process.exitCode = 2;
  } finally {
    await browser.close();
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(stackOf(err));
  process.exitCode = 1;
});
