import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from './fixtures';

const run = promisify(execFile);
const publicDir = path.resolve(__dirname, '../../public');
// The npm package `vnu-jar` exports the path of the checker's jar.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar = String(require('vnu-jar'));

/** Every page of the build: all HTML under public/ except Gatsby's internal fragments (public/_gatsby/), which are not pages. */
function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_gatsby' ? [] : pages(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's CSS validator does not know CSS Scroll-driven Animations (a W3C Working Draft, in Chromium
 * since 115 and Safari since 26): the top bar uses `animation-timeline` and `animation-range` until its
 * script runs (src/components/layout/Navbar.tsx). Only these two properties are excused; any other CSS or
 * HTML error still fails.
 */
const NEWER_CSS = /^CSS: “animation-(timeline|range)”: Property “animation-(timeline|range)” doesn't exist\.$/;

/** Valid markup: the Nu HTML Checker (what validator.w3.org runs) reports no error on any built page. */
test('the Nu HTML Checker finds no error on any page of the build @desktop', async () => {
  test.setTimeout(240_000);
  const files = pages(publicDir);
  expect(files.length, 'pages in public/ (run the build first)').toBeGreaterThan(60);
  let out: string;
  try {
    // --exit-zero-always: the JSON report is read here, whatever it says.
    const res = await run('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 });
    out = res.stderr || res.stdout;
  } catch (err) {
    throw new Error(`Could not run the Nu HTML Checker (java -jar ${vnuJar}): ${(err as Error).message}\nIt needs Java 11 or later: apt-get install default-jre-headless`);
  }
  const { messages } = JSON.parse(out) as { messages: VnuMessage[] };
  const errors = messages.filter((m) => m.type === 'error' && !NEWER_CSS.test(m.message)).map((m) => `${path.relative(publicDir, m.url.replace(/^file:/, ''))}:${m.lastLine ?? '?'}: ${m.message} ${(m.extract ?? '').slice(0, 120)}`);
  expect(errors).toEqual([]);
});
