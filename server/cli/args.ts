/**
 * The command line of `npm run leads`: its usage text, and each command's options read with node:util's
 * parseArgs. Strict: an option a command does not know, an option without its value and an argument
 * too many are refused with a message naming them.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A mistake on the command line or in what it asks for: printed as `leads: <message>`, exit code 1. */
export class CliError extends Error {}

export const USAGE = `Usage: npm run leads -- <command>

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
  backup FILE                               a consistent copy of the whole store into FILE (a new file),
                                            also while the service runs
  restore FILE                              fill an empty DATA_DIR from a backup, checked first

Reads DATA_DIR (default .data) or DATABASE_URL, like the service.`;

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

/** Each command's options, and how many arguments it takes besides them (`staff add "Name" email`: three). */
const COMMANDS = {
  list: { options: { limit: text, all: flag }, positionals: 0 },
  export: { options: { format: text, output: text, 'no-bom': flag }, positionals: 0 },
  retry: { options: {}, positionals: 0 },
  purge: { options: { 'older-than': text, 'spam-older-than': text }, positionals: 0 },
  'not-spam': { options: {}, positionals: 1 },
  staff: { options: { role: text }, positionals: 3 },
  audit: { options: { limit: text }, positionals: 0 },
  backup: { options: {}, positionals: 1 },
  restore: { options: {}, positionals: 1 },
} as const;

export type CommandName = keyof typeof COMMANDS;

/** A command as typed: its name, its arguments and its options' values (by name, without the dashes). */
export interface ParsedCommand {
  name: CommandName;
  positionals: string[];
  /** No option is `multiple`, so no value is a list. */
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
}

export function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

/** An option's text value; undefined when it was not given. */
export function textOption(command: ParsedCommand, name: string): string | undefined {
  const v = command.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** parseArgs' refusal in this tool's words, with the usage. */
function refusal(name: CommandName, err: unknown): CliError {
  const { code, message } = err as { code?: string; message?: string };
  const said = message ?? String(err);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new CliError(`Unknown option ${/'([^']+)'/.exec(said)?.[1] ?? said} for ${name}.\n\n${USAGE}`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new CliError(`${name}: ${said}`);
  return new CliError(`${name}: ${said}\n\n${USAGE}`);
}

/** Reads the arguments after the command's name; a CliError for anything the command does not take. */
export function parseCommand(name: CommandName, args: string[]): ParsedCommand {
  const spec: { options: ParseArgsOptionsConfig; positionals: number } = COMMANDS[name];
  let parsed: Omit<ParsedCommand, 'name'>;
  try {
    parsed = parseArgs({ args, options: spec.options, strict: true, allowPositionals: true });
  } catch (err) {
    throw refusal(name, err);
  }
  if (parsed.positionals.length > spec.positionals) throw new CliError(`Unexpected argument "${parsed.positionals[spec.positionals]}" for ${name}.\n\n${USAGE}`);
  return { name, positionals: parsed.positionals, values: parsed.values };
}
