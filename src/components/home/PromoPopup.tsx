import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Check, Copy, X } from 'lucide-react';
import { useSettings } from '../../hooks/useSettings';
import { Dialog } from '../ui/Dialog';
import { showToast } from '../../lib/toast-bus';
import { scrollToId } from '../../lib/scroll';
import { buttonPrimary } from '../ui/styles';
import { colors, fonts, radius, space } from '../../styles/theme';

const DISMISSED_KEY = 'promo-dismissed';

const box = css`
  width: min(460px, 92vw);
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-top: 6px solid ${colors.accent};
  border-radius: ${radius.lg};
  padding: ${space(8)} ${space(6)} ${space(6)};
  position: relative;
  text-align: center;
  h2 {
    font-size: 1.9rem;
    margin-bottom: ${space(2)};
  }
  ul {
    text-align: left;
    color: ${colors.muted};
    font-size: 0.9rem;
    padding-left: ${space(5)};
    margin: ${space(4)} 0 ${space(6)};
  }
`;

const codeRow = css`
  display: flex;
  align-items: stretch;
  gap: ${space(2)};
  margin: ${space(5)} 0 0;
  code {
    flex: 1;
    display: grid;
    place-items: center;
    font-family: ${fonts.heading};
    font-size: 1.7rem;
    letter-spacing: 0.08em;
    border: 2px dashed ${colors.accent};
    border-radius: ${radius.md};
    color: ${colors.text};
    padding: ${space(2)};
  }
  button {
    min-width: 110px;
  }
`;

const copyBtn = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  border-radius: ${radius.md};
  border: 1px solid ${colors.border};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  cursor: pointer;
  font-weight: 600;
  &:hover {
    border-color: ${colors.accent};
  }
`;

const closeBtn = css`
  position: absolute;
  top: ${space(2)};
  right: ${space(2)};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.muted};
  cursor: pointer;
  display: grid;
  place-items: center;
  &:hover {
    color: ${colors.text};
    background: ${colors.surfaceRaised};
  }
`;

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the popup may show again on the next page load.
  }
}

/** The promo popup: appears after the configured delay, offers the code, copy, close and claim. */
export function PromoPopup() {
  const { promo } = useSettings();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number>();

  useEffect(() => {
    if (wasDismissed()) return undefined;
    const id = window.setTimeout(() => setOpen(true), promo.delaySeconds * 1000);
    return () => window.clearTimeout(id);
  }, [promo.delaySeconds]);

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const close = useCallback(() => {
    setOpen(false);
    rememberDismissed();
  }, []);

  const copy = async () => {
    try {
      // Typed as always there, but a page served over plain HTTP (not localhost) has no clipboard.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) throw new Error('Clipboard unavailable');
      await clipboard.writeText(promo.code);
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), promo.copiedSeconds * 1000);
      showToast({ kind: 'success', title: 'Promo Code Copied!', text: `Code ${promo.code} is on your clipboard. Use it when you sign up.` });
    } catch {
      showToast({ kind: 'error', title: 'Copy Failed', text: `Please copy the code manually: ${promo.code}` });
    }
  };

  const claim = () => {
    close();
    window.setTimeout(() => scrollToId('membership'), 0);
  };

  return (
    <Dialog open={open} onClose={close} labelledBy="promo-heading" styles={box} testId="promo-popup">
      <button type="button" css={closeBtn} onClick={close} aria-label="Close offer">
        <X aria-hidden="true" />
      </button>
      <p css={css`color: ${colors.accent}; font-family: ${fonts.heading}; letter-spacing: 0.16em; text-transform: uppercase; margin: 0;`}>
        {promo.eyebrow}
      </p>
      <h2 id="promo-heading">{promo.headline}</h2>
      <p css={css`margin: 0;`}>{promo.offer}</p>
      <div css={codeRow}>
        <code data-testid="promo-code">{promo.code}</code>
        <button type="button" css={copyBtn} onClick={() => void copy()} aria-label={copied ? 'Copied' : `Copy code ${promo.code}`}>
          {copied ? (
            <>
              <Check size={18} aria-hidden="true" /> Copied!
            </>
          ) : (
            <>
              <Copy size={18} aria-hidden="true" /> Copy
            </>
          )}
        </button>
      </div>
      <ul>
        {promo.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <button type="button" css={[buttonPrimary, css`width: 100%;`]} onClick={claim}>
        Claim Offer
      </button>
    </Dialog>
  );
}
