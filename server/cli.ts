/**
 * `npm run leads -- <command>`: the gym's view of what visitors sent.
 *
 *   list [--limit N | --all]              newest first, as a table
 *   export --format csv|json [--output F] every submission with its delivery state
 *   retry                                 re-queue everything undelivered and deliver it now
 *   purge [--older-than DAYS]             retention: delete old delivered submissions and spam, old audit entries
 *   not-spam <id>                         a suspected-spam submission is delivered as a normal one
 *   staff add|list|revoke|link, audit     the staff inbox's members and audit log (cliStaff.ts)
 *
 * With the embedded store (PGlite) and the service running, the command talks to the service over
 * its control socket (PGlite allows one process); otherwise it opens the store itself. With
 * DATABASE_URL it always reads PostgreSQL directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GYM_TIME_ZONE, gymClockProblem } from '../src/content/gym-time';
import { fallbackReport, quarantineReport } from './cliQuarantine';
import { StaffCliError, parseStaffArgs, printStaffResult, staffOp, type StaffOp, type StaffOpResult } from './cliStaff';
import { ConfigError, readConfig, type ServiceConfig } from './config';
import { cutoffsFor, describePurge, purgeRetention } from './retention';
import { controlRequest, retryNow, type RetryResult } from './control';
import { Outbox, createNotifier } from './delivery';
import { isSuspectedSpam } from './delivery/suspect';
import { PgliteStore, PostgresStore, type DeliveryHealth, type LeadStore, type NotSpamResult, type PurgeCutoffs, type PurgeResult, type StoreCounts, type StoredSubmission } from './store';
import { DataDirError, inspectDataDir } from './store/dataDir';
import { StoreLockedError, readLock } from './store/lock';
import { describeHealth, formatTime, renderTable, terminalSafe, toCsv, toJson } from './cliFormat';

export { CSV_COLUMNS, csvCell, describeHealth, describeState, formatTime, renderTable, terminalSafe, toCsv, toJson } from './cliFormat';

/** What the commands need, whether from the store or from the running service. */
interface LeadsAccess {
  list(limit: number): Promise<StoredSubmission[]>;
  counts(): Promise<StoreCounts>;
  /** How long the oldest undelivered submission has waited. */
  health(): Promise<DeliveryHealth>;
  retry(): Promise<RetryResult>;
  purge(cutoffs: PurgeCutoffs): Promise<PurgeResult>;
  notSpam(id: string): Promise<NotSpamResult>;
  /** A staff command (cliStaff.ts). */
  staff(op: StaffOp): Promise<StaffOpResult>;
  close(): Promise<void>;
  /** How submissions are delivered, as the service (or this environment) is configured. */
  deliveryConfigured: boolean;
}

export class CliError extends Error {}

function revive(row: StoredSubmission): StoredSubmission {
  const d = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
  return { ...row, createdAt: d(row.createdAt) as Date, nextAttemptAt: d(row.nextAttemptAt), deliveredAt: d(row.deliveredAt) };
}

function storeAccess(store: LeadStore, config: ServiceConfig): LeadsAccess {
  const notifier = createNotifier(config);
  return {
    list: (limit) => store.list({ limit }),
    counts: () => store.counts(),
    health: () => store.deliveryHealth(),
    retry: async () => retryNow(store, notifier ? new Outbox(store, notifier, { giveUpAfterMs: Number.MAX_SAFE_INTEGER }) : null),
    purge: (cutoffs) => store.purge(cutoffs),
    notSpam: (id) => store.markNotSpam(id),
    staff: (op) => staffOp(store.staff, op),
    close: async () => {
      await notifier?.close?.();
      await store.close();
    },
    deliveryConfigured: notifier !== null,
  };
}

