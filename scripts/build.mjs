#!/usr/bin/env node
/**
 * npm run build: `gatsby build` and nothing else, with Gatsby's telemetry off (it would try the network)
 * and more memory for Node. Every build step lives in Gatsby's own lifecycle
 * (plugins/gatsby-plugin-site-build), so a host that runs `gatsby build` makes the same site.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() };
const r = spawnSync(path.join(root, 'node_modules', '.bin', 'gatsby'), ['build'], { cwd: root, env, stdio: 'inherit' });
process.exitCode = r.status ?? 1;
