#!/usr/bin/env node
/**
 * npm start: build the site when it is missing or stale, then serve site + lead service (lib.mjs
 * serve: the service runs as this process's only child, signals passed on, this process ending as it
 * ended, so a supervisor holding npm's pid stops the service gracefully). scripts/run.mjs has installed
 * the dependencies and runs this on the project's Node.
 */
import path from 'node:path';
import { buildIsStale, build, helpIfAsked, root, serve } from './lib.mjs';

helpIfAsked(`
npm start: builds the site into public/ when it is missing or older than its sources, then serves the site and
the lead service on http://HOST:PORT (127.0.0.1:8000), storing submissions under DATA_DIR (.data/).
PUBLIC_DIR serves another built site as it is. SIGTERM or SIGINT stops it gracefully (server/README.md).
`);

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
await serve();