async function socketAccess(socket: string): Promise<LeadsAccess> {
  const delivery = await controlRequest<{ via: string | null }>(socket, 'GET', '/delivery');
  return {
    list: async (limit) => (await controlRequest<StoredSubmission[]>(socket, 'GET', `/submissions?limit=${limit}`)).map(revive),
    counts: () => controlRequest<StoreCounts>(socket, 'GET', '/counts'),
    health: async () => {
      const h = await controlRequest<DeliveryHealth>(socket, 'GET', '/health');
      return { ...h, oldest: h.oldest ? new Date(h.oldest) : null };
    },
    retry: () => controlRequest<RetryResult>(socket, 'POST', '/retry'),
    purge: async (cutoffs) => {
      const q = (Object.entries(cutoffs) as [keyof PurgeCutoffs, Date][]).map(([name, at]) => `${name}=${encodeURIComponent(at.toISOString())}`).join('&');
      const r = await controlRequest<PurgeResult>(socket, 'POST', `/purge?${q}`);
      return { ...r, oldest: r.oldest ? new Date(r.oldest) : null, newest: r.newest ? new Date(r.newest) : null };
    },
    notSpam: async (id) => {
      const r = await controlRequest<NotSpamResult>(socket, 'POST', `/not-spam?id=${encodeURIComponent(id)}`);
      return { ...r, deliveredAt: r.deliveredAt ? new Date(r.deliveredAt) : null };
    },
    staff: (op) => controlRequest<StaffOpResult>(socket, 'POST', `/staff?op=${encodeURIComponent(JSON.stringify(op))}`),
    close: () => Promise.resolve(),
    deliveryConfigured: delivery.via !== null,
  };
}

