/** Staff management (owner): who has access, invitations with a link to copy, new links, revoking, each one's passkeys and sign-ins. */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { EnrolmentLink, StaffMe, StaffMember, StaffRole } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { fullTime } from '../../staff/time';
import { staffTitle } from '../../staff/title';
import { useStaffSession, type StaffSession } from './StaffContext';
import { ConfirmButton } from './Confirm';
import { MemberAccessPanel } from './MemberAccessPanel';
import { ownerOnly, ownerProblem } from './useOwnerOnly';
import * as s from './styles';
import { Isolated } from './Isolated';
import { isolate } from '../../staff/bidi';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; staff: StaffMember[] };
/** Runs a change of the team (./MemberAccessPanel.tsx runs its own through it). */
type Run = (work: () => Promise<void>) => Promise<void>;

function LinkBox({ who, link }: { who: string; link: EnrolmentLink }) {
  const [copied, setCopied] = useState('');
  const copy = (): void => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setCopied('Copying is blocked here: select the link and copy it by hand.');
      return;
    }
    clipboard
      .writeText(link.url)
      .then(() => setCopied('Copied.'))
      .catch(() => setCopied('Copying is blocked here: select the link and copy it by hand.'));
  };
  return (
    <div css={[s.okNotice, s.stack]} role="status">
      <p style={{ margin: 0 }}>
        Enrolment link for {who}. Send it to them yourself (text or email); it works once, until {fullTime(link.expiresAt)}.
      </p>
      <div css={s.field}>
        <label htmlFor="enrol-link">Enrolment link</label>
        <input id="enrol-link" css={s.controlCss} readOnly value={link.url} onFocus={(e) => e.target.select()} />
      </div>
      <p css={s.row} style={{ margin: 0, alignItems: 'center' }}>
        <button type="button" css={s.secondary} onClick={copy}>
          Copy link
        </button>
        <span>{copied}</span>
      </p>
    </div>
  );
}

type ShownLink = { who: string; link: EnrolmentLink };

