import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { HeadScripts } from '../../../src/startup/head-scripts';

const root = path.resolve(__dirname, '../../..');
let built: HeadScripts | undefined;

/**
 * The head's inline scripts exactly as the build puts them in every page (plugins/gatsby-plugin-site-build/
 * head-scripts.ts), built in a child process: esbuild cannot run inside jsdom's realm.
 */
export function builtHeadScripts(): HeadScripts {
  built ??= JSON.parse(
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['plugins/gatsby-plugin-site-build/head-scripts.ts'], { cwd: root, encoding: 'utf8' }),
  ) as HeadScripts;
  return built;
}
