#!/usr/bin/env node
/** npm start: install what is missing, build when the site is missing or stale, then serve site + lead service. */
import { ensureDependencies, buildIsStale, build, bin, root, baseEnv } from './lib.mjs';
import { spawn } from 'node:child_process';

ensureDependencies();
if (buildIsStale()) {
  console.log('› Building the site…');
  build();
} else {
  console.log('› The built site is up to date (public/).');
}
const child = spawn(bin('tsx'), ['server/main.ts'], { cwd: root, env: baseEnv, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
