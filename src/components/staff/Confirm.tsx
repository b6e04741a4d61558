/** A button that asks first, in place: "Revoke Ann?" with the real action and Cancel; focus moves to the question. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as s from './styles';

interface Props {
  label: ReactNode;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  tone?: 'danger' | 'plain';
}

export function ConfirmButton({ label, question, confirmLabel, onConfirm, busy = false, tone = 'plain' }: Props) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const id = useId();
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) first.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" ref={first} css={tone === 'danger' ? s.danger : s.secondary} onClick={() => setAsking(true)} disabled={busy}>
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={id} css={[s.notice, s.stack]}>
      <p id={id} style={{ margin: 0 }}>
        {question}
      </p>
      <div css={s.row}>
        <button
          type="button"
          ref={yes}
          css={tone === 'danger' ? s.danger : s.primary}
          disabled={busy}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" css={s.secondary} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
