/**
 * `npm run serve`: the lead service. Serves public/ and receives the forms; environment variables
 * in server/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { gymClockProblem } from '../src/content/gym-time';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { redactSecrets, stackOf } from './redact';
import { ConfigError, readConfig, readStaffOptions, type ServiceConfig } from './config';
import { controlSocketPath, startControlServer } from './control/socket';
import { cspFileSource } from './http/csp';
import { readRetention, startRetention, type Retention } from './submissions/retention';
import type { StaffOptions } from './staff/http';
import { SHUTDOWN_LIMIT_MS, shutdown } from './shutdown';
import { createNotifier, type Notifier } from './submissions/delivery';
import { openStore, PgliteStore, type LeadStore } from './submissions';
import { DataDirError } from './db/data-dir';
import { StoreLockedError } from './db/lock';

// A smaller young generation (8 MB semi-spaces instead of 16): under load the heap otherwise grows
// ~40 MB before the next scavenge; measured cost about 5% more CPU, keeps the service well under
// 300 MB next to PGlite's 128 MB of WebAssembly memory. NODE_OPTIONS can still override it.
if (!/max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) v8.setFlagsFromString('--max-semi-space-size=8');

// Everything the service creates (store files, sockets, temporary files) is for its own user only;
// the store also sets its files' modes itself (db/modes.ts), whatever the umask.
process.umask(0o077);

function fail(message: string): never {
  process.stderr.write(`lead service: ${redactSecrets(message)}\n`);
  process.exit(1);
}

const storeLog = {
  info: (m: string) => process.stdout.write(`[leads] ${redactSecrets(m)}\n`),
  warn: (m: string) => process.stderr.write(`[leads] warning: ${redactSecrets(m)}\n`),
  error: (m: string) => process.stderr.write(`[leads] error: ${redactSecrets(m)}\n`),
};

interface Settings {
  config: ServiceConfig;
  staffOptions: StaffOptions;
  notifier: Notifier | null;
  retention: Retention | null;
}

/** Everything the environment says, or the service stops naming the variable that is wrong. */
function readSettings(): Settings {
  try {
    const config = readConfig();
    return { config, staffOptions: readStaffOptions(), notifier: createNotifier(config), retention: readRetention() };
  } catch (err) {
    if (err instanceof ConfigError || err instanceof Error) fail(`configuration error: ${err.message}`);
    throw err;
  }
}

async function openStoreOrFail(config: ServiceConfig): Promise<LeadStore> {
  try {
    return await openStore({ databaseUrl: config.databaseUrl, databaseTimeouts: config.databaseTimeouts, dataDir: config.dataDir, role: 'service', logger: storeLog });
  } catch (err) {
    if (err instanceof StoreLockedError) fail(`${err.message}\nIs the lead service already running? Stop it first, or use another DATA_DIR.`);
    if (err instanceof DataDirError) fail(`refusing to start: ${err.message}`);
    fail(`could not open the store (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${(err as Error).message}`);
  }
}

function warnAboutSetup(config: ServiceConfig): void {
  if (typeof config.trustProxy === 'number' && !/^(127\.|::1$|localhost$)/.test(config.host)) {
    storeLog.warn(
      `TRUST_PROXY=${config.trustProxy} trusts whoever connects to ${config.host}:${config.port} as a proxy: make sure only your proxies can reach it, or list their addresses instead (TRUST_PROXY=10.0.0.5).`,
    );
  }
  if (!fs.existsSync(config.publicDir)) {
    storeLog.warn(`no site build at ${config.publicDir}: run \`npm run build\` first. Pages answer 503 until then; the forms work.`);
  }
}

