import { css } from '@emotion/react';
import { useCountdown } from '../../hooks/useCountdown';
import { pad2 } from '../../lib/countdown';
import { useSettings } from '../../hooks/useSettings';
import { alpha, colors, fonts, radius, space } from '../../styles/theme';
import { island } from '../../islands/island';

const grid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(2)};
  max-width: 480px;
  margin: 0;
`;

const cell = css`
  background: ${alpha(colors.black, 0.35)};
  border: 1px solid ${alpha(colors.white, 0.14)};
  border-radius: ${radius.md};
  padding: ${space(3)} ${space(1)};
  text-align: center;
  dt {
    order: 2;
    font-size: 0.75rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.6rem, 6vw, 2.4rem);
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  display: flex;
  flex-direction: column;
`;

interface Props {
  target: string;
  initialDays: number;
  label: string;
}

/**
 * Days, hours, minutes and seconds to the target, updated every second.
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function Countdown({ target, initialDays, label }: Props) {
  const left = useCountdown(target, initialDays);
  const units = useSettings().frame.countdown;
  const parts: ['days' | 'hours' | 'minutes' | 'seconds', string][] = [
    ['days', String(left.days)],
    ['hours', pad2(left.hours)],
    ['minutes', pad2(left.minutes)],
    ['seconds', pad2(left.seconds)],
  ];
  return (
    <div role="timer" aria-label={label} data-testid="countdown">
      <dl css={grid}>
        {parts.map(([name, value]) => (
          <div key={name} css={cell} data-unit={name}>
            <dt>{units[name]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The countdown as an island: it ticks in the browser. */
export const CountdownIsland = island('countdown', Countdown);
