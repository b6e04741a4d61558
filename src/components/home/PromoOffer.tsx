import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Check, Copy, X } from '../ui/icons';
import { useSettings } from '../../hooks/useSettings';
import { showToast } from '../../browser/toast-bus';
import { buttonPrimary } from '../ui/styles';
import { fillSlots } from '../../lib/rich-text';
import { colors, fonts, radius, space } from '../../styles/theme';

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

/**
 * What the promo popup shows: the offer, its code with copy, the terms, close and claim. Its code is
 * fetched when the popup's delay has passed (PromoPopup), not with the page.
 */
export default function PromoOffer({ onClose, onClaim }: { onClose: () => void; onClaim: () => void }) {
  const { promo } = useSettings();
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number>();

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const copy = async () => {
    try {
      // Typed as always there, but a page served over plain HTTP (not localhost) has no clipboard.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) throw new Error('Clipboard unavailable');
      await clipboard.writeText(promo.code);
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), promo.copiedSeconds * 1000);
      showToast({ kind: 'success', title: promo.copiedToast.title, text: fillSlots(promo.copiedToast.text, { code: promo.code }) });
    } catch {
      showToast({ kind: 'error', title: promo.copyFailedToast.title, text: fillSlots(promo.copyFailedToast.text, { code: promo.code }) });
    }
  };

  return (
    <>
      <button type="button" css={closeBtn} onClick={onClose} aria-label={promo.closeLabel}>
        <X aria-hidden="true" />
      </button>
      <p css={css`color: ${colors.accent}; font-family: ${fonts.heading}; letter-spacing: 0.16em; text-transform: uppercase; margin: 0;`}>
        {promo.eyebrow}
      </p>
      <h2 id="promo-heading">{promo.headline}</h2>
      <p css={css`margin: 0;`}>{promo.offer}</p>
      <div css={codeRow}>
        <code data-testid="promo-code">{promo.code}</code>
        <button type="button" css={copyBtn} onClick={() => void copy()} aria-label={copied ? promo.copiedLabel : fillSlots(promo.copyLabel, { code: promo.code })}>
          {copied ? (
            <>
              <Check size={18} aria-hidden="true" /> {promo.copied}
            </>
          ) : (
            <>
              <Copy size={18} aria-hidden="true" /> {promo.copy}
            </>
          )}
        </button>
      </div>
      <ul>
        {promo.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <button type="button" css={[buttonPrimary, css`width: 100%;`]} onClick={onClaim}>
        {promo.claim}
      </button>
    </>
  );
}
