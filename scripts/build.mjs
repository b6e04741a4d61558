#!/usr/bin/env node
/**
 * npm run build: generates any missing brand art, checks content, then builds the static site into public/.
 * Runs with Gatsby telemetry off (it would try the network).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(bin('tsx'), ['scripts/images/cli.ts']);
run(bin('gatsby'), ['build']);
run(bin('tsx'), ['scripts/postbuild.ts']);
