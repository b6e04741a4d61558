import type { ReactNode, MouseEvent } from 'react';
import { navigate } from 'gatsby';
import { scrollToId } from '../../browser/scroll';
import { buttonPrimary } from './styles';

/**
 * 'Reserve Your Spot Now' (spec 4): scrolls smoothly to #membership when the page has it,
 * otherwise goes to /#membership.
 */
export function ReserveSpotButton({ children = 'Reserve Your Spot Now' }: { children?: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (!scrollToId('membership')) navigate('/#membership');
  };
  return (
    <a href="/#membership" css={buttonPrimary} onClick={onClick}>
      {children}
    </a>
  );
}
