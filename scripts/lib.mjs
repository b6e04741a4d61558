/** Helpers shared by the start, test and bench scripts. Plain Node: they run before dependencies exist. */
import { spawn, spawnSync } from 'node:child_process';
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

function mustRun(cmd, args, opts = {}) {
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

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long a stopped command and what it started may take to end before they are killed. */
const STOP_GRACE_MS = 15_000;

/**
 * Runs a command to its end and resolves with its exit code. It runs in a process group of its own,
 * so when SIGINT, SIGTERM or SIGHUP reaches this process (a supervisor, Ctrl-C), the signal goes to
 * the command and everything it started (Gatsby's workers), whatever is left after STOP_GRACE_MS is
 * killed, and this process then ends by the same signal: nothing keeps running, orphaned, after a stop.
 */
export function runStoppable(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    // No stdin: a process group of its own is not the terminal's foreground group, where reading the
    // terminal or changing its modes would stop it (SIGTTIN/SIGTTOU).
    const child = spawn(cmd, args, { cwd: root, env: baseEnv, stdio: ['ignore', 'inherit', 'inherit'], ...opts, detached: true });
    const killGroup = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        // the group has ended
      }
    };
    let stopping = null;
    const onSignal = (sig) => {
      if (stopping) return;
      stopping = sig;
      killGroup(sig);
      setTimeout(() => killGroup('SIGKILL'), STOP_GRACE_MS).unref();
    };
    for (const sig of STOP_SIGNALS) process.on(sig, onSignal);
    child.on('exit', (code) => {
      for (const sig of STOP_SIGNALS) process.off(sig, onSignal);
      if (!stopping) {
        resolve(code ?? 1);
        return;
      }
      // Workers the command left behind go with it; then this process ends as it was asked to.
      killGroup('SIGKILL');
      process.kill(process.pid, stopping);
    });
  });
}

/** The production build (scripts/build.mjs); exits on failure. Stoppable as runStoppable says. */
export async function build() {
  const code = await runStoppable('node', ['scripts/build.mjs']);
  if (code !== 0) {
    console.error(`\n✖ node scripts/build.mjs failed (exit ${code})`);
    process.exit(code);
  }
}
