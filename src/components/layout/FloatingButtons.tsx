import { css } from '@emotion/react';
import { Ticket, MessageCircle } from '../ui/icons';
import { useSettings } from '../../hooks/useSettings';
import { FreeConsultationLink } from './CtaLinks';
import { ExternalLink } from '../ui/ExternalLink';
import { buttonPrimary, buttonGhost } from '../ui/styles';
import { alpha, colors, mq, space } from '../../styles/theme';

const wrap = css`
  position: fixed;
  z-index: 40;
  right: ${space(3)};
  bottom: ${space(3)};
  left: ${space(3)};
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
  a {
    box-shadow: 0 10px 30px ${alpha(colors.black, 0.5)};
    min-height: 48px;
    padding: ${space(2)} ${space(3)};
    font-size: 0.95rem;
    white-space: nowrap;
  }
  /* The smallest phones (320px): both buttons side by side still fit, on two lines, without icons. */
  @media (max-width: 359px) {
    a {
      padding: ${space(1.5)} ${space(2)};
      white-space: normal;
      line-height: 1.15;
      text-align: center;
    }
    svg {
      display: none;
    }
  }
  ${mq.md} {
    left: auto;
    right: ${space(6)};
    bottom: ${space(6)};
    grid-template-columns: auto;
    justify-items: end;
  }
`;

/** '3 Day Trial' (portal, new tab) and 'Free Consultation', floating on every page. */
export function FloatingButtons() {
  const { links, frame } = useSettings();
  return (
    <div css={wrap} data-testid="floating-buttons">
      <ExternalLink href={links.trialSignup} css={buttonGhost}>
        <Ticket size={18} aria-hidden="true" /> {frame.trial}
      </ExternalLink>
      <FreeConsultationLink css={buttonPrimary}>
        <MessageCircle size={18} aria-hidden="true" /> {frame.consultation}
      </FreeConsultationLink>
    </div>
  );
}
