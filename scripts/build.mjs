#!/usr/bin/env node
/**
 * npm run build: `gatsby build` and nothing else, with Gatsby's telemetry off (it would try the network)
 * and more memory for Node. Every build step lives in Gatsby's own lifecycle
 * (plugins/gatsby-plugin-site-build), so a host that runs `gatsby build` makes the same site.
 */
import { bin, runStoppable } from './lib.mjs';

// Stopped by a signal (a supervisor, Ctrl-C), the build and its workers stop with it (lib.mjs).
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() };
process.exitCode = await runStoppable(bin('gatsby'), ['build', ...process.argv.slice(2)], { env });
