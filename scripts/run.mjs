#!/usr/bin/env node
/**
 * Every command of the README goes through here (package.json: `exec node scripts/run.mjs <command> …`).
 * It needs plain Node only, of whatever version npm runs on, so it works on a fresh clone:
 * 1. installs the dependencies when node_modules is missing or older than package-lock.json (npm ci),
 *    printing on stderr, so what a command writes to stdout (`npm run leads -- export`) stays its own;
 * 2. runs <command> on the project's Node (lib.mjs projectNode: Node 24 from node_modules/.bin/node):
 *    `node` is that binary, any other name a tool of node_modules/.bin, whose `#!/usr/bin/env node`
 *    finds the project's Node first on PATH; so the build, the service, the CLI and the tests all run
 *    on Node 24 whatever Node the machine has;
 * 3. passes SIGINT, SIGTERM and SIGHUP on to it and ends as it ended (lib.mjs runPassingSignals).
 */
import { ensureDependencies, projectNode, runPassingSignals, toolEnv } from './lib.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run.mjs <command> [args…] (the npm scripts of package.json call it)');
  process.exit(2);
}
ensureDependencies();
const node = projectNode();
runPassingSignals(command === 'node' ? node : command, args, { cwd: process.cwd(), env: toolEnv() });
