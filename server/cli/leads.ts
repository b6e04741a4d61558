/**
 * The commands on submissions: list, export, retry, purge, not-spam. Each checks its options before
 * anything is opened, then reads or changes the submissions through LeadsAccess (access.ts).
 */
import { GYM_TIME_ZONE } from '../../src/content/gym-time';
import type { ServiceConfig } from '../config';
import { createNotifier } from '../submissions/delivery';
import { isSuspectedSpam } from '../submissions/delivery/marks';
import { cutoffsFor, describePurge, purgeRetention, type Retention } from '../submissions/retention';
import type { NotSpamResult } from '../submissions';
import { readLock } from '../db/lock';
import { openAccess, type LeadsAccess } from './access';
import { CliError, textOption, type ParsedCommand } from './args';
import { toCsv, toJson, writeOutput } from './export';
import { describeHealth, formatTime, renderTable, terminalSafe } from './format';
import { fallbackReport, quarantineReport } from './quarantine';

type Out = (s: string) => void;

/** A command on submissions, its options checked. */
type Plan =
  | { name: 'list'; limit: string | undefined; all: boolean }
  | { name: 'export'; format: 'csv' | 'json'; output: string | undefined; bom: boolean }
  | { name: 'retry' }
  | { name: 'purge'; rules: Retention }
  | { name: 'not-spam'; id: string };

const ALL = 10_000_000;
const NOTHING_TO_RETRY = 'No delivery is configured, so there is nothing to retry: set SMTP_URL (with NOTIFY_TO) or FORWARD_URL.\n';

function planOf(command: ParsedCommand): Plan {
  switch (command.name) {
    case 'list':
      return { name: 'list', limit: textOption(command, 'limit'), all: command.values.all === true };
    case 'export': {
      const format = textOption(command, 'format');
      if (format !== 'csv' && format !== 'json') throw new CliError('export needs --format csv or --format json');
      return { name: 'export', format, output: textOption(command, 'output'), bom: command.values['no-bom'] !== true };
    }
    case 'purge':
      return { name: 'purge', rules: purgeRetention(textOption(command, 'older-than'), textOption(command, 'spam-older-than')) };
    case 'not-spam': {
      const id = command.positionals[0];
      if (!id) throw new CliError('not-spam needs the id of a submission (its first 8 characters are enough): npm run leads -- not-spam 1a2b3c4d');
      return { name: 'not-spam', id };
    }
    default:
      return { name: 'retry' };
  }
}

/**
 * What DATA_DIR keeps outside the database: the quarantine (embedded store, and the PostgreSQL
 * store's local journal alike) and, with DATABASE_URL, what that journal still waits to store.
 */
function quarantined(config: ServiceConfig): string {
  return quarantineReport(config.dataDir, formatTime, terminalSafe) + (config.databaseUrl ? fallbackReport(config.dataDir) : '');
}

/** list, export, retry, purge or not-spam; the exit code. */
export async function runLeadsCommand(command: ParsedCommand, config: ServiceConfig, out: Out): Promise<number> {
  const plan = planOf(command);
  if (plan.name === 'retry' && !config.databaseUrl && !readLock(config.dataDir)?.socket && !createNotifier(config)) {
    // Nothing could deliver: say so without opening the store.
    out(NOTHING_TO_RETRY);
    return 1;
  }
  const access = await openAccess(config);
  if (!access) return withoutStore(plan, config, out);
  try {
    switch (plan.name) {
      case 'list':
        return await list(plan, access, config, out);
      case 'export':
        writeOutput(plan.output, plan.format === 'csv' ? toCsv(await access.list(ALL), { bom: plan.bom }) : toJson(await access.list(ALL)), out);
        return 0;
      case 'not-spam':
        return describeNotSpam(await access.notSpam(plan.id), plan.id, out);
      case 'purge': {
        const cutoffs = cutoffsFor(plan.rules);
        out(`${describePurge(await access.purge(cutoffs), cutoffs)}\n`);
        return 0;
      }
      case 'retry':
        return await retry(access, out);
    }
  } finally {
    await access.close();
  }
}

/** The embedded store was never created: nothing to show, export or change. */
function withoutStore(plan: Plan, config: ServiceConfig, out: Out): number {
  if (plan.name === 'export') {
    writeOutput(plan.output, plan.format === 'csv' ? toCsv([], { bom: plan.bom }) : '[]\n', out);
    return 0;
  }
  out(`No submissions yet (no store in ${config.dataDir}).\n`);
  if (plan.name === 'list') out(quarantined(config));
  if (plan.name === 'purge') out('Nothing to remove: no store yet.\n');
  return plan.name === 'not-spam' ? 1 : 0;
}

async function list(plan: Extract<Plan, { name: 'list' }>, access: LeadsAccess, config: ServiceConfig, out: Out): Promise<number> {
  const limit = plan.all ? ALL : plan.limit ? Number(plan.limit) : 50;
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

/** Exit code 2 when some submissions still fail. */
async function retry(access: LeadsAccess, out: Out): Promise<number> {
  const result = await access.retry();
  if (result.via === null) {
    out(NOTHING_TO_RETRY);
    return 1;
  }
  out(`Re-queued ${result.requeued} undelivered submission${result.requeued === 1 ? '' : 's'} (via ${result.via}): ${result.delivered} delivered, ${result.failed} still failing.\n`);
  return result.failed > 0 ? 2 : 0;
}

function describeNotSpam(r: NotSpamResult, asked: string, out: Out): number {
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
