import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { ServiceForm } from '../forms/ServiceForm';
import { Section } from '../ui/Section';
import { ContactLinks } from './ContactLinks';
import { colors, fonts, mq, radius, space } from '../../styles/theme';

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

export const sideCard = css`
  padding: ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  ${mq.lg} {
    position: sticky;
    top: calc(72px + ${space(6)});
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
    background: rgba(255, 106, 43, 0.16);
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

interface Props {
  /** The service's name as the form sends it, e.g. 'Personal Training'. */
  serviceName: string;
  title: string;
  intro: ReactNode;
  eyebrow?: string;
  id?: string;
}

/** A service page's free-consultation block: what happens next and how to reach us, beside the form. */
export function ConsultationBlock({ serviceName, title, intro, eyebrow = 'Free Consultation', id = 'consultation-form' }: Props) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="raised">
      <div css={grid}>
        <div css={sideCard}>
          <h3>What Happens Next</h3>
          <ol>
            <li>
              <span>
                <strong>We call you</strong>
                Within 24 hours, to hear about your goals and answer your questions.
              </span>
            </li>
            <li>
              <span>
                <strong>We match you</strong>
                With the right professional for your goals, schedule and preferences.
              </span>
            </li>
            <li>
              <span>
                <strong>You get started</strong>
                Your first session is booked at a time that works for you.
              </span>
            </li>
          </ol>
          <ContactLinks />
        </div>
        <div>
          <ServiceForm serviceName={serviceName} />
        </div>
      </div>
    </Section>
  );
}
