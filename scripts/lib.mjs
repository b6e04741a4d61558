/** Helpers shared by the start, test and bench scripts. Plain Node: they run before dependencies exist. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const baseEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

/** The project's runtime: the major version of Node every command runs on (package.json engines, .nvmrc). */
const NODE_MAJOR = 24;

/**
 * The Node the project runs on: node_modules/.bin/node, the npm registry's Node 24 binary for this
 * platform (package.json optionalDependencies, installed by npm ci on Linux x64 and arm64), else this
 * process's own Node when it is 24 or later. Elsewhere it stops, saying what to install.
 */
export function projectNode() {
  const local = bin('node');
  if (fs.existsSync(local)) return local;
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return process.execPath;
  console.error(
    `✖ This project runs on Node ${NODE_MAJOR} (this is ${process.version}). On Linux x64 and arm64 \`npm ci\` installs it into ` +
      `node_modules/.bin/node; elsewhere install Node ${NODE_MAJOR} (for example \`nvm install\`, which reads .nvmrc) and run the command again.`,
  );
  process.exit(1);
}

/**
 * The environment of a command run on the project's Node: node_modules/.bin first on PATH, and Node's
 * deprecation warning for its built-in `punycode` (DEP0040) off: Gatsby's dependencies load it, Node 22
 * and later warn on stderr, and Gatsby shows that line as "ERROR UNKNOWN" in a build that succeeded.
 */
export function toolEnv() {
  const nodeOptions = [process.env.NODE_OPTIONS, '--disable-warning=DEP0040'].filter(Boolean).join(' ');
  return { ...baseEnv, PATH: [path.join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(path.delimiter), NODE_OPTIONS: nodeOptions };
}

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

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json, printing on
 * stderr (a command's stdout may be a CSV export or a pipe); exits when the install fails.
 */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.error('› Installing dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund'], { stdio: ['ignore', 2, 2] });
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

/** `--help` or `-h` among a command's arguments: prints `text` (what the command does) and ends the process. */
export function helpIfAsked(text) {
  const args = process.argv.slice(2);
  if (!args.includes('--help') && !args.includes('-h')) return;
  console.log(text.trim());
  process.exit(0);
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a command as this process's child and ends this process as it ended (its exit code, or the
 * same signal, so a supervisor sees it). SIGINT, SIGTERM and SIGHUP sent to this process are passed on:
 * a supervisor holding this pid stops the command gracefully. Ctrl-C reaches the command twice (it is
 * in the terminal's process group too); the lead service and the tools take the repeat as the same stop.
 */
export function runPassingSignals(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, env: baseEnv, stdio: 'inherit', ...opts });
  child.on('error', (err) => {
    console.error(`✖ ${cmd} could not be started: ${err.message}`);
    process.exit(127);
  });
  for (const sig of STOP_SIGNALS) {
    process.on(sig, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    });
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

/**
 * The lead service, compiled to plain JavaScript (scripts/build-server.mjs: no TypeScript loader at
 * run time), as this process's only child, on this process's Node (the project's: scripts/run.mjs).
 */
export async function serve() {
  const { buildServer } = await import('./build-server.mjs'); // esbuild: a dependency, imported once installed
  await buildServer();
  runPassingSignals(process.execPath, ['server-dist/main.js']);
}
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
