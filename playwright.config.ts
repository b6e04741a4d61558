import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests against the production build served by the real lead service, at phone (390px)
 * and desktop (1280px) widths, in the system's Chromium headless shell (CHROME_PATH, set by scripts/test.mjs).
 */
// A port per run (workers inherit the env of the main process), so parallel runs never collide.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
const PORT = Number(process.env.E2E_PORT);
// The service's store; in the environment too, so a test can run the `leads` CLI against it (tests/e2e/staff-inbox.spec.ts).
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `gym-e2e-${process.pid}`);
const DATA_DIR = process.env.E2E_DATA_DIR;
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// npm test sets CHROME_PATH (scripts/find-chromium.mjs: the headless shell where there is one); run alone, the same order.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
const launchOptions = { executablePath: process.env.CHROME_PATH || systemChromium, args: chromeArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on two cores, in CI too: with two, tests wait on pages' timers and on the service, and the
  // CPUs were 18 % idle. Measured, the whole suite one after the other on one host:
  // three workers 584 s (6 % idle), two workers 817 s.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: `test-results/e2e-${process.env.E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium', launchOptions } },
    // Form behaviour does not depend on the width: the forms-*.spec files run at phone width (most visitors) only,
    // which keeps CI inside its time budget. The axe sweep covers the forms' layout at both widths.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: ['**/forms-*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium', launchOptions } },
  ],
  webServer: {
    // The service as npm start runs it: compiled to JavaScript (scripts/build-server.mjs), plain node.
    command: 'node scripts/build-server.mjs && exec node server-dist/main.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, RATE_LIMIT_MAX: '1000', GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