export function TeamPage() {
  const { me, handleError, brand } = useStaffSession();
  const invitee = useInvitee();
  const [link, setLink] = useState<ShownLink | null>(null);
  useEffect(() => {
    document.title = staffTitle('Team', brand);
  }, [brand]);
  const { load, reload } = useTeamList(me, handleError);
  const { busy, problem, run } = useTeamRunner(reload, handleError);

  if (me.role !== 'owner') return <p css={s.notice}>{ownerOnly('manage staff')}</p>;

  const invite = (e: FormEvent): void => {
    e.preventDefault();
    void run(async () => {
      const made = await call<EnrolmentLink>('invite', { body: { name: invitee.name.trim(), email: invitee.email.trim(), role: invitee.role } });
      setLink({ who: invitee.name.trim(), link: made });
      invitee.setName('');
      invitee.setEmail('');
      invitee.setRole('staff');
    });
  };

  return (
    <div css={s.stack}>
      <h1>Team</h1>
      {problem && (
        <p css={s.errorNotice} role="alert">
          {problem}
        </p>
      )}
      {link && <LinkBox who={link.who} link={link.link} />}
      <InviteForm invitee={invitee} busy={busy} onSubmit={invite} />
      <section css={[s.panel, s.stack]} aria-labelledby="people-h">
        <h2 id="people-h">People with access</h2>
        {load.status === 'loading' && <p role="status">Loading the team…</p>}
        {load.status === 'error' && (
          <p css={s.errorNotice} role="alert">
            {load.message}
          </p>
        )}
        {load.status === 'ready' && (
          <ul css={s.plainList}>
            {load.staff.map((m) => (
              <MemberItem key={m.id} member={m} me={me} busy={busy} run={run} setLink={setLink} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Who is being invited, as typed. */
interface Invitee {
  name: string;
  setName: (name: string) => void;
  email: string;
  setEmail: (email: string) => void;
  role: StaffRole;
  setRole: (role: StaffRole) => void;
}

function useInvitee(): Invitee {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  return { name, setName, email, setEmail, role, setRole };
}

/** The team as the service lists it (an owner's only), and the way to read it again. */
function useTeamList(me: StaffMe, handleError: StaffSession['handleError']): { load: Load; reload: () => void } {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    call<StaffMember[]>('staffList')
      .then((staff) => setLoad({ status: 'ready', staff }))
      .catch((err: unknown) => setLoad({ status: 'error', message: ownerProblem(handleError(err), 'manage staff') }));
  }, [handleError]);
  useEffect(() => {
    if (me.role === 'owner') reload();
  }, [me.role, reload]);
  return { load, reload };
}

/** The page's runner of changes: busy while one runs, the list read again after it, its failure shown at the top. */
function useTeamRunner(reload: () => void, handleError: StaffSession['handleError']): { busy: boolean; problem: string; run: Run } {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const run: Run = async (work) => {
    setBusy(true);
    setProblem('');
    try {
      await work();
      reload();
    } catch (err) {
      setProblem(ownerProblem(handleError(err), 'manage staff'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}

function InviteForm({ invitee, busy, onSubmit }: { invitee: Invitee; busy: boolean; onSubmit: (e: FormEvent) => void }) {
  const { name, setName, email, setEmail, role, setRole } = invitee;
  return (
    <form css={[s.panel, s.stack]} onSubmit={onSubmit} aria-labelledby="invite-h">
      <h2 id="invite-h">Invite someone</h2>
      <div css={s.row}>
        <div css={s.field} style={{ flex: '1 1 12rem' }}>
          <label htmlFor="invite-name">Name</label>
          <input id="invite-name" css={s.controlCss} required maxLength={100} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div css={s.field} style={{ flex: '1 1 14rem' }}>
          <label htmlFor="invite-email">Email</label>
          <input id="invite-email" type="email" css={s.controlCss} required maxLength={200} autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div css={s.field} style={{ flex: '1 1 9rem' }}>
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" css={s.selectCss} value={role} onChange={(e) => setRole(e.target.value === 'owner' ? 'owner' : 'staff')}>
            <option value="staff">Staff (works leads)</option>
            <option value="owner">Owner (also team, export, audit)</option>
          </select>
        </div>
        <button type="submit" css={s.primary} disabled={busy}>
          Make enrolment link
        </button>
      </div>
    </form>
  );
}

interface MemberProps {
  member: StaffMember;
  me: StaffMe;
  busy: boolean;
  run: Run;
  setLink: (link: ShownLink) => void;
}

/** One person with access: who they are, where they stand, and (for anyone but oneself) a new link and revoking. */
function MemberItem({ member: m, me, busy, run, setLink }: MemberProps) {
  return (
    <li css={[s.notice, s.stack]} data-testid="staff-member">
      <div>
        <strong><Isolated text={m.name} /></strong> · <Isolated text={m.email} /> · {m.role === 'owner' ? 'Owner' : 'Staff'}
        <br />
        <span css={s.muted}>
          {m.revokedAt
            ? `Revoked ${fullTime(m.revokedAt)}`
            : m.enrolledAt
              ? `Enrolled ${fullTime(m.enrolledAt)} · ${m.passkeys} passkey${m.passkeys === 1 ? '' : 's'}`
              : 'Has not used the enrolment link yet'}
        </span>
      </div>
      {!m.revokedAt && m.id !== me.id && (
        <div css={s.row}>
          <button
            type="button"
            css={s.secondary}
            disabled={busy}
            onClick={() => void run(async () => setLink({ who: m.name, link: await call<EnrolmentLink>('newLink', { id: m.id, body: {} }) }))}
          >
            New link for <Isolated text={m.name} />
          </button>
          <ConfirmButton
            tone="danger"
            label={`Revoke ${isolate(m.name)}`}
            question={`Revoke ${isolate(m.name)}? They are signed out at once and their passkeys stop working.`}
            confirmLabel={`Yes, revoke ${isolate(m.name)}`}
            busy={busy}
            onConfirm={() =>
              void run(async () => {
                await call<StaffMember>('revoke', { id: m.id, body: {} });
              })
            }
          />
        </div>
      )}
      {!m.revokedAt && m.enrolledAt && <MemberAccessPanel member={m} busy={busy} run={run} />}
    </li>
  );
}
