import { css } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { useSettings } from '../../hooks/useSettings';
import { CountdownIsland } from '../ui/Countdown';
import { ReserveSpotIsland } from '../ui/ReserveSpotButton';
import { buttonOutline, container } from '../ui/styles';
import { pathOf } from '../../lib/routes';
import { alpha, colors, mq, radius, space } from '../../styles/theme';

const band = css`
  padding: ${space(10)} 0;
`;

const box = css`
  display: grid;
  gap: ${space(6)};
  align-items: center;
  padding: ${space(8)} ${space(6)};
  border-radius: ${radius.lg};
  background:
    repeating-linear-gradient(135deg, ${alpha(colors.black, 0.06)} 0 14px, transparent 14px 28px),
    linear-gradient(120deg, ${colors.accent} 0%, ${colors.accentDeep} 100%);
  color: ${colors.accentInk};
  ${mq.lg} {
    grid-template-columns: 1.2fr 1fr;
    padding: ${space(10)};
  }
  h2 {
    margin-bottom: ${space(3)};
  }
  p {
    font-weight: 500;
  }
  [role='timer'] dd {
    color: ${colors.text};
  }
`;

const ctas = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  a,
  button {
    background: ${colors.accentInk};
    color: ${colors.text};
    border-color: ${colors.accentInk};
  }
  a:hover,
  button:hover {
    background: ${colors.black};
    color: ${colors.text};
  }
`;

/** 'EXPANSION OPENING THIS FALL!' with the live countdown. */
export function ExpansionBanner() {
  const { banner, countdown } = useSettings();
  return (
    <section css={band} aria-labelledby="expansion-banner-heading">
      <div css={container}>
        <div css={box}>
          <div>
            <h2 id="expansion-banner-heading">{banner.heading}</h2>
            <p>{banner.text}</p>
            <div css={ctas}>
              <ReserveSpotIsland>{banner.ctaLabel}</ReserveSpotIsland>
              <LocalLink to={pathOf('facility-expansion')} css={buttonOutline}>
                {banner.expansionLink}
              </LocalLink>
            </div>
          </div>
          <CountdownIsland target={countdown.target} initialDays={countdown.initialDays} label={banner.countdownLabel} />
        </div>
      </div>
    </section>
  );
}
