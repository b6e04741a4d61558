#!/usr/bin/env node
/**
 * Full-page screenshots of site paths at phone (390px) and desktop (1280px) widths, with console errors listed.
 * Usage: node scripts/screenshot.mjs http://127.0.0.1:8000 /tmp/shots / /trainers /faq
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL OUT_DIR PATH...');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1 });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // Let lazy images load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${(p.replace(/\W+/g, '_') || 'home').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  if (errors.length) console.log(`console errors at ${width}px:\n  ${errors.join('\n  ')}`);
  await page.close();
}
await browser.close();
