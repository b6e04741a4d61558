/** Helpers shared by the start, test and bench scripts. Plain Node: they run before dependencies exist. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const baseEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env: baseEnv, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when public/ is missing or older than anything the build reads. */
export function buildIsStale() {
  const built = path.join(root, 'public', 'index.html');
  if (!fs.existsSync(built)) return true;
  const inputs = ['src', 'content', 'static', 'plugins', 'scripts/images', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.ts', 'gatsby-ssr.tsx', 'package-lock.json'];
  const newest = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
  return newest > fs.statSync(built).mtimeMs;
}

export function build() {
  mustRun('node', ['scripts/build.mjs']);
}
