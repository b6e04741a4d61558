/** Sign in with a passkey (discoverable: no name or email to type), then back to where the person was going. */
import { useEffect, useRef, useState } from 'react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { startAuthentication } from '@simplewebauthn/browser';
import type { StaffMe } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { safeNext } from '../../staff/route';
import { staffTitle } from '../../staff/title';
import { passkeyProblem } from './passkey';
import * as s from './styles';

interface Props {
  search: string;
  brand: string;
  onSignedIn: (me: StaffMe, next: string) => void;
}

export function SignInPage({ search, brand, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const problemRef = useRef<HTMLParagraphElement>(null);
  const next = safeNext(new URLSearchParams(search).get('next'));

  useEffect(() => {
    document.title = staffTitle('Sign in', brand);
  }, [brand]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const signIn = async (): Promise<void> => {
    setBusy(true);
    setProblem('');
    try {
      const optionsJSON = await call<PublicKeyCredentialRequestOptionsJSON>('signInOptions', { body: {} });
      const response = await startAuthentication({ optionsJSON });
      const me = await call<StaffMe>('signInVerify', { body: { response } });
      onSignedIn(me, next);
    } catch (err) {
      setProblem(passkeyProblem(err, 'sign in'));
      setBusy(false);
    }
  };

  return (
    <div css={[s.panel, s.stack]} style={{ maxWidth: '34rem', margin: '0 auto' }}>
      <h1>Staff sign-in</h1>
      <p>Sign in with the passkey you made when you enrolled: your phone or computer asks for your fingerprint, face or screen lock.</p>
      {problem && (
        <p css={s.errorNotice} role="alert" tabIndex={-1} ref={problemRef}>
          {problem}
        </p>
      )}
      <p>
        <button type="button" css={s.primary} onClick={() => void signIn()} disabled={busy}>
          {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </button>
      </p>
      <p css={s.muted}>No passkey yet? Ask the owner for an enrolment link. Lost your device? The owner can send you a new link.</p>
    </div>
  );
}
