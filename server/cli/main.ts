/**
 * `npm run leads -- <command>`: the gym's view of what visitors sent.
 *
 *   list [--limit N | --all]              newest first, as a table
 *   export --format csv|json [--output F] every submission with its delivery state
 *   retry                                 re-queue everything undelivered and deliver it now
 *   purge [--older-than DAYS]             retention: delete old delivered submissions and spam, old audit entries
 *   not-spam <id>                         a suspected-spam submission is delivered as a normal one
 *   staff add|list|revoke|link, audit     the staff inbox's members and audit log (staff.ts)
 *   backup FILE, restore FILE             a copy of the whole embedded store, and an empty DATA_DIR filled from one (backup.ts)
 *
 * The arguments are read in args.ts, the submissions' commands run in leads.ts, and every command
 * reaches the store, or the running service's control socket, through access.ts.
 */
import { gymClockProblem } from '../../src/content/gym-time';
import { ConfigError, readConfig, type ServiceConfig } from '../config';
import { DataDirError } from '../db/data-dir';
import { openOrCreateAccess } from './access';
import { runBackup, runRestore } from './backup';
import { CliError, USAGE, isCommand, parseCommand, type ParsedCommand } from './args';
import { runLeadsCommand } from './leads';
import { printStaffResult, staffOpOf } from './staff';

export { CliError } from './args';

/** Runs one command line (without `node` and the script); the exit code. Mistakes throw CliError, ConfigError or DataDirError. */
export async function runCli(args: string[], out: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> {
  const name = args[0];
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    out(`${USAGE}\n`);
    return name ? 0 : 1;
  }
  if (!isCommand(name)) throw new CliError(`Unknown command "${name}".\n\n${USAGE}`);
  const command = parseCommand(name, args.slice(1));
  const config = readConfig();
  if (name === 'staff' || name === 'audit') return runStaff(command, config, out);
  if (name === 'backup') return runBackup(command, config, out);
  if (name === 'restore') return runRestore(command, config, out);
  return runLeadsCommand(command, config, out);
}

async function runStaff(command: ParsedCommand, config: ServiceConfig, out: (s: string) => void): Promise<number> {
  const op = staffOpOf(command);
  const access = await openOrCreateAccess(config);
  try {
    return printStaffResult(op, await access.staff(op), config, out);
  } finally {
    await access.close();
  }
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
