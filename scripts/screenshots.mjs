#!/usr/bin/env node
/** npm run screenshots: installs and builds what is missing, finds a Chromium, then runs scripts/screenshots.ts. */
import { buildIsStale, build, bin, helpIfAsked, run, baseEnv } from './lib.mjs';
import { findChromium } from './find-chromium.mjs';

helpIfAsked(`
npm run screenshots [-- DIR]: builds the site if needed and writes PNGs of every route at 390 and 1280 px, with
the menu open, into DIR (screenshots/); lists any console error at the end.
`);

if (buildIsStale()) await build();
const chrome = findChromium();
process.exitCode = run(bin('tsx'), ['scripts/screenshots.ts', ...process.argv.slice(2)], { env: { ...baseEnv, CHROME_PATH: chrome } });
