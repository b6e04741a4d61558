import type { ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { Section } from '../ui/Section';
import { alpha, colors, fonts, layout, mq, radius, space } from '../../styles/theme';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(10)};
  ${mq.lg} {
    grid-template-columns: minmax(280px, 0.8fr) minmax(0, 1.5fr);
    gap: ${space(12)};
    align-items: start;
  }
`;

const sideCard = css`
  padding: ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.navHeight} + ${space(6)});
  }
  h3 {
    font-size: 1.25rem;
    margin-bottom: ${space(4)};
  }
  ol {
    display: grid;
    gap: ${space(4)};
    margin: 0 0 ${space(6)};
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  ol li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: ${space(3)};
    color: ${colors.muted};
  }
  ol li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${alpha(colors.accent, 0.16)};
    color: ${colors.accent};
    font-family: ${fonts.heading};
    font-weight: 700;
  }
  ol strong {
    display: block;
    color: ${colors.text};
  }
  ul {
    display: grid;
    gap: ${space(2)};
    margin: 0;
    padding: ${space(5)} 0 0;
    border-top: 1px solid ${colors.border};
    list-style: none;
  }
  ul a {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-height: 44px;
    color: ${colors.text};
    text-decoration: none;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ul a:hover {
    color: ${colors.accent};
  }
  ul svg {
    flex: none;
    color: ${colors.accent};
  }
`;

interface ContactBlockProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** What the side card holds: the next steps or the session facts, and how to reach the gym. */
  card: ReactNode;
  /** Extra styles for the side card. */
  cardCss?: SerializedStyles;
  cardTestId?: string;
  /** The form beside the card. */
  children: ReactNode;
}

/** A service page's contact block: a raised section with a side card (how to reach us) beside the form, stacked on phones. */
export function ContactBlock({ id, eyebrow, title, intro, card, cardCss, cardTestId, children }: ContactBlockProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="raised">
      <div css={grid}>
        <div css={[sideCard, cardCss]} data-testid={cardTestId}>
          {card}
        </div>
        <div>{children}</div>
      </div>
    </Section>
  );
}
