/**
 * npm run screenshots [-- OUT_DIR] : pictures of every route for a person to look at.
 *
 * Builds the site if needed, serves it with the real lead service on a free port, and writes PNGs of
 * every route of the routes table (long path and alias, a blog post, the 404 page) at phone (390px) and
 * desktop (1280px) width: the whole page; the menu open at the top of the page (the phone menu at 390px,
 * the Services dropdown at 1280px); and the menu open halfway down the page. The home page's menu is
 * also taken at 320px and 820px. Console errors are listed at the end. Default OUT_DIR: screenshots/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROUTES, blogPostPath, pathsOf, BLOG_ALIAS_PREFIX } from '../src/lib/routes';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'screenshots'));
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const paths = [...ROUTES.flatMap(pathsOf), blogPostPath(1), `${BLOG_ALIAS_PREFIX}/2`, '/this-page-does-not-exist'];

function fileName(p: string, suffix: string): string {
  const name = p.replace(/^\//, '').replace(/\W+/g, '_') || 'home';
  return path.join(outDir, `${name}-${suffix}.png`);
}

async function startService(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = 20000 + (process.pid % 20000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the lead service exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the lead service did not answer within 60 s');
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && document.documentElement.hasAttribute('data-rendered'), null, { timeout: 30_000 });
}

/** Opens the menu a visitor at this width has: the phone menu below 1280px, else the Services dropdown. */
async function openMenu(page: Page, width: number): Promise<void> {
  if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await page.waitForTimeout(400); // let the bar's colour transition finish before the picture
}

async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const service = await startService();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
  const errors: string[] = [];
  let count = 0;
  try {
    for (const [width, height, all] of [
      [390, 844, true],
      [1280, 800, true],
      [320, 568, false],
      [820, 1180, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: width < 1280, hasTouch: width < 1280 });
      await context.addInitScript(() => window.sessionStorage.setItem('promo-dismissed', '1'));
      await context.route(/forge24fitness\.example\/js\//, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && errors.push(`${width}px ${page.url()}: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`${width}px ${page.url()}: ${String(e)}`));
      for (const p of all ? paths : ['/']) {
        await ready(page, service.base + p);
        if (all) {
          await page.screenshot({ path: fileName(p, `${width}`), fullPage: true });
          count++;
        }
        await openMenu(page, width);
        await page.screenshot({ path: fileName(p, `${width}-menu`) });
        await closeMenu(page);
        await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) / 2, behavior: 'instant' }));
        await openMenu(page, width);
        await page.screenshot({ path: fileName(p, `${width}-menu-scrolled`) });
        await closeMenu(page);
        count += 2;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
  console.log(`${count} screenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
  if (errors.length) {
    console.log(`console errors:\n  ${errors.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(`screenshots: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
