import type { ReactNode, MouseEvent } from 'react';
import { navigate } from 'gatsby';
import { scrollToId } from '../../browser/scroll';
import { buttonPrimary } from './styles';
import { usePageLanguage } from '../../hooks/usePageData';
import { localPath } from '../../lib/routes';
import { useSettings } from '../../hooks/useSettings';
import { island } from '../../islands/island';

/**
 * 'Reserve Your Spot Now' (spec 4; the banner's call to action unless `children` says otherwise): scrolls smoothly to #membership when the page has it,
 * otherwise goes to the home page's plans, in the page's language.
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function ReserveSpotButton({ children }: { children?: ReactNode }) {
  const { banner } = useSettings();
  const plans = localPath('/#membership', usePageLanguage());
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (!scrollToId('membership')) navigate(plans);
  };
  return (
    <a href={plans} css={buttonPrimary} onClick={onClick}>
      {children ?? banner.ctaLabel}
    </a>
  );
}

/** The button as an island: it opens the offer in the browser. */
export const ReserveSpotIsland = island('reserve-spot', ReserveSpotButton);