function appOptions({ config, notifier, staffOptions }: Settings, store: LeadStore): AppOptions {
  return {
    store,
    delivery: notifier,
    outbox: { alertAfterMs: config.deliveryAlertMs, ceiling: config.mailCeiling },
    publicDir: config.publicDir,
    assetsDir: path.resolve('static'),
    rateLimit: config.rateLimitMax === 0 ? false : { max: config.rateLimitMax, timeWindowMs: config.rateLimitWindowMs },
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    acceptPlainBody: config.acceptPlainBody,
    siteUrl: config.siteUrl,
    staffOrigin: config.staffOrigin,
    csp: cspFileSource(config.publicDir, storeLog),
    httpLimits: config.httpLimits,
    staff: staffOptions,
    // The embedded store's disk; PostgreSQL's is the database server's to watch.
    lowDisk: store instanceof PgliteStore && config.lowDiskBytes > 0 ? { dir: store.dataDir, minFreeBytes: config.lowDiskBytes } : null,
  };
}

/** What runs beside the app and stops with it: the control socket (embedded store) and retention. */
interface Beside {
  control: { close(): Promise<void> } | null;
  retention: { stop(): void } | null;
}

/** SIGINT and SIGTERM stop the service within SHUTDOWN_LIMIT_MS (shutdown.ts), by force a little later. */
function stopOnSignals(app: FastifyInstance, store: LeadStore, notifier: Notifier | null, beside: Beside): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    // shutdown() is bounded; this is the last resort should something still hang.
    const force = setTimeout(() => {
      storeLog.error(`could not stop within ${SHUTDOWN_LIMIT_MS + 5000} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS + 5000);
    force.unref();
    try {
      beside.retention?.stop();
      await shutdown({ app, control: beside.control, store, notifier }, storeLog.warn);
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function printStarted({ config, notifier, retention }: Settings, store: LeadStore, port: number): void {
  const delivery = notifier
    ? `${notifier.kind} → ${notifier.target}`
    : 'none: submissions are stored only ("stored (no delivery configured)"); set SMTP_URL or FORWARD_URL to be notified';
  process.stdout.write(
    [
      `Lead service listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
      `  site:     ${config.publicDir}${fs.existsSync(config.publicDir) ? '' : ' (missing: run npm run build)'}`,
      `  store:    ${store.kind === 'pglite' ? `PGlite in ${store.location}` : `PostgreSQL ${store.location}`}`,
      `  delivery: ${delivery}`,
      `  forms:    POST /f/consultation, /f/contact, /f/service (rate limit ${config.rateLimitMax === 0 ? 'off' : `${config.rateLimitMax} per ${config.rateLimitWindowMs / 1000}s per address`})`,
      `  leads:    npm run leads -- list | export --format csv|json | retry | purge`,
      `  staff:    ${config.staffOrigin ? `${config.staffOrigin}/staff/` : `http://localhost:${port}/staff/`} (its own origin; first owner: npm run leads -- staff add "Name" email --role owner)`,
      `  runtime:  Node ${process.version} (time-zone data ${process.versions.tz ?? 'unknown'})`,
      `  kept:     ${retention ? `delivered submissions ${retention.deliveredDays} days, spam ${retention.spamDays} days, staff audit log ${retention.auditDays} days, failed sign-in addresses ${retention.auditAddressDays} days (RETENTION_DAYS, SPAM_RETENTION_DAYS, AUDIT_RETENTION_DAYS, AUDIT_ADDRESS_DAYS)` : 'forever (RETENTION_DAYS=off)'}`,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  // A runtime whose zone data is older than the gym's rules would show and count every time an hour off.
  const clockProblem = gymClockProblem(process.versions.tz);
  if (clockProblem) fail(clockProblem);
  const settings = readSettings();
  const { config } = settings;
  const store = await openStoreOrFail(config);
  warnAboutSetup(config);
  const app = await buildApp(appOptions(settings, store));
  const beside: Beside = { control: null, retention: null };
  stopOnSignals(app, store, settings.notifier, beside);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await store.close().catch(() => undefined);
    fail(`could not listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  }
  if (store instanceof PgliteStore) {
    const socket = controlSocketPath(store.dataDir);
    beside.control = await startControlServer(socket, store, app.outbox);
    store.lock.update({ socket });
  }
  if (settings.retention) beside.retention = startRetention(store, settings.retention, storeLog);
  const address = app.server.address();
  printStarted(settings, store, typeof address === 'object' && address ? address.port : config.port);
}

void main().catch((err: unknown) => fail(stackOf(err)));
