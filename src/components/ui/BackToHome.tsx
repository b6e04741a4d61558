import type { MouseEvent } from 'react';
import { css } from '@emotion/react';
import { navigate } from 'gatsby';
import { ArrowLeft } from 'lucide-react';
import { scrollToId } from '../../lib/scroll';
import { colors, space } from '../../styles/theme';

/** Delay before scrolling to the services section after returning home (spec 2.4: 100 ms). */
export const SCROLL_BACK_DELAY_MS = 100;

const link = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
  color: ${colors.muted};
  text-decoration: none;
  font-weight: 600;
  min-height: 44px;
  &:hover {
    color: ${colors.accent};
  }
`;

/** 'Back to Home': goes to / and, after 100 ms, scrolls to the services section. */
export function BackToHome({ label = 'Back to Home' }: { label?: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate('/');
    // 100 ms after leaving, scroll to the services section (retrying briefly while the home page renders).
    const started = Date.now();
    const attempt = () => {
      if (!scrollToId('services') && Date.now() - started < 3000) window.setTimeout(attempt, 50);
    };
    window.setTimeout(attempt, SCROLL_BACK_DELAY_MS);
  };
  return (
    <a href="/#services" css={link} onClick={onClick} data-testid="back-to-home">
      <ArrowLeft size={18} aria-hidden="true" /> {label}
    </a>
  );
}
