/**
 * The lead service as the benchmarks start it: compiled (scripts/build-server.mjs) and run with plain
 * node, as `npm start` and `npm run serve` run it, so memory and latency figures are production's.
 */
import { spawnSync } from 'node:child_process';

/** Compiles the service when its sources changed; returns node's arguments to run it. */
export function serviceArgs(): string[] {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('scripts/build-server.mjs failed: the service could not be compiled');
  return ['server-dist/main.js'];
}
