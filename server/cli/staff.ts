/**
 * `npm run leads -- staff …` and `npm run leads -- audit`: the server-side recovery path
 * of the staff inbox.
 *
 *   staff add "Name" email --role owner|staff   a member and their one-time enrolment link
 *   staff list                                  members, enrolled or not, revoked or not
 *   staff revoke <email|id>                     their sessions end at once, their links are void
 *   staff link <email|id>                       a new enrolment link; earlier ones are void
 *   audit [--limit N]                           the audit log, newest first (default 50)
 *
 * The operations run on the store (staffOp, control/operations.ts), reached directly or, with the
 * embedded store while the service runs, through the service's control socket (control/socket.ts), as
 * the other commands are.
 */
import type { StaffMember } from '../../src/staff/api';
import { hasHiddenFormat, hiddenFormatRefusal } from '../../src/staff/bidi';
import { auditWhat } from '../../src/staff/labels';
import type { ServiceConfig } from '../config';
import { CliError, textOption, type ParsedCommand } from './args';
import { formatTime, terminalSafe } from './format';
import { enrolmentUrl } from '../staff/routes';
import type { NewLink } from '../staff/store';
import type { StaffOp, StaffOpResult } from '../control/operations';

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}\.[^\s@<>"]{2,}$/;

const STAFF_USAGE = 'Usage: npm run leads -- staff add "Name" email --role owner|staff | staff list | staff revoke <email|id> | staff link <email|id>';

/** `audit [--limit N]`: the number of entries, 50 unless given. */
function auditLimit(command: ParsedCommand): number {
  const raw = textOption(command, 'limit') ?? '50';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 10_000) throw new CliError('--limit must be a whole number from 1 to 10000');
  return limit;
}

/** The `staff` or `audit` command as an operation; a CliError with the usage when it is not one. */
export function staffOpOf(command: ParsedCommand): StaffOp {
  if (command.name === 'audit') return { op: 'audit', limit: auditLimit(command) };
  const [sub, ...rest] = command.positionals;
  if (sub === 'add') {
    const [name, email] = rest;
    const role = textOption(command, 'role');
    if (!name || !email || !EMAIL.test(email)) throw new CliError('staff add needs a name and an email: npm run leads -- staff add "Alex Doe" alex@example.com --role owner');
    if (role !== 'owner' && role !== 'staff') throw new CliError('staff add needs --role owner or --role staff');
    if (name.trim().length > 100) throw new CliError('The name is at most 100 characters.');
    // As the inbox's invitation (staff/schemas.ts): what staff type themselves holds no bidi or invisible character.
    if (hasHiddenFormat(name, { exceptJoiners: true })) throw new CliError(hiddenFormatRefusal('The name'));
    if (hasHiddenFormat(email)) throw new CliError(hiddenFormatRefusal('The email'));
    return { op: 'add', name: name.trim(), email: email.trim(), role };
  }
  if (sub === 'list') return { op: 'list' };
  if ((sub === 'revoke' || sub === 'link') && rest[0]) return { op: sub, who: rest[0] };
  throw new CliError(STAFF_USAGE);
}

/**
 * Where enrolment links point: the inbox's origin, STAFF_ORIGIN, else the service on this machine as
 * `localhost` (server/staff/origin.ts): browsers refuse passkeys on an IP address (`127.0.0.1` is not a
 * valid WebAuthn relying party id), and allow them over plain http on `localhost` only.
 */
function linkBase(config: Pick<ServiceConfig, 'staffOrigin' | 'port'>): string {
  return config.staffOrigin ?? `http://localhost:${config.port}`;
}

function describeMember(m: StaffMember): string {
  const state = m.revokedAt ? `revoked ${formatTime(new Date(m.revokedAt))}` : m.enrolledAt ? `enrolled ${formatTime(new Date(m.enrolledAt))}` : 'not enrolled yet';
  return `${m.id}  ${terminalSafe(m.name)} <${terminalSafe(m.email)}>  ${m.role}  ${state}  ${m.passkeys} passkey${m.passkeys === 1 ? '' : 's'}`;
}

/** Prints an operation's result; the exit code. */
export function printStaffResult(op: StaffOp, result: StaffOpResult, config: Pick<ServiceConfig, 'staffOrigin' | 'port'>, out: (s: string) => void): number {
  if (!result.ok) throw new CliError(result.error);
  const linkLines = (): string => {
    const link = result.link as NewLink;
    return (
      `Enrolment link (works once, until ${formatTime(new Date(link.expiresAt))}):\n  ${enrolmentUrl(linkBase(config), link.token)}\n` +
      'Send it to them privately; opening it on their phone or computer lets them make a passkey.\n'
    );
  };
  switch (op.op) {
    case 'add':
      out(`Added ${terminalSafe(op.name)} <${terminalSafe(op.email)}> as ${op.role}.\n${linkLines()}`);
      return 0;
    case 'link':
      out(`New link for ${terminalSafe(result.member?.email ?? op.who)}; earlier links no longer work.\n${linkLines()}`);
      return 0;
    case 'revoke':
      out(`Revoked ${terminalSafe(result.member?.email ?? op.who)}: their sessions have ended and their links no longer work.\n`);
      return 0;
    case 'list': {
      const members = result.members ?? [];
      out(members.length === 0 ? 'No staff yet: npm run leads -- staff add "Name" email --role owner\n' : `${members.map(describeMember).join('\n')}\n`);
      return 0;
    }
    case 'audit': {
      const entries = result.entries ?? [];
      if (entries.length === 0) out('The audit log is empty.\n');
      for (const e of entries) {
        const who = e.actor ? terminalSafe(e.actor.name) : 'the service';
        // A read of the list: 'read 412 leads (the inbox), last read …' in place of its filters alone; a failed sign-in's address while kept.
        const detail = e.action === 'read' ? `${auditWhat(e)}${e.lastAt ? `, last read ${formatTime(new Date(e.lastAt))}` : ''}` : `${e.detail}${e.address ? ` (from ${e.address})` : ''}`;
        out(`${formatTime(new Date(e.at))}  ${e.action.padEnd(13)} ${who}${e.leadId ? `  lead ${e.leadId}` : ''}  ${terminalSafe(detail)}\n`);
      }
      return 0;
    }
  }
}
