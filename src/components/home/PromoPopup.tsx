import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useSettings } from '../../hooks/useSettings';
import { useAnyOverlayOpen } from '../../hooks/useOverlay';
import { Dialog } from '../ui/Dialog';
import { Check, Copy, X, useIconDrawings } from '../ui/icons';
import { scrollToId } from '../../browser/scroll';
import { colors, radius, space } from '../../styles/theme';
import { sincePageStart } from '../../browser/page-start';

const DISMISSED_KEY = 'promo-dismissed';

/** The offer's code is fetched when it is about to show, not with the page. */
const loadOffer = () => import('./PromoOffer');
type Offer = Awaited<ReturnType<typeof loadOffer>>['default'];

const box = css`
  width: min(460px, 92vw);
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-top: 6px solid ${colors.accent};
  border-radius: ${radius.lg};
  padding: ${space(8)} ${space(6)} ${space(6)};
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

/**
 * The promo popup: due the configured delay after the visitor arrived (src/browser/page-start: it is hydrated a
 * little before, src/islands/registry `soon`; once its offer's code, fetched then, has come), it
 * opens as soon as the visitor has no other overlay open (the phone menu, the Services dropdown, a photo:
 * src/browser/overlays), so it never covers what they opened. It offers the code, copy, close and claim
 * (PromoOffer). Closed, it stays closed for the visit.
 */
export function PromoPopup() {
  const { promo } = useSettings();
  // The offer, once its code has come: the dialog opens with it whole (a lazy component would open the
  // dialog empty and grow it a moment later, moving it on the screen).
  const [Offer, setOffer] = useState<Offer | null>(null);
  const [closed, setClosed] = useState(false);
  // Nothing the visitor can open is reachable while the popup (a modal) is open, so this turns true only
  // before it opens.
  const othersOpen = useAnyOverlayOpen();
  const open = Offer !== null && !closed && !othersOpen;
  // The offer's close, copy and copied icons (PromoOffer, fetched when the delay has passed).
  useIconDrawings(X.drawing, Copy.drawing, Check.drawing);

  useEffect(() => {
    if (wasDismissed()) return undefined;
    let waiting = true;
    const id = window.setTimeout(() => {
      // If the offer cannot be fetched (the visitor went offline), there is nothing to show.
      loadOffer().then(
        (module) => waiting && setOffer(() => module.default),
        () => undefined,
      );
    }, Math.max(0, promo.delaySeconds * 1000 - sincePageStart()));
    return () => {
      waiting = false;
      window.clearTimeout(id);
    };
  }, [promo.delaySeconds]);

  const close = useCallback(() => {
    setClosed(true);
    rememberDismissed();
  }, []);

  const claim = useCallback(() => {
    close();
    window.setTimeout(() => scrollToId('membership'), 0);
  }, [close]);

  return (
    <Dialog open={open} onClose={close} labelledBy="promo-heading" styles={box} testId="promo-popup" countsAsOverlay={false}>
      {Offer && <Offer onClose={close} onClaim={claim} />}
    </Dialog>
  );
}
