/**
 * The page head's inline scripts, written in TypeScript (src/startup/head/*.ts, sharing their modules with
 * the bundles) and built into strings with esbuild when the build or the dev server starts. They reach the
 * server renderer as a webpack constant (src/startup/head-scripts.ts reads it); the post-build step hashes
 * them from the built pages into csp.json, as every inline script.
 *
 * Run directly (`tsx plugins/gatsby-plugin-site-build/head-scripts.ts`), it prints them as JSON: the unit
 * tests run them in jsdom, where esbuild itself cannot run.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { HeadScripts } from '../../src/startup/head-scripts';

/** Each script's entry, under the project's root. */
const ENTRIES: Record<keyof HeadScripts, string> = {
  earlyTaps: 'src/startup/head/early-taps.ts',
  renderOnApproach: 'src/startup/head/render-on-approach.ts',
};

/** One script: bundled, minified, as one function run at once; es2017 (every browser that runs the bundles). */
function buildOne(root: string, entry: string): string {
  const result = buildSync({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text.trim() ?? '';
  if (!text) throw new Error(`The head script ${entry} built to nothing`);
  if (/<\/script/i.test(text)) throw new Error(`The head script ${entry} contains "</script", which would end it early in the page`);
  return text;
}

export function buildHeadScripts(root: string): HeadScripts {
  return {
    earlyTaps: buildOne(root, ENTRIES.earlyTaps),
    renderOnApproach: buildOne(root, ENTRIES.renderOnApproach),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  process.stdout.write(JSON.stringify(buildHeadScripts(path.resolve(__dirname, '../..'))));
}
