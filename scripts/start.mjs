#!/usr/bin/env node
/**
 * npm start: install what is missing, build when the site is missing or stale, then serve site + lead
 * service. The service, compiled to JavaScript (scripts/build-server.mjs), runs as this process's
 * only child (plain `node`): SIGINT, SIGTERM and SIGHUP sent to this process are passed on, and it ends when the
 * service has stopped, with its exit status, so a supervisor holding this pid (or npm's: the script
 * is `exec`ed) stops the service gracefully.
 */
import { ensureDependencies, buildIsStale, build, root, baseEnv } from './lib.mjs';
import { spawn } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import path from 'node:path';

ensureDependencies();
const publicDir = path.resolve(root, process.env.PUBLIC_DIR?.trim() || 'public');
if (publicDir !== path.join(root, 'public')) {
  // The build writes public/ only: a site elsewhere is served as it is.
  console.log(`› Serving the site in PUBLIC_DIR (${publicDir}); npm start builds only public/.`);
} else if (buildIsStale()) {
  console.log('› Building the site…');
  await build();
} else {
  console.log('› The built site is up to date (public/).');
}
// The service compiled to plain JavaScript (scripts/build-server.mjs): no TypeScript loader at run time.
await buildServer();
const child = spawn(process.execPath, ['server-dist/main.js'], { cwd: root, env: baseEnv, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    // Ctrl-C reaches the service too (same process group); it ignores the repeat.
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
  });
}
child.on('exit', (code, signal) => {
  if (signal) {
    // Ended by a signal it did not handle: end the same way, so the supervisor sees it.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
