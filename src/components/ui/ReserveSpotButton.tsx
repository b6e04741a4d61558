import type { ReactNode, MouseEvent } from 'react';
import { navigate } from 'gatsby';
import { scrollToId } from '../../browser/scroll';
import { buttonPrimary } from './styles';
import { usePageLanguage } from '../../hooks/usePageData';
import { localPath } from '../../lib/routes';

/**
 * 'Reserve Your Spot Now' (spec 4): scrolls smoothly to #membership when the page has it,
 * otherwise goes to the home page's plans, in the page's language.
 */
export function ReserveSpotButton({ children = 'Reserve Your Spot Now' }: { children?: ReactNode }) {
  const plans = localPath('/#membership', usePageLanguage());
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (!scrollToId('membership')) navigate(plans);
  };
  return (
    <a href={plans} css={buttonPrimary} onClick={onClick}>
      {children}
    </a>
  );
}
