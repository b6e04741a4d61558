/**
 * Where the service finds its files, whether it runs from its TypeScript sources (tsx, Jest: this
 * file is server/paths.ts) or compiled into one file (server-dist/main.js, what `npm start` and
 * `npm run serve` run: scripts/build-server.mjs). `__dirname` differs between the two, so every
 * path is taken from the repository's root, found by walking up to its package.json.
 */
import fs from 'node:fs';
import path from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`the repository (package.json beside server/) was not found above ${from}`);
  }
}

const REPO_ROOT = findRoot(__dirname);
export const SERVER_DIR = path.join(REPO_ROOT, 'server');
/** The content the service reads at run time (business info, trainers). */
export const CONTENT_DATA_DIR = path.join(REPO_ROOT, 'content', 'data');
/** The compiled service (scripts/build-server.mjs). */
export const COMPILED_DIR = path.join(REPO_ROOT, 'server-dist');
/** True when this code is the compiled service. */
export const RUNS_COMPILED = path.resolve(__dirname) === COMPILED_DIR;