/** Opens whatever holds the submissions; null when the embedded store was never created. */
export async function openAccess(config: ServiceConfig): Promise<LeadsAccess | null> {
  if (config.databaseUrl) return storeAccess(await PostgresStore.open(config.databaseUrl, { timeouts: config.databaseTimeouts }), config);
  if (!fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    // No database yet, unless journal files say one is missing (then the command says so).
    if (fs.existsSync(config.dataDir)) inspectDataDir(config.dataDir);
    return null;
  }
  const holder = readLock(config.dataDir);
  if (holder?.socket) return socketAccess(holder.socket);
  try {
    return storeAccess(await PgliteStore.open({ dataDir: config.dataDir, role: 'cli' }), config);
  } catch (err) {
    if (err instanceof StoreLockedError && err.info?.socket) return socketAccess(err.info.socket);
    if (err instanceof StoreLockedError) throw new CliError(`${err.message} Try again when it has finished.`);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------

const USAGE = `Usage: npm run leads -- <command>

  list [--limit N | --all]                  submissions, newest first (default 50)
  export --format csv|json [--output FILE]  every submission with its delivery state
         [--no-bom]                         (CSV: leave out the UTF-8 byte-order mark)
  retry                                     re-queue undelivered submissions and send them now
  purge [--older-than DAYS]                 delete delivered submissions older than DAYS (default
        [--spam-older-than DAYS]            RETENTION_DAYS, 180) and spam older than 30 days; and
                                            audit entries and sign-in addresses past
                                            AUDIT_RETENTION_DAYS (730) and AUDIT_ADDRESS_DAYS (30)
  not-spam <id>                             a submission marked as suspected spam becomes a normal one
  staff add "Name" email --role owner|staff  a staff member and their one-time enrolment link
  staff list | revoke <email|id> | link <email|id>   members; end their sessions; a new link
  audit [--limit N]                         the staff inbox's audit log, newest first (default 50)

Reads DATA_DIR (default .data) or DATABASE_URL, like the service.`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

const ALL = 10_000_000;

export async function runCli(args: string[], out: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> {
  const command = args[0];
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    out(`${USAGE}\n`);
    return command ? 0 : 1;
  }
  if (!['list', 'export', 'retry', 'purge', 'not-spam', 'staff', 'audit'].includes(command)) throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  const config = readConfig();
  if (command === 'staff' || command === 'audit') return runStaff(args, config, out);
  const purgeRules = command === 'purge' ? purgeRetention(option(args, '--older-than'), option(args, '--spam-older-than')) : null;
  let format: string | undefined;
  if (command === 'export') {
    format = option(args, '--format');
    if (format !== 'csv' && format !== 'json') throw new CliError('export needs --format csv or --format json');
  }
  if (command === 'retry' && !config.databaseUrl && !readLock(config.dataDir)?.socket && !createNotifier(config)) {
    // Nothing could deliver: say so without opening the store.
    out('No delivery is configured, so there is nothing to retry: set SMTP_URL (with NOTIFY_TO) or FORWARD_URL.\n');
    return 1;
  }
  const notSpamId = command === 'not-spam' ? args[1] : undefined;
  if (command === 'not-spam' && !notSpamId) throw new CliError('not-spam needs the id of a submission (its first 8 characters are enough): npm run leads -- not-spam 1a2b3c4d');
  const access = await openAccess(config);
  if (!access) {
    if (command === 'export') {
      const empty = format === 'csv' ? toCsv([], { bom: !args.includes('--no-bom') }) : '[]\n';
      writeOutput(option(args, '--output'), empty, out);
    } else {
      out(`No submissions yet (no store in ${config.dataDir}).\n`);
      if (command === 'list') out(quarantined(config));
      if (command === 'purge') out('Nothing to remove: no store yet.\n');
      if (notSpamId) return 1;
    }
    return 0;
  }
  try {
    if (command === 'list') {
      const limitArg = option(args, '--limit');
      const limit = args.includes('--all') ? ALL : limitArg ? Number(limitArg) : 50;
      if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a positive whole number');
      const [rows, counts, health] = await Promise.all([access.list(limit), access.counts(), access.health()]);
      if (rows.length === 0) {
        out(`No submissions yet.\n${quarantined(config)}`);
        return 0;
      }
      out(`${renderTable(rows)}\n\n`);
      const parts = Object.entries(counts.byState)
        .filter(([, n]) => n > 0)
        .map(([state, n]) => `${n} ${state === 'stored' ? 'stored (no delivery configured)' : state}`);
      out(`${counts.total} submission${counts.total === 1 ? '' : 's'}: ${parts.join(', ')}. Times in ${GYM_TIME_ZONE}.\n`);
      if (rows.length < counts.total) out(`Showing the newest ${rows.length}; use --limit N or --all for more.\n`);
      out(describeHealth(health, config.deliveryAlertMs));
      const suspected = rows.filter(isSuspectedSpam).length;
      if (suspected > 0) {
        out(
          `${suspected} shown ${suspected === 1 ? 'is' : 'are'} suspected spam (the hidden anti-spam field was filled, the form otherwise valid): ` +
            'delivered with "[Suspected spam]" in the subject. `npm run leads -- not-spam <id>` (the id shown) makes one a normal submission.\n',
        );
      }
      if (counts.byState.stored > 0) {
        out(
          access.deliveryConfigured
            ? 'Some submissions were stored while no delivery was configured: `npm run leads -- retry` sends them now.\n'
            : 'No delivery is configured: set SMTP_URL (with NOTIFY_TO) or FORWARD_URL to be notified of new submissions.\n',
        );
      }
      const kept = quarantined(config);
      if (kept) out(`\n${kept}`);
      return 0;
    }
    if (command === 'export') {
      const rows = await access.list(ALL);
      const text = format === 'csv' ? toCsv(rows, { bom: !args.includes('--no-bom') }) : toJson(rows);
      writeOutput(option(args, '--output'), text, out);
      return 0;
    }
    if (notSpamId) return describeNotSpam(await access.notSpam(notSpamId), notSpamId, out);
    if (purgeRules) {
      const cutoffs = cutoffsFor(purgeRules);
      out(`${describePurge(await access.purge(cutoffs), cutoffs)}\n`);
      return 0;
    }
    // retry
    const result = await access.retry();
    if (result.via === null) {
      out('No delivery is configured, so there is nothing to retry: set SMTP_URL (with NOTIFY_TO) or FORWARD_URL.\n');
      return 1;
    }
    out(`Re-queued ${result.requeued} undelivered submission${result.requeued === 1 ? '' : 's'} (via ${result.via}): ${result.delivered} delivered, ${result.failed} still failing.\n`);
    return result.failed > 0 ? 2 : 0;
  } finally {
    await access.close();
  }
}

async function runStaff(args: string[], config: ServiceConfig, out: (s: string) => void): Promise<number> {
  let op: StaffOp;
  try {
    op = parseStaffArgs(args);
  } catch (err) {
    throw err instanceof StaffCliError ? new CliError(err.message) : err;
  }
  // The first owner may be added before the service ever ran: the embedded store is created then.
  const access = (await openAccess(config)) ?? storeAccess(await PgliteStore.open({ dataDir: config.dataDir, role: 'cli' }), config);
  try {
    return printStaffResult(op, await access.staff(op), config, out);
  } catch (err) {
    throw err instanceof StaffCliError ? new CliError(err.message) : err;
  } finally {
    await access.close();
  }
}

function describeNotSpam(r: NotSpamResult, asked: string, out: (s: string) => void): number {
  const id = r.id ?? asked;
  switch (r.outcome) {
    case 'moved':
      out(`${id}: no longer suspected spam; ${r.deliveryState === 'stored' ? 'it is delivered once delivery is configured' : 'it is delivered as a normal submission'}.\n`);
      return 0;
    case 'already-delivered':
      out(`${id}: no longer marked as suspected spam. It was already delivered to the gym${r.deliveredAt ? ` (${formatTime(r.deliveredAt)})` : ''}, with "[Suspected spam]" in the subject: nothing is sent again.\n`);
      return 0;
    case 'not-spam':
      out(`${id} is not marked as spam: nothing to change.\n`);
      return 0;
    case 'not-a-form':
      throw new CliError(`${id} filled the hidden anti-spam field and did not pass the form's checks either: there is no form to deliver. \`npm run leads -- export --format json\` shows what was sent.`);
    case 'ambiguous':
      throw new CliError(`More than one submission's id starts with "${asked}": give more of it.`);
    default:
      throw new CliError(`No submission's id starts with "${asked}" (give at least its first 8 characters, as \`npm run leads -- list\` shows them).`);
  }
}

/**
 * What DATA_DIR keeps outside the database: the quarantine (embedded store, and the PostgreSQL
 * store's local journal alike) and, with DATABASE_URL, what that journal still waits to store.
 */
function quarantined(config: ServiceConfig): string {
  return quarantineReport(config.dataDir, formatTime, terminalSafe) + (config.databaseUrl ? fallbackReport(config.dataDir) : '');
}

function writeOutput(file: string | undefined, text: string, out: (s: string) => void): void {
  if (file) {
    // Personal answers: readable by the owner only, also when the file existed with looser modes.
    const fd = fs.openSync(file, 'w', 0o600);
    try {
      fs.fchmodSync(fd, 0o600);
      fs.writeFileSync(fd, text);
    } finally {
      fs.closeSync(fd);
    }
    process.stderr.write(`Wrote ${file}\n`);
  } else out(text);
}

/**
 * Ends the command with `code` without cutting its output short: process.exit() right after a large
 * write to a pipe drops what has not drained yet (65,536 of 157,452 bytes through `| wc -c`). The
 * process ends by itself once everything is written; should some handle keep it alive, it exits
 * after stdout and stderr have been flushed.
 */
function finish(code: number): void {
  process.exitCode = code;
  const timer = setTimeout(() => {
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  }, 2_000);
  timer.unref();
}

if (require.main === module) {
  const clockProblem = gymClockProblem(process.versions.tz);
  if (clockProblem) {
    process.stderr.write(`leads: ${clockProblem}\n`);
    process.exit(1);
  }
  process.umask(0o077); // whatever the command creates is for its user only
  runCli(process.argv.slice(2)).then(finish, (err: unknown) => {
    const known = err instanceof CliError || err instanceof ConfigError || err instanceof DataDirError;
    process.stderr.write(`leads: ${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    finish(1);
  });
}
