/**
 * Finds a Chromium for the browser tests and Lighthouse, installing one where it can:
 * 1. CHROME_PATH; 2. the system's (chromium, chromium-browser, google-chrome);
 * 3. as root with apt-get: `apt-get install chromium`; 4. Playwright's own download.
 * With none of these, it stops with a message saying how to get one.
 *
 * The end-to-end tests ask for the headless shell (`{ headlessShell: true }`): Debian's
 * chromium-headless-shell, the same Chromium and Blink without the browser's window machinery, which is
 * what Playwright itself runs headless tests in. Measured on the same 161 tests at two workers: 308 s in
 * the shell, 381 s in the full browser. Lighthouse and the screenshots keep the full browser.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, bin } from './lib.mjs';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
const SHELL = ['/usr/bin/chromium-headless-shell'];

function works(p) {
  if (!p || !fs.existsSync(p)) return false;
  const r = spawnSync(p, ['--headless', '--no-sandbox', '--version'], { encoding: 'utf8', timeout: 20000 });
  return r.status === 0;
}

function playwrightOwn() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!fs.existsSync(cache)) return undefined;
  for (const dir of fs.readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
    for (const rel of ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-mac/Chromium.app/Contents/MacOS/Chromium']) {
      const p = path.join(cache, dir, rel);
      if (fs.existsSync(p)) return p;
    }
  }
  return undefined;
}

export function findChromium({ install = true, headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) {
    if (works(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.warn(`CHROME_PATH=${process.env.CHROME_PATH} does not run; looking elsewhere`);
  }
  const candidates = headlessShell ? [...SHELL, ...SYSTEM] : SYSTEM;
  const system = candidates.find(works);
  if (system) return system;
  const own = playwrightOwn();
  if (own && works(own)) return own;
  if (!install) return undefined;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    const pkg = headlessShell ? 'chromium-headless-shell' : 'chromium';
    console.log(`› No Chromium found: installing the system package (apt-get install ${pkg})…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = candidates.find(works);
    if (installed) return installed;
  }
  console.log("› Trying Playwright's own Chromium download…");
  spawnSync(bin('playwright'), ['install', 'chromium'], { cwd: root, stdio: 'inherit' });
  const downloaded = playwrightOwn();
  if (downloaded && works(downloaded)) return downloaded;

  console.error(
    [
      '',
      '✖ No Chromium available for the browser tests.',
      '  Get one in any of these ways, then run npm test again:',
      '  • set CHROME_PATH to a Chromium or Chrome binary;',
      '  • Debian/Ubuntu: sudo apt-get install chromium;',
      '  • npx playwright install chromium (needs access to the Playwright download host).',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}
