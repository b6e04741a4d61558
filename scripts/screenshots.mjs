#!/usr/bin/env node
/** npm run screenshots: installs and builds what is missing, finds a Chromium, then runs scripts/screenshots.ts. */
import { ensureDependencies, buildIsStale, build, bin, run, baseEnv } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';

ensureDependencies();
if (buildIsStale()) await build();
const chrome = findChromium();
process.exitCode = run(bin('tsx'), ['scripts/screenshots.ts', ...process.argv.slice(2)], { env: { ...baseEnv, CHROME_PATH: chrome } });
