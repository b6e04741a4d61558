#!/usr/bin/env node
/**
 * npm run serve: the second half of `npm start`, without the build. Compiles the lead service
 * (scripts/build-server.mjs) and runs it with plain `node` as this process's only child; signals are passed on
 * and this process ends as the service ended (lib.mjs serve).
 */
import { helpIfAsked, serve } from './lib.mjs';

helpIfAsked(`
npm run serve: serves the built site (public/, or PUBLIC_DIR) and the lead service on http://HOST:PORT
(127.0.0.1:8000) without building it; npm start builds first. SIGTERM or SIGINT stops it gracefully.
`);

await serve();
