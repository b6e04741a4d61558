import { css } from '@emotion/react';
import { LocalLink } from './LocalLink';
import { ArrowLeft } from './icons';
import { BACK_TO_HOME_STATE } from '../../browser/scroll';
import { colors, space, typeScale } from '../../styles/theme';
import { useSettings } from '../../hooks/useSettings';

const link = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
  color: ${colors.muted};
  text-decoration: none;
  font-weight: ${typeScale.strong.weight};
  min-height: 44px;
  &:hover {
    color: ${colors.accent};
  }
`;

/** 'Back to Home' (or `label`): goes to / and, 100 ms after arriving, scrolls to the services section (src/browser/scroll). */
export function BackToHome({ label }: { label?: string }) {
  const { frame } = useSettings();
  return (
    <LocalLink to="/#services" state={BACK_TO_HOME_STATE} css={link} data-testid="back-to-home">
      <ArrowLeft size={18} aria-hidden="true" /> {label ?? frame.backToHome}
    </LocalLink>
  );
}
