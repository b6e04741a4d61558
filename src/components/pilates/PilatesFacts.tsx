import { css } from '@emotion/react';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';

const facts = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(5)} ${space(4)};
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  margin: 0 0 ${space(10)};
  padding: ${space(6)};
  border-radius: ${radius.lg};
  border: 2px solid ${colors.accent};
  background: linear-gradient(160deg, ${alpha(colors.accent, 0.14)} 0%, ${colors.surface} 60%);
  dt {
    font-size: 0.78rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.15rem, 4vw, 1.5rem);
    line-height: 1.2;
  }
`;

interface Props {
  /** The session's facts (pilates.yaml). */
  pilates: { price: string; duration: string; groupSize: string; experience: string };
  /** Their labels in the page's language (services.yaml servicePage.facts). */
  labels: { price: string; duration: string; groupSize: string; experience: string };
}

const ORDER = ['price', 'duration', 'groupSize', 'experience'] as const;

/** The Pilates sessions' facts: price, duration, group size and experience, labelled in the page's language. */
export function PilatesFacts({ pilates, labels }: Props) {
  return (
    <dl css={facts} data-testid="pilates-service">
      {ORDER.map((key) => (
        <div key={key}>
          <dt>{labels[key]}</dt>
          <dd>{pilates[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
