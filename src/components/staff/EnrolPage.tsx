/** Enrolment from a one-time link (`/staff/enrol/#<token>`): the person makes a passkey on this device and is signed in. */
import { useEffect, useRef, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { startRegistration } from '@simplewebauthn/browser';
import type { StaffMe } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { enrolToken } from '../../staff/route';
import { staffTitle } from '../../staff/title';
import { passkeyProblem } from './passkey';
import * as s from './styles';

interface Props {
  hash: string;
  brand: string;
  onEnrolled: (me: StaffMe, next: string) => void;
}

export function EnrolPage({ hash, brand, onEnrolled }: Props) {
  // The token is read once: the fragment is then removed from the address bar (and from the history entry).
  const [token] = useState(() => enrolToken(hash));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    document.title = staffTitle('Enrol', brand);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [brand]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const enrol = async (): Promise<void> => {
    setBusy(true);
    setProblem('');
    try {
      const optionsJSON = await call<PublicKeyCredentialCreationOptionsJSON>('enrolOptions', { body: { token } });
      const response = await startRegistration({ optionsJSON });
      const me = await call<StaffMe>('enrolVerify', { body: { token, response } });
      onEnrolled(me, '/staff/');
    } catch (err) {
      setProblem(passkeyProblem(err, 'create your passkey'));
      setBusy(false);
    }
  };

  return (
    <div css={[s.panel, s.stack]} style={{ maxWidth: '34rem', margin: '0 auto' }}>
      <h1>Set up your passkey</h1>
      {token ? (
        <>
          <p>This link lets you make a passkey for the gym&apos;s lead inbox on this device. You will use it to sign in from now on: no password.</p>
          {problem && (
            <p css={s.errorNotice} role="alert" tabIndex={-1} ref={problemRef}>
              {problem}
            </p>
          )}
          <p>
            <button type="button" css={s.primary} onClick={() => void enrol()} disabled={busy}>
              {busy ? 'Waiting for your device…' : 'Create my passkey'}
            </button>
          </p>
        </>
      ) : (
        <p css={s.errorNotice} role="alert">
          This enrolment link is incomplete. Open the whole link you were sent, or ask the owner for a new one.
        </p>
      )}
    </div>
  );
}
