/**
 * One member's access on the Team page (owner): their passkeys and where they are signed in, shown on
 * request; removing one passkey (a lost phone) and signing them out everywhere, each asked first and
 * audited by the service.
 */
import { useState } from 'react';
import type { MemberAccess, StaffMember } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { fullTime } from '../../staff/time';
import { ConfirmButton } from './Confirm';
import * as s from './styles';
import { isolate } from '../../staff/bidi';
import { Isolated } from './Isolated';

interface Props {
  member: StaffMember;
  busy: boolean;
  /** The Team page's runner: busy while it runs, its failure shown at the top of the page. */
  run: (work: () => Promise<void>) => Promise<void>;
}

export function MemberAccessPanel({ member, busy, run }: Props) {
  const [access, setAccess] = useState<MemberAccess | null>(null);
  const [open, setOpen] = useState(false);
  const headingId = `access-${member.id}`;
  /** The member's name in the panel's own sentences, isolated (src/staff/bidi.ts). */
  const name = isolate(member.name);

  const toggle = (): void => {
    if (open) {
      setOpen(false);
      return;
    }
    void run(async () => {
      setAccess(await call<MemberAccess>('memberAccess', { id: member.id }));
      setOpen(true);
    });
  };
  const signOut = (): void =>
    void run(async () => {
      // Answered with nothing when the owner signed themselves out: the next call takes them to sign in.
      setAccess((await call<MemberAccess | undefined>('signOutMember', { id: member.id, body: {} })) ?? null);
    });

  return (
    <div css={s.stack}>
      <p style={{ margin: 0 }}>
        <button type="button" css={s.small} aria-expanded={open} onClick={toggle} disabled={busy}>
          {open ? `Hide passkeys and sign-ins of ${name}` : `Passkeys and sign-ins of ${name}`}
        </button>
      </p>
      {open && access && (
        <section css={s.stack} aria-labelledby={headingId} data-testid="member-access">
          <h3 id={headingId}>Passkeys of <Isolated text={member.name} /></h3>
          <Passkeys member={member} access={access} busy={busy} run={run} setAccess={setAccess} />
          <h3>Signed in</h3>
          <Sessions member={member} access={access} busy={busy} onSignOut={signOut} />
        </section>
      )}
    </div>
  );
}

interface PartProps {
  member: StaffMember;
  access: MemberAccess;
  busy: boolean;
}

/** The member's passkeys, each with its removal (asked first). */
function Passkeys({ member, access, busy, run, setAccess }: PartProps & Pick<Props, 'run'> & { setAccess: (access: MemberAccess) => void }) {
  const name = isolate(member.name);
  if (access.passkeys.length === 0) return <p css={s.muted}>No passkey: <Isolated text={member.name} /> cannot sign in until they use a new enrolment link.</p>;
  return (
    <ul css={s.plainList}>
      {access.passkeys.map((k, i) => (
        <li key={k.id} css={s.row} style={{ alignItems: 'center' }} data-testid="member-passkey">
          <span>
            Passkey {i + 1}: added {fullTime(k.createdAt)}, {k.lastUsedAt ? `last used ${fullTime(k.lastUsedAt)}` : 'not used to sign in yet'}
          </span>
          <ConfirmButton
            tone="danger"
            label={`Remove passkey ${i + 1}`}
            question={`Remove passkey ${i + 1} of ${name}? It stops signing them in and ends every sign-in made with it; their other passkeys stay.`}
            confirmLabel={`Yes, remove passkey ${i + 1}`}
            busy={busy}
            onConfirm={() =>
              void run(async () => {
                setAccess(await call<MemberAccess>('removePasskey', { id: member.id, body: { passkeyId: k.id } }));
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** Where the member is signed in, and signing them out everywhere (asked first). */
function Sessions({ member, access, busy, onSignOut }: PartProps & { onSignOut: () => void }) {
  const name = isolate(member.name);
  if (access.sessions.length === 0) return <p css={s.muted}><Isolated text={member.name} /> is not signed in anywhere.</p>;
  return (
    <>
      <ul css={s.plainList}>
        {access.sessions.map((session, i) => (
          <li key={`${session.startedAt}-${i}`} data-testid="member-session">
            Since {fullTime(session.startedAt)}, last active {fullTime(session.lastSeenAt)}
            {session.current ? ' (this browser)' : ''}
          </li>
        ))}
      </ul>
      <p style={{ margin: 0 }}>
        <ConfirmButton
          tone="danger"
          label={`Sign ${name} out everywhere`}
          question={`Sign ${name} out on every device now? They can sign in again with a passkey.`}
          confirmLabel={`Yes, sign ${name} out`}
          busy={busy}
          onConfirm={onSignOut}
        />
      </p>
    </>
  );
}
